import Spindrift

/// Why a command line was rejected; its description is the message printed after
/// `spindrift: `.
public enum CommandLineError: Error, Equatable, CustomStringConvertible {
    /// The first argument names no command.
    case unknownCommand(String)
    /// An option the command does not take.
    case unknownOption(command: String, option: String)
    /// An option given without its value.
    case missingValue(option: String)
    /// An option whose value cannot be used.
    case invalidValue(option: String, value: String, expected: String)
    /// A required argument or option is absent.
    case missingArgument(command: String, what: String)
    /// More positional arguments than the command takes.
    case unexpectedArgument(command: String, argument: String)
    /// Neither a readable file nor a preset.
    case unknownConfiguration(name: String, presets: [String])
    /// A configuration file or `--set` was rejected.
    case configuration(ConfigurationError)
    /// A file could not be written or read.
    case file(path: String, reason: String)
    /// SDL could not open a window: there is no display.
    case noDisplay(reason: String)
    /// Drawing or saving failed (the graphics library's reason).
    case graphics(reason: String)

    /// The process exit status: 2 for usage errors, 3 without a display, 1 for bad input
    /// files and drawing failures.
    public var exitStatus: Int32 {
        switch self {
        case .configuration, .file, .unknownConfiguration, .graphics: return 1
        case .noDisplay: return 3
        default: return 2
        }
    }

    /// The message, one line per problem; control characters in what was typed or read
    /// (options, values, names, paths) are escaped.
    public var description: String {
        switch self {
        case .configuration(let error):
            return error.description
        default:
            return text.escapingControlCharacters
        }
    }

    private var text: String {
        switch self {
        case .unknownCommand(let name):
            return "unknown command '\(name)'; run 'spindrift --help' for the list"
        case .unknownOption(let command, let option):
            return "unknown option '\(option)'; run '\(command) --help'"
        case .missingValue(let option):
            return "\(option) needs a value"
        case .invalidValue(let option, let value, let expected):
            return "\(option) '\(value)': expected \(expected)"
        case .missingArgument(let command, let what):
            return "missing \(what); run '\(command) --help'"
        case .unexpectedArgument(let command, let argument):
            return "unexpected argument '\(argument)'; run '\(command) --help'"
        case .unknownConfiguration(let name, let presets):
            return "'\(name)' is neither a file nor a preset (presets: \(presets.joined(separator: ", ")))"
        case .configuration(let error):
            return error.description
        case .file(let path, let reason):
            return "\(path): \(reason)"
        case .noDisplay(let reason):
            return "play: no display available (\(reason)); draw frames headless instead: "
                + "spindrift render snow --time 3 --out snow.png"
        case .graphics(let reason):
            return reason
        }
    }
}
