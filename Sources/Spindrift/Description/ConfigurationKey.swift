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

extension Decoder {
    /// Throws for the first (alphabetically) member of the current object that is not one of
    /// the `known` keys (the string values of `Keys`), suggesting the nearest of `Keys`.
    func rejectUnknownKeys<Keys: CodingKey & CaseIterable>(_: Keys.Type, known: Set<String>) throws {
        let present = try container(keyedBy: ConfigurationKey.self).allKeys
        guard let unknown = present.filter({ !known.contains($0.stringValue) })
            .min(by: { $0.stringValue < $1.stringValue })
        else { return }
        var reason = "unknown key"
        if let nearest = nearestKey(to: unknown.stringValue, in: Keys.allCases.map(\.stringValue)) { reason += " (did you mean '\(nearest)'?)" }
        throw DecodingError.dataCorrupted(
            .init(codingPath: codingPath + [unknown], debugDescription: reason))
    }
}

extension KeyedDecodingContainer {
    /// Replaces `value` with the member at `key` when it is present and not null.
    func update<Value: Decodable>(_ value: inout Value, _ key: Key) throws {
        if let decoded = try decodeIfPresent(Value.self, forKey: key) { value = decoded }
    }

    /// Replaces `value` with the whole number at `key`, rejecting fractions and values
    /// outside the type's range (JSON numbers are decoded as `Double` first so the error
    /// can name the key).
    func updateInteger<Integer: FixedWidthInteger>(_ value: inout Integer, _ key: Key) throws {
        guard let number = try decodeIfPresent(Double.self, forKey: key) else { return }
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
        guard let numbers = try decodeIfPresent([Double].self, forKey: key) else { return }
        guard numbers.count == Vector.scalarCount else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "expected \(Vector.scalarCount) numbers \(labels) (got \(numbers.count))")
        }
        value = Vector(numbers)
    }

    /// Replaces `value` with the optional member at `key` when it is present.
    func update<Value: Decodable>(_ value: inout Value?, _ key: Key) throws {
        if let decoded = try decodeIfPresent(Value.self, forKey: key) { value = decoded }
    }
}

/// The key of `known` nearest to `key` (at most 3 edits away), for "did you mean" suggestions.
func nearestKey(to key: String, in known: [String]) -> String? {
    guard let nearest = known.min(by: { editDistance($0, key) < editDistance($1, key) }),
          editDistance(nearest, key) <= 3
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
