extension EmitterCell {
    /// Decodes a cell from its declared keys (``properties``), keeping Core Animation's
    /// default for every absent key, rejecting unknown keys and noting the Core Animation
    /// keys it ignores (``IgnoredKeys``).
    public init(from decoder: any Decoder) throws {
        try self.init(decodingPropertiesFrom: decoder, ignored: IgnoredKeys.cell)
    }

    /// Encodes every declared key, in declaration order (absent names and contents left out).
    public func encode(to encoder: any Encoder) throws {
        try encodeProperties(to: encoder)
    }
}
