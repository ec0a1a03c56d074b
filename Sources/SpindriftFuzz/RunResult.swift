/// How one limited run of `spindrift` ended.
public struct RunResult: Sendable {
    /// The exit status, when the process exited.
    public var status: Int32?
    /// The signal that ended it, when one did (after a timeout: the fuzzer's SIGKILL).
    public var signal: Int32?
    /// Whether it ran past the time limit and was killed.
    public var timedOut: Bool
    /// Its standard output (a long one: its first and last 64 KiB, ``LimitedProcess/excerptBytes``).
    public var standardOutput: String
    /// Its standard error (a long one: its first and last 64 KiB).
    public var standardError: String

    /// A result.
    public init(status: Int32?, signal: Int32?, timedOut: Bool, standardOutput: String, standardError: String) {
        self.status = status
        self.signal = signal
        self.timedOut = timedOut
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// "exit 1", "signal 11", or "killed after the time limit".
    public var ending: String {
        if timedOut { return "killed after the time limit" }
        if let signal { return "signal \(signal)" }
        return "exit \(status ?? -1)"
    }
}
