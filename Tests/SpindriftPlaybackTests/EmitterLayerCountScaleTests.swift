import Spindrift
import SpindriftPlayback
import Testing

@Suite("EmitterLayer count scale")
struct EmitterLayerCountScaleTests {
    @Test("scaling multiplies the birth-rate multiplier and the cap, keeping the cap within its limits", arguments: [
        (0.5, 1_000_000), (3.0, 6_000_000), (1e-9, 1), (1e6, EmitterLayer.maxParticlesLimit),
    ])
    func scaled(scale: Double, cap: Int) {
        var original = layer(cells: ["a"])
        original.birthRate = 2
        let scaled = original.scaled(by: scale)
        #expect(scaled.birthRate == 2 * scale)
        #expect(scaled.maxParticles == cap)
        #expect(scaled.emitterCells == original.emitterCells)
    }

    @Test("scaled to its steady state, the layer is pre-warmed over its cells' reach, and holds scale × the particles")
    func steadyState() throws {
        var original = layer(cells: ["a"])
        original.emitterCells[0].lifetime = 7
        let program = try original.scaledToSteadyState(by: 4, source: "test")
        #expect(program.layer.timeOffset == 7)
        let system = ParticleSystem(program: program)
        system.advance(by: 0)
        // 30 × 4 per second for 7 s, at the pre-warm's end.
        #expect(system.particleCount == 840)
        // Capped, the probe holds no more than asked, whatever the scale.
        let capped = ParticleSystem(program: try original.scaledToSteadyState(by: 4, atMost: 500, source: "test"))
        capped.advance(by: 0)
        #expect(capped.particleCount == 500)
    }
}
