/// Advancing an integrated cell's particles (``FieldForces``) as ``ChunkedWork``, one per
/// store, reused by every step: each particle by whole steps of its cell's
/// ``FieldForces/step`` from its own birth, up to the last whole step at ``now``. A particle
/// depends only on its own columns, so which thread advances it does not matter, and how
/// the frames cut time does not either: the steps are the same.
final class IntegrationWork: ChunkedWork, @unchecked Sendable {
    // Set before a run, read only during it; each chunk writes only its own particles.
    var columns: ParticleColumns?
    var motion: CellMotion?
    var factory: ParticleFactory?
    /// Local seconds to advance to.
    var now = 0.0
    /// The most steps one particle may take in this run.
    var stepLimit: UInt32 = .max
    /// Whether a particle stopped short of ``now`` at ``stepLimit``; written by the chunks
    /// (only ever set, so the order of their writes does not matter).
    @exclusivity(unchecked) var fellBehind = false

    func runChunk(_ range: Range<Int>) {
        guard let columns, let motion, let forces = motion.forces, let factory else { return }
        let h = forces.step
        // Eight particles advance at once, one lane each; a lane whose particle has taken its
        // steps is stored and takes the next particle due some, so that particles due
        // different numbers of steps (a pre-warm, a seek) keep every lane busy.
        var lanes = Lanes()
        var next = range.lowerBound
        while true {
            // Eight neighbours each due one step, the steady state's common case, go straight
            // from the columns through the lanes and back.
            if lanes.free == Lanes.allFree, next + Lanes.width <= range.upperBound, stepGroup(from: next, columns, forces) {
                next += Lanes.width
                continue
            }
            while lanes.free != 0, next < range.upperBound {
                let index = next
                next += 1
                let birth = columns.deathTimes[index] - Double(columns[.lifetime][index])
                var steps = columns.steps(at: index)
                if steps == IntegratedColumn.notStarted {
                    start(index, birth: birth, columns: columns, motion: motion, factory: factory)
                    steps = 0
                }
                let due = ((now - birth) / h).rounded(.down)
                guard due.isFinite, due > Double(steps) else { continue }
                let reachable = Double(steps) + Double(stepLimit)
                if due > reachable { fellBehind = true }
                let target = UInt32(min(due, reachable, Double(IntegratedColumn.notStarted - 1)))
                guard target > steps else { continue }
                let lane = lanes.free.trailingZeroBitCount
                lanes.free &= lanes.free - 1
                (lanes.indices[lane], lanes.steps[lane], lanes.targets[lane], lanes.births[lane]) = (index, steps, target, birth)
                lanes.states[lane: lane] = forces.storedState(in: columns, at: index)
                lanes.traits[lane: lane] = forces.traits(in: columns, at: index)
            }
            guard lanes.free != Lanes.allFree else { return }
            var times = FieldForces.Lanes()
            for lane in 0..<FieldForces.Lanes.scalarCount { times[lane] = lanes.births[lane] + Double(lanes.steps[lane]) * h }
            let advanced = forces.advanced(lanes.states, time: times, by: FieldForces.Lanes(repeating: h), particle: lanes.traits)
            for lane in 0..<FieldForces.Lanes.scalarCount where lanes.free & 1 << lane == 0 {
                // Rounded to the stored precision after every step, so that the state after
                // step k is the same bits however many steps a run takes at once.
                let state = advanced[lane: lane]
                lanes.states[lane: lane] = FieldForces.State(
                    position: SIMD2(SIMD2<Float>(state.position)), velocity: SIMD2(SIMD2<Float>(state.velocity)))
                lanes.steps[lane] += 1
                guard lanes.steps[lane] == lanes.targets[lane] else { continue }
                let index = lanes.indices[lane]
                let stored = lanes.states[lane: lane]
                columns[integrated: .positionX][index] = Float(stored.position.x)
                columns[integrated: .positionY][index] = Float(stored.position.y)
                columns[integrated: .velocityX][index] = Float(stored.velocity.x)
                columns[integrated: .velocityY][index] = Float(stored.velocity.y)
                columns.setSteps(lanes.steps[lane], at: index)
                lanes.free |= 1 << lane
            }
        }
    }

