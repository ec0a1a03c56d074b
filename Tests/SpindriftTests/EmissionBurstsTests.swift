import Foundation
import Testing
@testable import SpindriftEngine
import Spindrift

/// A motionless top-level cell living 64 s (birth times are then exact sums) with `extensions`.
private func burstLayer(
    birthRate: Double = 0, lifetime: Double = 64, _ extensions: (inout CellExtensions) -> Void
) -> EmitterLayer {
    TestLayers.single(birthRate: birthRate, lifetime: lifetime) {
        var spindrift = CellExtensions()
        extensions(&spindrift)
        $0.spindrift = spindrift
    }
}

/// A shell that moves along +x at 100 points per second, born at 0.5, 1, 1.5… and dying
/// after `lifetime`, with one sub-cell `spark` triggered by `trigger`.
private func triggerLayer(
    trigger: EmissionTrigger, count: Int?, sparkVelocity: Double = 0, lifetime: Double = 1
) -> EmitterLayer {
    TestLayers.single(birthRate: 2, lifetime: lifetime, velocity: 100) { shell in
        var spark = EmitterCell()
        spark.name = "spark"
        spark.lifetime = 64
        spark.velocity = sparkVelocity
        spark.emissionRange = 2 * .pi
        var spindrift = CellExtensions()
        spindrift.trigger = trigger
        spindrift.triggerCount = count
        spark.spindrift = spindrift
        shell.emitterCells = [spark]
    }
}

/// A firework: `shells` shells at once, flying out in every direction at 200 points per
/// second for 1 s, each bursting into `sparks` motionless sparks where it dies.
private func fireworkLayer(shells: Int, sparks: Int) -> EmitterLayer {
    TestLayers.single(birthRate: 0, lifetime: 1, velocity: 200) { shell in
        shell.emissionRange = 2 * .pi
        var spindrift = CellExtensions()
        spindrift.bursts = [EmissionBurst(time: 0.25, count: shells)]
        shell.spindrift = spindrift
        var spark = EmitterCell()
        spark.name = "spark"
        spark.lifetime = 2
        spark.spindrift = {
            var spark = CellExtensions()
            spark.trigger = .death
            spark.triggerCount = sparks
            return spark
        }()
        shell.emitterCells = [spark]
    }
}

@Suite("EmissionBursts")
struct EmissionBurstsTests {
    static let steps = [1.0 / 15, 1.0 / 240, 1.3]

    @Test("bursts emit their counts exactly, cycle after cycle, at any step size or by pre-warming", arguments: steps)
    func counts(dt: Double) throws {
        let layer = burstLayer {
            $0.bursts = [EmissionBurst(time: 0.25, count: 7, cycles: 4, interval: 0.5), EmissionBurst(time: 1, count: 3)]
        }
        let system = try TestLayers.run(layer, time: 1.3, dt: dt)
        // Cycles at 0.25, 0.75 and 1.25 (the fourth, at 1.75, is still to come), and the one at 1.
        let particles = system.particles(inCell: 0)
        #expect(particles.count == 3 * 7 + 3)
        #expect(Set(particles.map(\.birthTime)) == [0.25, 0.75, 1, 1.25])
        for particle in particles {
            #expect(Double(particle.age) == Double(Float(1.3 - particle.birthTime)))
        }
        system.advance(to: 10)
        #expect(system.particleCount == 4 * 7 + 3)
    }

    @Test("burst particles continue the ordinals downward from the rate's, each with its own random values")
    func ordinals() throws {
        let layer = burstLayer(birthRate: 2) {
            $0.bursts = [EmissionBurst(time: 0.5, count: 4, cycles: 2, interval: 1), EmissionBurst(time: 1, count: 2)]
        }
        var varied = layer
        varied.emitterCells[0].velocityRange = 10
        let system = try TestLayers.run(varied, time: 2, dt: 1.0 / 60)
        let ordinals = system.particles(inCell: 0).map(\.ordinal)
        // The stride is 4, the largest count; cycle c of burst b starts at −1 − (2c + b) × 4; the rate's 4
        // births by 2 s are 0…3.
        #expect(ordinals == [-12, -11, -10, -9, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3])
        let speeds = system.particles(inCell: 0).map { ($0.velocity * $0.velocity).sum() }
        #expect(Set(speeds).count == speeds.count)
    }

