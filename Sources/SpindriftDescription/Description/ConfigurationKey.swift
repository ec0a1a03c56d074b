/// A coding key for any JSON object member, used to find keys a type does not know.
struct ConfigurationKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension KeyedDecodingContainer {
    /// Replaces `value` with the member at `key` when it is present and not null.
    func update<Value: Decodable>(_ value: inout Value, _ key: Key) throws {
        if let decoded = try decodeDescriptionValueIfPresent(Value.self, forKey: key) { value = decoded }
    }

    /// Replaces `value` with the whole number at `key`, rejecting fractions and values
    /// outside the type's range (JSON numbers are decoded as `Double` first so the error
    /// can name the key).
    func updateInteger<Integer: FixedWidthInteger>(_ value: inout Integer, _ key: Key) throws {
        guard let number = try decodeDescriptionValueIfPresent(Double.self, forKey: key) else { return }
        guard number.rounded() == number, let exact = Integer(exactly: number) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: Integer.isSigned
                    ? "expected a whole number (got \(number))"
                    : "expected a whole number from 0 to \(Integer.max) (got \(number))")
        }
        value = exact
    }

    /// Replaces `value` with the `labels.count` numbers at `key`.
    func updateVector<Vector: SIMD>(_ value: inout Vector, _ key: Key, labels: String) throws where Vector.Scalar == Double {
        guard let numbers = try decodeDescriptionValueIfPresent([Double].self, forKey: key) else { return }
        guard numbers.count == Vector.scalarCount else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "expected \(Vector.scalarCount) numbers \(labels) (got \(numbers.count))")
        }
        value = Vector(numbers)
    }

    /// Replaces `value` with the optional member at `key` when it is present.
    func update<Value: Decodable>(_ value: inout Value?, _ key: Key) throws {
        if let decoded = try decodeDescriptionValueIfPresent(Value.self, forKey: key) { value = decoded }
    }
}

/// The key of `known` close to `key`, for "did you mean" suggestions: one that differs only
/// in letter case, else the nearest at most 2 edits away (nil when none is that close).
func nearestKey(to key: String, in known: [String]) -> String? {
    if let sameLetters = known.first(where: { $0.lowercased() == key.lowercased() }) { return sameLetters }
    // The distance is at least the difference in length: a key far longer than any known
    // (thousands of segments of a key path) is compared with none.
    let close = known.filter { abs($0.count - key.count) <= 2 }
    guard let nearest = close.min(by: { editDistance($0, key) < editDistance($1, key) }),
          editDistance(nearest, key) <= 2
    else { return nil }
    return nearest
}

/// The Levenshtein distance between two keys.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased()), b = Array(b.lowercased())
    var previous = Array(0...b.count)
    for (i, ca) in a.enumerated() {
        var current = [i + 1]
        for (j, cb) in b.enumerated() {
            current.append(Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
        }
        previous = current
    }
    return previous[b.count]
}
