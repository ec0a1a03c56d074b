import Spindrift

/// The naive baseline: an array of ``NaiveParticle`` objects, updated one by one.
final class NaiveParticleSystem {
    private(set) var particles: [NaiveParticle]

    /// Copies of the live particles of `store`.
    init(copying store: ParticleStore) {
        particles = (0..<store.count).map { NaiveParticle(store.particle(at: $0, now: 0)) }
    }

    /// Advances every particle by `dt` seconds.
    func update(by dt: Float, constants: ParticleUpdateConstants) {
        for particle in particles {
            particle.update(by: dt, constants: constants)
        }
    }
}
