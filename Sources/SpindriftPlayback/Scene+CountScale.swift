import Spindrift

extension Scene {
    /// This scene with every layer ``EmitterLayer/scaled(by:)``.
    public func scaled(by scale: Double) -> Scene {
        var scene = self
        for index in layers.indices { scene.replaceLayer(at: index, with: layers[index].scaled(by: scale)) }
        return scene
    }

    /// This scene with no cells (nor animations, which may name them) in any layer: what the
    /// window draws to measure its fixed cost per frame.
    public var emptied: Scene {
        var scene = self
        for index in layers.indices {
            var layer = layers[index]
            (layer.emitterCells, layer.animations) = ([], [])
            scene.replaceLayer(at: index, with: layer)
        }
        return scene
    }

    /// This scene with every layer scaled and pre-warmed to its steady state
    /// (``EmitterLayer/scaledToSteadyState(by:atMost:source:)``), the layers' caps sharing
    /// `maximumParticles` equally: what a capacity probe runs.
    public func scaledToSteadyState(
        by scale: Double, atMost maximumParticles: Int = EmitterLayer.maxParticlesLimit, source: String
    ) throws(ConfigurationError) -> SceneProgram {
        var scene = self
        let share = max(1, maximumParticles / max(1, layers.count))
        for index in layers.indices {
            let program = try layers[index].scaledToSteadyState(by: scale, atMost: share, source: source)
            scene.replaceLayer(at: index, with: program.layer)
        }
        return try SceneProgram(scene: scene, source: source)
    }
}
