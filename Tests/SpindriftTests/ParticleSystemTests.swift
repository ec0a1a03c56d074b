import Foundation
import Testing
import Spindrift

@Suite("ParticleSystem")
struct ParticleSystemTests {
    @Test("a single particle follows p0 + v·t + ½·a·t² from its exact birth time")
    func singleParticleMotion() throws {
        let layer = TestLayers.single(birthRate: 0.5, velocity: 40, longitude: .pi / 2, acceleration: [3, -10, 0]) {
            $0.spin = 0.75
            $0.scaleSpeed = 0.5
            $0.greenSpeed = -0.2
        }
        // Births at 2 s, 4 s, ...: at 3.3 s only ordinal 0 lives, aged 1.3 s.
        let system = try TestLayers.run(layer, time: 3.3, dt: 1.0 / 60)
        let particles = system.particles(inCell: 0)
        #expect(particles.map(\.ordinal) == [0])
        let p = try #require(particles.first)
        let t: Float = 1.3
        let v0 = SIMD3<Float>(0, 40, 0), a = SIMD3<Float>(3, -10, 0)
        #expect(abs(p.age - t) < 1e-4)
        let expectedPosition: SIMD3<Float> = v0 * t + 0.5 * a * t * t
        let expectedVelocity: SIMD3<Float> = v0 + a * t
        #expect(maxDifference(p.position, expectedPosition) < 1e-3)
        #expect(maxDifference(p.velocity, expectedVelocity) < 1e-3)
        #expect(abs(p.rotation - 0.75 * t) < 1e-4)
        #expect(abs(p.scale - (1 + 0.5 * t)) < 1e-4)
        #expect(abs(p.color.y - (1 - 0.2 * t)) < 1e-4)
    }

    @Test("step size does not change which particles live or where (dt 1/15 vs 1/240)", arguments: [1, 2, 3] as [UInt32])
    func stepSizeIndependence(seed: UInt32) throws {
        // Near the origin and for 1.43 s, so the Float rounding of 343 fine steps (at most
        // ulp(128)/2 ≈ 4e-6 points per operation) stays inside the tolerance.
        var layer = TestLayers.busy(seed: seed)
        layer.emitterPosition = [0, 0]
        let coarse = try TestLayers.run(layer, time: 1.43, dt: 1.0 / 15)
        let fine = try TestLayers.run(layer, time: 1.43, dt: 1.0 / 240)
        for cell in 0..<2 {
            let a = coarse.particles(inCell: cell), b = fine.particles(inCell: cell)
            #expect(a.map(\.ordinal) == b.map(\.ordinal))
            #expect(!a.isEmpty)
            for (x, y) in zip(a, b) {
                #expect(maxDifference(x.position, y.position) < 1e-3)
                #expect(maxDifference(x.velocity, y.velocity) < 1e-3)
                #expect(maxDifference(x.color, y.color) < 1e-4)
            }
        }
    }

    @Test(
        "emission count is rate × time within 1, also for low rates at high frame rates",
        arguments: [(0.5, 240.0), (1, 1000), (3, 60), (30, 144), (250, 30), (1000, 7)])
    func emissionCount(rate: Double, framesPerSecond: Double) throws {
        let layer = TestLayers.single(birthRate: rate, lifetime: 1000)
        for time in [1.0, 7.3, 20] {
            let system = try TestLayers.run(layer, time: time, dt: 1 / framesPerSecond)
            #expect(abs(Double(system.particleCount) - rate * time) <= 1, "rate \(rate) at \(time) s")
        }
    }

    @Test("the same seed gives the same dump, another seed a different one")
    func determinism() throws {
        let first = ParticleDump.csv(try TestLayers.run(TestLayers.busy(seed: 3), time: 1.5, dt: 1.0 / 60))
        let again = ParticleDump.csv(try TestLayers.run(TestLayers.busy(seed: 3), time: 1.5, dt: 1.0 / 60))
        let other = ParticleDump.csv(try TestLayers.run(TestLayers.busy(seed: 4), time: 1.5, dt: 1.0 / 60))
        #expect(first == again)
        #expect(first != other)
        #expect(first.split(separator: "\n").count > 50)
    }

