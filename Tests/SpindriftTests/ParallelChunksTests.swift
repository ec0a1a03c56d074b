import Synchronization
import Testing
import Spindrift

@Suite("ParallelChunks")
struct ParallelChunksTests {
    @Test("chunks cover the range once, aligned, never below the minimum", arguments: [
        (0, 4, 16, 1), (100, 2, 10, 16), (1_000, 3, 100, 16), (1_000, 8, 400, 1), (65_536, 2, 32_768, 16),
    ])
    func coverage(count: Int, threads: Int, minimum: Int, alignment: Int) {
        let visits = Mutex([Range<Int>]())
        ParallelChunks.forEach(in: count, threads: threads, minimumPerChunk: minimum, alignment: alignment) { range in
            visits.withLock { $0.append(range) }
        }
        let chunks = visits.withLock { $0 }.sorted { $0.lowerBound < $1.lowerBound }
        #expect(chunks.first?.lowerBound == 0 && chunks.last?.upperBound == count)
        #expect(zip(chunks, chunks.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(chunks.count <= max(1, min(threads, count / minimum)))
        #expect(chunks.dropLast().allSatisfy { $0.upperBound % alignment == 0 })
    }
}
