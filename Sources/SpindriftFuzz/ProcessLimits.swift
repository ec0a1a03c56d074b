/// What one `spindrift` run may use before the fuzzer stops it.
public struct ProcessLimits: Sendable {
    /// Wall-clock seconds before the process is killed (a hang).
    public var seconds: Double
    /// Address space, bytes (`prlimit --as`): an allocation beyond it fails.
    public var memoryBytes: UInt64
    /// Largest file the process may write, bytes (`prlimit --fsize`).
    public var fileBytes: UInt64

    /// Limits of `seconds`, `memoryBytes` and `fileBytes`.
    public init(seconds: Double = 10, memoryBytes: UInt64 = 4 << 30, fileBytes: UInt64 = 256 << 20) {
        self.seconds = seconds
        self.memoryBytes = memoryBytes
        self.fileBytes = fileBytes
    }
}
