import Foundation
import Testing
import Spindrift

/// A cell named `name` with the given rate and lifetime, motionless unless configured.
private func cell(
    _ name: String, birthRate: Double, lifetime: Double, children: [EmitterCell] = [],
    configure: (inout EmitterCell) -> Void = { _ in }
) -> EmitterCell {
    var cell = EmitterCell()
    cell.name = name
    cell.birthRate = birthRate
    cell.lifetime = lifetime
    cell.emitterCells = children
    configure(&cell)
    return cell
}

/// A point emitter at the origin with `cells`.
private func layer(_ cells: [EmitterCell], configure: (inout EmitterLayer) -> Void = { _ in }) -> EmitterLayer {
    var layer = EmitterLayer()
    layer.emitterCells = cells
    configure(&layer)
    return layer
}

/// A system running `layer`, pre-warmed (creating at most `prewarmed` particles) and stepped
/// `steps` times at 60 Hz (at most `perStep` each).
private func expectCreations(
    of layer: EmitterLayer, prewarmed: Int, perStep: Int, steps: Int, sourceLocation: SourceLocation = #_sourceLocation
) throws -> ParticleSystem {
    let system = try ParticleSystem(layer: layer)
    system.advance(by: 0)
    #expect(system.latestCreations <= prewarmed, "pre-warm", sourceLocation: sourceLocation)
    for frame in 1...steps {
        system.advance(to: Double(frame) / 60)
        #expect(system.latestCreations <= perStep, "frame \(frame)", sourceLocation: sourceLocation)
    }
    return system
}

/// A firework with randomness everywhere: an invisible rocket, a burst at its age 1, sparks.
private func firework(seed: UInt32 = 3) -> EmitterLayer {
    let spark = cell("spark", birthRate: 60, lifetime: 2) {
        $0.contents = "spark"; $0.velocity = 50; $0.velocityRange = 20; $0.emissionRange = 2 * .pi
        $0.yAcceleration = 40; $0.lifetimeRange = 1; $0.alphaSpeed = -0.4; $0.spinRange = 2
    }
    let burst = cell("burst", birthRate: 1, lifetime: 0.35, children: [spark]) { $0.scale = 2; $0.redSpeed = -1 }
    let rocket = cell("rocket", birthRate: 2, lifetime: 1.02, children: [burst]) {
        $0.velocity = 300; $0.velocityRange = 60; $0.emissionRange = 0.6; $0.yAcceleration = 75
        $0.color = [0.5, 0.5, 0.5, 1]; $0.redRange = 1; $0.greenRange = 1; $0.scale = 0.5
    }
    return layer([rocket]) { $0.emitterShape = .line; $0.emitterSize = [400, 0]; $0.emitterPosition = [200, 400]; $0.seed = seed }
}

@Suite("Nested emitter cells")
struct NestedCellsTests {
    @Test("a burst cell with birthRate 1 in a rocket of lifetime 1.02 fires once, at the rocket's age 1")
    func deathTimedBurst() throws {
        let burst = cell("burst", birthRate: 1, lifetime: 5)
        let rocket = cell("rocket", birthRate: 1, lifetime: 1.02, children: [burst]) { $0.velocity = 100 }
        let system = try TestLayers.run(layer([rocket]), time: 2.5, dt: 1.0 / 60)
        let bursts = system.particles(inCell: 1)
        #expect(system.cellNames == ["rocket", "rocket.burst"])
        #expect(bursts.count == 1)
        // Rocket 0 was born at 1 s and moved along +x at 100 points/s: the burst starts where it was at age 1.
        #expect(abs(bursts[0].position.x - 100) < 1e-3)
        #expect(abs(bursts[0].age - 0.5) < 1e-6)
        #expect(bursts[0].ordinal == 0)
        #expect(bursts[0].parent != nil)
    }

    @Test("every live parent emits: N parents × rate × age, exactly, at any step size or by pre-warming",
          arguments: [1.0 / 15, 1.0 / 60, 1.0 / 240, 3.0])
    func counts(dt: Double) throws {
        let parents = cell("parent", birthRate: 2, lifetime: 100, children: [cell("child", birthRate: 10, lifetime: 100)])
        let system = try TestLayers.run(layer([parents]), time: 3, dt: dt)
        // Parents born at 0.5, 1, …, 3 s are 2.5, 2, 1.5, 1, 0.5 and 0 s old: ⌊10 × age⌋ children each.
        #expect(system.particleCount(inCell: 0) == 6)
        #expect(system.particleCount(inCell: 1) == 25 + 20 + 15 + 10 + 5)
        let children = system.particles(inCell: 1)
        #expect(Set(children.compactMap(\.parent)).count == 5)
        // The first child of each parent is born 1/rate after the parent.
        let firstChildAges = children.filter { $0.ordinal == 0 }.map(\.age).sorted()
        #expect(zip(firstChildAges, [0.4, 0.9, 1.4, 1.9, 2.4] as [Float]).allSatisfy { abs($0 - $1) < 1e-5 })
    }

