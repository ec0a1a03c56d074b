import Foundation
import Testing
import Spindrift

/// The repository's fireworks preset: nested cells three levels deep.
private func fireworksPreset() throws -> EmitterLayer {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("assets/presets")
    return try EmitterLayer(contentsOfFile: folder.appendingPathComponent("fireworks.json").path)
}

/// A system for `layer`, started and then sought to `times` in turn.
private func sought(_ layer: EmitterLayer, to times: [Double]) throws -> ParticleSystem {
    let system = try ParticleSystem(layer: layer)
    system.advance(by: 0)
    for time in times { system.seek(to: time) }
    return system
}

@Suite("ParticleSystem.seek")
struct ParticleSystemSeekTests {
    @Test("seeking to 5 s then back to 2 s gives the particles of stepping to 2 s: same identities, values within rounding",
          arguments: [2.0, 0.35, 7.9])
    func forwardThenBack(target: Double) throws {
        let back = try sought(TestLayers.busy(), to: [5, target])
        let stepped = try TestLayers.run(TestLayers.busy(), time: target, dt: 1.0 / 60)
        #expect(back.time == target)
        #expect(back.localTime == target)
        #expect(back.particleCount > 10)
        #expect(same(back, stepped))
        // Nothing of the later time is left behind: the same bytes as seeking there directly.
        #expect(ParticleDump.csv(back) == ParticleDump.csv(try sought(TestLayers.busy(), to: [target])))
    }

    @Test("nested cells (the fireworks preset) seek back and forth to the particles of stepping, every level",
          arguments: [1.0 / 15, 1.0 / 240])
    func nested(dt: Double) throws {
        let layer = try fireworksPreset()
        let back = try sought(layer, to: [6.5, 1.25, 9, 3.4])
        let stepped = try TestLayers.run(layer, time: 3.4, dt: dt)
        #expect(back.particleCount(inCell: 2) > 100)
        #expect(same(back, stepped))
    }

    @Test("stepping on after a seek back continues as stepping all the way would")
    func stepOnAfterSeek() throws {
        let system = try sought(TestLayers.busy(), to: [6, 1.5])
        var step = 1
        while 1.5 + Double(step) / 60 < 3 - 1e-9 {
            system.advance(to: 1.5 + Double(step) / 60)
            step += 1
        }
        system.advance(to: 3)
        #expect(same(system, try TestLayers.run(TestLayers.busy(), time: 3, dt: 1.0 / 60)))
    }

    @Test("a layer's timing maps the parent time sought: timeOffset, speed and nothing before beginTime")
    func layerTiming() throws {
        var layer = TestLayers.single(birthRate: 10, lifetime: 100)
        layer.beginTime = 2
        layer.timeOffset = 1
        layer.speed = 2
        let system = try sought(layer, to: [9, 4.25])
        // Local time (4.25 − 2) × 2 + 1 = 5.5: ⌊10 × 5.5⌋ births, none dead.
        #expect(system.localTime == 5.5)
        #expect(system.particleCount == 55)
        system.seek(to: 1.5)
        #expect(system.localTime == nil)
        #expect(system.particleCount == 0)
    }

    @Test("a time below 0 seeks to 0; a time that is not finite changes nothing", arguments: [-3.0, -1e300])
    func clamped(time: Double) throws {
        var layer = TestLayers.single(birthRate: 10, lifetime: 100)
        layer.timeOffset = 2
        let system = try sought(layer, to: [5, time])
        #expect(system.time == 0)
        #expect(system.localTime == 2)
        #expect(system.particleCount == 20)
        system.seek(to: .nan)
        system.seek(to: .infinity)
        system.seek(to: -.infinity)
        #expect(system.time == 0 && system.particleCount == 20)
    }

    @Test("after a birth-rate change, seeking evaluates the current description as if it had always run")
    func rateChange() throws {
        let system = try ParticleSystem(layer: TestLayers.single(birthRate: 10, lifetime: 100))
        system.advance(by: 0)
        system.advance(to: 2)
        try system.reconfigure(layer: TestLayers.single(birthRate: 20, lifetime: 100))
        system.advance(to: 3)
        // Stepping keeps the history: 10 per second for 2 s, then 20 for 1 s.
        #expect(system.particleCount == 40)
        #expect(system.seek(to: 3)
            == ["birth rates changed while playing: this is the current description as if it had always run"])
        #expect(system.particleCount == 60)
        #expect(system.particles(inCell: 0).map(\.ordinal) == Array(0..<60))
        // From then on the schedule is the description's own: nothing to say.
        #expect(system.seek(to: 1) == [])
    }

    @Test("at the maxParticles cap a seek keeps the youngest particles and says so; below it, it says nothing")
    func cap() throws {
        var capped = TestLayers.single(birthRate: 10, lifetime: 100)
        capped.maxParticles = 25
        let system = try sought(capped, to: [2])
        #expect(system.particleCount == 20)
        #expect(system.seek(to: 4) == ["at the maxParticles cap a seek keeps the youngest particles, where stepping keeps the oldest"])
        // Births at (k + 1)/10 s: the 25 youngest of the 40 born by 4 s.
        #expect(system.particles(inCell: 0).map(\.ordinal) == Array(15..<40))
        #expect(system.seek(to: 2) == [])
    }
}