    @Test("pre-warming to timeOffset gives the state of stepping there", arguments: [0.51, 2.77, 9.03])
    func prewarmEqualsStepping(offset: Double) throws {
        var warmed = TestLayers.busy()
        warmed.timeOffset = offset
        let prewarmed = try ParticleSystem(layer: warmed)
        prewarmed.advance(by: 0)
        let stepped = try TestLayers.run(TestLayers.busy(), time: offset, dt: 1.0 / 60)
        #expect(prewarmed.localTime == offset)
        for cell in 0..<2 {
            let a = prewarmed.particles(inCell: cell), b = stepped.particles(inCell: cell)
            #expect(a.map(\.ordinal) == b.map(\.ordinal))
            for (x, y) in zip(a, b) {
                #expect(maxDifference(x.position, y.position) < 1e-3)
                #expect(maxDifference(x.velocity, y.velocity) < 1e-3)
                #expect(maxDifference(x.color, y.color) < 1e-5)
                #expect(abs(x.age - y.age) < 1e-4)
                #expect(abs(x.rotation - y.rotation) < 1e-4)
                #expect(abs(x.scale - y.scale) < 1e-4)
            }
        }
    }

    @Test("speed 0 freezes local time at timeOffset, speed 2 runs twice as fast")
    func speed() throws {
        var paused = TestLayers.busy()
        paused.speed = 0
        paused.timeOffset = 1
        let frozen = try TestLayers.run(paused, time: 3, dt: 0.1)
        #expect(frozen.localTime == 1)
        var prewarmed = TestLayers.busy()
        prewarmed.timeOffset = 1
        #expect(ParticleDump.csv(frozen) == ParticleDump.csv(try TestLayers.run(prewarmed, time: 0, dt: 0.1)))

        var fast = TestLayers.busy()
        fast.speed = 2
        let double = try TestLayers.run(fast, time: 1.25, dt: 1.0 / 120)
        let normal = try TestLayers.run(TestLayers.busy(), time: 2.5, dt: 1.0 / 60)
        #expect(abs(double.localTime! - 2.5) < 1e-9)
        #expect(double.particles(inCell: 0).map(\.ordinal) == normal.particles(inCell: 0).map(\.ordinal))
    }

    @Test("nothing happens before beginTime; then local time starts at timeOffset")
    func beginTime() throws {
        var layer = TestLayers.single(birthRate: 10)
        layer.beginTime = 2
        let system = try TestLayers.run(layer, time: 1.5, dt: 0.1)
        #expect(system.localTime == nil)
        #expect(system.particleCount == 0)
        system.advance(by: 1)
        #expect(abs(system.localTime! - 0.5) < 1e-9)
        #expect(system.particleCount == 5)
    }

    @Test("layer multipliers scale birth rate, lifetime, velocity, scale and spin")
    func multipliers() throws {
        var layer = TestLayers.single(birthRate: 2, lifetime: 1.2, velocity: 10) {
            $0.scale = 0.5
            $0.spin = 1
        }
        layer.birthRate = 3
        layer.lifetime = 2
        layer.velocity = 1.5
        layer.scale = 4
        layer.spin = -2
        let system = try TestLayers.run(layer, time: 10.01, dt: 0.05)
        // 6 per second living 2.4 s: births at (k + 1)/6 in (7.61, 10.01], k = 45...59.
        #expect(system.particleCount == 15)
        let p = try #require(system.particles(inCell: 0).first)
        #expect(p.lifetime == 2.4)
        #expect(abs(p.velocity.x - 15) < 1e-5)
        #expect(p.scale == 2)
        #expect(p.spin == -2)
    }

    @Test("the store is capped at maxParticles with one warning, and keeps running")
    func cap() throws {
        var layer = TestLayers.busy()
        layer.maxParticles = 50
        let system = try TestLayers.run(layer, time: 5, dt: 1.0 / 30)
        #expect(system.particleCount <= 50)
        #expect(system.particleCount >= 40)
        #expect(system.warnings.count == 1)
        #expect(system.warnings[0].contains("more than maxParticles 50"))
        system.advance(by: 1)
        #expect(system.particleCount <= 50)
    }

    @Test("a disabled cell emits nothing; a zero lifetime shows nothing")
    func disabledAndZeroLifetime() throws {
        var layer = TestLayers.busy()
        layer.emitterCells[0].enabled = false
        layer.emitterCells[1].lifetime = 0
        layer.emitterCells[1].lifetimeRange = 0
        let system = try TestLayers.run(layer, time: 2, dt: 0.1)
        #expect(system.particleCount == 0)
    }

