import Spindrift

/// `spindrift presets`: lists the built-in presets.
enum PresetsCommand: Subcommand {
    static let name = "presets"
    static let summary = "list the built-in presets"
    static let help = """
        usage: spindrift presets

        Lists the built-in presets (assets/presets/*.json) with their cells. Any command
        that takes CONFIG|PRESET accepts a preset's name.

        options:
          --help            show this help
        """

    static func run(_ arguments: [String], assets: AssetLocator, output: CommandOutput) throws(CommandLineError) -> Int32 {
        let parsed = try ParsedArguments(arguments, command: invocation, valued: [], flags: [])
        try parsed.expectPositionals(atMost: 0, command: invocation)
        let names = assets.presetNames
        guard !names.isEmpty else {
            throw .file(path: assets.presetsDirectory.path, reason: "no presets found (set SPINDRIFT_ASSETS to the assets folder)")
        }
        let width = names.map(\.count).max() ?? 0
        for preset in names {
            let (program, _) = try assets.loadProgram(preset)
            let cells = program.cells.map(\.path.description)
            output.print(preset.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + "\(program.layer.emitterShape.rawValue) emitter, cells: \(cells.joined(separator: ", "))")
        }
        return 0
    }
}
