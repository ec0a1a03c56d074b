extension EmitterLayer {
    /// The JSON keys: Core Animation's property names plus Spindrift's extensions.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case emitterShape, emitterMode, emitterPosition, emitterZPosition, emitterSize
        case emitterDepth, emitterUnits, renderMode, seed
        case birthRate, lifetime, velocity, scale, spin
        case beginTime, timeOffset, speed, maxParticles, emitterCells, animations
    }

    /// The JSON keys as strings, for finding unknown ones.
    static let knownKeys = Set(CodingKeys.allCases.map(\.rawValue))

    /// Decodes a layer, keeping Core Animation's default for every absent key and
    /// rejecting unknown keys.
    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self, known: Self.knownKeys)
        let container = try decoder.container(keyedBy: CodingKeys.self)
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
    }
}
