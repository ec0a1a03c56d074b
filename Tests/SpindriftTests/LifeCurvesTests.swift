import Foundation
import Testing
@testable import Spindrift
@testable import SpindriftDescription
@testable import SpindriftEngine

/// A layer of one cell "a" on a point emitter: `birthRate` births a second, each living
/// `lifetime` seconds, with `cell`'s other keys and `spindrift` as its curves.
private func layer(_ spindrift: String, cell: String = "", birthRate: Double = 10, lifetime: Double = 2) throws -> EmitterLayer {
    let json = #"""
        {"emitterPosition": [10, 20], "emitterCells": [{"name": "a", "birthRate": \#(birthRate), "lifetime": \#(lifetime),
          \#(cell.isEmpty ? "" : cell + ",") "spindrift": \#(spindrift)}]}
        """#
    return try EmitterLayer(jsonData: Data(json.utf8), source: "curves.json")
}

/// The particles of `layer`'s first cell at `time`, reached in one step after time 0.
private func particles(_ layer: EmitterLayer, at time: Double) throws -> [Particle] {
    let system = try ParticleSystem(layer: layer)
    system.advance(by: 0)
    system.advance(by: time)
    return system.particles(inCell: 0)
}

/// Core Animation's timing function y at progress x, solved by bisection (independent of
/// TimingFunction's Newton solve).
private func eased(_ x: Double, _ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) -> Double {
    func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double { 3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let middle = (low + high) / 2
        if bezier(middle, c1x, c2x) < x { low = middle } else { high = middle }
    }
    return bezier((low + high) / 2, c1y, c2y)
}

@Suite("LifeCurves")
struct LifeCurvesTests {
    @Test("scale over life multiplies the birth scale by the linear keyframe value at age / lifetime; scaleSpeed is ignored")
    func linearScale() throws {
        let layer = try layer(#"{"scaleOverLife": {"values": [1, 3, 0], "keyTimes": [0, 0.25, 1]}}"#,
                              cell: #""scale": 0.5, "scaleRange": 0.4, "scaleSpeed": 7"#)
        for particle in try particles(layer, at: 1.95) {
            let u = Double(particle.age) / 2
            // CAKeyframeAnimation linear: v_i + (v_{i+1} − v_i) × (u − k_i) / (k_{i+1} − k_i).
            let curve = u < 0.25 ? 1 + 2 * u / 0.25 : 3 - 3 * (u - 0.25) / 0.75
            #expect(abs(Double(particle.scale) - Double(particle[.initialScale]) * curve) <= 1e-6)
        }
    }

    @Test("colour over life multiplies each component; alpha over life multiplies alpha after it, eased by its timing function")
    func colorAndAlpha() throws {
        let layer = try layer(
            #"""
            {"colorOverLife": {"values": [[1, 1, 1, 1], [0.5, 0, 1, 0.5]], "timingFunctions": ["easeOut"]},
             "alphaOverLife": {"values": [1, 0.2]}}
            """#, cell: #""color": [0.8, 0.6, 0.4, 1], "redRange": 0.2, "redSpeed": -3, "greenSpeed": 1"#)
        for particle in try particles(layer, at: 1.9) {
            let u = Double(particle.age) / 2, e = eased(u, 0, 0, 0.58, 1)
            let factor = SIMD4<Double>(1 - 0.5 * e, 1 - e, 1, (1 - 0.5 * e) * (1 - 0.8 * u))
            let expected = SIMD4<Double>(particle.initialColor) * factor
            let error = SIMD4<Double>(particle.color) - expected
            #expect((error * error).max() <= 1e-12)
        }
    }

    @Test("an alpha curve alone leaves the other colour speeds working")
    func otherSpeedsStay() throws {
        let layer = try layer(#"{"alphaOverLife": {"values": [1, 0]}}"#, cell: #""redSpeed": -0.25, "alphaSpeed": 5"#)
        for particle in try particles(layer, at: 1.5) {
            #expect(abs(particle.color.x - (1 - 0.25 * particle.age)) <= 1e-6)
            #expect(abs(particle.color.w - (1 - particle.age / 2)) <= 1e-6)
        }
    }

    @Test("discrete and cubic curves follow CAKeyframeAnimation's formulas")
    func discreteAndCubic() throws {
        let discrete = try layer(#"{"scaleOverLife": {"values": [1, 2, 4], "keyTimes": [0, 0.5, 0.75, 1], "calculationMode": "discrete"}}"#)
        for particle in try particles(discrete, at: 1.95) {
            let u = Double(particle.age) / 2
            #expect(particle.scale == (u < 0.5 ? 1 : u < 0.75 ? 2 : 4))
        }
        let cubic = try layer(#"{"scaleOverLife": {"values": [1, 3, 2], "calculationMode": "cubic"}}"#)
        for particle in try particles(cubic, at: 1.95) {
            // Catmull-Rom: tangents (v_{i+1} − v_{i−1}) / 2, the ends repeated.
            let u = Double(particle.age) / 2
            let (p0, p1, m0, m1, s) = u < 0.5 ? (1.0, 3.0, 1.0, 0.5, u / 0.5) : (3.0, 2.0, 0.5, -0.5, (u - 0.5) / 0.5)
            let h00 = 2 * s * s * s - 3 * s * s + 1, h10 = s * s * s - 2 * s * s + s
            let h01 = -2 * s * s * s + 3 * s * s, h11 = s * s * s - s * s
            #expect(abs(Double(particle.scale) - (p0 * h00 + m0 * h10 + p1 * h01 + m1 * h11)) <= 1e-6)
        }
    }

    @Test("the factors of eight particles at once are each one's, bit for bit, whichever curves run straight",
          arguments: [
              #"{"colorOverLife": {"values": [[1, 1, 1, 1], [0.5, 0, 1, 0.5]]}, "alphaOverLife": {"values": [1, 0.2, 0.6]}}"#,
              #"{"colorOverLife": {"values": [[1, 1, 1, 1], [0.5, 0, 1, 0.5]]}, "alphaOverLife": {"values": [1, 0.2], "timingFunctions": ["easeIn"]}}"#,
              #"{"alphaOverLife": {"values": [0, 1, 0], "keyTimes": [0, 0.1, 1]}, "scaleOverLife": {"values": [1, 3], "calculationMode": "cubic"}}"#,
              #"{"scaleOverLife": {"values": [1, 3, 3, 0], "keyTimes": [0, 0.2, 0.2, 1]}, "spinOverLife": {"values": [0, 1]}}"#,
              #"{"colorOverLife": {"values": [[1, 0, 0, 1], [0, 1, 0, 1]], "calculationMode": "discrete", "keyTimes": [0, 0.5, 1]}}"#,
          ])
    func factorsInLanes(curves: String) throws {
        let system = try ParticleSystem(layer: try layer(curves))
        let curves = try #require(system.frame.cells[0].compiled.parameters.curves)
        var random = SplitMix64(seed: 29)
        for _ in 0..<64 {
            let lifetime = SIMD8<Float>((0..<8).map { _ in Float(random.next() >> 40) / Float(1 << 24) * 3 })
            var age = SIMD8<Float>((0..<8).map { _ in Float(random.next() >> 40) / Float(1 << 24) * 3.5 - 0.2 })
            age[0] = lifetime[0]  // the end of a life
            let factors = curves.factors(age: age, lifetime: lifetime)
            for lane in 0..<8 {
                let progress = LifeCurves.progress(age: age[lane], lifetime: lifetime[lane])
                let color = SIMD4<Float>(curves.colorFactor(at: progress))
                let expected = [
                    curves.hasScale ? Float(curves.scaleFactor(at: progress)) : 1, color.x, color.y, color.z, color.w,
                    curves.hasSpin ? Float(curves.spinSeconds(at: progress, lifetime: lifetime[lane])) : age[lane],
                ]
                let read = [factors.scale, factors.red, factors.green, factors.blue, factors.alpha, factors.spinSeconds].map { $0[lane] }
                #expect(read.map(\.bitPattern) == expected.map(\.bitPattern), "age \(age[lane]) of \(lifetime[lane])")
            }
        }
    }

    @Test("rotation under a spin curve is spin × the curve's integral over the age")
    func spinIntegral() throws {
        let layer = try layer(#"{"spinOverLife": {"values": [1, 0]}}"#, cell: #""spin": 2, "spinRange": 1"#)
        for particle in try particles(layer, at: 1.9) {
            // ∫₀ᵗ (1 − s / L) ds = t − t² / (2L).
            let t = Double(particle.age)
            #expect(abs(Double(particle.rotation) - Double(particle.spin) * (t - t * t / 4)) <= 1e-5)
        }
    }

    @Test("any step size gives the same particles, bit for bit")
    func stepSizeIndependent() throws {
        let layer = try layer(
            #"{"scaleOverLife": {"values": [1, 2, 0.5], "calculationMode": "cubic"}, "colorOverLife": {"values": [[1, 1, 1, 1], [0, 0.5, 1, 0]]}, "spinOverLife": {"values": [0, 1], "timingFunctions": ["easeIn"]}}"#,
            cell: #""spin": 1, "scaleRange": 0.5, "velocity": 30, "emissionRange": 6"#)
        let oneStep = try particles(layer, at: 1.7)
        let system = try ParticleSystem(layer: layer)
        system.advance(by: 0)
        for step in 1...170 { system.advance(to: Double(step) / 100) }
        let manySteps = system.particles(inCell: 0)
        #expect(oneStep.count == manySteps.count && oneStep.count > 10)
        for (a, b) in zip(oneStep, manySteps) {
            #expect(a.age == b.age && a.scale == b.scale && a.color == b.color && a.rotation == b.rotation)
        }
    }

    @Test("every sprite of a curved cell is its particle's curved state, on any number of threads")
    func sprites() throws {
        let layer = try layer(
            #"{"scaleOverLife": {"values": [1, 2, 0.5], "calculationMode": "cubic"}, "colorOverLife": {"values": [[1, 1, 1, 1], [0, 0.5, 1, 0]]}, "alphaOverLife": {"values": [1, 0.5]}, "spinOverLife": {"values": [0, 1], "timingFunctions": ["easeIn"]}}"#,
            cell: #""spin": 1, "spinRange": 2, "scaleRange": 0.5, "color": [0.9, 0.8, 0.7, 1], "redRange": 0.2"#,
            birthRate: 10_007, lifetime: 3)
        let system = try ParticleSystem(layer: layer)
        system.advance(by: 0)
        system.advance(by: 2.3)
        let particles = system.particles(inCell: 0)
        var single = RenderBatch(), several = RenderBatch()
        let appearance = SpriteAppearance(texture: 0, size: [20, 10])
        single.build(from: system.frame, appearances: [appearance])
        several.build(from: system.frame, appearances: [appearance], threads: 3)
        #expect(single.instances[0..<single.instanceCount] == several.instances[0..<several.instanceCount])
        func byte(_ value: Float) -> UInt8 { UInt8((min(max(value, 0), 1) * 255 + 0.5).rounded(.down)) }
        for (sprite, particle) in zip(single.instances, particles) {
            let color = particle.color
            #expect(sprite.halfWidth == 10 * particle.scale && sprite.halfHeight == 5 * particle.scale)
            #expect(sprite.rotation == particle.rotation)
            #expect([sprite.red, sprite.green, sprite.blue, sprite.alpha] == [byte(color.x), byte(color.y), byte(color.z), byte(color.w)])
        }
    }

    @Test("a sub-cell inherits its parent's colour and scale as the curves show them")
    func subCellInherits() throws {
        let json = #"""
            {"emitterCells": [{"name": "p", "birthRate": 1, "lifetime": 2,
              "spindrift": {"colorOverLife": {"values": [[1, 1, 1, 1], [0, 0, 0, 0]]}, "scaleOverLife": {"values": [1, 3]}},
              "emitterCells": [{"name": "c", "birthRate": 1, "lifetime": 5}]}]}
            """#
        let system = try ParticleSystem(layer: try EmitterLayer(jsonData: Data(json.utf8), source: "sub.json"))
        system.advance(by: 0)
        system.advance(by: 2.5)
        // The parent born at 1 emits its first child at age 1, u = 0.5.
        let child = try #require(system.particles(inCell: 1).first)
        #expect(child.initialColor == [0.5, 0.5, 0.5, 0.5])
        #expect(child[.initialScale] == 2)
    }
}
