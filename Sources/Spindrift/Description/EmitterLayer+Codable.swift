extension EmitterLayer {
    /// The JSON keys: Core Animation's property names plus Spindrift's extensions.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case emitterShape, emitterMode, emitterPosition, emitterZPosition, emitterSize
        case emitterDepth, emitterUnits, renderMode, seed
        case birthRate, lifetime, velocity, scale, spin
        case beginTime, timeOffset, speed, maxParticles, emitterCells, animations
    }

    /// Decodes a layer, keeping Core Animation's default for every absent key, rejecting
    /// unknown keys and noting the Core Animation keys it ignores (``IgnoredKeys``); the
    /// `CALayer` keys are ``LayerProperties``'.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.descriptionContainer(
            keyedBy: CodingKeys.self, alsoKnown: LayerProperties.keys, ignored: IgnoredKeys.layer)
        self.init()
        try container.update(&emitterShape, .emitterShape)
        try container.update(&emitterMode, .emitterMode)
        try container.updateVector(&emitterPosition, .emitterPosition, labels: "[x, y]")
        try container.update(&emitterZPosition, .emitterZPosition)
        try container.updateVector(&emitterSize, .emitterSize, labels: "[width, height]")
        try container.update(&emitterDepth, .emitterDepth)
        try container.update(&emitterUnits, .emitterUnits)
        try container.update(&renderMode, .renderMode)
        try container.updateInteger(&seed, .seed)
        try container.update(&birthRate, .birthRate)
        try container.update(&lifetime, .lifetime)
        try container.update(&velocity, .velocity)
        try container.update(&scale, .scale)
        try container.update(&spin, .spin)
        try container.update(&beginTime, .beginTime)
        try container.update(&timeOffset, .timeOffset)
        try container.update(&speed, .speed)
        try container.updateInteger(&maxParticles, .maxParticles)
        try container.update(&emitterCells, .emitterCells)
        try container.update(&animations, .animations)
        layerProperties = try LayerProperties(decodingFrom: decoder)
    }

    /// Encodes every emitter key, then the layer keys that differ from their defaults.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(emitterShape, forKey: .emitterShape)
        try container.encode(emitterMode, forKey: .emitterMode)
        try container.encode(emitterPosition, forKey: .emitterPosition)
        try container.encode(emitterZPosition, forKey: .emitterZPosition)
        try container.encode(emitterSize, forKey: .emitterSize)
        try container.encode(emitterDepth, forKey: .emitterDepth)
        try container.encode(emitterUnits, forKey: .emitterUnits)
        try container.encode(renderMode, forKey: .renderMode)
        try container.encode(seed, forKey: .seed)
        try container.encode(birthRate, forKey: .birthRate)
        try container.encode(lifetime, forKey: .lifetime)
        try container.encode(velocity, forKey: .velocity)
        try container.encode(scale, forKey: .scale)
        try container.encode(spin, forKey: .spin)
        try container.encode(beginTime, forKey: .beginTime)
        try container.encode(timeOffset, forKey: .timeOffset)
        try container.encode(speed, forKey: .speed)
        try container.encode(maxParticles, forKey: .maxParticles)
        try container.encode(emitterCells, forKey: .emitterCells)
        if !animations.isEmpty { try container.encode(animations, forKey: .animations) }
        try layerProperties.encode(to: encoder)
    }
}
