import Spindrift

/// Every live particle by cell path, identity-sorted.
func everything(_ system: ParticleSystem) -> [String: [Particle]] {
    Dictionary(uniqueKeysWithValues: system.program.cells.map { ($0.path.description, system.particles(inCell: $0.index)) })
}

/// Whether two systems hold the same particles, values equal within `tolerance` (relative above 1).
func same(_ a: ParticleSystem, _ b: ParticleSystem, tolerance: Float = 2e-3) -> Bool {
    let (x, y) = (everything(a), everything(b))
    guard x.keys == y.keys else { return false }
    for (path, particles) in x {
        let others = y[path]!
        guard particles.map(\.ordinal) == others.map(\.ordinal), particles.map(\.parent) == others.map(\.parent) else {
            return false
        }
        for (p, q) in zip(particles, others) {
            let scale = max(1, p.position.replacing(with: -p.position, where: p.position .< 0).max())
            guard maxDifference(p.position, q.position) <= tolerance * scale,
                  maxDifference(p.color, q.color) <= tolerance, abs(p.age - q.age) <= 1e-3
            else { return false }
        }
    }
    return true
}