    @Test("children outlive their parent; a parent emits only while it is alive")
    func childrenOutliveParent() throws {
        let parent = cell("parent", birthRate: 1, lifetime: 0.5, children: [cell("child", birthRate: 10, lifetime: 5)])
        let system = try TestLayers.run(layer([parent]), time: 1.6, dt: 0.05)
        #expect(system.particleCount(inCell: 0) == 0)
        // Born at the parent's ages 0.1 … 0.4; the birth due at 0.5 falls at its death.
        #expect(system.particles(inCell: 1).map(\.ordinal) == [0, 1, 2, 3])
    }

    @Test("a child inherits the parent's position, current colour and scale; moves relative to its motion; gets no parent velocity")
    func inheritance() throws {
        let child = cell("child", birthRate: 2, lifetime: 10) {
            $0.velocity = 10; $0.color = [0.5, 0.5, 1, 1]; $0.scale = 0.5
        }
        let parent = cell("parent", birthRate: 1, lifetime: 0.9, children: [child]) {
            $0.velocity = 50; $0.emissionLongitude = .pi / 2
            $0.color = [0.5, 1, 1, 1]; $0.redSpeed = 0.25; $0.scale = 2; $0.scaleSpeed = 1
        }
        // The parent born at 1 s emits its first child at age 0.5 (1.5 s), seen 0.25 s later.
        let system = try TestLayers.run(layer([parent]), time: 1.75, dt: 1.0 / 60)
        let children = system.particles(inCell: 1)
        #expect(children.count == 1)
        let c = try #require(children.first)
        #expect(maxDifference(c.velocity, [0, 10, 0]) < 1e-4, "along the parent's motion, without its velocity")
        #expect(maxDifference(c.position, [0, 25 + 2.5, 0]) < 1e-4)
        #expect(maxDifference(c.color, [0.5 * 0.625, 0.5, 1, 1]) < 1e-5)
        #expect(abs(c.scale - 0.5 * 2.5) < 1e-5)
    }

    @Test("nested pre-warm equals stepping, at dt 1/15 and 1/240, on 1 and 2 threads", arguments: [1.0 / 15, 1.0 / 240])
    func prewarmEqualsStepping(dt: Double) throws {
        let stepped = try TestLayers.run(firework(), time: 4.3, dt: dt)
        var warmed = firework()
        warmed.timeOffset = 4.3
        let jumped = try TestLayers.run(warmed, time: 0, dt: dt)
        let threaded = try TestLayers.run(firework(), time: 4.3, dt: dt, threads: 2)
        #expect(stepped.particleCount(inCell: 2) > 50)
        #expect(same(stepped, jumped))
        #expect(ParticleDump.csv(stepped) == ParticleDump.csv(threaded))
        let fine = try TestLayers.run(firework(), time: 4.3, dt: 1.0 / 240)
        #expect(same(stepped, fine))
    }

    /// What the swaying parents' sub-cells do: the step reads constant rates, and with them
    /// bursts and triggers, from plain values, and asks the animated schedules and their
    /// bursts of the cells' states.
    enum SubCells: CaseIterable, Sendable {
        case constantRate, constantRateAndBursts, animatedRate, animatedRateAndBursts

        var hasBursts: Bool { self == .constantRateAndBursts || self == .animatedRateAndBursts }
    }

