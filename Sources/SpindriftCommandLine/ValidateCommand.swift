import Spindrift

/// `spindrift validate`: checks a description and reports every problem.
enum ValidateCommand: Subcommand {
    static let name = "validate"
    static let summary = "check an emitter description and report every problem"
    static let valuedOptions: Set<String> = ["--set"]
    static let help = """
        usage: spindrift validate CONFIG|PRESET [--set KEY=VALUE ...]

        Checks an emitter description (one layer or a scene of sublayers): JSON syntax,
        unknown keys, types, and values (finite numbers, non-negative rates and
        lifetimes, colours in 0...1, ...), and loads every image it names. Prints
        every problem as FILE: JSON.PATH: REASON and exits with 1 if there is any. Core Animation keys that Spindrift accepts and
        ignores (shadowOpacity, preservesDepth, ...) are warnings, saying what happens.

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
        let (program, path, warnings) = try assets.loadProgram(configuration, overrides: parsed.overrides())
        for warning in warnings { output.warn(warning) }
        // Every image the description names loads, as render and play need it to.
        _ = try preparedCanvas(
            size: [1, 1], renderer: .sdl, texturesDirectory: assets.texturesDirectory, program: program, source: path)
        let cells = program.layers.reduce(0) { $0 + $1.cells.count }
        let layers = program.scene.hasSublayers ? "\(program.layers.count) \(program.layers.count == 1 ? "layer" : "layers"), " : ""
        output.print("\(path): valid (\(layers)\(cells) \(cells == 1 ? "cell" : "cells"))")
        return 0
    }
}
