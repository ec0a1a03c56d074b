import Foundation
import Testing
@testable import Spindrift
@testable import SpindriftDescription
@testable import SpindriftEngine

/// A layer of one cell "a" with `spindrift` as its extensions, emitting from `position` with
/// `cell`'s other keys (and `layer`'s).
private func layer(
    _ spindrift: String, cell: String = #""velocity": 0"#, layer: String = "", birthRate: Double = 10,
    lifetime: Double = 3, position: SIMD2<Double> = [100, 100]
) throws -> EmitterLayer {
    let json = #"""
        {"emitterPosition": [\#(position.x), \#(position.y)], \#(layer.isEmpty ? "" : layer + ",")
         "emitterCells": [{"name": "a", "birthRate": \#(birthRate), "lifetime": \#(lifetime), \#(cell),
          "spindrift": \#(spindrift)}]}
        """#
    return try EmitterLayer(jsonData: Data(json.utf8), source: "fields.json")
}

/// The particles of `layer`'s first cell at `time`, reached in steps of `step` seconds (one
/// step when nil) on `threads` threads.
private func particles(_ layer: EmitterLayer, at time: Double, step: Double? = nil, threads: Int = 1) throws -> [Particle] {
    let system = try ParticleSystem(layer: layer)
    system.threads = threads
    system.advance(by: 0)
    if let step {
        let steps = Int((time / step).rounded())
        for index in 1...steps { system.advance(to: Double(index) * step) }
    } else {
        system.advance(by: time)
    }
    return system.particles(inCell: 0)
}

/// The forces of `spindrift` (with constant acceleration `constant`).
private func forces(_ spindrift: String, constant: SIMD2<Double> = .zero) throws -> FieldForces {
    let json = #"{"emitterCells": [{"spindrift": \#(spindrift)}]}"#
    let layer = try EmitterLayer(jsonData: Data(json.utf8), source: "forces.json")
    return try #require(FieldForces(layer.emitterCells[0].spindrift, constant: constant))
}

/// A particle with no radial or tangential acceleration of its own.
private let plain = FieldForces.Traits(source: .zero, radial: 0, tangential: 0)

/// Classic RK4 on x'' = a(x), written out independently of ``FieldForces``, at step `h`
/// for `duration` seconds from rest at `start`.
private func reference(
    from start: SIMD2<Double>, for duration: Double, h: Double, _ a: (SIMD2<Double>) -> SIMD2<Double>
) -> SIMD2<Double> {
    var (p, v) = (start, SIMD2<Double>.zero)
    var remaining = duration
    while remaining > 1e-12 {
        let dt = min(h, remaining)
        let k1v = a(p), k1p = v
        let k2v = a(p + dt / 2 * k1p), k2p = v + dt / 2 * k1v
        let k3v = a(p + dt / 2 * k2p), k3p = v + dt / 2 * k2v
        let k4v = a(p + dt * k3p), k4p = v + dt * k3v
        p += dt / 6 * (k1p + 2 * k2p + 2 * k3p + k4p)
        v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        remaining -= dt
    }
    return p
}

/// The angle of `offset` on screen, counter-clockwise positive (y grows downward).
private func screenAngle(_ offset: SIMD2<Float>) -> Double { atan2(-Double(offset.y), Double(offset.x)) }

@Suite("FieldForces")
struct FieldForcesTests {
    @Test("a constant attractor pulls a resting particle straight at it, ½·a·t², and it reaches the centre")
    func attractorPulls() throws {
        let layer = try layer(#"{"attractors": [{"position": [200, 100], "strength": 100}]}"#, birthRate: 100)
        let particles = try particles(layer, at: 1.45)
        for particle in particles where particle.age < 1.4 {
            // RK4 is exact for constant acceleration; what is left is the float state.
            let expected = 100 + 50 * Double(particle.age) * Double(particle.age)
            #expect(abs(Double(particle.position.x) - expected) <= 1e-3)
            #expect(particle.position.y == 100)
        }
        let closest = particles.map { abs($0.position.x - 200) }.min() ?? .infinity
        // Ages 0.01 s apart, at up to 141 points/s near the centre.
        #expect(closest <= 1.5)
    }

    @Test("an inverse-square attractor's pull matches an RK4 reference at a step of 1e-4 s within 1e-3 points, up to the centre")
    func inverseSquareAgainstReference() throws {
        let layer = try layer(#"{"attractors": [{"position": [100, 200], "strength": 2000, "falloff": "inverseSquare"}]}"#)
        let center = SIMD2<Double>(100, 200), s = FieldForces.softening
        var compared = 0
        for particle in try particles(layer, at: 2.95) {
            let expected = reference(from: [100, 100], for: Double(particle.age), h: 1e-4) { p in
                let d = center - p, distance = (d * d).sum().squareRoot()
                return 2000 * s * s / (distance * distance + s * s) * d / distance
            }
            #expect(particle.position.x == 100)
            // Through the centre the pull turns about at once: there the step's error is
            // largest (docs/semantics.md), so the comparison stops short of it.
            guard expected.y < 190 else { continue }
            #expect(abs(Double(particle.position.y) - expected.y) <= 1e-3)
            compared += 1
        }
        #expect(compared >= 10)
    }

    @Test("falloffs follow their formulas at sample points", arguments: [0.0, 3, 10, 55.5, 140])
    func falloffs(distance: Double) throws {
        let field = try forces(#"""
            {"attractors": [{"position": [0, 0], "strength": 7, "falloff": "inverseSquare"},
                            {"position": [0, 0], "strength": 5, "falloff": "linear", "radius": 100},
                            {"position": [0, 0], "vortex": 3, "radius": 60}]}
            """#)
        let p = SIMD2<Double>(0.6, -0.8) * distance
        let a = field.acceleration(position: p, velocity: .zero, time: 0, particle: plain)
        let s = FieldForces.softening
        let outward = p / max(distance, FieldForces.nearest)
        let inverse = 7 * s * s / (distance * distance + s * s)
        let linear = distance <= 100 ? 5 * (1 - distance / 100) : 0
        let swirl = distance <= 60 ? 3.0 : 0
        let expected = -(inverse + linear) * outward + swirl * SIMD2(outward.y, -outward.x)
        #expect(((a - expected) * (a - expected)).sum().squareRoot() <= 1e-12)
    }

    @Test("a vortex turns particles counter-clockwise on screen about the attractor, staying near it")
    func vortexTurns() throws {
        let layer = try layer(
            #"{"attractors": [{"position": [150, 100], "strength": 60, "vortex": 60, "radius": 400}]}"#, lifetime: 4)
        let center = SIMD2<Float>(150, 100)
        var turned = 0
        for particle in try particles(layer, at: 3.9) where particle.age > 1 {
            let offset = SIMD2(particle.position.x, particle.position.y) - center
            let velocity = SIMD2(particle.velocity.x, particle.velocity.y)
            // Angular momentum on screen (y flipped): positive is counter-clockwise.
            let momentum = -(offset.x * velocity.y - offset.y * velocity.x)
            #expect(momentum > 0)
            #expect((offset * offset).sum().squareRoot() < 400)
            turned += screenAngle(offset) > -3 && screenAngle(offset) < 3 ? 1 : 0
        }
        #expect(turned > 0)
    }

    @Test("turbulence is divergence-free: central differences of the field sum to 0", arguments: [Int64(0), 1, 99])
    func turbulenceDivergenceFree(seed: Int64) throws {
        let field = try forces(#"{"turbulence": {"strength": 100, "scale": 30, "evolution": 0.7, "seed": \#(seed)}}"#)
        var random = SplitMix64(seed: UInt64(seed) &+ 5)
        var largestSlope = 0.0
        for _ in 0..<200 {
            let p = SIMD2(random.nextUnit() * 500, random.nextUnit() * 500), t = random.nextUnit() * 10
            func a(_ q: SIMD2<Double>) -> SIMD2<Double> { field.acceleration(position: q, velocity: .zero, time: t, particle: plain) }
            let e = 1e-4
            let dxdx = (a(p + [e, 0]).x - a(p - [e, 0]).x) / (2 * e)
            let dydy = (a(p + [0, e]).y - a(p - [0, e]).y) / (2 * e)
            largestSlope = max(largestSlope, abs(dxdx))
            // Truncation O(e²·a‴) and rounding O(ε·|a|/e): far below the slopes themselves.
            #expect(abs(dxdx + dydy) <= 1e-5)
        }
        #expect(largestSlope > 1)
    }

    @Test("turbulence is the same for a seed and differs between seeds")
    func turbulenceSeeded() throws {
        let one = try forces(#"{"turbulence": {"strength": 100, "scale": 40, "seed": 1}}"#)
        let again = try forces(#"{"turbulence": {"strength": 100, "scale": 40, "seed": 1}}"#)
        let two = try forces(#"{"turbulence": {"strength": 100, "scale": 40, "seed": 2}}"#)
        var differ = 0
        for index in 0..<50 {
            let p = SIMD2(Double(index) * 13.7, Double(index) * 7.1)
            let a = one.acceleration(position: p, velocity: .zero, time: 0, particle: plain)
            #expect(a == again.acceleration(position: p, velocity: .zero, time: 0, particle: plain))
            differ += a == two.acceleration(position: p, velocity: .zero, time: 0, particle: plain) ? 0 : 1
        }
        #expect(differ >= 45)
    }

    @Test("radial acceleration pushes particles straight away from the emitter's centre; negative pulls them in")
    func radial() throws {
        for (value, sign) in [(80.0, Float(1)), (-80, -1)] {
            let layer = try layer(
                #"{"radialAcceleration": \#(value)}"#,
                layer: #""emitterShape": "rectangle", "emitterSize": [100, 60], "emitterMode": "surface""#)
            for particle in try particles(layer, at: 0.5) where particle.age > 0.1 {
                let start = SIMD2(particle.origin.x, particle.origin.y) - [100, 100]
                let now = SIMD2(particle.position.x, particle.position.y) - [100, 100]
                let length = (start * start).sum().squareRoot()
                guard length > 1 else { continue }
                // Along the same line, farther out (or nearer) by ½·a·t².
                #expect(abs(start.x * now.y - start.y * now.x) <= 1e-3 * length * length)
                let moved = (now * now).sum().squareRoot() - length
                #expect(abs(moved - sign * 40 * particle.age * particle.age) <= 1e-3)
            }
        }
    }

    @Test("tangential acceleration turns particles counter-clockwise on screen about the emitter, as in Particle Designer")
    func tangential() throws {
        let layer = try layer(
            #"{"tangentialAcceleration": 100}"#,
            layer: #""emitterShape": "circle", "emitterSize": [80, 80], "emitterMode": "outline""#)
        var counted = 0
        for particle in try particles(layer, at: 1) where particle.age > 0.2 {
            let offset = SIMD2(particle.position.x, particle.position.y) - [100, 100]
            let velocity = SIMD2(particle.velocity.x, particle.velocity.y)
            #expect(-(offset.x * velocity.y - offset.y * velocity.x) > 0)
            counted += 1
        }
        #expect(counted > 5)
    }

    @Test("per-particle radial and tangential values spread over value ± range/2, the same for the same particle")
    func rangesDrawn() throws {
        let layer = try layer(#"{"radialAcceleration": 10, "radialAccelerationRange": 4}"#, birthRate: 200)
        let system = try ParticleSystem(layer: layer)
        system.advance(by: 0)
        system.advance(by: 1)
        let values = system.store(ofCell: 0).withColumns { columns in
            (0..<system.particleCount(inCell: 0)).map { columns[integrated: .radial][$0] }
        }
        #expect(values.allSatisfy { $0 >= 8 && $0 <= 12 })
        #expect(Set(values).count > 100)
    }

    /// Cells whose forces take every branch of the acceleration: drag toward gusty wind,
    /// turbulence, pulls with and without a radius under each falloff, radial and tangential
    /// acceleration.
    static let laneCells = [
        #"{"turbulence": {"strength": 380, "scale": 140, "evolution": 0.35, "seed": 3}}"#,
        #"{"attractors": [{"position": [60, 40], "strength": 200, "radius": 90, "falloff": "linear", "vortex": 80}, {"position": [-30, 10], "strength": 900, "falloff": "inverseSquare", "vortex": -40}, {"position": [20, -50], "strength": 20, "radius": 70, "falloff": "constant"}]}"#,
        #"{"radialAcceleration": 30, "radialAccelerationRange": 60, "tangentialAcceleration": -50}"#,
    ]

    @Test("eight particles in lanes each get the acceleration and the step they would get alone, bit for bit",
          arguments: laneCells)
    func lanesIndependent(spindrift: String) throws {
        let layer = try layer(#"{"drag": 1.2, "wind": [320, 70], "windGusts": {"strength": 260, "period": 3.5, "seed": 7}, "#
            + spindrift.dropFirst(), cell: #""velocity": 0, "yAcceleration": 60"#)
        let field = try #require(EmitterProgram(layer: layer).cells[0].motion?.forces)
        #expect(field.air != nil)
        var random = SplitMix64(seed: 20261205)
        func draw(_ scale: Double) -> Double { random.nextCentered() * scale }
        for round in 0..<200 {
            var states = FieldForces.StateLanes(repeating: FieldForces.State(position: .zero, velocity: .zero))
            var traits = FieldForces.TraitLanes(), times = FieldForces.Lanes(), steps = FieldForces.Lanes()
            for lane in 0..<8 {
                states[lane: lane] = FieldForces.State(position: [draw(300), draw(300)], velocity: [draw(200), draw(200)])
                // Some lanes take no radial or tangential acceleration of their own, and one
                // particle a round is off the field, so that neighbours differ in what they take.
                let own = lane % 3 != 0
                traits[lane: lane] = FieldForces.Traits(source: [draw(50), draw(50)], radial: own ? draw(60) : 0, tangential: own ? draw(40) : 0)
                (times[lane], steps[lane]) = (draw(20) + 10, 1.0 / Double(30 + lane * 20))
            }
            states.x[round % 8] = [Double.nan, 1e300, -.infinity, 0x1p60][round % 4]
            let accelerations = field.acceleration(states, time: times, airAlongX: field.airAlongX(at: times), particle: traits)
            let advanced = field.advanced(states, time: times, by: steps, particle: traits)
            for lane in 0..<8 {
                let state = states[lane: lane], particle = traits[lane: lane]
                let alone = field.acceleration(position: state.position, velocity: state.velocity, time: times[lane], particle: particle)
                #expect(accelerations.x[lane].bitPattern == alone.x.bitPattern && accelerations.y[lane].bitPattern == alone.y.bitPattern)
                let step = field.advanced(state, time: times[lane], by: steps[lane], particle: particle)
                let lanes = advanced[lane: lane]
                #expect(lanes.position.x.bitPattern == step.position.x.bitPattern && lanes.position.y.bitPattern == step.position.y.bitPattern)
                #expect(lanes.velocity.x.bitPattern == step.velocity.x.bitPattern && lanes.velocity.y.bitPattern == step.velocity.y.bitPattern)
            }
        }
    }

    @Test("at a lattice point the potential's gradient is the corner's hashed gradient, out to ±2⁵⁰, and beyond reads as there",
          arguments: [Int64(0), -7, 12345])
    func latticeGradients(seed: Int64) {
        let noise = CurlNoise(seed: seed)
        // The corner's gradient as the lattice defines it: the first draw of a generator seeded
        // with the corner's hash, three 21-bit fields each mapped to −1…1.
        func corner(_ x: Int64, _ y: Int64, _ z: Int64) -> SIMD3<Double> {
            var mixer = SplitMix64(
                seed: noise.seed ^ UInt64(bitPattern: x) &* 0xD6E8_FEB8_6659_FD93 ^ UInt64(bitPattern: y) &* 0xCA5A_8263_9512_1157
                    ^ UInt64(bitPattern: z) &* 0x9E37_79B9_7F4A_7C15)
            let bits = mixer.next()
            return SIMD3((0..<3).map { Double((bits >> UInt64(21 * $0)) & 0x1F_FFFF) / 1_048_576 - 1 })
        }
        let points: [SIMD3<Int64>] = [
            [0, 0, 0], [1, -1, 2], [-3, 5, -8], [1 << 50, -(1 << 50), 7], [-(1 << 50), 1 << 50, 1 << 40], [123_456_789, -987_654_321, 42],
            [(1 << 50) - 1, 3, -(1 << 50) + 1],
        ]
        for group in stride(from: 0, to: points.count, by: 8) {
            var x = CurlNoise.Lanes(), y = CurlNoise.Lanes(), z = CurlNoise.Lanes()
            let lanes = points[group..<min(group + 8, points.count)]
            for (lane, point) in lanes.enumerated() { (x[lane], y[lane], z[lane]) = (Double(point.x), Double(point.y), Double(point.z)) }
            let field = noise.potentialGradient(x: x, y: y, z: z)
            for (lane, point) in lanes.enumerated() {
                #expect(field.value[lane] == 0)
                #expect(SIMD3(field.gradient.x[lane], field.gradient.y[lane], field.gradient.z[lane]) == corner(point.x, point.y, point.z))
            }
        }
        // Beyond ±2⁵⁰, and NaN, read as the bound, and 0.
        let beyond = noise.potentialGradient(
            x: CurlNoise.Lanes(1e300, -.infinity, .nan, 0, 0, 0, 0, 0), y: CurlNoise.Lanes(repeating: 2), z: CurlNoise.Lanes(repeating: 3))
        let bounds = noise.potentialGradient(
            x: CurlNoise.Lanes(0x1p50, -0x1p50, 0, 0, 0, 0, 0, 0), y: CurlNoise.Lanes(repeating: 2), z: CurlNoise.Lanes(repeating: 3))
        #expect(beyond.gradient.x == bounds.gradient.x && beyond.gradient.y == bounds.gradient.y && beyond.gradient.z == bounds.gradient.z)
    }

    @Test("fourth order: halving the integration step divides the error by about 16")
    func convergence() throws {
        let field = try forces(
            #"{"turbulence": {"strength": 300, "scale": 50, "evolution": 1, "seed": 4}, "attractors": [{"position": [60, 40], "strength": 200, "falloff": "inverseSquare", "vortex": 80}], "radialAcceleration": 30, "tangentialAcceleration": -50}"#,
            constant: [0, 40])
        let traits = FieldForces.Traits(source: [10, 20], radial: 30, tangential: -50)
        func run(_ h: Double) -> SIMD2<Double> {
            var state = FieldForces.State(position: [0, 0], velocity: [30, -20])
            for k in 0..<Int((1 / h).rounded()) {
                state = field.advanced(state, time: Double(k) * h, by: h, particle: traits)
            }
            return state.position
        }
        let exact = run(1.0 / 15360)
        let errors = [1.0 / 60, 1.0 / 120, 1.0 / 240].map { h in
            let d = run(h) - exact
            return (d * d).sum().squareRoot()
        }
        for (coarse, fine) in zip(errors, errors.dropFirst()) {
            #expect(coarse / fine > 10 && coarse / fine < 25)
        }
        // The bound docs/semantics.md states for the default step over a second.
        #expect(errors[2] < 1e-6)
    }

    @Test("any frame step gives the same particles, bit for bit, as does pre-warming to the same time",
          arguments: [1.0 / 15, 1.0 / 60, 1.0 / 240])
    func stepIndependent(step: Double) throws {
        let spindrift = #"{"turbulence": {"strength": 150, "scale": 60, "evolution": 0.5}, "attractors": [{"position": [300, 200], "strength": 50, "vortex": 40}], "radialAcceleration": 20, "tangentialAccelerationRange": 30}"#
        let layer = try layer(spindrift, cell: #""velocity": 50, "emissionRange": 6.28, "yAcceleration": 10"#, birthRate: 40)
        let stepped = try particles(layer, at: 2, step: step)
        let once = try particles(layer, at: 2, step: 1.0 / 240)
        #expect(stepped == once)
        var prewarmed = layer
        prewarmed.timeOffset = 2
        #expect(try particles(prewarmed, at: 0) == once)
    }

    @Test("any number of threads gives the same particles", arguments: [2, 3, 4])
    func threadIndependent(threads: Int) throws {
        let layer = try layer(
            #"{"turbulence": {"strength": 150, "scale": 60, "evolution": 0.5}, "tangentialAcceleration": 20}"#,
            cell: #""velocity": 50, "emissionRange": 6.28"#, birthRate: 700, lifetime: 2)
        #expect(try particles(layer, at: 1.5, step: 1.0 / 60, threads: threads) == particles(layer, at: 1.5, step: 1.0 / 60))
    }

    @Test("a cell given forces while running integrates its particles from their birth")
    func reconfigured() throws {
        let plainLayer = try layer(#"{}"#, cell: #""velocity": 30, "emissionRange": 6.28"#)
        let forced = try layer(#"{"tangentialAcceleration": 40, "radialAcceleration": 5}"#, cell: #""velocity": 30, "emissionRange": 6.28"#)
        let system = try ParticleSystem(layer: plainLayer)
        system.advance(by: 0)
        system.advance(by: 1)
        try system.reconfigure(layer: forced)
        system.advance(by: 0.5)
        #expect(system.particles(inCell: 0) == (try particles(forced, at: 1.5, step: 0.5)))
    }

    @Test("sprites of an integrated cell are drawn where its particles are")
    func sprites() throws {
        let layer = try layer(
            #"{"turbulence": {"strength": 150, "scale": 60}, "attractors": [{"position": [300, 200], "vortex": 40}]}"#,
            cell: #""velocity": 50, "emissionRange": 6.28"#, birthRate: 100)
        let system = try ParticleSystem(layer: layer)
        system.advance(by: 0)
        system.advance(by: 1.01)
        var batch = RenderBatch()
        batch.build(from: system.frame, appearances: [SpriteAppearance(texture: 0, size: [4, 4])])
        let drawn = batch.instances[0..<batch.instanceCount].map { [$0.centerX, $0.centerY] }.sorted { $0.lexicographicallyPrecedes($1) }
        let expected = system.particles(inCell: 0).map { [$0.position.x, $0.position.y] }.sorted { $0.lexicographicallyPrecedes($1) }
        #expect(drawn == expected)
    }
}

@Suite("PolarPath")
struct PolarPathTests {
    @Test("a polar particle sits at its birth position + r(t)·(cos a(t), sin a(t)) at every age")
    func closedForm() throws {
        let layer = try layer(
            #"{"polar": {"startRadius": 20, "endRadius": 80, "rotatePerSecond": 2}}"#,
            cell: #""velocity": 300, "emissionLongitude": 0.5, "yAcceleration": 50"#, lifetime: 2)
        let particles = try particles(layer, at: 1.95)
        #expect(particles.count > 10)
        for particle in particles {
            let t = Double(particle.age)
            let radius = 20 + 60 * t / 2, angle = 0.5 + 2 * t
            #expect(abs(Double(particle.position.x) - (100 + radius * cos(angle))) <= 1e-3)
            #expect(abs(Double(particle.position.y) - (100 + radius * sin(angle))) <= 1e-3)
            let velocity = SIMD2(30 * cos(angle) - radius * 2 * sin(angle), 30 * sin(angle) + radius * 2 * cos(angle))
            #expect(abs(Double(particle.velocity.x) - velocity.x) <= 1e-3 && abs(Double(particle.velocity.y) - velocity.y) <= 1e-3)
        }
    }

    @Test("polar ranges spread the start angle over longitude ± emissionRange/2")
    func angleSpread() throws {
        let layer = try layer(
            #"{"polar": {"startRadius": 50, "endRadius": 50}}"#, cell: #""emissionLongitude": 1, "emissionRange": 0.5"#,
            birthRate: 100)
        let angles = try particles(layer, at: 1).map { atan2(Double($0.position.y) - 100, Double($0.position.x) - 100) }
        #expect(angles.allSatisfy { $0 >= 0.75 - 1e-6 && $0 <= 1.25 + 1e-6 })
        #expect((angles.max() ?? 0) - (angles.min() ?? 0) > 0.4)
    }
}

@Suite("CellFields")
struct CellFieldsTests {
    /// The problems of `json`, as the command line prints them.
    private func problems(_ json: String) -> [String] {
        do {
            _ = try Scene(jsonData: Data(json.utf8), source: "c.json")
            return []
        } catch {
            return error.problems.map { "\($0.path): \($0.reason)" }
        }
    }

    @Test("every field key's problem names its JSON path")
    func validation() {
        let json = #"""
            {"emitterCells": [{"name": "a", "birthRate": 1, "lifetime": 1,
              "spindrift": {"turbulence": {"strength": -1, "scale": 0},
                            "attractors": [{}, {"radius": -2, "strength": 1e39}],
                            "integrationStep": 1, "radialAccelerationRange": -3}}]}
            """#
        #expect(problems(json) == [
            "emitterCells[0].spindrift.radialAccelerationRange: must not be negative (got -3.0)",
            "emitterCells[0].spindrift.integrationStep: must be between 0.0005 and 0.0625 (got 1.0)",
            "emitterCells[0].spindrift.turbulence.strength: must not be negative (got -1.0)",
            "emitterCells[0].spindrift.turbulence.scale: must be more than 0 (got 0.0)",
            "emitterCells[0].spindrift.attractors[1].strength: must be within ±3.4e38 (got 1e+39)",
            "emitterCells[0].spindrift.attractors[1].radius: must not be negative (got -2.0)",
        ])
    }

    @Test("polar motion with forces, and sub-cells of integrated or polar cells, are refused")
    func unsupported() {
        #expect(problems(#"{"emitterCells": [{"spindrift": {"polar": {}, "tangentialAcceleration": 1}}]}"#) == [
            "emitterCells[0].spindrift.polar: cannot be combined with turbulence, attractors or radial or tangential acceleration: it places the particle itself",
        ])
        for spindrift in [#"{"polar": {}}"#, #"{"attractors": [{}]}"#] {
            #expect(problems(#"{"emitterCells": [{"spindrift": \#(spindrift), "emitterCells": [{}]}]}"#) == [
                "emitterCells[0].emitterCells: sub-cells of integrated or polar cells are not supported yet",
            ])
        }
    }

    @Test("an unknown falloff or key inside a field says what is accepted")
    func unknown() {
        #expect(problems(#"{"emitterCells": [{"spindrift": {"attractors": [{"falloff": "cubic"}]}}]}"#) == [
            "emitterCells[0].spindrift.attractors[0].falloff: unknown value 'cubic' (expected one of: constant, linear, inverseSquare)",
        ])
        #expect(problems(#"{"emitterCells": [{"spindrift": {"turbulence": {"strenght": 3}}}]}"#) == [
            "emitterCells[0].spindrift.turbulence.strenght: unknown key (did you mean 'strength'?)",
        ])
    }

    @Test("the fields decode and encode back the same")
    func roundTrip() throws {
        let json = #"""
            {"emitterCells": [{"spindrift": {"turbulence": {"strength": 5, "scale": 20, "evolution": 0.5, "seed": 9},
              "attractors": [{"position": [1, 2], "strength": -3, "radius": 40, "falloff": "linear", "vortex": 7}],
              "radialAcceleration": 1, "radialAccelerationRange": 2, "tangentialAcceleration": 3,
              "tangentialAccelerationRange": 4, "integrationStep": 0.01}}]}
            """#
        let layer = try EmitterLayer(jsonData: Data(json.utf8), source: "r.json")
        let again = try EmitterLayer(jsonData: JSONEncoder().encode(layer), source: "again.json")
        #expect(again.emitterCells[0].spindrift == layer.emitterCells[0].spindrift)
        #expect(layer.emitterCells[0].spindrift?.attractors.first?.falloff == .linear)
        #expect(layer.emitterCells[0].spindrift?.isIntegrated == true)
    }

    @Test("integrated cells' motion bound counts their forces")
    func motionBound() {
        let json = #"{"emitterCells": [{"lifetime": 1e18, "spindrift": {"attractors": [{"strength": 1e5}]}}]}"#
        #expect(problems(json).contains { $0.hasPrefix("emitterCells[0].spindrift: motion reaches") })
    }
}
