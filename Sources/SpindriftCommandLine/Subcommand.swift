/// A `spindrift` subcommand.
protocol Subcommand {
    /// The word that selects it.
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// The full `--help` text.
    static var help: String { get }
    /// Runs with the arguments after the command's name; returns the exit status.
    static func run(_ arguments: [String], assets: AssetLocator, output: CommandOutput) throws(CommandLineError) -> Int32
}

extension Subcommand {
    /// How the command is typed, for error messages: `spindrift simulate`.
    static var invocation: String { "spindrift \(name)" }
}
