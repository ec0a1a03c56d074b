extension LayerAnimation: Codable {
    /// The JSON keys: Core Animation's property names (`class` names the class).
    package enum CodingKeys: String, CodingKey, CaseIterable {
        case `class`, key, name, keyPath
        case beginTime, duration, speed, timeOffset, repeatCount, repeatDuration, autoreverses, fillMode
        case isRemovedOnCompletion, timingFunction, isAdditive, isCumulative
        case fromValue, toValue, byValue
        case values, keyTimes, calculationMode, timingFunctions, path, rotationMode
        case mass, stiffness, damping, initialVelocity
        case animations
    }

    /// The classes a description can name.
    static let classNames = ["CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation", "CAAnimationGroup"]

    /// The keys each class accepts, in every spelling (from ``recordKeys``).
    static let keysByClass: [String: Set<String>] = Dictionary(uniqueKeysWithValues: classNames.map { className in
        (className, Set(recordKeys.filter { $0.classes.contains(className) }.flatMap(\.spellings)))
    })

    /// Decodes an animation record: `class` first, then only the keys that class has (a key of
    /// another class is named as such), Core Animation's default for every absent key.
    public init(from decoder: any Decoder) throws {
        let container = try AnimationRecordContainer(decoder)
        let className = try container.decode(String.self, forKey: .class)
        guard let allowed = Self.keysByClass[className] else {
            var reason = "unknown class '\(className)' (expected one of: \(Self.classNames.joined(separator: ", ")))"
            if let nearest = nearestKey(to: className, in: Self.classNames) { reason = "unknown class '\(className)' (did you mean '\(nearest)'?)" }
            throw container.error(at: .class, reason)
        }
        try Self.rejectKeys(of: decoder, notIn: allowed, className: className)
        try container.rejectRepeatedSpellings()

        var timing = MediaTiming()
        try container.update(&timing.beginTime, .beginTime)
        try container.update(&timing.duration, .duration)
        try container.update(&timing.speed, .speed)
        try container.update(&timing.timeOffset, .timeOffset)
        try container.update(&timing.repeatCount, .repeatCount)
        try container.update(&timing.repeatDuration, .repeatDuration)
        try container.update(&timing.autoreverses, .autoreverses)
        try container.update(&timing.fillMode, .fillMode)
        try container.update(&timing.isRemovedOnCompletion, .isRemovedOnCompletion)
        var timingFunction = TimingFunction.linear
        try container.update(&timingFunction, .timingFunction)
        var key: String?
        try container.update(&key, .key)
        if let name = try container.decodeIfPresent(String.self, forKey: .name) {
            guard key == nil else {
                throw container.error(at: .name, "give either key or name, not both")
            }
            key = name
        }

        let kind: AnimationKind
        if className == "CAAnimationGroup" {
            var animations: [LayerAnimation] = []
            try container.update(&animations, .animations)
            kind = .group(animations)
        } else {
            let keyPath = try container.decode(String.self, forKey: .keyPath)
            var property = PropertyAnimation(keyPath: keyPath, values: .basic(BasicValues()))
            try container.update(&property.isAdditive, .isAdditive)
            try container.update(&property.isCumulative, .isCumulative)
            let basic = try BasicValues(
                fromValue: container.decodeAnimationValue(.fromValue), toValue: container.decodeAnimationValue(.toValue),
                byValue: container.decodeAnimationValue(.byValue))
            switch className {
            case "CAKeyframeAnimation":
                var keyframes = KeyframeValues(values: try container.decodeAnimationValues(.values) ?? [])
                try container.update(&keyframes.keyTimes, .keyTimes)
                try container.update(&keyframes.calculationMode, .calculationMode)
                try container.update(&keyframes.timingFunctions, .timingFunctions)
                try container.update(&keyframes.path, .path)
                try container.update(&keyframes.rotationMode, .rotationMode)
                property.values = .keyframe(keyframes)
            case "CASpringAnimation":
                var spring = SpringParameters()
                try container.update(&spring.mass, .mass)
                try container.update(&spring.stiffness, .stiffness)
                try container.update(&spring.damping, .damping)
                try container.update(&spring.initialVelocity, .initialVelocity)
                property.values = .spring(basic, spring)
            default:
                property.values = .basic(basic)
            }
            kind = .property(property)
        }
        self.init(kind: kind, key: key, timing: timing, timingFunction: timingFunction)
    }

    /// Throws for the first (alphabetically) member that `className` does not have, naming the
    /// class it belongs to or suggesting the nearest of `allowed`.
    private static func rejectKeys(of decoder: any Decoder, notIn allowed: Set<String>, className: String) throws {
        let present = try decoder.container(keyedBy: ConfigurationKey.self).allKeys
        guard let unknown = present.filter({ !allowed.contains($0.stringValue) })
            .min(by: { $0.stringValue < $1.stringValue })
        else { return }
        let name = unknown.stringValue
        var reason = "unknown key"
        let owners = classNames.filter { keysByClass[$0]!.contains(name) }
        if let last = owners.last {
            let listed = owners.count == 1 ? last : owners.dropLast().joined(separator: ", ") + " and " + last
            reason = "'\(name)' is a key of \(listed), not of \(className)"
        } else if let nearest = nearestKey(to: name, in: allowed.sorted()) {
            reason += " (did you mean '\(nearest)'?)"
        }
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [unknown], debugDescription: reason))
    }

    /// Encodes the record as it is decoded: `class`, then the keys that differ from the defaults.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(className, forKey: .class)
        try container.encodeIfPresent(key, forKey: .key)
        let defaults = MediaTiming()
        func encode<Value: Encodable & Equatable>(_ value: Value, _ standard: Value, _ codingKey: CodingKeys) throws {
            if value != standard { try container.encode(value, forKey: codingKey) }
        }
        try encode(timing.beginTime, defaults.beginTime, .beginTime)
        try encode(timing.duration, defaults.duration, .duration)
        try encode(timing.speed, defaults.speed, .speed)
        try encode(timing.timeOffset, defaults.timeOffset, .timeOffset)
        try encode(timing.repeatCount, defaults.repeatCount, .repeatCount)
        try encode(timing.repeatDuration, defaults.repeatDuration, .repeatDuration)
        try encode(timing.autoreverses, defaults.autoreverses, .autoreverses)
        try encode(timing.fillMode, defaults.fillMode, .fillMode)
        try encode(timing.isRemovedOnCompletion, defaults.isRemovedOnCompletion, .isRemovedOnCompletion)
        try encode(timingFunction, .linear, .timingFunction)
        switch kind {
        case .group(let animations):
            try container.encode(animations, forKey: .animations)
        case .property(let property):
            try container.encode(property.keyPath, forKey: .keyPath)
            try encode(property.isAdditive, false, .isAdditive)
            try encode(property.isCumulative, false, .isCumulative)
            func encodeBasic(_ basic: BasicValues) throws {
                try container.encodeIfPresent(basic.fromValue, forKey: .fromValue)
                try container.encodeIfPresent(basic.toValue, forKey: .toValue)
                try container.encodeIfPresent(basic.byValue, forKey: .byValue)
            }
            switch property.values {
            case .basic(let basic):
                try encodeBasic(basic)
            case .keyframe(let keyframes):
                if keyframes.path == nil || !keyframes.values.isEmpty { try container.encode(keyframes.values, forKey: .values) }
                try container.encodeIfPresent(keyframes.keyTimes, forKey: .keyTimes)
                try encode(keyframes.calculationMode, .linear, .calculationMode)
                try container.encodeIfPresent(keyframes.timingFunctions, forKey: .timingFunctions)
                try container.encodeIfPresent(keyframes.path, forKey: .path)
                try container.encodeIfPresent(keyframes.rotationMode, forKey: .rotationMode)
            case .spring(let basic, let spring):
                try encodeBasic(basic)
                let standard = SpringParameters()
                try encode(spring.mass, standard.mass, .mass)
                try encode(spring.stiffness, standard.stiffness, .stiffness)
                try encode(spring.damping, standard.damping, .damping)
                try encode(spring.initialVelocity, standard.initialVelocity, .initialVelocity)
            }
        }
    }
}

/// One value of an animation: a number (or a ``DescriptionNumber`` expression), for a
/// one-component property, or an array of them.
struct AnimationValue: Decodable {
    let numbers: [Double]

    init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var numbers: [Double] = []
            while !list.isAtEnd { numbers.append(try list.decode(DescriptionNumber.self).value) }
            self.numbers = numbers
            return
        }
        let container = try decoder.singleValueContainer()
        guard (try? container.decode(Double.self)) != nil || (try? container.decode(String.self)) != nil else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a number or an array of numbers")
        }
        numbers = [try DescriptionNumber(from: decoder).value]
    }
}

extension KeyedDecodingContainer {
    /// The value at `key`: a number (a one-component value) or an array of numbers; nil when
    /// absent or null.
    func decodeAnimationValue(_ key: Key) throws -> [Double]? {
        try decodeIfPresent(AnimationValue.self, forKey: key)?.numbers
    }

    /// The array of values at `key`, each a number or an array of numbers; nil when absent.
    func decodeAnimationValues(_ key: Key) throws -> [[Double]]? {
        try decodeIfPresent([AnimationValue].self, forKey: key)?.map(\.numbers)
    }
}
