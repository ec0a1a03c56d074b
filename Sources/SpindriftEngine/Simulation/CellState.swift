/// One compiled cell's running state: its factory, its particles, its sub-cells' states and
/// its birth schedule. Its store (and a top-level cell's schedule) are carried into a new
/// state by cell path across reconfigurations.
///
/// Every property is a constant: class properties that change pay a dynamic exclusivity
/// check on every access, and the spawner reads them per particle.
final class CellState {
    /// The cell as compiled.
    let cell: CompiledCell
    /// Spawns the cell's particles in closed form.
    let factory: ParticleFactory
    /// When the cell's particles are born, in emission time: on the layer's time for a
    /// top-level cell (rate changes start new epochs), on each parent's age for a sub-cell.
    let schedule: EmissionSchedule
    /// The schedule's plain values when its rate is constant, read for every parent of every
    /// step without copying the schedule.
    let constantRate: EmissionSchedule.ConstantRate?
    /// Its bursts, trigger and emission limit, if any.
    let bursts: EmissionBursts?
    /// The live particles.
    let store: ParticleStore
    /// Particles born during a step to parents that are still to be advanced, appended to
    /// ``store`` once it has been.
    let nursery: ParticleStore
    /// The states of the cell's sub-cells.
    let children: [CellState]
    /// ``children`` unretained (``children`` keeps them), for the loops run for every emitting
    /// parent and every birth, on several threads at once: retaining a shared child there
    /// makes the threads take turns at its reference count.
    private let unretainedChildren: [Unmanaged<CellState>]
    /// The sub-cells' schedules in plain values when every sub-cell's rate is constant (not
    /// animated), nil otherwise: what a step asks of every parent, with ``constantChildBursts``.
    let constantChildSchedules: [ConstantSchedule]?
    /// With ``constantChildSchedules``, the sub-cells' bursts (and triggers) in plain values.
    let constantChildBursts: [ChildBurst]
    /// The shortest lifetime a particle of the cell can have, in parent seconds (0 when
    /// animations may change lifetimes).
    let shortestLifetime: Double

    init(
        cell: CompiledCell, factory: ParticleFactory, schedule: EmissionSchedule, bursts: EmissionBursts?,
        store: ParticleStore, children: [CellState], shortestLifetime: Double
    ) {
        self.bursts = bursts
        self.cell = cell
        self.shortestLifetime = shortestLifetime
        self.factory = factory
        self.schedule = schedule
        constantRate = schedule.constantRate
        self.store = store
        nursery = ParticleStore(nested: store.keepsParents, integrated: store.integratedColumns > 0)
        self.children = children
        unretainedChildren = children.map { .passUnretained($0) }
        let constant = children.allSatisfy { $0.constantRate != nil }
        constantChildSchedules = constant
            ? children.map { ConstantSchedule(rate: $0.constantRate!, timing: $0.cell.parameters.timing, reach: $0.cell.reach) }
            : nil
        constantChildBursts = constant
            ? children.flatMap { child in (child.bursts?.bursts ?? []).map { ChildBurst(burst: $0, reach: child.cell.reach) } }
            : []
        store.growthLimit = cell.particleLimit
        nursery.growthLimit = cell.particleLimit
    }

    /// A store for `cell`, integrated when its motion is: `previous` (the store of the cell
    /// with its path before a reconfiguration) when it fits, else a new one holding its
    /// particles (integrated from their birth on the next pass).
    static func store(for cell: CompiledCell, carrying previous: ParticleStore?) -> ParticleStore {
        let integrated = cell.motion?.forces != nil, nested = cell.parent != nil
        if let previous, (previous.integratedColumns > 0) == integrated, previous.keepsParents == nested { return previous }
        let store = ParticleStore(nested: nested, integrated: integrated)
        if let previous { store.moveAll(from: previous) }
        return store
    }

    /// Calls `body` with each sub-cell's state, in order, without retaining it.
    @inline(__always)
    func forEachChild(_ body: (CellState) -> Void) {
        for child in unretainedChildren { child._withUnsafeGuaranteedRef(body) }
    }

    /// Whether another particle fits under the cell's share of the cap.
    var hasRoom: Bool { store.count + nursery.count < cell.particleLimit }

    /// The ordinals `first ..< last` (none when `last` is not above `first`) of the cell's
    /// births on its schedule in parent times (`after`, `through`] to a parent born at local
    /// time `origin` that lives `lifetime` seconds (infinity at the top level), younger than
    /// the cell's reach at `through`, and below `rateCount` (a limit's cutoff).
    @inline(__always)
    func scheduledOrdinals(
        origin: Double, lifetime: Double, after: Double, through: Double, rateCount: Int64
    ) -> (first: Int64, last: Int64) {
        ConstantSchedule.ordinals(
            timing: cell.parameters.timing, reach: cell.reach, lifetime: lifetime, after: after, through: through,
            rateCount: rateCount
        ) { constantRate?.emittedCount(at: $0) ?? schedule.emittedCount(at: $0, origin: origin) }
    }

