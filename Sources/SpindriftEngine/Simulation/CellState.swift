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
    /// Its bursts, trigger and emission limit, if any.
    let bursts: EmissionBursts?
    /// The live particles.
    let store: ParticleStore
    /// Particles born during a step to parents that are still to be advanced, appended to
    /// ``store`` once it has been.
    let nursery: ParticleStore
    /// The states of the cell's sub-cells.
    let children: [CellState]
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
        self.store = store
        nursery = ParticleStore(integrated: store.integratedColumns > 0)
        self.children = children
        store.growthLimit = cell.particleLimit
        nursery.growthLimit = cell.particleLimit
    }

    /// A store for `cell`, integrated when its motion is: `previous` (the store of the cell
    /// with its path before a reconfiguration) when it fits, else a new one holding its
    /// particles (integrated from their birth on the next pass).
    static func store(for cell: CompiledCell, carrying previous: ParticleStore?) -> ParticleStore {
        let integrated = cell.motion?.forces != nil
        if let previous, (previous.integratedColumns > 0) == integrated { return previous }
        let store = ParticleStore(integrated: integrated)
        if let previous { store.moveAll(from: previous) }
        return store
    }

    /// Whether another particle fits under the cell's share of the cap.
    var hasRoom: Bool { store.count + nursery.count < cell.particleLimit }

    /// Whether a birth of this cell within `span` parent seconds of the time it is aged to
    /// could still keep a particle: one of its own, or, when it can die within the span (and
    /// yet have emitted), one of its sub-cells'. Room only shrinks while a step emits (the
    /// kill comes after), so once false it stays false until then.
    func canReceive(within span: Double) -> Bool {
        hasRoom || (span >= shortestLifetime && children.contains { $0.canReceive(within: span) })
    }
}
