extension LifeCurve: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case values, keyTimes, calculationMode, timingFunctions
    }

    /// Decodes `values` (each a number or an array of numbers), `keyTimes`,
    /// `calculationMode` and `timingFunctions` as a `CAKeyframeAnimation` record writes them;
    /// any other key is an unknown key.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.descriptionContainer(keyedBy: CodingKeys.self)
        var values: [AnimationValue]?
        try container.update(&values, .values)
        self.init(values: values?.map(\.numbers) ?? [])
        try container.update(&keyTimes, .keyTimes)
        try container.update(&calculationMode, .calculationMode)
        try container.update(&timingFunctions, .timingFunctions)
    }

    /// Encodes the values (numbers when each has one component), then the key times, mode
    /// (unless linear) and timing functions given.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if values.allSatisfy({ $0.count == 1 }) {
            try container.encode(values.map { $0[0] }, forKey: .values)
        } else {
            try container.encode(values, forKey: .values)
        }
        try container.encodeIfPresent(keyTimes, forKey: .keyTimes)
        if calculationMode != .linear { try container.encode(calculationMode, forKey: .calculationMode) }
        try container.encodeIfPresent(timingFunctions, forKey: .timingFunctions)
    }
}
