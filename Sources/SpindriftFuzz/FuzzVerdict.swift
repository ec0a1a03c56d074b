/// What the fuzzer makes of one run.
public enum FuzzVerdict: Sendable, Equatable {
    /// Exit 0 and, for a dump, finite values.
    case accepted
    /// Exit 1 or 2 with every message line naming a file or an option.
    case rejected
    /// The run hit one of the fuzzer's own limits in a way that is not a product failure
    /// (a file past the size limit).
    case skipped(String)
    /// A failure, with what happened.
    case failed(FailureKind, String)
}
