import Spindrift

/// A command's arguments split into positionals, valued options (`--key value` or
/// `--key=value`, repeatable) and flags; shared by `spindrift` and `spindrift-bench`.
public struct ParsedArguments {
    /// The arguments that are not options, in order.
    public private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Parses `arguments` for `command` (the invocation its errors point to, such as
    /// `spindrift simulate`), which takes the `valued` options and the `flags` (names with
    /// their leading dashes). `--help` is always accepted as a flag.
    public init(_ arguments: [String], command: String, valued: Set<String>, flags allowedFlags: Set<String>) throws(CommandLineError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("--"), argument.count > 2 else {
                positionals.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if valued.contains(name) {
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw .missingValue(option: name)
                }
                values[name, default: []].append(value)
            } else if (allowedFlags.contains(name) || name == "--help"), inlineValue == nil {
                flags.insert(name)
            } else {
                throw .unknownOption(command: command, option: argument)
            }
        }
    }

    /// Whether `arguments` ask for help: `--help` given as a flag, not as the value of one of
    /// the `valued` options (`--set --help` sets nothing and asks for nothing).
    public static func requestsHelp(_ arguments: [String], valued: Set<String>) -> Bool {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--help" { return true }
            if valued.contains(argument) { _ = remaining.popFirst() }
        }
        return false
    }

    /// Whether the flag was given.
    public func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// Every value of a repeatable option, in order.
    public func all(_ option: String) -> [String] { values[option] ?? [] }

    /// The last value of an option.
    public func value(_ option: String) -> String? { values[option]?.last }

    /// The path given to `option`, rejecting an empty one (which names no file).
    public func path(_ option: String) throws(CommandLineError) -> String? {
        guard let path = value(option) else { return nil }
        guard !path.isEmpty else { throw .invalidValue(option: option, value: path, expected: "a path, not empty") }
        return path
    }

    /// The option as a number satisfying `isValid`, described by `expected` when it does not.
    public func number(_ option: String, expected: String, where isValid: (Double) -> Bool) throws(CommandLineError) -> Double? {
        guard let text = value(option) else { return nil }
        guard let number = Double(text), number.isFinite, isValid(number) else {
            throw .invalidValue(option: option, value: text, expected: expected)
        }
        return number
    }

    /// The option as an integer in `range`.
    public func integer<Integer: FixedWidthInteger>(_ option: String, in range: ClosedRange<Integer>) throws(CommandLineError) -> Integer? {
        guard let text = value(option) else { return nil }
        guard let number = Integer(text), range.contains(number) else {
            throw .invalidValue(option: option, value: text, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// The option as one of `choices`, named by their raw values.
    public func choice<Choice: RawRepresentable>(_ option: String, among choices: [Choice]) throws(CommandLineError) -> Choice?
    where Choice.RawValue == String {
        guard let text = value(option) else { return nil }
        guard let choice = Choice(rawValue: text), choices.contains(where: { $0.rawValue == text }) else {
            let names = choices.map(\.rawValue)
            let list = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names.joined()
            throw .invalidValue(option: option, value: text, expected: list)
        }
        return choice
    }

    /// The option as `on` (true) or `off` (false); nil when absent.
    public func onOff(_ option: String) throws(CommandLineError) -> Bool? {
        enum Setting: String { case on, off }
        return try choice(option, among: [Setting.on, .off]).map { $0 == .on }
    }

    /// The option as `WIDTHxHEIGHT` in points.
    public func size(_ option: String) throws(CommandLineError) -> SIMD2<Double>? {
        guard let text = value(option) else { return nil }
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (1...16384).contains(width), (1...16384).contains(height)
        else {
            throw .invalidValue(option: option, value: text, expected: "WIDTHxHEIGHT, each 1 to 16384, such as 1280x720")
        }
        return [Double(width), Double(height)]
    }

    /// Rejects positionals beyond the first `count`.
    public func expectPositionals(atMost count: Int, command: String) throws(CommandLineError) {
        if positionals.count > count { throw .unexpectedArgument(command: command, argument: positionals[count]) }
    }

    /// Every `--set KEY=VALUE`, parsed.
    public func overrides() throws(CommandLineError) -> [ConfigurationOverride] {
        var overrides: [ConfigurationOverride] = []
        for assignment in all("--set") {
            do {
                overrides.append(try ConfigurationOverride(parsing: assignment))
            } catch {
                throw .configuration(error)
            }
        }
        return overrides
    }
}
