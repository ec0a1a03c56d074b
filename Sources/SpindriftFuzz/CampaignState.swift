import Foundation

/// The shared state of a campaign's workers: the next input index and the counts.
final class CampaignState: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex: Int
    private var counts: FuzzReport

    init(seed: UInt64, start: Int) {
        nextIndex = start
        counts = FuzzReport(seed: seed)
    }

    /// The next index to run, or `nil` when `end` is reached or `deadline` passed.
    func next(end: Int?, deadline: Date?) -> Int? {
        lock.withLock {
            if let end, nextIndex >= end { return nil }
            if let deadline, Date() >= deadline { return nil }
            defer { nextIndex += 1 }
            return nextIndex
        }
    }

    /// Counts a finished input; every 500 inputs, a progress line.
    func record(_ input: FuzzInput, _ verdict: FuzzVerdict, _ result: RunResult) -> String? {
        lock.withLock {
            counts.tried += 1
            counts.triedByCommand[input.subcommand, default: 0] += 1
            switch verdict {
            case .accepted: counts.accepted += 1
            case .rejected: counts.rejected += 1
            case .skipped: counts.skipped += 1
            case .failed(let kind, let detail):
                counts.failures.append(FuzzFailure(input: input, kind: kind, detail: detail, result: result))
            }
            guard counts.tried % 500 == 0 else { return nil }
            return "spindrift-fuzz: \(counts.tried) inputs, \(counts.failures.count) failures"
        }
    }

    var report: FuzzReport { lock.withLock { counts } }
}
