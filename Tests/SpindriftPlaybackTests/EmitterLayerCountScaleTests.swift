import Foundation
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

    @Test("scaling multiplies the values of animations of the layer's birth rate, in groups too, and no others")
    func animatedRate() throws {
        let json = """
            {"birthRate": 2, "emitterCells": [{"name": "a", "birthRate": 10, "lifetime": 1}], "animations": [
              {"class": "CAKeyframeAnimation", "keyPath": "birthRate", "values": [1, 0], "duration": 3},
              {"class": "CAAnimationGroup", "duration": 3, "animations": [
                {"class": "CABasicAnimation", "keyPath": "birthRate", "fromValue": 1, "toValue": 3},
                {"class": "CABasicAnimation", "keyPath": "emitterCells.a.lifetime", "fromValue": 1, "toValue": 3}]}]}
            """
        let original = try EmitterLayer(jsonData: Data(json.utf8), source: "s.json")
        let scaled = original.scaled(by: 444)
        guard case .property(let ramp) = scaled.animations[0].kind, case .keyframe(let keyframes) = ramp.values,
              case .group(let members) = scaled.animations[1].kind,
              case .property(let basic) = members[0].kind, case .basic(let values) = basic.values
        else { Issue.record("unexpected animations"); return }
        #expect(keyframes.values == [[444], [0]])
        #expect(values.fromValue == [444] && values.toValue == [1332])
        #expect(members[1] == { guard case .group(let originals) = original.animations[1].kind else { return nil }; return originals[1] }())
        // The rate, and what the scenario counts, scale with it.
        let program = try EmitterProgram(layer: scaled)
        let unscaled = try EmitterProgram(layer: original)
        let rates = try #require(program.cells[0].rateProfile), base = try #require(unscaled.cells[0].rateProfile)
        #expect(abs(rates.integral(to: 2) - 444 * base.integral(to: 2)) < 1e-9 * rates.integral(to: 2))
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
