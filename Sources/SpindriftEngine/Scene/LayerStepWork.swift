/// Layers of a scene advanced side by side as ``ChunkedWork``: each chunk advances its run of
/// the layers, each layer's system on the chunk's thread alone. One per scene, reused.
final class LayerStepWork: ChunkedWork, @unchecked Sendable {
    /// How far a step goes.
    enum Advance {
        /// By this many seconds of parent time.
        case by(Double)
        /// To this parent time.
        case to(Double)
    }

    // Set before a run, read only during it; each chunk advances only its own layers.
    var systems: [ParticleSystem] = []
    var advance = Advance.by(0)

    func runChunk(_ range: Range<Int>) {
        for layer in range { Self.advance(systems[layer], advance) }
    }

    /// Advances `system` as `advance` says.
    static func advance(_ system: ParticleSystem, _ advance: Advance) {
        switch advance {
        case .by(let seconds): system.advance(by: seconds)
        case .to(let parentTime): system.advance(to: parentTime)
        }
    }
}
