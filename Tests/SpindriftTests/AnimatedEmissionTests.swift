import Foundation
import Testing
import Spindrift

/// Animations reaching the simulation: births along the integral of an animated rate, and
/// values read at each particle's own birth time.
@Suite("ParticleSystem with animations")
struct AnimatedEmissionTests {
    /// A layer decoded from `json`.
    static func layer(_ json: String) throws -> EmitterLayer {
        try EmitterLayer(jsonData: Data(json.utf8), source: "t.json")
    }

    /// The confetti taper: a 100/s cell under a layer birthRate keyframe 1 → 0 over 3 s,
    /// held at 0: ∫ rate = 100·(t − t²/6) for t ≤ 3, 150 from then on.
    static let taper = """
        {"emitterCells": [{"name": "c", "birthRate": 100, "lifetime": 1000}],
         "animations": [{"class": "CAKeyframeAnimation", "keyPath": "birthRate", "values": [1, 0], "duration": 3,
                         "fillMode": "forwards", "isRemovedOnCompletion": false}]}
        """

    static func taperBirths(_ t: Double) -> Int { Int((100 * (min(t, 3) - min(t, 3) * min(t, 3) / 6)).rounded(.down)) }

    @Test("a birthRate ramp gives ⌊∫ rate⌋ births at every step size and when pre-warmed", arguments: [
        1.0 / 15, 1.0 / 60, 1.0 / 240,
    ])
    func rampBirths(dt: Double) throws {
        let layer = try Self.layer(Self.taper)
        for time in [0.7, 1.7, 2.5, 3, 4] {
            let stepped = try TestLayers.run(layer, time: time, dt: dt)
            #expect(stepped.particleCount == Self.taperBirths(time), "t = \(time)")
            var prewarmed = layer
            prewarmed.timeOffset = time
            let jumped = try ParticleSystem(layer: prewarmed)
            jumped.advance(by: 0)
            #expect(jumped.particleCount == Self.taperBirths(time), "pre-warmed to \(time)")
            // The same particles, born at the same times: ordinal k when ∫ rate reaches k + 1.
            let ages = stepped.particles(inCell: 0).map(\.age), jumpedAges = jumped.particles(inCell: 0).map(\.age)
            #expect(ages.count == jumpedAges.count && zip(ages, jumpedAges).allSatisfy { abs($0 - $1) < 1e-4 }, "\(time): \(zip(ages, jumpedAges).filter { abs($0 - $1) >= 1e-4 }.prefix(3))")
        }
        let system = try TestLayers.run(layer, time: 2, dt: dt)
        for particle in system.particles(inCell: 0) {
            let k = Double(particle.ordinal + 1)
            let birth = 3 - (9 - 6 * k / 100).squareRoot()   // 100·(t − t²/6) = k
            #expect(abs(Double(2 - particle.age) - birth) < 1e-5)
        }
    }

    @Test("a moving emitter (emitterPosition animated) leaves an even trail, the same at dt 1/15 and 1/240")
    func movingEmitter() throws {
        let layer = try Self.layer("""
            {"emitterCells": [{"name": "c", "birthRate": 20, "lifetime": 100}],
             "animations": [{"class": "CABasicAnimation", "keyPath": "emitterPosition", "fromValue": [0, 50],
                             "toValue": [300, 50], "duration": 3}]}
            """)
        let coarse = try TestLayers.run(layer, time: 2.9, dt: 1.0 / 15).particles(inCell: 0)
        let fine = try TestLayers.run(layer, time: 2.9, dt: 1.0 / 240).particles(inCell: 0)
        #expect(coarse.count == 58 && fine.map(\.ordinal) == coarse.map(\.ordinal))
        for (a, b) in zip(coarse, fine) {
            // Ordinal k is born at (k + 1)/20 s, where the emitter is at 100 points per second.
            #expect(abs(a.origin.x - Float(5 * (a.ordinal + 1))) < 1e-3 && a.origin.y == 50)
            #expect(maxDifference(a.origin, b.origin) < 1e-4)
        }
    }

    @Test("fill and removal reach emission: a stop from 1 s to 2 s, held or removed at its end", arguments: [
        (true, 20), (false, 10),
    ])
    func fillReachesEmission(removed: Bool, births: Int) throws {
        let layer = try Self.layer("""
            {"emitterCells": [{"name": "c", "birthRate": 10, "lifetime": 100}],
             "animations": [{"class": "CABasicAnimation", "keyPath": "emitterCells.c.birthRate", "fromValue": 0, "toValue": 0,
                             "beginTime": 1, "duration": 1, "fillMode": "forwards", "isRemovedOnCompletion": \(removed)}]}
            """)
        // 10 births in the first second, none while stopped, 10 more in the third unless held.
        for dt in [1.0 / 15, 1.0 / 240] {
            #expect(try TestLayers.run(layer, time: 3, dt: dt).particleCount == births)
        }
    }