    @Test("each cycle's count is count ± countRange, the same at any step size", arguments: steps)
    func countRange(dt: Double) throws {
        let layer = burstLayer { $0.bursts = [EmissionBurst(time: 0, count: 10, cycles: 0, interval: 0.1, countRange: 3)] }
        let system = try TestLayers.run(layer, time: 2.05, dt: dt)
        let reference = try TestLayers.run(layer, time: 2.05, dt: 1.0 / 60)
        var perCycle: [Double: Int] = [:]
        for particle in system.particles(inCell: 0) { perCycle[particle.birthTime, default: 0] += 1 }
        #expect(perCycle.count == 21)
        #expect(perCycle.values.allSatisfy { (7...13).contains($0) })
        #expect(Set(perCycle.values).count > 3)
        #expect(system.particles(inCell: 0).map(\.ordinal) == reference.particles(inCell: 0).map(\.ordinal))
    }

    @Test("maxEmissions stops a cell after exactly that many particles, rate and bursts together", arguments: steps)
    func maxEmissions(dt: Double) throws {
        let layer = burstLayer(birthRate: 10) {
            $0.bursts = [EmissionBurst(time: 0, count: 5, cycles: 0, interval: 0.5)]
            $0.maxEmissions = 23
        }
        let system = try TestLayers.run(layer, time: 10, dt: dt)
        let particles = system.particles(inCell: 0)
        // 5 at 0, 5 births by 0.5 and 5 more at 0.5, 5 births by 1: 20, then 3 of the burst at 1.
        #expect(particles.count == 23)
        #expect(particles.filter { $0.ordinal >= 0 }.count == 10)
        #expect(particles.filter { $0.ordinal < 0 }.map(\.birthTime).sorted() == Array(repeating: 0, count: 5)
            + Array(repeating: 0.5, count: 5) + Array(repeating: 1, count: 3))
    }

    @Test("a sub-cell's maxEmissions counts per parent")
    func maxEmissionsPerParent() throws {
        let layer = TestLayers.single(birthRate: 1, lifetime: 64) { parent in
            var child = EmitterCell()
            child.name = "child"
            child.birthRate = 100
            child.lifetime = 64
            var spindrift = CellExtensions()
            spindrift.maxEmissions = 4
            child.spindrift = spindrift
            parent.emitterCells = [child]
        }
        let system = try TestLayers.run(layer, time: 3.5, dt: 1.0 / 30)
        #expect(system.particleCount(inCell: 0) == 3)
        #expect(system.particleCount(inCell: 1) == 12)
    }

    @Test("a death trigger emits its count where and when each parent dies", arguments: steps)
    func deathTrigger(dt: Double) throws {
        let system = try TestLayers.run(triggerLayer(trigger: .death, count: 5, sparkVelocity: 50), time: 3.2, dt: dt)
        // Shells born at 0.5, 1, 1.5 and 2 have died by 3.2, each 100 points along +x.
        let sparks = system.particles(inCell: 1)
        #expect(sparks.count == 4 * 5)
        #expect(Set(sparks.map(\.birthTime)) == [1.5, 2, 2.5, 3])
        #expect(Set(sparks.compactMap(\.parent)).count == 4)
        for spark in sparks {
            let offset = SIMD3<Double>(spark.position) - [100, 0, 0]
            let distance = (offset * offset).sum().squareRoot()
            #expect(abs(distance - 50 * (3.2 - spark.birthTime)) < 1e-3)
        }
    }

    @Test("a birth trigger emits its count the instant each parent is born, at its position", arguments: steps)
    func birthTrigger(dt: Double) throws {
        let system = try TestLayers.run(triggerLayer(trigger: .birth, count: 3, lifetime: 64), time: 3.2, dt: dt)
        let sparks = system.particles(inCell: 1)
        #expect(sparks.count == 6 * 3)
        #expect(Set(sparks.map(\.birthTime)) == [0.5, 1, 1.5, 2, 2.5, 3])
        #expect(sparks.allSatisfy { $0.position == .zero })
    }

    @Test("a firework: N shells × triggerCount sparks, every spark where its shell died")
    func firework() throws {
        let system = try TestLayers.run(fireworkLayer(shells: 12, sparks: 25), time: 1.5, dt: 1.0 / 60)
        #expect(system.particleCount(inCell: 0) == 0)
        let sparks = system.particles(inCell: 1)
        #expect(sparks.count == 12 * 25)
        let byShell = Dictionary(grouping: sparks) { $0.parent }
        #expect(byShell.count == 12 && byShell.values.allSatisfy { $0.count == 25 })
        for spark in sparks {
            // Each shell flew 200 points in a straight line before it died at 1.25.
            let distance = (spark.position * spark.position).sum().squareRoot()
            #expect(abs(distance - 200) < 1e-3)
            #expect(spark.birthTime == 1.25)
        }
    }

    @Test("bursts and triggers give the same particles at any step, thread count, by pre-warming or seeking")
    func stepIndependence() throws {
        var layer = fireworkLayer(shells: 40, sparks: 30)
        layer.emitterCells[0].birthRate = 3
        layer.emitterCells[0].velocityRange = 50
        layer.emitterCells[0].spindrift?.bursts = [EmissionBurst(time: 0.25, count: 40, cycles: 0, interval: 0.7, countRange: 9)]
        layer.emitterCells[0].emitterCells[0].velocity = 30
        layer.emitterCells[0].emitterCells[0].emissionRange = 2 * .pi
        let reference = try TestLayers.run(layer, time: 4.1, dt: 1.0 / 240)
        #expect(reference.particleCount(inCell: 1) > 0)
        for other in [
            try TestLayers.run(layer, time: 4.1, dt: 1.0 / 15),
            try TestLayers.run(layer, time: 4.1, dt: 1.0 / 60, threads: 4),
            try TestLayers.run(layer, time: 4.1, dt: 4.1),
        ] {
            #expect(same(reference, other))
        }
        let sought = try TestLayers.run(layer, time: 9, dt: 1.0 / 30)
        sought.seek(to: 4.1)
        #expect(same(reference, sought))
    }

    @Test("the particle cap's shares make room for bursts and triggers")
    func capacity() throws {
        let program = try EmitterProgram(layer: fireworkLayer(shells: 100, sparks: 1000))
        #expect(program.cells[0].particleLimit >= 100)
        #expect(program.cells[1].particleLimit >= 100 * 1000)
        let system = try TestLayers.run(fireworkLayer(shells: 100, sparks: 1000), time: 1.5, dt: 1.0 / 60)
        #expect(system.particleCount(inCell: 1) == 100_000)
        #expect(system.warnings.isEmpty)
    }

    @Test("shells dropped at the particle cap trigger nothing; those kept trigger in full, the same every run")
    func capped() throws {
        var layer = fireworkLayer(shells: 50, sparks: 20)
        layer.maxParticles = 400
        let first = try TestLayers.run(layer, time: 1.5, dt: 1.0 / 60)
        let again = try TestLayers.run(layer, time: 1.5, dt: 1.0 / 60)
        #expect(same(first, again))
        let sparks = first.particles(inCell: 1)
        #expect(!sparks.isEmpty && sparks.count < 50 * 20)
        let perShell = Dictionary(grouping: sparks) { $0.parent }.values.map(\.count)
        // Only the last shell to burst may be cut short by the sparks' own share.
        #expect(perShell.filter { $0 != 20 }.count <= 1)
    }

    @Test("a reload applies a changed trigger count to the shells still alive; shells whose cell is removed trigger nothing")
    func reconfigured() throws {
        let system = try TestLayers.run(fireworkLayer(shells: 12, sparks: 25), time: 1, dt: 1.0 / 60)
        #expect(system.particleCount(inCell: 0) == 12)
        var changed = fireworkLayer(shells: 12, sparks: 25)
        changed.emitterCells[0].emitterCells[0].spindrift?.triggerCount = 10
        try system.reconfigure(layer: changed)
        system.advance(to: 1.5)
        #expect(system.particleCount(inCell: 1) == 12 * 10)

        let removed = try TestLayers.run(fireworkLayer(shells: 12, sparks: 25), time: 1, dt: 1.0 / 60)
        var spent = fireworkLayer(shells: 12, sparks: 25)
        spent.emitterCells[0].name = "other"
        try removed.reconfigure(layer: spent)
        removed.advance(to: 1.5)
        #expect(removed.particleCount == 0)
    }
}
