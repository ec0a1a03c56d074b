/// A read-only view of one cell's live particles, in storage order (arbitrary: particles die
/// by swap-remove), as ``ParticleSystem/store(ofCell:)`` hands it out: readers see the store
/// as it is, and cannot grow, empty or kill it. What it shows changes when the system steps.
public struct ParticleStoreView {
    let store: ParticleStore

    /// How many particles are alive; they have the indices `0 ..< count`.
    public var count: Int { store.count }

    /// How many particles fit before the store grows.
    public var capacity: Int { store.capacity }

    /// The particle at `index`, which must be below ``count``, with its age at local time `now`
    /// (seconds) and its cell's `rates` and `curves` (for its state at that age).
    package func particle(at index: Int, now: Double, rates: ParticleRates = .zero, curves: LifeCurves? = nil, motion: MotionModel? = nil) -> Particle {
        store.particle(at: index, now: now, rates: rates, curves: curves, motion: motion)
    }

    /// Calls `body` with pointers to the columns, to be read only and only during the call.
    package func withColumns<Result>(_ body: (ParticleColumns) throws -> Result) rethrows -> Result {
        try store.withColumns(body)
    }
}
