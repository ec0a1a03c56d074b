/// One cell's running state: its factory, birth schedule and particle store.
final class CellSimulation {
    /// The cell's description.
    var cell: EmitterCell
    /// Spawns particles in closed form.
    var factory: ParticleFactory
    /// When particles are born.
    var schedule: EmissionSchedule
    /// The live particles.
    let store: ParticleStore
    /// The most particles this cell may hold: the capacity, or its share of the layer's
    /// `maxParticles` when the layer is capped.
    let particleLimit: Int

    init(cell: EmitterCell, factory: ParticleFactory, schedule: EmissionSchedule, store: ParticleStore, particleLimit: Int) {
        self.cell = cell
        self.factory = factory
        self.schedule = schedule
        self.store = store
        self.particleLimit = min(particleLimit, store.capacity)
    }

    /// Adds the particles with `ordinals` as they are at local time `time`, oldest first,
    /// skipping those already dead and those beyond the particle limit.
    func spawn(_ ordinals: Range<Int64>, at time: Double) {
        guard factory.parameters.birthRate > 0 else { return }
        // Births older than the longest lifetime are dead already: skipping them bounds the
        // loop by the steady state, however high the rate or long the step.
        let firstAlive = schedule.emittedCount(at: time - factory.parameters.maximumLifetime)
        for ordinal in max(ordinals.lowerBound, firstAlive)..<max(ordinals.upperBound, firstAlive) {
            guard store.count < particleLimit else { return }
            // A birth at the very end of the step can land a rounding error past it.
            let age = max(0, time - schedule.birthTime(of: ordinal))
            if let particle = factory.particle(ordinal: ordinal, age: age) {
                store.append(particle)
            }
        }
    }

    /// Fills the store with the particles alive at local time `time`, as if it had run since
    /// local time 0, newest first so that a capped store keeps the longest-lived.
    func prewarm(to time: Double) {
        store.removeAll()
        guard factory.parameters.birthRate > 0 else { return }
        let newest = schedule.emittedCount(at: time)
        let oldest = max(0, schedule.emittedCount(at: time - factory.parameters.maximumLifetime))
        var ordinal = newest - 1
        while ordinal >= oldest, store.count < particleLimit {
            if let particle = factory.particle(ordinal: ordinal, age: time - schedule.birthTime(of: ordinal)) {
                store.append(particle)
            }
            ordinal -= 1
        }
    }
}
