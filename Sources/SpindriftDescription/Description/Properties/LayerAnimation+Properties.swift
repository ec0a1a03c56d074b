/// One key of an animation record (`CABasicAnimation`, …): its name and Apple's other
/// spellings, the classes that have it, its value and default as the docs give them, and
/// what it does. ``LayerAnimation`` decodes the record by these keys, `spindrift export`
/// writes them, and the docs' table of animation keys is generated from them.
package struct AnimationRecordKey: Sendable {
    /// The key as a description writes it (the property's Swift name).
    package let key: LayerAnimation.CodingKeys
    /// Apple's other spellings of it (`removedOnCompletion` for `isRemovedOnCompletion`).
    package let aliases: [String]
    /// The property's name in Objective-C (`removedOnCompletion`): the key unless it
    /// differs, when it is also one of the ``aliases``.
    package let objcName: String
    /// What its value is, for the code that sets it.
    package let value: AnimationRecordValue
    /// The classes that have it.
    package let classes: [String]
    /// Its value, as the docs say it.
    package let valueText: String
    /// Its default, as the docs say it.
    package let defaultText: String
    /// What it does.
    package let summary: String

    /// Every spelling: the key, then its aliases.
    package var spellings: [String] { [key.rawValue] + aliases }
}

/// What an animation record's value is, for the code that sets it.
package enum AnimationRecordValue: Sendable {
    /// Part of the record's structure: its class, key, key path or members.
    case structure
    /// A number.
    case number
    /// `true` or `false`.
    case flag
    /// One of the named values.
    case choice([EnumerationValue])
    /// A timing function.
    case timingFunction
    /// One timing function per segment.
    case timingFunctions
    /// A value of the animated property.
    case value
    /// Values of the animated property.
    case values
    /// Numbers (key times).
    case numbers
    /// SVG path data, which code builds as a `CGMutablePath`.
    case path
}

extension LayerAnimation {
    /// The keys of the animation records, by class: every class has the timing keys; property
    /// animations add `keyPath` and the additive and cumulative flags; then each class its own.
    package static let recordKeys: [AnimationRecordKey] = {
        let all = classNames
        let property = ["CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation"]
        let basic = ["CABasicAnimation", "CASpringAnimation"]
        let keyframe = ["CAKeyframeAnimation"], spring = ["CASpringAnimation"], group = ["CAAnimationGroup"]
        func key(_ key: CodingKeys, _ classes: [String], _ form: AnimationRecordValue, _ value: String,
                 _ defaultText: String, _ summary: String, objcName: String? = nil) -> AnimationRecordKey {
            AnimationRecordKey(
                key: key, aliases: objcName.map { [$0] } ?? [], objcName: objcName ?? key.rawValue, value: form,
                classes: classes, valueText: value, defaultText: defaultText, summary: summary)
        }
        let fillModes = FillMode.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
        let timingNames = TimingFunction.named.map { "`\($0.name)`" }.joined(separator: ", ")
        return [
            key(.class, all, .structure, "string", "required", all.joined(separator: ", ")),
            key(.key, all, .structure, "string", "none", "the key it was added under (`add(_:forKey:)`): shown in messages; unique among the layer's animations"),
            key(.name, all, .structure, "string", "none", "the same as `key`; give one of them"),
            key(.keyPath, property, .structure, "key path", "required", "the property it animates (see the animatable key paths)"),
            key(.beginTime, all, .number, "seconds", "0", "start, in the layer's local time (the group's time for a member)"),
            key(.duration, all, .number, "seconds", "0", "one pass; 0 means 0.25 s, as in Core Animation, except for a spring, where 0 means its settling duration; not negative"),
            key(.speed, all, .number, "number", "1", "animation seconds per layer second; 0 freezes it at `timeOffset`; not negative"),
            key(.timeOffset, all, .number, "seconds", "0", "where in its active time it starts (wraps: duration 3, offset 1 plays 1 → 3, then 0 → 1)"),
            key(.repeatCount, all, .number, "number", "0", "passes (fractions allowed; 0 means 1); `Float.greatestFiniteMagnitude` means forever, as Swift code writes it"),
            key(.repeatDuration, all, .number, "seconds", "0", "the active time instead of `repeatCount`; 0: unset"),
            key(.autoreverses, all, .flag, "true or false", "false", "each pass plays forwards, then backwards"),
            key(.fillMode, all, .choice(FillMode.enumerationValues), fillModes, "`removed`",
                "`forwards` holds the end, `backwards` shows the start before `beginTime`; Apple's constants (`kCAFillModeForwards`) are accepted too"),
            key(.isRemovedOnCompletion, all, .flag, "true or false", "true",
                "when the animation ends the property shows its model value again, whatever the fill mode: a held end needs `fillMode` `forwards` and this false",
                objcName: "removedOnCompletion"),
            key(.timingFunction, all, .timingFunction, "\(timingNames) or [c1x, c1y, c2x, c2y]", "`linear`",
                "eases the pass (the cubic Bézier from (0, 0) to (1, 1), x in 0…1, y within ±1e6); Apple's constants (`kCAMediaTimingFunctionEaseIn`) are accepted too; ignored by springs"),
            key(.isAdditive, property, .flag, "true or false", "false", "the value is added to the property's value instead of replacing it",
                objcName: "additive"),
            key(.isCumulative, property, .flag, "true or false", "false",
                "each repeat builds on the previous one's end; not with a repeat that never ends", objcName: "cumulative"),
            key(.fromValue, basic, .value, "number or array", "unset", "the start; with `toValue` and `byValue`, Core Animation's table decides the two ends"),
            key(.toValue, basic, .value, "number or array", "unset", "the end"),
            key(.byValue, basic, .value, "number or array", "unset", "the change: to = from + by, or from = to − by"),
            key(.values, keyframe, .values, "array of numbers or arrays", "required unless `path`", "the values, each matching the property"),
            key(.keyTimes, keyframe, .numbers, "array of numbers", "evenly spaced",
                "fractions of the duration, ascending in 0…1, first 0, last 1; one per value, one more for `discrete`; ignored by the paced modes"),
            key(.calculationMode, keyframe, .choice(CalculationMode.enumerationValues), CalculationMode.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "), "`linear`",
                "how values are joined; Apple's constants (`kCAAnimationPaced`) are accepted too"),
            key(.timingFunctions, keyframe, .timingFunctions, "array of timing functions", "linear", "one per segment between values"),
            key(.path, keyframe, .path, "SVG path data: `M`, `L`, `C`, `Q`, `Z` and lowercase (relative), at most 65,536 elements", "none",
                "for a point [x, y] (`position`, `emitterPosition`): replaces `values` by the path's points, each segment a keyframe span run along its curve"),
            key(.rotationMode, keyframe, .choice(RotationMode.enumerationValues), RotationMode.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "), "none",
                "with `path`: adds the path's direction (`autoReverse`: plus half a turn) to the layer's rotation, or for `emitterPosition` to the emission's direction; Apple's constants (`kCAAnimationRotateAuto`) are accepted too"),
            key(.mass, spring, .number, "kg", "1", "more than 0"),
            key(.stiffness, spring, .number, "N/m", "100", "more than 0"),
            key(.damping, spring, .number, "N·s/m", "10", "not negative"),
            key(.initialVelocity, spring, .number, "fractions of the distance per second", "0", "the spring's speed at the start"),
            key(.animations, group, .structure, "array of animations", "`[]`", "the members, timed by the group"),
        ]
    }()

