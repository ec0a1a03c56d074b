/// The kill on several threads, one per store, reused by every step: the scan over the death
/// keys in parallel parts, each listing its dead particles; then, on one thread, the
/// swap-removes the serial scan would make, worked out from those lists as moves (a live
/// particle from the end into a hole); then the moves in parallel. The store ends in the
/// same order as after the serial scan, whatever the number of threads.
final class KillWork: ChunkedWork, @unchecked Sendable {
    /// What a run does with its chunks.
    enum Phase {
        /// Each chunk is a range of parts (``parts``) whose dead particles it lists.
        case scan
        /// Each chunk is a range of moves to make.
        case move
    }

    // Set before a run, read only during it; each chunk writes only its own list or the
    // particles of its own moves (no two moves share a source or a destination).
    var phase = Phase.scan
    var columns: ParticleColumns?
    /// Local seconds: particles whose death time is at or before it die.
    var now = 0.0
    /// The particles' parts, one list of dead particles each.
    var parts = ChunkPlan(count: 0, threads: 1, minimumPerChunk: 1, alignment: 1)
    /// The dead particles of each part, ascending; grown on the calling thread before a scan.
    private(set) var found: [IndexBuffer] = []
    /// Every dead particle, ascending: the parts' lists end to end.
    let dead = IndexBuffer()
    /// Where each move takes a particle from, and where to.
    let sources = IndexBuffer(), destinations = IndexBuffer()

    /// Makes sure every part has its list, and empties them.
    func prepareScan() {
        while found.count < parts.chunks { found.append(IndexBuffer()) }
        for list in found { list.removeAll() }
    }

    func runChunk(_ range: Range<Int>) {
        guard let columns else { return }
        switch phase {
        case .scan:
            for part in range { scan(parts.range(of: part), of: columns, into: found[part]) }
        case .move:
            for move in range { columns.moveParticle(from: sources[move], to: destinations[move]) }
        }
    }

    /// Lists the particles of `range` whose death time is at or before ``now``, reading the
    /// 4-byte death keys 16 at a time and the exact time only where a key may have passed.
    private func scan(_ range: Range<Int>, of columns: ParticleColumns, into list: IndexBuffer) {
        let deaths = columns.deathTimes, keys = columns.deathKeys
        let limit = SIMD16<Float>(repeating: ParticleColumns.deathKeyLimit(now))
        let width = ParticleStore.simdWidth
        var index = range.lowerBound
        while index < range.upperBound {
            if index & (width - 1) == 0, index + width <= range.upperBound,
               !any(UnsafeRawPointer(keys + index).loadUnaligned(as: SIMD16<Float>.self) .<= limit) {
                index += width
                continue
            }
            if deaths[index] <= now { list.append(index) }
            index += 1
        }
    }

    /// Gathers the parts' lists and works out the moves that the serial swap-remove makes
    /// among `count` particles; returns how many stay alive.
    ///
    /// The serial scan, at its lowest hole, takes the last particle: a dead one is dropped
    /// and the next last is tried; a live one fills the hole, and the scan goes on to the next
    /// hole. So the holes are taken lowest first and the tail highest first; a move is made
    /// only for a live tail particle, and the dead ones moved on the way are overwritten
    /// before anything reads them, so they are not moved at all.
    func planMoves(count: Int) -> Int {
        dead.removeAll()
        for part in 0..<parts.chunks { dead.append(contentsOf: found[part]) }
        sources.removeAll()
        destinations.removeAll()
        var alive = count, lowest = 0, highest = dead.count - 1
        while lowest <= highest {
            alive -= 1
            if dead[highest] == alive {
                highest -= 1
            } else {
                sources.append(alive)
                destinations.append(dead[lowest])
                lowest += 1
            }
        }
        return alive
    }
}
