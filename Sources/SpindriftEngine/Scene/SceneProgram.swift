/// A valid ``Scene`` compiled for simulation: one ``EmitterProgram`` per layer. Only a
/// valid scene compiles.
public struct SceneProgram: Sendable {
    /// The description.
    public let scene: Scene
    /// Each layer's program, by layer index.
    public let layers: [EmitterProgram]
    /// The layers' indices in drawing order (``Scene/drawingOrder``).
    public let drawingOrder: [Int]
    /// The layers' ``EmitterProgram/notices``, with paths into the scene.
    public let notices: [ConfigurationError.Problem]

    /// Compiles `scene`, throwing a ``ConfigurationError`` naming `source`, with paths into
    /// the scene, when it is invalid or its particles would not fit in `memory` bytes (each
    /// layer's, and all layers' together).
    public init(scene: Scene, source: String = "scene", memory: UInt64 = EmitterLayer.availableMemory) throws(ConfigurationError) {
        try scene.validate(source: source)
        var programs: [EmitterProgram] = []
        for (index, layer) in scene.layers.enumerated() {
            do {
                programs.append(try EmitterProgram(layer: layer, source: source))
            } catch {
                throw ConfigurationError(source: source, problems: error.problems.map {
                    .init(path: scene.jsonPath(ofLayer: index, key: $0.path), reason: $0.reason)
                })
            }
        }
        let particles = programs.reduce(0.0) { $0 + min(Double($1.layer.maxParticles), $1.steadyStateNeed) }
        let bytesPerParticle = programs.map(\.layer.bytesPerParticle).max() ?? ParticleStore.bytesPerParticle
        if programs.count > 1,
           let shortfall = EmitterLayer.memoryShortfall(particles: particles, bytesPerParticle: bytesPerParticle, memory: memory) {
            throw ConfigurationError(
                source: source, path: "sublayers",
                reason: "all layers together: \(shortfall); lower the layers' maxParticles or their birth rates and lifetimes")
        }
        self.scene = scene
        self.layers = programs
        drawingOrder = scene.drawingOrder
        notices = programs.enumerated().flatMap { index, program in
            program.notices.map { .init(path: scene.jsonPath(ofLayer: index, key: $0.path), reason: $0.reason) }
        }
    }
}
