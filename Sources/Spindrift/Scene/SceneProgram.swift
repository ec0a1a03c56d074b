/// A valid ``Scene`` compiled for simulation: one ``EmitterProgram`` per layer. Only a
/// valid scene compiles.
public struct SceneProgram: Sendable {
    /// The description.
    public let scene: Scene
    /// Each layer's program, by layer index.
    public let layers: [EmitterProgram]
    /// The layers' indices in drawing order (``Scene/drawingOrder``).
    public let drawingOrder: [Int]

    /// Compiles `scene`, throwing a ``ConfigurationError`` naming `source`, with paths into
    /// the scene, when it is invalid or its particles would not fit in memory.
    public init(scene: Scene, source: String = "scene") throws(ConfigurationError) {
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
        self.scene = scene
        self.layers = programs
        drawingOrder = scene.drawingOrder
    }

    /// A single layer's program as a scene's.
    public init(program: EmitterProgram) {
        scene = Scene(layer: program.layer)
        layers = [program]
        drawingOrder = [0]
    }
}