    /// Parents under forces (their state is read from the stored birth values), each emitting
    /// trails as `subCells` has it. Rates and times are off each other's grids: no birth or
    /// death falls exactly on the time compared, where stepping and pre-warming may round a tie
    /// apart.
    private static func swayingParents(
        _ subCells: SubCells, headRate: Double = 29, maxParticles: Int? = nil, trailDrag: Double? = nil
    ) throws -> EmitterLayer {
        let bursts = subCells.hasBursts
            ? #", {"name": "pop", "lifetime": 0.47, "velocity": 30, "emissionRange": 6.283, "spindrift": {"bursts": [{"time": 0.41, "count": 2, "cycles": 3, "interval": 0.73}]}}"#
                + #", {"name": "crackle", "lifetime": 0.31, "velocity": 50, "emissionRange": 6.283, "spindrift": {"trigger": "death", "triggerCount": 3}}"#
            : ""
        let animation = subCells == .constantRate || subCells == .constantRateAndBursts
            ? ""
            : #", "animations": [{"class": "CABasicAnimation", "keyPath": "emitterCells.head.emitterCells.trail.birthRate", "fromValue": 1, "toValue": 6, "duration": 1.5, "autoreverses": true, "repeatCount": 3.4028234663852886e38}]"#
        let json = """
            {"emitterPosition": [200, 200], "seed": 5\(maxParticles.map { ", \"maxParticles\": \($0)" } ?? ""),
             "emitterCells": [{"name": "head", "birthRate": \(headRate), "lifetime": 3,
              "lifetimeRange": 1, "velocity": 120, "velocityRange": 40, "emissionRange": 6.283,
              "spindrift": {"drag": 0.8, "wind": [35, 0], "sway": {"amplitude": [20, 5], "frequency": 0.5},
                            "colorOverLife": {"values": [[1, 1, 1, 1], [1, 0.5, 0.2, 0.5]]}},
              "emitterCells": [{"name": "trail", "birthRate": 3.7, "lifetime": 1, "velocity": 10\(trailDrag.map { #", "spindrift": {"drag": \#($0)}"# } ?? "")}\(bursts)]}]\(animation)}
            """
        return try EmitterLayer(jsonData: Data(json.utf8), source: "swaying.json")
    }

    @Test("a step passes over the parents with no sub-cell birth in it and creates what pre-warming does: parents under forces, constant and animated sub-cell rates, bursts",
          arguments: [1.0 / 15, 1.0 / 240], SubCells.allCases)
    func steppedParentsUnderForces(dt: Double, subCells: SubCells) throws {
        let stepped = try TestLayers.run(try Self.swayingParents(subCells), time: 4.3, dt: dt)
        var warmed = try Self.swayingParents(subCells)
        warmed.timeOffset = 4.3
        let jumped = try TestLayers.run(warmed, time: 0, dt: dt)
        let threaded = try TestLayers.run(try Self.swayingParents(subCells), time: 4.3, dt: dt, threads: 2)
        // About 87 parents alive, each with 3.7 trails a second (1 to 6 animated) over their last second.
        #expect(stepped.particleCount(inCell: 1) > 200)
        if subCells.hasBursts {
            // Each parent bursts 2 pops three times, and 3 crackles as it dies (about 29 a second).
            #expect(stepped.particleCount(inCell: 2) > 50)
            #expect(stepped.particleCount(inCell: 3) > 10)
        }
        #expect(same(stepped, jumped))
        #expect(ParticleDump.csv(stepped) == ParticleDump.csv(threaded))
    }

    /// Heads born at this rate, living 3 ± 0.5 s, are enough parents for two threads to share.
    private static let headsForTwoThreads = 6_500.0

    @Test("the sub-cells of more parents than one thread takes are emitted on two threads as on one: constant and animated rates, bursts, triggers",
          arguments: SubCells.allCases)
    func subCellsOnTwoThreads(subCells: SubCells) throws {
        let layer = try Self.swayingParents(subCells, headRate: Self.headsForTwoThreads)
        let one = try TestLayers.run(layer, time: 3.6, dt: 1.0 / 15)
        let two = try TestLayers.run(layer, time: 3.6, dt: 1.0 / 15, threads: 2)
        #expect(one.particleCount(inCell: 0) >= 2 * SubCellBirthWork.minimumParentsPerChunk)
        #expect(one.particleCount(inCell: 1) > 20_000)
        #expect(ParticleDump.csv(one) == ParticleDump.csv(two))
        #expect(two.warnings.isEmpty)
    }

    /// The swaying parents with `subCells`, heads born at ``headsForTwoThreads`` for 3.6 s, then
    /// reconfigured to `layer` and stepped `steps` times: on one thread, then on two.
    private static func reconfiguredOnOneAndTwoThreads(_ subCells: SubCells, to layer: EmitterLayer, steps: Int) throws -> [ParticleSystem] {
        try [1, 2].map { threads in
            let system = try TestLayers.run(
                try swayingParents(subCells, headRate: headsForTwoThreads), time: 3.6, dt: 1.0 / 15, threads: threads)
            try system.reconfigure(layer: layer)
            for step in 1...steps { system.advance(to: 3.6 + Double(step) / 15) }
            return system
        }
    }