    /// Whether the cell may emit in parent times (`after`, `through`] to a parent born at
    /// local time `origin` that lives `lifetime` seconds: a birth on its schedule, or a cycle
    /// of one of its bursts (a limit may still cut them off). Found without the parent's
    /// state, so that a step passes over the parents that emit nothing.
    @inline(__always)
    func mayEmit(origin: Double, lifetime: Double, after: Double, through: Double) -> Bool {
        let (first, last) = scheduledOrdinals(origin: origin, lifetime: lifetime, after: after, through: through, rateCount: .max)
        if first < last { return true }
        guard let bursts else { return false }
        return bursts.bursts.contains {
            ChildBurst(burst: $0, reach: cell.reach).mayFire(lifetime: lifetime, after: after, through: through)
        }
    }

    /// Where the bursts of a window that starts after parent time `after` start to matter:
    /// a cycle more than the cell's reach before `through` leaves nothing alive at it.
    func burstsAfter(_ after: Double, through: Double) -> Double {
        Self.burstsAfter(after, through: through, reach: cell.reach)
    }

    /// ``burstsAfter(_:through:)`` of a cell whose particles reach `reach` seconds.
    @inline(__always)
    static func burstsAfter(_ after: Double, through: Double, reach: Double) -> Double {
        max(after, through - reach)
    }

    /// Whether a birth of this cell within `span` parent seconds of the time it is aged to
    /// could still keep a particle: one of its own, or, when it can die within the span (and
    /// yet have emitted), one of its sub-cells'. Room only shrinks while a step emits (the
    /// kill comes after), so once false it stays false until then.
    func canReceive(within span: Double) -> Bool {
        hasRoom || (span >= shortestLifetime && children.contains { $0.canReceive(within: span) })
    }
}

/// One burst (or trigger) of a sub-cell, with the sub-cell's reach, in plain values: read
/// for every parent alive without counting references to the sub-cell's state.
struct ChildBurst {
    let burst: EmissionBursts.Burst
    let reach: Double

    /// Whether a cycle of the burst falls in parent times (`after`, `through`] of a parent
    /// living `lifetime` seconds, late enough to leave a particle alive at `through`.
    @inline(__always)
    func mayFire(lifetime: Double, after: Double, through: Double) -> Bool {
        let from = CellState.burstsAfter(after, through: through, reach: reach)
        return burst.cycles(after: from, closed: false, through: through, lifetime: lifetime) != nil
    }
}

/// A sub-cell's schedule at a constant rate, with its timing and reach, in plain values: read
/// for every parent alive without counting references to the sub-cell's state.
struct ConstantSchedule {
    let rate: EmissionSchedule.ConstantRate
    let timing: CellTiming
    let reach: Double

    /// ``CellState/scheduledOrdinals(origin:lifetime:after:through:rateCount:)`` of the sub-cell.
    @inline(__always)
    func ordinals(lifetime: Double, after: Double, through: Double, rateCount: Int64) -> (first: Int64, last: Int64) {
        Self.ordinals(timing: timing, reach: reach, lifetime: lifetime, after: after, through: through, rateCount: rateCount) {
            rate.emittedCount(at: $0)
        }
    }

    /// The lanes of eight parents whose sub-cell may be born in parent times (`after`,
    /// `through`] to a parent living `lifetime` seconds: ``ordinals(lifetime:after:through:rateCount:)``
    /// worked out lane by lane with the same operations, in births past the epoch rather than
    /// ordinals (which order as they do). A lane left clear has no birth.
    @inline(__always)
    func mayEmit(lifetime: SIMD8<Double>, after: SIMD8<Double>, through: SIMD8<Double>) -> SIMDMask<SIMD8<Int64>> {
        let fromAfter = rate.births(at: timing.emissionTime(at: after))
        let fromReach = rate.births(at: timing.emissionTime(at: through - reach))
        // Swift's min(through, lifetime) and max(fromAfter, fromReach), as the scalar takes them.
        let last = rate.births(at: timing.emissionTime(at: through.replacing(with: lifetime, where: lifetime .< through)))
        let first = fromAfter.replacing(with: fromReach, where: fromReach .>= fromAfter)
        return last .> first
    }

    /// The ordinals `first ..< last` of a cell timed by `timing` whose particles reach `reach`
    /// seconds, born in parent times (`after`, `through`] to a parent living `lifetime`
    /// seconds, below `rateCount`, its births by emission time t being `emitted(t)`.
    @inline(__always)
    static func ordinals(
        timing: CellTiming, reach: Double, lifetime: Double, after: Double, through: Double, rateCount: Int64,
        emitted: (Double) -> Int64
    ) -> (first: Int64, last: Int64) {
        let first = max(emitted(timing.emissionTime(at: after)), emitted(timing.emissionTime(at: through - reach)))
        return (first, min(emitted(timing.emissionTime(at: min(through, lifetime))), rateCount))
    }
}