    /// The table of animation keys in the docs.
    package static var recordKeyReference: String {
        var lines = ["| key | classes | value | default | meaning |", "|---|---|---|---|---|"]
        for record in recordKeys {
            let classes = record.classes.count == classNames.count ? "all" : record.classes.joined(separator: ", ")
            lines.append("| \(record.spellings.map { "`\($0)`" }.joined(separator: " or ")) | \(classes) | \(record.valueText) | "
                + "\(record.defaultText) | \(record.summary) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// An animation record's members, each looked up by any of its key's spellings.
struct AnimationRecordContainer {
    let container: KeyedDecodingContainer<ConfigurationKey>

    init(_ decoder: any Decoder) throws {
        container = try decoder.container(keyedBy: ConfigurationKey.self)
    }

    /// The member's key as the record spells it (the key itself when absent).
    func spelled(_ key: LayerAnimation.CodingKeys) -> ConfigurationKey {
        let spellings = LayerAnimation.recordKeys.first { $0.key == key }?.spellings ?? [key.rawValue]
        let present = spellings.first { container.contains(ConfigurationKey(stringValue: $0)) }
        return ConfigurationKey(stringValue: present ?? key.rawValue)
    }

    /// Throws for a key the record gives in two spellings.
    func rejectRepeatedSpellings() throws {
        for record in LayerAnimation.recordKeys {
            let present = record.spellings.filter { container.contains(ConfigurationKey(stringValue: $0)) }
            if present.count > 1 {
                throw error(at: ConfigurationKey(stringValue: present[1]), "'\(present[0])' and '\(present[1])' are the same property: give one")
            }
        }
    }

    func error(at key: LayerAnimation.CodingKeys, _ reason: String) -> DecodingError {
        error(at: spelled(key), reason)
    }

    private func error(at key: ConfigurationKey, _ reason: String) -> DecodingError {
        DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: reason)
    }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: LayerAnimation.CodingKeys) throws -> Value {
        try container.decode(type, forKey: spelled(key))
    }

    func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: LayerAnimation.CodingKeys) throws -> Value? {
        try container.decodeIfPresent(type, forKey: spelled(key))
    }

    func update<Value: Decodable>(_ value: inout Value, _ key: LayerAnimation.CodingKeys) throws {
        try container.update(&value, spelled(key))
    }

    func update<Value: Decodable>(_ value: inout Value?, _ key: LayerAnimation.CodingKeys) throws {
        try container.update(&value, spelled(key))
    }

    func decodeAnimationValue(_ key: LayerAnimation.CodingKeys) throws -> [Double]? {
        try container.decodeAnimationValue(spelled(key))
    }

    func decodeAnimationValues(_ key: LayerAnimation.CodingKeys) throws -> [[Double]]? {
        try container.decodeAnimationValues(spelled(key))
    }
}
