import Spindrift

/// `spindrift validate`: checks a description and reports every problem.
enum ValidateCommand: Subcommand {
    static let name = "validate"
    static let summary = "check an emitter description and report every problem"
    static let valuedOptions: Set<String> = ["--set"]
    static let help = """
        usage: spindrift validate CONFIG|PRESET [--set KEY=VALUE ...]

        Checks an emitter description: JSON syntax, unknown keys, types, and values
        (finite numbers, non-negative rates and lifetimes, colours in 0...1, ...).
        Prints every problem as FILE: JSON.PATH: REASON and exits with 1 if there is any.

        options:
          --set KEY=VALUE   edit by key path before checking (repeatable)
          --help            show this help
        """

    static func run(_ arguments: [String], assets: AssetLocator, output: CommandOutput) throws(CommandLineError) -> Int32 {
        let parsed = try ParsedArguments(arguments, command: invocation, valued: valuedOptions, flags: [])
        try parsed.expectPositionals(atMost: 1, command: invocation)
        guard let configuration = parsed.positionals.first else {
            throw .missingArgument(command: invocation, what: "CONFIG or PRESET")
        }
        let (layer, path) = try assets.loadLayer(configuration, overrides: parsed.overrides())
        let cells = layer.emitterCells.count
        output.print("\(path): valid (\(cells) \(cells == 1 ? "cell" : "cells"))")
        return 0
    }
}
