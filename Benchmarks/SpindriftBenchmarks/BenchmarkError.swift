import SpindriftArguments

/// Why `spindrift-bench` stopped; its description is the message printed after
/// `spindrift-bench: `.
public enum BenchmarkError: Error, Equatable, CustomStringConvertible {
    /// A bad command line: an unknown option, a missing or unusable value, an argument.
    case usage(CommandLineError)
    /// The scenario could not be loaded.
    case scenario(String)
    /// A file could not be written.
    case file(path: String, reason: String)
    /// `--allocations` without the counting shim preloaded.
    case allocationCounter
    /// `--capacity` cannot measure the window: the reason (no display, no `spindrift`).
    case windowUnavailable(String)

    /// The process exit status: 2 for usage errors, 1 for the others.
    public var exitStatus: Int32 {
        switch self {
        case .scenario, .file, .allocationCounter, .windowUnavailable: return 1
        default: return 2
        }
    }

    /// The message, without the program name.
    public var description: String {
        switch self {
        case .usage(let error):
            return error.description
        case .scenario(let reason):
            return "scenario: \(reason)"
        case .file(let path, let reason):
            return "\(path): \(reason)"
        case .allocationCounter:
            return "--allocations: no allocation counter: preload a shim that exports spindrift_allocations() (LD_PRELOAD)"
        case .windowUnavailable(let reason):
            return "window not measured: \(reason)"
        }
    }
}
