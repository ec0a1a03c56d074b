/// Why an input fails.
public enum FailureKind: String, CaseIterable, Sendable, Comparable {
    /// The process died of a signal.
    case crash
    /// The process ran past the time limit.
    case hang
    /// The process reported a failed allocation (or ran out of address space).
    case allocation
    /// A nonzero exit whose message names no file and no option.
    case message
    /// A dump holds an infinity or a NaN.
    case nonFinite = "non-finite"
    /// A dump is missing or not valid CSV/JSON.
    case badDump = "bad-dump"
    /// An exit status the README does not list for these commands.
    case status

    public static func < (left: FailureKind, right: FailureKind) -> Bool {
        allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
    }
}
