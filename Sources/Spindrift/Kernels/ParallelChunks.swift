import Dispatch

/// Splits work over `0 ..< count` into contiguous chunks, one per thread, and runs them on
/// `DispatchQueue.concurrentPerform`: the shared scheme of the multi-core kernels (and of the
/// benchmark's bandwidth probes, so that they split work the same way).
public enum ParallelChunks {
    /// Calls `body` once per chunk of `0 ..< count`: at most `threads` chunks, none smaller
    /// than `minimumPerChunk` (waking a thread costs more than a smaller chunk saves), every
    /// bound but `count` a multiple of `alignment`. One chunk runs on the calling thread.
    /// `body` must touch only the elements of the chunk it is given.
    public static func forEach(
        in count: Int, threads: Int, minimumPerChunk: Int, alignment: Int = 1, _ body: (Range<Int>) -> Void
    ) {
        precondition(threads >= 1, "threads must be at least 1")
        assert(minimumPerChunk >= 1 && alignment >= 1)
        let chunks = min(threads, max(1, count / minimumPerChunk))
        guard chunks > 1 else {
            body(0..<count)
            return
        }
        let chunkSize = (count / chunks + alignment - 1) / alignment * alignment
        withoutActuallyEscaping(body) { body in
            // Safe to share: the chunks are disjoint and `body` touches only its own chunk.
            nonisolated(unsafe) let body = body
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                let lower = min(chunk * chunkSize, count)
                let upper = chunk == chunks - 1 ? count : min(lower + chunkSize, count)
                body(lower..<upper)
            }
        }
    }
}