    /// Advances the eight particles from `first` on by one step when each of them is started
    /// and due exactly one step, as the lanes of ``runChunk(_:)`` would; returns whether it
    /// did.
    @inline(__always)
    private func stepGroup(from first: Int, _ columns: ParticleColumns, _ forces: FieldForces) -> Bool {
        let h = forces.step
        let steps = load(columns.stepCounts, first)
        let births = load(columns.deathTimes, first) - doubles(load(columns[.lifetime], first))
        let due = ((now - births) / h).rounded(.down)
        for lane in 0..<Lanes.width {
            // Started, due one step (its target is its steps + 1), and with room for it.
            guard steps[lane] < IntegratedColumn.notStarted - 1, due[lane] == Double(steps[lane]) + 1 else { return false }
        }
        let advanced = forces.advanced(
            forces.storedStates(in: columns, from: first), time: births + doubles(steps) * h, by: FieldForces.Lanes(repeating: h),
            particle: forces.traits(in: columns, from: first))
        store(floats(advanced.x), columns[integrated: .positionX], first)
        store(floats(advanced.y), columns[integrated: .positionY], first)
        store(floats(advanced.velocityX), columns[integrated: .velocityX], first)
        store(floats(advanced.velocityY), columns[integrated: .velocityY], first)
        store(steps &+ 1, columns.stepCounts, first)
        return true
    }

    /// The particles being advanced, one per lane, and which lanes are free.
    private struct Lanes {
        /// Particles advanced at once.
        static let width = FieldForces.Lanes.scalarCount
        /// Every lane free.
        static let allFree: UInt8 = 0xFF
        /// A bit per lane, set when the lane holds no particle.
        var free = allFree
        var indices = SIMD8<Int>(), steps = SIMD8<UInt32>(), targets = SIMD8<UInt32>()
        var births = FieldForces.Lanes()
        var states = FieldForces.StateLanes(repeating: FieldForces.State(position: .zero, velocity: .zero))
        var traits = FieldForces.TraitLanes()
    }

    /// Starts the particle at `index`: its state from its birth values, its source (the
    /// emitter's centre at its birth, or for a sub-cell its birth position, its parent's
    /// position then) and its own radial and tangential acceleration.
    private func start(
        _ index: Int, birth: Double, columns: ParticleColumns, motion: CellMotion, factory: ParticleFactory
    ) {
        let forces = motion.forces!
        columns[integrated: .positionX][index] = columns[.originX][index]
        columns[integrated: .positionY][index] = columns[.originY][index]
        columns[integrated: .velocityX][index] = columns[.initialVelocityX][index]
        columns[integrated: .velocityY][index] = columns[.initialVelocityY][index]
        let source = motion.isSubCell
            ? SIMD2(Double(columns[.originX][index]), Double(columns[.originY][index]))
            : SIMD2(factory.emitterCenter(at: birth).x, factory.emitterCenter(at: birth).y)
        columns[integrated: .sourceX][index] = Float(source.x)
        columns[integrated: .sourceY][index] = Float(source.y)
        var random = motion.generator(ordinal: columns.ordinals[index], parent: columns.parent(at: index))
        columns[integrated: .radial][index] = Float(forces.radial.drawn(random.nextCentered()))
        columns[integrated: .tangential][index] = Float(forces.tangential.drawn(random.nextCentered()))
        columns.setSteps(0, at: index)
    }
}

extension ParticleStore {
    /// Integration steps one pass over a store may take in all, split evenly over its
    /// particles: what bounds a pre-warm or seek of long-lived integrated particles.
    package static let integrationBudget = 50_000_000

    /// Particles below which one thread integrates a run faster than several.
    package static let minimumIntegrationsPerThread = 256

    /// Advances every particle of this integrated store to the last whole step of its
    /// cell's `motion` at local time `now`, on up to `threads` threads; returns false when
    /// the budget left some behind (they catch up on later passes).
    @discardableResult
    func integrate(to now: Double, motion: CellMotion, factory: ParticleFactory, threads: Int) -> Bool {
        guard integratedColumns > 0, count > 0 else { return true }
        let work = integrating
        return withColumns { columns in
            (work.columns, work.motion, work.factory, work.now) = (columns, motion, factory, now)
            work.stepLimit = UInt32(max(1, Self.integrationBudget / count))
            work.fellBehind = false
            defer { (work.columns, work.motion, work.factory) = (nil, nil, nil) }
            ParallelChunks.run(work, in: count, threads: threads, minimumPerChunk: Self.minimumIntegrationsPerThread)
            return !work.fellBehind
        }
    }
}