    @Test("reconfigure keeps live particles and emission ordinals of cells that keep their name")
    func reconfigure() throws {
        let system = try TestLayers.run(TestLayers.busy(), time: 2, dt: 0.05)
        let before = system.particles(inCell: 0)
        var faster = TestLayers.busy()
        faster.emitterCells[0].birthRate = 80
        try system.reconfigure(layer: faster)
        #expect(system.particles(inCell: 0) == before)
        system.advance(by: 0.5)
        let ordinals = system.particles(inCell: 0).map(\.ordinal)
        // 80 in the first 2 s, then 40 more in 0.5 s at the new rate.
        #expect(ordinals.max() == 119)
    }

    @Test("reconfigure to a smaller steady state keeps every live particle; births wait until they fit")
    func reconfigureSmaller() throws {
        let system = try TestLayers.run(TestLayers.busy(), time: 4, dt: 0.05)
        let before = system.particles(inCell: 0)
        var slower = TestLayers.busy()
        slower.emitterCells[0].birthRate = 4
        slower.emitterCells[1].enabled = false
        try system.reconfigure(layer: slower)
        #expect(system.particles(inCell: 0) == before)
        #expect(system.particleCount(inCell: 1) > 0, "a disabled cell's particles live out their lives")
        system.advance(by: 0.5)
        #expect(system.particleCount(inCell: 0) <= before.count)
    }

    @Test("reconfigure pairs cells by name, and unnamed cells only with unnamed ones at the same index")
    func reconfigurePairing() throws {
        var layer = TestLayers.busy()
        layer.emitterCells[1].name = nil
        let system = try TestLayers.run(layer, time: 1, dt: 0.05)
        let first = system.particles(inCell: 0), second = system.particles(inCell: 1)
        // Swap the cells: the named one moves to index 1; the unnamed one at index 0 now
        // faces a named cell at the same index in the old layer, so it starts empty.
        var swapped = layer
        swapped.emitterCells.swapAt(0, 1)
        try system.reconfigure(layer: swapped)
        #expect(system.particles(inCell: 1) == first)
        #expect(system.particleCount(inCell: 0) == 0)
        #expect(!second.isEmpty)
    }

    @Test("restart honours timeOffset again")
    func restart() throws {
        var layer = TestLayers.busy()
        layer.timeOffset = 1
        let system = try TestLayers.run(layer, time: 3, dt: 0.1)
        let fresh = ParticleDump.csv(try TestLayers.run(layer, time: 0, dt: 0.1))
        system.restart()
        system.advance(by: 0)
        #expect(ParticleDump.csv(system) == fresh)
    }

    /// Whether 2 threads split both a step's `births` (two runs of at least the births'
    /// minimum) and the kill's moves when about as many die (two runs of at least the moves'
    /// minimum): the busy layer's first cell at 160,000 births a second, living 2–4 s, in
    /// steps of 0.1 s.
    static func splitsOnTwoThreads(births: Double) -> Bool {
        births >= Double(2 * max(ParticleStore.minimumBirthsPerThread, ParticleStore.minimumMovesPerThread))
    }

    @Test("threads do not change the result")
    func threads() throws {
        var layer = TestLayers.busy()
        layer.emitterCells[0].birthRate = 160_000
        // Past 2 s the shortest-lived have died: the kill has work.
        let single = try TestLayers.run(layer, time: 3, dt: 0.1)
        let parallel = try TestLayers.run(layer, time: 3, dt: 0.1, threads: 2)
        #expect(Self.splitsOnTwoThreads(births: 160_000 * 0.1))
        #expect(single.particles(inCell: 0) == parallel.particles(inCell: 0))
    }