    @Test("a cell's colour and velocity take their animated values at each particle's birth")
    func birthValues() throws {
        let layer = try Self.layer("""
            {"emitterCells": [{"name": "c", "birthRate": 4, "lifetime": 100, "velocity": 10}],
             "animations": [
               {"class": "CABasicAnimation", "keyPath": "emitterCells.c.color", "fromValue": [1, 0, 0, 1],
                "toValue": [0, 0, 1, 1], "duration": 2, "fillMode": "forwards", "isRemovedOnCompletion": false},
               {"class": "CABasicAnimation", "keyPath": "velocity", "byValue": 1, "duration": 2, "isAdditive": true}]}
            """)
        let particles = try TestLayers.run(layer, time: 3, dt: 1.0 / 60).particles(inCell: 0)
        #expect(particles.count == 12)
        for particle in particles {
            let birth = Double(particle.ordinal + 1) / 4
            let f = Float(min(birth / 2, 1))
            #expect(maxDifference(particle.color, [1 - f, 0, f, 1]) < 1e-5)
            // Layer velocity: 1 + (1 + f) while the additive animation runs (to 2 s), then 1.
            let multiplier: Float = birth < 2 ? 2 + f : 1
            #expect(abs(particle.initialVelocity.x - 10 * multiplier) < 1e-4)
        }
    }

    @Test("a sub-cell's animated birth rate is integrated over each parent's own lifetime on the layer's time")
    func subCellRate() throws {
        let layer = try Self.layer("""
            {"emitterCells": [{"name": "p", "birthRate": 1, "lifetime": 10,
                               "emitterCells": [{"name": "c", "birthRate": 10, "lifetime": 100}]}],
             "animations": [{"class": "CAKeyframeAnimation", "keyPath": "emitterCells.p.emitterCells.c.birthRate",
                             "values": [10, 0], "duration": 4, "fillMode": "forwards", "isRemovedOnCompletion": false}]}
            """)
        // Rate 10·(1 − t/4) until t = 4: parents born at 1, 2, 3 emit ⌊11.25⌋, 5 and ⌊1.25⌋.
        for dt in [1.0 / 15, 1.0 / 120] {
            let system = try TestLayers.run(layer, time: 6, dt: dt)
            #expect(system.particleCount(inCell: 1) == 17)
        }
    }
}

extension AnimatedEmissionTests {
    @Test("a reload in the middle of a birth-rate animation keeps the ordinals and the integral's remainder")
    func reconfigureMidRamp() throws {
        let layer = try Self.layer(Self.taper)
        let system = try ParticleSystem(layer: layer)
        system.advance(by: 0)
        for step in 1...90 { system.advance(to: Double(step) / 60) }
        try system.reconfigure(layer: layer)
        for step in 91...240 { system.advance(to: Double(step) / 60) }
        let ordinals = system.particles(inCell: 0).map(\.ordinal)
        #expect(ordinals == Array(0..<150))
    }
}

extension AnimatedEmissionTests {
    @Test("seeking an animated emitter back and forth lands where stepping does, with nothing to note after a reload")
    func seek() throws {
        let layer = try Self.layer(Self.taper)
        let system = try TestLayers.run(layer, time: 2.5, dt: 1.0 / 60)
        try system.reconfigure(layer: layer)
        #expect(system.seek(to: 1.2).isEmpty)
        #expect(system.particleCount == Self.taperBirths(1.2))
        #expect(system.seek(to: 2.5).isEmpty)
        #expect(system.particleCount == Self.taperBirths(2.5))
    }

    @Test("emitterPosition.x moves the emitter at birth while y keeps its model value")
    func componentAtBirth() throws {
        let layer = try Self.layer("""
            {"emitterPosition": [0, 50], "emitterCells": [{"name": "c", "birthRate": 20, "lifetime": 100}],
             "animations": [{"class": "CABasicAnimation", "keyPath": "emitterPosition.x", "fromValue": 0, "toValue": 300, "duration": 3}]}
            """)
        let particles = try TestLayers.run(layer, time: 2.9, dt: 1.0 / 15).particles(inCell: 0)
        #expect(particles.count == 58)
        for particle in particles {
            #expect(abs(particle.origin.x - Float(5 * (particle.ordinal + 1))) < 1e-3 && particle.origin.y == 50)
        }
    }

    @Test("an emitterPosition path places each birth on the path and rotationMode turns its emission to the tangent")
    func pathAtBirth() throws {
        let layer = try Self.layer("""
            {"emitterCells": [{"name": "c", "birthRate": 10, "lifetime": 100, "velocity": 10}],
             "animations": [{"class": "CAKeyframeAnimation", "keyPath": "emitterPosition", "path": "M 0 0 L 100 0 L 100 100",
                             "rotationMode": "auto", "duration": 2}]}
            """)
        let particles = try TestLayers.run(layer, time: 1.95, dt: 1.0 / 30).particles(inCell: 0)
        #expect(particles.count == 19)
        for particle in particles {
            let birth = Double(particle.ordinal + 1) / 10
            let expected: SIMD2<Double> = birth < 1 ? [100 * birth, 0] : [100, 100 * (birth - 1)]
            #expect(abs(Double(particle.origin.x) - expected.x) < 1e-3 && abs(Double(particle.origin.y) - expected.y) < 1e-3)
            // Born on the corner (ordinal 9, at 1 s), a particle may take either heading.
            guard particle.ordinal != 9 else { continue }
            let heading: SIMD3<Float> = birth < 1 ? [10, 0, 0] : [0, 10, 0]
            #expect(maxDifference(particle.initialVelocity, heading) < 1e-4, "\(particle.ordinal)")
        }
    }
}
