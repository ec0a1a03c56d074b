extension Scene: Codable {
    /// The root's own key besides the `CALayer` keys.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case sublayers
    }

    /// Decodes a scene when the object has `sublayers`, else a single layer. A scene's
    /// root takes only `CALayer` keys besides `sublayers`: emitter keys there are errors.
    public init(from decoder: any Decoder) throws {
        let members = try decoder.container(keyedBy: ConfigurationKey.self)
        guard members.contains(ConfigurationKey(stringValue: CodingKeys.sublayers.rawValue)) else {
            self.init(layer: try EmitterLayer(from: decoder))
            return
        }
        let emitterKeys = EmitterLayer.keys
        let container = try decoder.descriptionContainer(
            keyedBy: CodingKeys.self, alsoKnown: Set(LayerProperties.keys), ignored: IgnoredKeys.layer,
            misplaced: Dictionary(uniqueKeysWithValues: emitterKeys.map {
                ($0, "an emitter key on a scene's root: move it into a sublayer (the root takes CALayer keys and sublayers)")
            }))
        var sublayers: [EmitterLayer] = []
        try container.update(&sublayers, .sublayers)
        self.init(root: try LayerProperties(decodingFrom: decoder), sublayers: sublayers)
    }

    /// Writes the layer for a single layer, else the root's keys and `sublayers`.
    public func encode(to encoder: any Encoder) throws {
        guard hasSublayers else {
            try layers[0].encode(to: encoder)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(layers, forKey: .sublayers)
        try root.encode(to: encoder)
    }
}
