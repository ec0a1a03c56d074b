/// Splits work over `0 ..< count` into contiguous chunks, one per thread, and runs them on the
/// shared ``WorkerPool``: the scheme of the multi-core kernels (and of the benchmark's
/// bandwidth probes, so that they split work the same way).
package enum ParallelChunks {
    /// Runs `work` once per chunk of `0 ..< count`: at most `threads` chunks (at least one),
    /// none smaller than `minimumPerChunk` (waking a thread costs more than a smaller chunk
    /// saves), every bound but `count` a multiple of `alignment`. One chunk runs on the
    /// calling thread.
    package static func run(
        _ work: any ChunkedWork, in count: Int, threads: Int, minimumPerChunk: Int, alignment: Int = 1
    ) {
        let plan = ChunkPlan(count: count, threads: threads, minimumPerChunk: minimumPerChunk, alignment: alignment)
        guard plan.chunks > 1 else {
            work.runChunk(0..<count)
            return
        }
        WorkerPool.shared.run(work, plan: plan)
    }
}

/// How `0 ..< count` is cut into chunks.
package struct ChunkPlan: Sendable {
    /// The number of chunks.
    package let chunks: Int
    private let count: Int, chunkSize: Int

    package init(count: Int, threads: Int, minimumPerChunk: Int, alignment: Int) {
        let minimumPerChunk = max(1, minimumPerChunk), alignment = max(1, alignment)
        self.count = count
        chunks = min(max(1, threads), max(1, count / minimumPerChunk))
        chunkSize = (count / chunks + alignment - 1) / alignment * alignment
    }

    /// The chunk whose elements are `range`, as ``ParallelChunks/run(_:in:threads:minimumPerChunk:alignment:)``
    /// hands it to a work: chunks are few (one per thread), so a search is enough.
    package func chunk(of range: Range<Int>) -> Int {
        var chunk = 0
        while self.range(of: chunk).lowerBound != range.lowerBound { chunk += 1 }
        return chunk
    }

    /// The elements of chunk `chunk`.
    package func range(of chunk: Int) -> Range<Int> {
        let lower = min(chunk * chunkSize, count)
        return lower..<(chunk == chunks - 1 ? count : min(lower + chunkSize, count))
    }
}
