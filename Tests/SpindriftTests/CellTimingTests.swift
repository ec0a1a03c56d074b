import Testing
import Spindrift

/// A point layer with one cell living 100 s, timed by `configure`, run to `time`.
private func births(time: Double, dt: Double = 1.0 / 60, _ configure: (inout EmitterCell) -> Void) throws -> ParticleSystem {
    try TestLayers.run(TestLayers.single(birthRate: 10, lifetime: 100, configure: configure), time: time, dt: dt)
}

@Suite("Cell timing")
struct CellTimingTests {
    @Test("a one-shot burst: 9999 per second for 0.1 s emits 999 particles")
    func oneShotBurst() throws {
        let system = try births(time: 2) { $0.birthRate = 9999; $0.duration = 0.1 }
        #expect(system.particleCount == 999)
    }

    @Test("a delayed cell emits from its beginTime: the first birth 1/rate after it", arguments: [1.0 / 60, 0.25])
    func delayed(dt: Double) throws {
        #expect(try births(time: 2, dt: dt) { $0.beginTime = 2 }.particleCount == 0)
        let system = try births(time: 3, dt: dt) { $0.beginTime = 2 }
        #expect(system.particleCount == 10)
        #expect(abs((system.particles(inCell: 0).first?.age ?? 0) - 0.9) < 1e-5)
    }

    @Test("repeats and autoreverses lengthen the active window; births stay evenly spaced")
    func repeating() throws {
        #expect(try births(time: 5) { $0.duration = 0.5; $0.repeatCount = 3 }.particleCount == 15)
        #expect(try births(time: 5) { $0.duration = 0.5; $0.repeatCount = 2.5 }.particleCount == 12)
        #expect(try births(time: 5) { $0.duration = 0.5; $0.autoreverses = true }.particleCount == 10)
        #expect(try births(time: 5) { $0.duration = 0.5; $0.repeatDuration = 0.8 }.particleCount == 8)
    }

    @Test("cell speed scales emission and divides lifetime; motion is not scaled")
    func speed() throws {
        let system = try births(time: 1) { $0.speed = 2; $0.lifetime = 4; $0.velocity = 10 }
        #expect(system.particleCount == 20)
        let particle = try #require(system.particles(inCell: 0).first)
        #expect(particle.lifetime == 2)
        #expect(abs(particle.position.x - 10 * particle.age) < 1e-4)
        #expect(try births(time: 5) { $0.speed = 0 }.particleCount == 0)
    }

    @Test("timeOffset shifts the phase of the births")
    func phase() throws {
        let system = try births(time: 1) { $0.timeOffset = 0.05 }
        // Births at cell times 0.1, 0.2, …: parent times 0.05, 0.15, …, 0.95.
        #expect(system.particleCount == 10)
        #expect(abs((system.particles(inCell: 0).first?.age ?? 0) - 0.95) < 1e-5)
    }

    @Test("a sub-cell's window runs on its parent's age")
    func subCellWindow() throws {
        var child = EmitterCell()
        child.name = "child"
        child.birthRate = 10
        child.lifetime = 100
        child.beginTime = 0.5
        child.duration = 0.2
        let system = try births(time: 3) { $0.birthRate = 1; $0.emitterCells = [child] }
        // Parents born at 1, 2 and 3 s; the two older ones emitted at their ages 0.6 and 0.7.
        #expect(system.particleCount(inCell: 1) == 4)
    }

    @Test("--time T gives exactly ⌊rate·T⌋ births for any step, as a jump does",
          arguments: [(1.0, 10.0, 0.1), (1, 10, 1), (3, 7.3, 1.0 / 60), (3, 7.3, 0.7), (3, 7.3, 1.0 / 240)] as [(Double, Double, Double)])
    func exactBirthCount(rate: Double, time: Double, dt: Double) throws {
        let layer = TestLayers.single(birthRate: rate, lifetime: 1000)
        #expect(try TestLayers.run(layer, time: time, dt: dt).particleCount == Int((rate * time).rounded(.down)))
    }

    @Test("the layer's birthRate is read live: a change applies from then on, keeping the even spacing")
    func liveBirthRate() throws {
        var layer = TestLayers.single(birthRate: 10, lifetime: 100)
        let system = try TestLayers.run(layer, time: 1, dt: 0.1)
        layer.birthRate = 0.3
        try system.reconfigure(layer: layer)
        system.advance(to: 2)
        // 10 in the first second at 10 per second, then 10 × 0.3 per second.
        #expect(system.particleCount == 13)
        #expect(system.particles(inCell: 0).map(\.ordinal) == Array(0..<13))
        #expect(abs((system.particles(inCell: 0).last?.age ?? 1) - 0) < 1e-6)
    }

    @Test("a top-edge line with longitude π sends particles down without gravity; longitude 0 sends them up",
          arguments: [(Double.pi, true), (0, false)] as [(Double, Bool)])
    func lineBaseDirection(longitude: Double, down: Bool) throws {
        var layer = TestLayers.single(birthRate: 50, lifetime: 10, velocity: 100, longitude: longitude) { $0.emissionRange = 0.5 }
        layer.emitterShape = .line
        layer.emitterPosition = [640, 0]
        layer.emitterSize = [1280, 0]
        let particles = try TestLayers.run(layer, time: 2, dt: 0.1).particles(inCell: 0)
        #expect(particles.count == 100)
        #expect(particles.allSatisfy { ($0.velocity.y > 0) == down && abs($0.velocity.y) > 90 })
    }
}
