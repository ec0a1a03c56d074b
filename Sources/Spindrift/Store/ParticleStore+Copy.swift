extension ParticleStore {
    /// Replaces the contents with the first particles of `other`, at most `limit` of them.
    func copyParticles(from other: ParticleStore, limit: Int) {
        let copied = min(other.count, limit, capacity)
        withColumns { destination in
            other.withColumns { source in
                for column in ParticleColumn.floatColumns {
                    destination[column].update(from: source[column], count: copied)
                }
                destination.ordinals.update(from: source.ordinals, count: copied)
            }
        }
        count = copied
    }
}
