/// The kill, one per store, reused by every step: the scan over the death keys, in parallel
/// parts, each listing its dead particles; then, on the calling thread, the swap-removes of
/// the classic scan (lowest hole first, filled from the end) worked out from those lists as
/// moves; then the moves, in parallel. The store ends in the same order whatever the number
/// of threads.
///
/// The scan skips whole blocks of ``blockSize`` particles whose smallest death key is past
/// the step: each scan keeps, per block, the smallest key of the particles it leaves alive
/// (and of those moved in), which stays a lower bound until particles are appended past
/// ``validCount``. Births arrive in order of birth and the dying are replaced by the
/// youngest, so the particles that die in a step are bunched in a few blocks when lifetimes
/// vary little, and the scan reads a few kilobytes instead of every key.
final class KillWork: ChunkedWork, @unchecked Sendable {
    /// What a run does with its chunks.
    enum Phase {
        /// Each chunk is a range of parts (``parts``) whose dead particles it lists.
        case scan
        /// Each chunk is a range of moves to make.
        case move
    }

    /// Particles per block of the smallest-key index: a multiple of ``ParticleStore/simdWidth``.
    static let blockSize = 1024

    // Set before a run, read only during it; each chunk writes only its own list, the
    // minima of its own blocks, or the particles of its own moves (no two moves share a
    // source or a destination).
    var phase = Phase.scan
    var columns: ParticleColumns?
    /// Local seconds: particles whose death time is at or before it die.
    var now = 0.0
    /// The particles' parts, whole blocks each, one list of dead particles each.
    var parts = ChunkPlan(count: 0, threads: 1, minimumPerChunk: 1, alignment: 1)
    /// The dead particles of each part, ascending; grown on the calling thread before a scan.
    private(set) var found: [IndexBuffer] = []
    /// Every dead particle, ascending: the parts' lists end to end.
    let dead = IndexBuffer()
    /// Where each move takes a particle from, and where to.
    let sources = IndexBuffer(), destinations = IndexBuffer()
    /// The smallest death key of each block, valid for the blocks wholly below ``validCount``.
    @exclusivity(unchecked) private var minima: UnsafeMutablePointer<Float> = .allocate(capacity: 1)
    @exclusivity(unchecked) private var minimaCapacity = 1
    /// The particles covered by ``minima``: those below it have not changed since the last
    /// scan but for the moves it made. Lowered when the store's count falls below it.
    @exclusivity(unchecked) var validCount = 0

    deinit {
        minima.deallocate()
    }

    /// Makes sure every part has its list and every block its minimum, and empties the lists.
    func prepareScan(count: Int) {
        while found.count < parts.chunks { found.append(IndexBuffer()) }
        for list in found { list.removeAll() }
        let blocks = (count + Self.blockSize - 1) / Self.blockSize
        guard blocks > minimaCapacity else { return }
        let grown = UnsafeMutablePointer<Float>.allocate(capacity: max(blocks, 2 * minimaCapacity))
        grown.initialize(from: minima, count: minimaCapacity)
        minima.deallocate()
        (minima, minimaCapacity) = (grown, max(blocks, 2 * minimaCapacity))
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

    /// Lists the particles of `range` (whole blocks but at the end) whose death time is at
    /// or before ``now``: blocks whose smallest key is past it are skipped, the others read
    /// 16 keys at a time and the exact time only where a key may have passed; each block
    /// scanned gets the smallest key of the particles it keeps.
    private func scan(_ range: Range<Int>, of columns: ParticleColumns, into list: IndexBuffer) {
        let deaths = columns.deathTimes, keys = columns.deathKeys
        let scalarLimit = ParticleColumns.deathKeyLimit(now)
        let limit = SIMD16<Float>(repeating: scalarLimit)
        let width = ParticleStore.simdWidth
        var blockStart = range.lowerBound
        while blockStart < range.upperBound {
            let block = blockStart / Self.blockSize
            let blockEnd = min(blockStart + Self.blockSize, range.upperBound)
            defer { blockStart = blockEnd }
            if blockStart + Self.blockSize <= validCount, minima[block] > scalarLimit { continue }
            var smallest = Float.infinity
            var index = blockStart
            while index < blockEnd {
                if index + width <= blockEnd {
                    let chunk = UnsafeRawPointer(keys + index).loadUnaligned(as: SIMD16<Float>.self)
                    if !any(chunk .<= limit) {
                        smallest = min(smallest, chunk.min())
                        index += width
                        continue
                    }
                }
                if deaths[index] <= now { list.append(index) } else { smallest = min(smallest, keys[index]) }
                index += 1
            }
            minima[block] = smallest
        }
    }

    /// Gathers the parts' lists and works out the moves that the classic swap-remove makes
    /// among `count` particles; returns how many stay alive. Each move also lowers its
    /// destination block's minimum to the moved particle's key.
    ///
    /// The classic scan, at its lowest hole, takes the last particle: a dead one is dropped
    /// and the next last is tried; a live one fills the hole, and the scan goes on to the next
    /// hole. So the holes are taken lowest first and the tail highest first; a move is made
    /// only for a live tail particle, and the dead ones it would move on the way are
    /// overwritten before anything reads them, so they are not moved at all.
    func planMoves(count: Int) -> Int {
        guard let columns else { return count }
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
                let hole = dead[lowest]
                sources.append(alive)
                destinations.append(hole)
                minima[hole / Self.blockSize] = min(minima[hole / Self.blockSize], columns.deathKeys[alive])
                lowest += 1
            }
        }
        return alive
    }
}
