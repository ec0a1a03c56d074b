/// Why `spindrift-bench` stopped; its description is the message printed after
/// `spindrift-bench: `.
public enum BenchmarkError: Error, Equatable, CustomStringConvertible {
    /// An option the runner does not take.
    case unknownOption(String)
    /// An option given without its value.
    case missingValue(option: String)
    /// A flag given a value, as in `--quick=yes`.
    case unexpectedValue(option: String)
    /// An option whose value cannot be used.
    case invalidValue(option: String, value: String, expected: String)
    /// A positional argument; the runner takes none.
    case unexpectedArgument(String)
    /// The scenario could not be loaded.
    case scenario(String)
    /// A file could not be written.
    case file(path: String, reason: String)

    /// The process exit status: 2 for usage errors, 1 for the others.
    public var exitStatus: Int32 {
        switch self {
        case .scenario, .file: return 1
        default: return 2
        }
    }

    /// The message, without the program name.
    public var description: String {
        switch self {
        case .unknownOption(let option):
            return "unknown option '\(option)'; run 'spindrift-bench --help'"
        case .missingValue(let option):
            return "\(option) needs a value"
        case .unexpectedValue(let option):
            return "\(option) takes no value"
        case .invalidValue(let option, let value, let expected):
            return "\(option) '\(value)': expected \(expected)"
        case .unexpectedArgument(let argument):
            return "unexpected argument '\(argument)'; run 'spindrift-bench --help'"
        case .scenario(let reason):
            return "scenario: \(reason)"
        case .file(let path, let reason):
            return "\(path): \(reason)"
        }
    }
}
