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
            let (program, _, _) = try assets.loadProgram(preset)
            let layers = program.layers.map { layer in
                "\(layer.layer.emitterShape.rawValue) emitter, cells: \(layer.cells.map(\.path.description).joined(separator: ", "))"
            }
            let summary = program.scene.hasSublayers
                ? "scene of \(layers.count) layers: "
                    + layers.indices.map { "\(program.scene.label(ofLayer: $0)) (\(layers[$0]))" }.joined(separator: ", ")
                : layers[0]
            output.print(preset.padding(toLength: width + 2, withPad: " ", startingAt: 0) + summary)
        }
        return 0
    }
}