    @Test("spawn and kill on 2 threads keep the storage order of 1 thread, pre-warmed or not, capped or not",
          arguments: [(0.0, 0), (3.0, 450_000)])
    func threadsKeepStorageOrder(timeOffset: Double, maxParticles: Int) throws {
        var layer = TestLayers.busy()
        layer.emitterCells[0].birthRate = 160_000
        layer.timeOffset = timeOffset
        if maxParticles > 0 { layer.maxParticles = maxParticles }
        // Past 2 s the first particles (lifetimes 2–4 s) die: kills are scattered.
        let single = try TestLayers.run(layer, time: 4, dt: 0.1)
        let parallel = try TestLayers.run(layer, time: 4, dt: 0.1, threads: 2)
        #expect(Self.splitsOnTwoThreads(births: 160_000 * 0.1))
        // Capped, the big cell runs at its share of the cap: the parallel run stops where the serial one does.
        if maxParticles > 0 { #expect(single.particleCount(inCell: 0) == single.program.cells[0].particleLimit) }
        for cell in 0..<single.cellCount {
            let a = single.store(ofCell: cell), b = parallel.store(ofCell: cell)
            #expect(a.count == b.count)
            let mismatch = (0..<min(a.count, b.count)).first { a.particle(at: $0, now: 4) != b.particle(at: $0, now: 4) }
            #expect(mismatch == nil, "cell \(cell)")
        }
        #expect(single.warnings == parallel.warnings)
    }

    @Test("the step after a pre-warm orders a store of scattered lifetimes by death where storage order is not drawn by age: each kill's dead sit in long runs, and stay so",
          arguments: RenderMode.allCases)
    func refillOrdersByDeath(mode: RenderMode) throws {
        // 40,000 births a second living 1 to 3.5 s: about 90,000 alive, past the size below
        // which stores are not ordered, and 667 deaths a 1/60 s kill.
        var layer = TestLayers.single(birthRate: 40_000, lifetime: 2.25) { $0.lifetimeRange = 2.5 }
        layer.timeOffset = 3.5
        layer.renderMode = mode
        let system = try ParticleSystem(layer: layer)
        system.advance(by: 0)
        let ordered = mode != .oldestFirst && mode != .oldestLast
        #expect(system.store(ofCell: 0).count > 65_536)
        // The pre-warm leaves its stores as it created them, newest first, for the GPU's
        // rings to read in birth order: the dead of a kill are scattered.
        #expect(Self.meanRunOfNextKill(system, step: 1.0 / 60) < 1.5)
        system.advance(to: 1.0 / 60)
        let refilled = Self.meanRunOfNextKill(system, step: 1.0 / 60)
        // In death order the dead of a kill stand in a few runs: the ordering's slots (about
        // a millisecond of deaths here) keep birth order, so a kill's time interleaves the
        // one it falls in. Ordered by calendar bins alone (1/64 s), the bin a kill's time
        // falls in would interleave, leaving runs of 15 to 20. In birth order the dead are
        // scattered: lifetimes 2.5 s apart, 150 kills' worth.
        #expect(ordered ? refilled > 64 : refilled < 1.5, "mean run \(refilled)")
        // A second of steps: each kill fills its runs of holes with the last step's births,
        // which are ordered too.
        for step in 2...60 { system.advance(to: Double(step) / 60) }
        let stepped = Self.meanRunOfNextKill(system, step: 1.0 / 60)
        #expect(ordered ? stepped > 64 : stepped < 1.5, "mean run \(stepped)")
    }

    /// The mean length of the runs of consecutive indices that the dead of the next kill
    /// (`step` seconds on) stand in, in cell 0's store.
    static func meanRunOfNextKill(_ system: ParticleSystem, step: Double) -> Double {
        let store = system.store(ofCell: 0), now = system.localTime ?? 0
        let dead = (0..<store.count).filter { store.particle(at: $0, now: now).deathTime <= now + step }
        let runs = zip(dead, dead.dropFirst()).count { $0 + 1 != $1 } + 1
        return Double(dead.count) / Double(runs)
    }

    @Test("pre-warmed on 2 threads, a store has room for its cell's share of the cap: stepping does not grow it")
    func parallelPrewarmLeavesRoom() throws {
        var layer = TestLayers.busy()
        layer.emitterCells[0].birthRate = 160_000
        layer.timeOffset = 4
        let system = try ParticleSystem(layer: layer)
        system.threads = 2
        system.advance(by: 0)
        let store = system.store(ofCell: 0)
        let capacity = store.capacity
        #expect(capacity >= system.program.cells[0].particleLimit)
        for step in 1...5 { system.advance(to: Double(step) / 60) }
        #expect(store.capacity == capacity)
    }

    @Test("an hour of 1/120 s steps: age and position exact, as a jump gives them")
    func hourLong() throws {
        let layer = TestLayers.single(birthRate: 1, lifetime: 5000, velocity: 10)
        let system = try ParticleSystem(layer: layer)
        system.advance(by: 0)
        for step in 1...(3601 * 120) { system.advance(to: Double(step) / 120) }
        let first = try #require(system.particles(inCell: 0).first)
        #expect(first.ordinal == 0)
        #expect(first.age == 3600)
        #expect(abs(first.position.x - 36000) <= 36000 * 2e-7, "\(first.position.x)")
        let jumped = try TestLayers.run(layer, time: 3601, dt: 3601)
        #expect(jumped.particles(inCell: 0).first == first)
    }
}
