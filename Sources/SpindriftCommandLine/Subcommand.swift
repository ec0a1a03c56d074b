/// A `spindrift` subcommand.
protocol Subcommand {
    /// The word that selects it.
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// The full `--help` text.
    static var help: String { get }
    /// The options that take a value, with their dashes: an argument after one of them
    /// written bare (`--set --help`) is its value, not a flag.
    static var valuedOptions: Set<String> { get }
    /// Runs with the arguments after the command's name; returns the exit status.
    static func run(_ arguments: [String], assets: AssetLocator, output: CommandOutput) throws(CommandLineError) -> Int32
}

extension Subcommand {
    /// How the command is typed, for error messages: `spindrift simulate`.
    static var invocation: String { "spindrift \(name)" }

    /// Every valued option of the `spindrift` commands, for a command that does not list
    /// its own.
    static var valuedOptions: Set<String> {
        ["--time", "--dt", "--seed", "--set", "--size", "--threads", "--dump", "--out", "--out-dir",
         "--frames", "--fps", "--quit-after", "--quit-after-frames"]
    }
}
