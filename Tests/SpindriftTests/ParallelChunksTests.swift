import Synchronization
import Testing
import Spindrift

/// Work that records the chunks it is given.
private final class RecordedChunks: ChunkedWork {
    let visits = Mutex([Range<Int>]())

    func runChunk(_ range: Range<Int>) {
        visits.withLock { $0.append(range) }
    }
}

@Suite("ParallelChunks")
struct ParallelChunksTests {
    @Test("chunks cover the range once, aligned, never below the minimum", arguments: [
        (0, 4, 16, 1), (100, 2, 10, 16), (1_000, 3, 100, 16), (1_000, 8, 400, 1), (65_536, 2, 32_768, 16),
    ])
    func coverage(count: Int, threads: Int, minimum: Int, alignment: Int) {
        let work = RecordedChunks()
        ParallelChunks.run(work, in: count, threads: threads, minimumPerChunk: minimum, alignment: alignment)
        let chunks = work.visits.withLock { $0 }.sorted { $0.lowerBound < $1.lowerBound }
        #expect(chunks.first?.lowerBound == 0 && chunks.last?.upperBound == count)
        #expect(zip(chunks, chunks.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(chunks.count <= max(1, min(threads, count / minimum)))
        #expect(chunks.dropLast().allSatisfy { $0.upperBound % alignment == 0 })
    }

    @Test("each chunk a run is handed is found again by its range", arguments: [
        (100, 2, 10, 16), (1_000, 3, 100, 16), (1_000, 8, 100, 1),
    ])
    func chunkOfRange(count: Int, threads: Int, minimum: Int, alignment: Int) {
        let work = RecordedChunks()
        ParallelChunks.run(work, in: count, threads: threads, minimumPerChunk: minimum, alignment: alignment)
        let plan = ChunkPlan(count: count, threads: threads, minimumPerChunk: minimum, alignment: alignment)
        let chunks = work.visits.withLock { $0 }
        #expect(chunks.count == plan.chunks)
        #expect(Set(chunks.map { plan.chunk(of: $0) }) == Set(0..<plan.chunks))
        #expect(chunks.allSatisfy { plan.range(of: plan.chunk(of: $0)) == $0 })
    }

    @Test("jobs from several threads at once each run whole, one after another")
    func concurrentCallers() async {
        let works = (0..<8).map { _ in RecordedChunks() }
        await withTaskGroup(of: Void.self) { group in
            for work in works {
                group.addTask { ParallelChunks.run(work, in: 10_000, threads: 2, minimumPerChunk: 100) }
            }
        }
        for work in works {
            let chunks = work.visits.withLock { $0 }.sorted { $0.lowerBound < $1.lowerBound }
            #expect(chunks == [0..<5000, 5000..<10_000])
        }
    }
}
