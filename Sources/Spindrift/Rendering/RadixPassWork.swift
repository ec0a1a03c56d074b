/// One pass of the radix sort on several threads, as ``ChunkedWork``: each chunk of the keys
/// counts its digits, then, from offsets that place every chunk's keys after the previous
/// chunks' keys of the same digit (so the sort stays stable), scatters them. One per batch.
final class RadixPassWork: ChunkedWork, @unchecked Sendable {
    /// What a run does.
    enum Step {
        /// Count each chunk's digits into its row of ``counts``.
        case count
        /// Move each chunk's keys from ``source`` to ``target`` at its row's offsets.
        case scatter
    }

    // Set before a run, read only during it; each chunk touches only its own keys and row.
    var step = Step.count
    var source: UnsafeMutablePointer<UInt64>?
    var target: UnsafeMutablePointer<UInt64>?
    /// One row of ``RadixSort/digits`` counts per chunk, by chunk.
    var counts: UnsafeMutablePointer<UInt32>?
    var plan = ChunkPlan(count: 0, threads: 1, minimumPerChunk: 1, alignment: 1)
    var shift: UInt64 = 32

    func runChunk(_ range: Range<Int>) {
        guard let source, let counts else { return }
        let row = counts + plan.chunk(of: range) * RadixSort.digits
        let mask = UInt64(RadixSort.digits - 1)
        switch step {
        case .count:
            row.initialize(repeating: 0, count: RadixSort.digits)
            for index in range { row[Int(truncatingIfNeeded: (source[index] >> shift) & mask)] &+= 1 }
        case .scatter:
            guard let target else { return }
            for index in range {
                let key = source[index]
                let digit = Int(truncatingIfNeeded: (key >> shift) & mask)
                target[Int(truncatingIfNeeded: row[digit])] = key
                row[digit] &+= 1
            }
        }
    }
}
