extension EmitterLayer {
    /// Decodes a layer from its declared keys (``properties``), keeping Core Animation's
    /// default for every absent key, rejecting unknown keys and noting the Core Animation
    /// keys it ignores (``IgnoredKeys``); the `CALayer` keys are ``LayerProperties``'.
    public init(from decoder: any Decoder) throws {
        try self.init(
            decodingPropertiesFrom: decoder, alsoKnown: Set(LayerProperties.keys), ignored: IgnoredKeys.layer)
        layerProperties = try LayerProperties(decodingFrom: decoder)
    }

    /// Encodes every emitter key, then the layer keys that differ from their defaults.
    public func encode(to encoder: any Encoder) throws {
        try encodeProperties(to: encoder)
        try layerProperties.encode(to: encoder)
    }
}