    /// Expects the system on two threads (`systems[1]`) to have had parents enough to share and
    /// to have met a cap with a warning containing `warning`, and to have the warnings and
    /// particles of the system on one thread.
    private static func expectCappedAsOnOneThread(_ systems: [ParticleSystem], warning: String) {
        #expect(systems[1].particleCount(inCell: 0) >= 2 * SubCellBirthWork.minimumParentsPerChunk)
        #expect(systems[1].warnings.contains { $0.contains(warning) })
        #expect(systems[0].warnings == systems[1].warnings)
        #expect(ParticleDump.csv(systems[0]) == ParticleDump.csv(systems[1]))
    }

    @Test("sub-cell births that two threads find would not fit under a lowered maxParticles are made again on one thread, as one thread makes them")
    func subCellsOverTheCapOnTwoThreads() throws {
        // Fewer heads to come, so the steady state fits, but the particles alive keep their
        // cells over their new shares until they die.
        let systems = try Self.reconfiguredOnOneAndTwoThreads(
            .constantRateAndBursts, to: try Self.swayingParents(.constantRateAndBursts, headRate: 100, maxParticles: 60_000), steps: 6)
        Self.expectCappedAsOnOneThread(systems, warning: "reached its limit")
    }

    @Test("sub-cell births that two threads have begun to make and find would not fit after a reconfiguration are taken back and made on one thread")
    func subCellsPartlyOverTheCapOnTwoThreads() throws {
        let trailsAlive = try TestLayers.run(
            try Self.swayingParents(.constantRate, headRate: Self.headsForTwoThreads), time: 3.6, dt: 1.0 / 15
        ).particleCount(inCell: 1)
        // Fewer heads to come, so that the trails' share (their steady state's bound) leaves
        // them room for a few hundred births: fewer than the first thread alone makes in a
        // step (about 19,500 parents × 3.7 a second × 1/15 s ÷ 2).
        func lowered(_ headRate: Double) throws -> EmitterLayer {
            try Self.swayingParents(.constantRate, headRate: headRate, maxParticles: 10_000_000)
        }
        func room(_ headRate: Double) throws -> Int {
            try EmitterProgram(layer: try lowered(headRate)).cells[1].particleLimit - trailsAlive
        }
        var headRate = 1_000.0
        while try room(headRate) < 0 { headRate += 100 }
        while try room(headRate) < 300 { headRate += 5 }
        #expect(try room(headRate) < 1_300)
        let systems = try Self.reconfiguredOnOneAndTwoThreads(.constantRate, to: try lowered(headRate), steps: 3)
        Self.expectCappedAsOnOneThread(systems, warning: "head.trail reached its limit")
    }

    @Test("after a reconfiguration puts a sub-cell under forces, two threads emit it as one thread does")
    func subCellsUnderNewForcesOnTwoThreads() throws {
        let systems = try Self.reconfiguredOnOneAndTwoThreads(
            .constantRate, to: try Self.swayingParents(.constantRate, headRate: Self.headsForTwoThreads, trailDrag: 0.5), steps: 3)
        #expect(systems[1].particleCount(inCell: 0) >= 2 * SubCellBirthWork.minimumParentsPerChunk)
        #expect(ParticleDump.csv(systems[0]) == ParticleDump.csv(systems[1]))
    }

    @Test("the same description and seed give the same particles; reordering or adding siblings keeps a named cell's")
    func identityKeyedRandomness() throws {
        var base = firework()
        base.emitterCells.append(cell("other", birthRate: 30, lifetime: 3) { $0.velocityRange = 10; $0.emissionRange = 1 })
        var reordered = base
        reordered.emitterCells.reverse()
        reordered.emitterCells.insert(cell("new", birthRate: 5, lifetime: 1), at: 1)
        let a = everything(try TestLayers.run(base, time: 3.2, dt: 0.05))
        let b = everything(try TestLayers.run(reordered, time: 3.2, dt: 0.05))
        for path in ["rocket", "rocket.burst", "rocket.burst.spark", "other"] {
            #expect(a[path]! == b[path]!, "\(path)")
        }
        var reseeded = base
        reseeded.seed = 4
        #expect(everything(try TestLayers.run(reseeded, time: 3.2, dt: 0.05))["rocket.burst.spark"]! != a["rocket.burst.spark"]!)
    }

