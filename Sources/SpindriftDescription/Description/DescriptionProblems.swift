/// The problems and notices found while one description is decoded, so that a bad member
/// is reported with every other one instead of ending the decoding: the member keeps its
/// default and decoding goes on.
///
/// Held by the decoder's `userInfo` under ``key`` for one decode on one thread, hence
/// `@unchecked Sendable`.
final class DescriptionProblems: @unchecked Sendable {
    /// The `userInfo` key a decoder finds the collector under.
    static let key = CodingUserInfoKey(rawValue: "spindrift.descriptionProblems")!

    /// What makes the description invalid, in the order found.
    private(set) var problems: [ConfigurationError.Problem] = []
    /// Keys accepted and ignored (real Core Animation keys Spindrift does not draw or
    /// implement), in the order found.
    private(set) var notices: [ConfigurationError.Problem] = []

    func record(_ problem: ConfigurationError.Problem) { problems.append(problem) }

    func record(_ error: DecodingError) { problems.append(ConfigurationError.Problem(decodingError: error)) }

    func notice(_ notice: ConfigurationError.Problem) { notices.append(notice) }
}

extension Decoder {
    /// The collector of the decode under way, if it collects.
    var descriptionProblems: DescriptionProblems? { userInfo[DescriptionProblems.key] as? DescriptionProblems }

    /// The members of the current object as `Keys`, after checking its keys: every member
    /// that is neither one of `Keys` nor in `alsoKnown` is a problem ("unknown key", with a
    /// close name suggested, or `misplaced`'s reason for it), or a notice when `ignored` says what Spindrift does with it
    /// instead (`checkingUnknownKeys` false: another type of the same object checks them).
    /// Without a collector (a plain `JSONDecoder`), the first unknown key
    /// (alphabetically) throws.
    func descriptionContainer<Keys: CodingKey & CaseIterable>(
        keyedBy _: Keys.Type, alsoKnown: Set<String> = [], ignored: [String: String] = [:],
        misplaced: [String: String] = [:], checkingUnknownKeys: Bool = true
    ) throws -> DescriptionContainer<Keys> {
        if checkingUnknownKeys {
            try checkKeys(known: Set(Keys.allCases.map(\.stringValue)).union(alsoKnown), ignored: ignored, misplaced: misplaced)
        }
        return DescriptionContainer(container: try container(keyedBy: Keys.self), problems: descriptionProblems)
    }

    /// As ``descriptionContainer(keyedBy:alsoKnown:ignored:misplaced:checkingUnknownKeys:)``
    /// for an object whose keys are `known` strings (a ``PropertyTable``'s spellings).
    func descriptionContainer(
        known: Set<String>, ignored: [String: String] = [:], checkingUnknownKeys: Bool = true
    ) throws -> DescriptionContainer<ConfigurationKey> {
        if checkingUnknownKeys { try checkKeys(known: known, ignored: ignored, misplaced: [:]) }
        return DescriptionContainer(container: try container(keyedBy: ConfigurationKey.self), problems: descriptionProblems)
    }

    /// Reports (or, without a collector, throws for) every member of the current object that
    /// is not in `known`.
    private func checkKeys(known: Set<String>, ignored: [String: String], misplaced: [String: String]) throws {
        let present = try container(keyedBy: ConfigurationKey.self).allKeys.sorted { $0.stringValue < $1.stringValue }
        let problems = descriptionProblems
        for key in present where !known.contains(key.stringValue) {
            let path = ConfigurationError.jsonPath(codingPath + [key])
            if let meaning = ignored[key.stringValue] {
                problems?.notice(.init(path: path, reason: meaning))
                continue
            }
            var reason = "unknown key"
            if let misplacement = misplaced[key.stringValue] {
                reason = misplacement
            } else if let nearest = nearestKey(to: key.stringValue, in: known.sorted()) {
                reason += " (did you mean '\(nearest)'?)"
            }
            guard let problems else {
                throw DecodingError.dataCorrupted(.init(codingPath: codingPath + [key], debugDescription: reason))
            }
            problems.record(.init(path: path, reason: reason))
        }
    }
}

/// A keyed container whose updates record a bad member with the decode's
/// ``DescriptionProblems`` and keep the default, or throw when there is no collector.
struct DescriptionContainer<Key: CodingKey> {
    let container: KeyedDecodingContainer<Key>
    let problems: DescriptionProblems?

    /// Whether the object has a member at `key`.
    func contains(_ key: Key) -> Bool { container.contains(key) }

    /// Records `problem` (or throws it without a collector).
    func reject(_ key: Key, _ reason: String) throws {
        let error = DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: reason)
        guard let problems else { throw error }
        problems.record(error)
    }

    /// Replaces `value` with the member at `key` when it is present and not null.
    func update<Value: Decodable>(_ value: inout Value, _ key: Key) throws {
        try recording { try container.update(&value, key) }
    }

    /// Replaces `value` with the optional member at `key` when it is present.
    func update<Value: Decodable>(_ value: inout Value?, _ key: Key) throws {
        try recording { try container.update(&value, key) }
    }

    /// Replaces `value` with the enumeration value at `key`, like ``update(_:_:)``, except
    /// that a value of another key of the same object (`owner` names the key, `additive` a
    /// `renderMode` given as `emitterMode`) is what Core Animation ignores: `value` keeps its
    /// default and a notice says so.
    func updateChoice<Value: DescriptionEnumeration>(_ value: inout Value, _ key: Key, owner: (String) -> String?) throws {
        if let raw = try? container.decode(String.self, forKey: key), Value(named: raw) == nil, let owner = owner(raw) {
            let name = raw.escapingControlCharacters
            problems?.notice(.init(
                path: ConfigurationError.jsonPath(container.codingPath + [key]),
                reason: "'\(name)' is a value of \(owner), not of \(key.stringValue): Core Animation ignores it and uses "
                    + "the default, '\(value.rawValue)' (did you mean \"\(owner)\": \"\(name)\"?)"))
            return
        }
        try update(&value, key)
    }

    /// Replaces `value` with the whole number at `key` (see ``KeyedDecodingContainer/updateInteger(_:_:)``).
    func updateInteger<Integer: FixedWidthInteger>(_ value: inout Integer, _ key: Key) throws {
        try recording { try container.updateInteger(&value, key) }
    }

    /// Replaces `value` with the `labels.count` numbers at `key`.
    func updateVector<Vector: SIMD>(_ value: inout Vector, _ key: Key, labels: String) throws where Vector.Scalar == Double {
        try recording { try container.updateVector(&value, key, labels: labels) }
    }

    /// Replaces `value` with the `labels.count` numbers at `key` when present.
    func updateVector<Vector: SIMD>(_ value: inout Vector?, _ key: Key, labels: String) throws where Vector.Scalar == Double {
        try recording {
            guard container.contains(key), try !container.decodeNil(forKey: key) else { return }
            var vector = Vector()
            try container.updateVector(&vector, key, labels: labels)
            value = vector
        }
    }

    private func recording(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as DecodingError {
            guard let problems else { throw error }
            problems.record(error)
        }
    }
}
