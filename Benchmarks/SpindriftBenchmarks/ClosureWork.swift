import Spindrift

/// A closure as ``ChunkedWork``, for the bandwidth probes: each run allocates the object,
/// which the timed loops amortise (the engine's kernels keep theirs).
final class ClosureWork: ChunkedWork {
    private let body: @Sendable (Range<Int>) -> Void

    init(_ body: @escaping @Sendable (Range<Int>) -> Void) {
        self.body = body
    }

    func runChunk(_ range: Range<Int>) {
        body(range)
    }
}