    @Test("maxParticles caps the whole tree, with one warning")
    func capWithNesting() throws {
        var capped = firework()
        capped.maxParticles = 150
        let system = try TestLayers.run(capped, time: 6, dt: 1.0 / 30)
        #expect(system.particleCount <= 150)
        #expect(system.particleCount(inCell: 2) > 0)
        #expect(system.warnings.count == 1)
        #expect(system.warnings.first?.contains("more than maxParticles 150") == true)
    }

    @Test("a cell whose share of maxParticles rounds to none emits nothing, nor its sub-cells: stepped, in one step or pre-warmed",
          arguments: [1.0 / 60, 3.0])
    func starvingParent(dt: Double) throws {
        // One particle for two cells: the child, which needs more, takes it.
        let parent = cell("parent", birthRate: 1, lifetime: 0.5, children: [cell("child", birthRate: 1_000_000, lifetime: 1)])
        let starving = layer([parent]) { $0.maxParticles = 1 }
        #expect(try TestLayers.run(starving, time: 3, dt: dt).particleCount == 0)
        // Pre-warmed to when the newest parent has died too (born at 3 s, lifetime 0.5 s).
        let warmed = try ParticleSystem(layer: starving)
        warmed.advance(to: 3.7)
        #expect(warmed.particleCount == 0)
        #expect(try EmitterProgram(layer: starving).notices == [.init(
            path: "emitterCells[0]",
            reason: "cell parent gets no particle of maxParticles 1, shared between 2 cells that need 1000003 particles "
                + "together: it and its sub-cells emit nothing; raise maxParticles, or lower the other cells' birth rates "
                + "and lifetimes")])
    }

    @Test("a parent that needs a few particles keeps them beside a sub-cell that needs millions, stepped or pre-warmed",
          arguments: [1.0 / 60, 3.0])
    func parentKeepsItsShare(dt: Double) throws {
        let parent = cell("parent", birthRate: 10, lifetime: 2, children: [cell("child", birthRate: 1_000_000, lifetime: 1)])
        let capped = layer([parent]) { $0.maxParticles = 1000 }
        let program = try EmitterProgram(layer: capped)
        #expect(program.notices.isEmpty)
        // The parent's bound (21) and 16 of slack; the rest to the child.
        #expect(program.cells.map(\.particleLimit) == [37, 963])
        let system = try TestLayers.run(capped, time: 3, dt: dt)
        #expect(system.particleCount(inCell: 0) == 20, "10 a second, living 2 s")
        #expect(system.particleCount(inCell: 1) == 963)
    }

    @Test("at the cap, parents whose sub-cells are full cost no births: a step creates only the top level's")
    func fullSubCellsAreSkipped() throws {
        let parent = cell("parent", birthRate: 100, lifetime: 10, children: [cell("child", birthRate: 10_000, lifetime: 10)])
        let system = try ParticleSystem(layer: layer([parent]) { $0.maxParticles = 1000 })
        for frame in 1...240 {
            system.advance(to: Double(frame) / 60)
            // Nothing dies before 10 s: once the child's share is full (within the first second), only parents are born.
            if frame > 60 { #expect(system.latestCreations <= 2, "frame \(frame)") }
        }
        #expect(system.particleCount(inCell: 0) == 400 && system.particleCount(inCell: 1) == 500, "half the cap each")
    }

    @Test("maxParticles is shared by water-filling: small needs in full, the rest split evenly, no share above its need",
          arguments: [
            (1000, [5.0, 1e9, 0, 300], [5.0, 695, 0, 300]),
            (1000, [600.0, 600, 600], [333, 333, 334]),
            (10, [0.5, 2.5, 100], [1, 3, 6]),
            (2, [1.0, 1, 1], [0, 1, 1]),
          ])
    func fairShares(cap: Int, needs: [Double], shares: [Double]) {
        #expect(EmitterProgram.fairShares(of: cap, needs: needs) == shares)
    }

    @Test("a cell whose particles never live creates none, nor its sub-cells: pre-warmed and over 120 steps",
          arguments: [false, true])
    func neverAlive(nested: Bool) throws {
        let never = cell("never", birthRate: 5e7, lifetime: 0, children: [cell("child", birthRate: 10, lifetime: 1)])
        let top = nested ? cell("parent", birthRate: 2, lifetime: 5, children: [never]) : never
        // Only parents, 2 per second.
        let system = try expectCreations(of: layer([top]) { $0.timeOffset = 2 }, prewarmed: 5, perStep: 1, steps: 120)
        #expect(system.particleCount == (nested ? 8 : 0), "2 parents a second for 4 s, nothing else")
        #expect(system.warnings.isEmpty)
    }

    /// Sub-cells of a parent that lives 1.02 s of its own time, each emitting first at 0.5 s
    /// (rate, burst or a birth trigger), at 2 s (rate or burst), or at the parent's death.
    enum FirstEmission: CaseIterable {
        case rateWithin, rateAfter, burstWithin, burstAfter, atBirth, atDeath

        var emitsWithinTheParentsLife: Bool { ![.rateAfter, .burstAfter].contains(self) }

        func child() -> EmitterCell {
            cell("child", birthRate: 0, lifetime: 3) { child in
                child.spindrift = CellExtensions()
                switch self {
                case .rateWithin: child.birthRate = 2
                case .rateAfter: child.birthRate = 0.5
                case .burstWithin: child.spindrift?.bursts = [EmissionBurst(time: 0.5, count: 4)]
                case .burstAfter: child.spindrift?.bursts = [EmissionBurst(time: 2, count: 4)]
                case .atBirth: child.spindrift?.trigger = .birth
                case .atDeath: child.spindrift?.trigger = .death
                }
            }
        }
    }

    @Test("a cell's reach leaves out the sub-cells that first emit after its longest life: they never emit",
          arguments: FirstEmission.allCases)
    func reachOfSubCells(first: FirstEmission) throws {
        let parent = cell("parent", birthRate: 1.5, lifetime: 1.02, children: [first.child()])
        let program = try EmitterProgram(layer: layer([parent]))
        let lifetime = program.cells[0].parameters.maximumLifetime
        #expect(program.cells[0].reach == (first.emitsWithinTheParentsLife ? lifetime + program.cells[1].reach : lifetime))
    }

    @Test("with animations, whose timing and rates may move, every sub-cell counts in its parent's reach")
    func reachWithAnimations() throws {
        // The child's first birth (2 s) comes after the parent's longest life (1.5 s).
        let json = #"{"emitterCells": [{"name": "parent", "birthRate": 1.5, "lifetime": 1, "emitterCells": "#
            + #"[{"name": "child", "birthRate": 0.5, "lifetime": 3}]}], "animations": [{"class": "CABasicAnimation", "#
            + #""keyPath": "emitterCells.parent.lifetime", "fromValue": 1, "toValue": 1.5, "duration": 1}]}"#
        let program = try EmitterProgram(layer: try EmitterLayer(jsonData: Data(json.utf8), source: "a.json"))
        // Without the child's 3 s, the reach would be the parent's longest life, 1.5 s.
        #expect(program.cells[0].reach >= 1.5 + 3)
    }

    @Test("a parent sped up 4e9 times, dying before its sub-cell's first birth, creates only the parents alive, pre-warmed and over 60 steps")
    func fastParentsCostNoBirths() throws {
        let parent = cell("rocket", birthRate: 1.5, lifetime: 1.02, children: [FirstEmission.rateAfter.child()]) {
            $0.speed = 4_294_967_295
        }
        // 1.5 × 4.3e9 a second, each living 1.02 ÷ 4.3e9 s: about 1.5 alive.
        let system = try expectCreations(of: layer([parent]) { $0.timeOffset = 2 }, prewarmed: 3, perStep: 3, steps: 60)
        #expect(system.particleCount <= 3 && system.particleCount(inCell: 1) == 0)
    }

    @Test("births that all die at once cannot make a pre-warm or a step run without end")
    func boundedCreation() throws {
        // Float(1e27) is below 1e27: every particle born within 1e27 s of now has already died.
        var doomed = layer([cell("doomed", birthRate: 1e9, lifetime: 1e27)])
        doomed.timeOffset = 1e27
        doomed.maxParticles = 10
        let system = try TestLayers.run(doomed, time: 0.1, dt: 0.05)
        #expect(system.particleCount == 0)
        #expect(system.warnings.contains { $0.hasPrefix("stopped creating particles after 1000040 in one step") })
    }

    @Test("unnamed cells are named by index in key paths and dumps")
    func unnamedPaths() throws {
        let inner = cell("x", birthRate: 1, lifetime: 1) { $0.name = nil }
        let outer = cell("y", birthRate: 1, lifetime: 3, children: [cell("z", birthRate: 0, lifetime: 0) { $0.name = nil }, inner]) {
            $0.name = nil
        }
        let system = try ParticleSystem(layer: layer([outer]))
        #expect(system.cellNames == ["cell0", "cell0.cell0", "cell0.cell1"])
        #expect(system.cellIndex(of: "cell0.cell1") == 2)
    }
}
