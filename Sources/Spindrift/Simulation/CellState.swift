/// One compiled cell's running state: its factory, its particles and, for a top-level cell,
/// its birth schedule on the layer's time. Its store and schedule are carried into a new
/// state by cell path across reconfigurations.
///
/// Everything but the nursery is a constant: class properties that change pay a dynamic
/// exclusivity check on every access, and the spawner reads them per particle.
final class CellState {
    /// The cell as compiled.
    let cell: CompiledCell
    /// Spawns the cell's particles in closed form.
    let factory: ParticleFactory
    /// When a top-level cell's particles are born, in emission time; sub-cells schedule
    /// births on each parent's age instead.
    let schedule: EmissionSchedule
    /// The live particles.
    let store: ParticleStore
    /// Particles born during a step to parents that are still to be advanced, appended to
    /// ``store`` once it has been (created when first needed).
    var nursery: ParticleStore?

    init(cell: CompiledCell, factory: ParticleFactory, schedule: EmissionSchedule, store: ParticleStore) {
        self.cell = cell
        self.factory = factory
        self.schedule = schedule
        self.store = store
    }

    /// Whether another particle fits under the cell's share of the cap.
    var hasRoom: Bool { store.count + (nursery?.count ?? 0) < cell.particleLimit }
}
