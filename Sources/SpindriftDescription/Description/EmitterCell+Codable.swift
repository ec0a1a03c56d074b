extension EmitterCell {
    /// Decodes a cell from its declared keys (``properties``), keeping Core Animation's
    /// default for every absent key, rejecting unknown keys and noting the Core Animation
    /// keys it ignores (``IgnoredKeys``).
    public init(from decoder: any Decoder) throws {
        try self.init(decodingPropertiesFrom: decoder, ignored: IgnoredKeys.cell)
        noteReplacedRates(decoder)
        noteTriggeredRate(decoder)
    }

    /// Notes a birth rate given to a cell that its parent's birth or death triggers instead.
    private func noteTriggeredRate(_ decoder: any Decoder) {
        guard let trigger = spindrift?.trigger, trigger != .life, birthRate != 0,
              let problems = decoder.descriptionProblems
        else { return }
        problems.notice(.init(
            path: ConfigurationError.jsonPath(decoder.codingPath + [ConfigurationKey(stringValue: "birthRate")]),
            reason: "ignored: spindrift.trigger '\(trigger.rawValue)' emits spindrift.triggerCount particles instead"))
    }

    /// Notes every rate of change given beside the curve over life that replaces it.
    private func noteReplacedRates(_ decoder: any Decoder) {
        guard let spindrift, let problems = decoder.descriptionProblems else { return }
        for role in CellExtensions.curveRoles where spindrift[keyPath: role.path] != nil {
            for key in role.replaces where Self.property(named: key).map({ $0.read(self)[0] != 0 }) == true {
                problems.notice(.init(
                    path: ConfigurationError.jsonPath(decoder.codingPath + [ConfigurationKey(stringValue: key)]),
                    reason: "ignored: spindrift.\(role.key) replaces it"))
            }
        }
    }

    /// Encodes every declared key, in declaration order (absent names and contents left out).
    public func encode(to encoder: any Encoder) throws {
        try encodeProperties(to: encoder)
    }
}
