import Foundation

/// Threads parked on a condition, woken to run the chunks of one ``ChunkedWork`` at a time,
/// so that the multi-core kernels allocate nothing per call (Dispatch's `concurrentPerform`
/// allocates a few blocks each time).
///
/// The calling thread takes chunks too; workers are started on first need and live as long
/// as the process.
final class WorkerPool: @unchecked Sendable {
    /// The pool every kernel shares.
    static let shared = WorkerPool()

    // Everything below is guarded by `condition` (hence @unchecked Sendable).
    private let condition = NSCondition()
    private var work: (any ChunkedWork)?
    private var plan = ChunkPlan(count: 0, threads: 1, minimumPerChunk: 1, alignment: 1)
    private var nextChunk = 0
    private var unfinished = 0
    private var workers = 0

    private init() {}

    /// Runs `work` on every chunk of `plan`, on the calling thread and up to `chunks − 1`
    /// workers, and returns when every chunk is done.
    func run(_ work: any ChunkedWork, plan: ChunkPlan) {
        condition.lock()
        // One job at a time: another thread's job finishes first.
        while self.work != nil { condition.wait() }
        while workers < plan.chunks - 1 {
            startWorker()
            workers += 1
        }
        (self.work, self.plan, nextChunk, unfinished) = (work, plan, 0, plan.chunks)
        condition.broadcast()
        condition.unlock()
        runChunks()
        condition.lock()
        while unfinished > 0 { condition.wait() }
        self.work = nil
        condition.broadcast()
        condition.unlock()
    }

    /// Runs chunks of the current job until none is left to take.
    private func runChunks() {
        while true {
            condition.lock()
            guard let work, nextChunk < plan.chunks else {
                condition.unlock()
                return
            }
            let range = plan.range(of: nextChunk)
            nextChunk += 1
            condition.unlock()
            work.runChunk(range)
            condition.lock()
            unfinished -= 1
            if unfinished == 0 { condition.broadcast() }
            condition.unlock()
        }
    }

    private func startWorker() {
        let thread = Thread { [unowned self] in
            while true {
                condition.lock()
                while work == nil || nextChunk >= plan.chunks { condition.wait() }
                condition.unlock()
                runChunks()
            }
        }
        thread.name = "spindrift-worker"
        thread.start()
    }
}
