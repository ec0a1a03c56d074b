import Foundation
import Synchronization

/// Threads parked on a condition, woken to run the chunks of one ``ChunkedWork`` at a time,
/// so that the multi-core kernels allocate nothing per call (Dispatch's `concurrentPerform`
/// allocates a few blocks each time).
///
/// The calling thread takes chunks too; workers are started on first need and live as long
/// as the process. A thread woken from the condition starts some tens of microseconds later,
/// as long as a chunk of a few thousand particles takes, so a step's and a frame's jobs, which
/// come one after another, would each find the workers parked and run on the caller alone:
/// a worker that finished a job, and a caller whose job a worker still runs, watch for the
/// next event for ``spinTime`` before they park.
final class WorkerPool: @unchecked Sendable {
    /// The pool every kernel shares.
    static let shared = WorkerPool()
    /// How long a thread watches for the next job, or for its job's end, before it parks.
    static let spinTime = Duration.microseconds(100)

    // Everything below but the atomics is guarded by `condition` (hence @unchecked Sendable).
    private let condition = NSCondition()
    private var work: (any ChunkedWork)?
    private var plan = ChunkPlan(count: 0, threads: 1, minimumPerChunk: 1, alignment: 1)
    private var nextChunk = 0
    private var workers = 0
    /// Jobs posted so far: a spinning worker watches it change.
    private let posted = Atomic<Int>(0)
    /// Chunks of the current job not yet finished.
    private let unfinished = Atomic<Int>(0)

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
        (self.work, self.plan, nextChunk) = (work, plan, 0)
        unfinished.store(plan.chunks, ordering: .relaxed)
        posted.add(1, ordering: .releasing)
        condition.broadcast()
        condition.unlock()
        runChunks()
        Self.spin { unfinished.load(ordering: .acquiring) == 0 }
        condition.lock()
        while unfinished.load(ordering: .acquiring) > 0 { condition.wait() }
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
            if unfinished.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
                // The caller may have parked: the lock makes sure it is waiting, not about to.
                condition.lock()
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    /// Calls `done` until it is true or ``spinTime`` has passed.
    private static func spin(until done: () -> Bool) {
        let clock = ContinuousClock()
        let deadline = clock.now + spinTime
        while !done() && clock.now < deadline {}
    }

    private func startWorker() {
        let thread = Thread { [unowned self] in
            var seen = 0
            while true {
                Self.spin { posted.load(ordering: .acquiring) != seen }
                condition.lock()
                while work == nil || nextChunk >= plan.chunks { condition.wait() }
                seen = posted.load(ordering: .acquiring)
                condition.unlock()
                runChunks()
            }
        }
        thread.name = "spindrift-worker"
        thread.start()
    }
}
