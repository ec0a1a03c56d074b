import Spindrift

/// `spindrift diff`: what one description changes relative to another, key path by key path.
enum DiffCommand: Subcommand {
    static let name = "diff"
    static let summary = "list what one description changes relative to another"
    static let valuedOptions: Set<String> = []
    static let help = """
        usage: spindrift diff A B

        Lists what description B changes relative to A, one key path a line:
        emitterCells.flake.birthRate: 30 → 36.3, or a key, cell or layer added or
        removed. Keys are compared under their main spelling (isEnabled is enabled),
        numbers by value (30 is 30.0), cells by name (cell<index> when unnamed),
        layers by name or index. A and B are files or preset names, each a valid
        description. Exits with 0 when they are the same, 1 when they differ, and 2
        on bad input, as diff(1) does.

        options:
          --help            show this help
        """

    static func run(_ arguments: [String], assets: AssetLocator, output: CommandOutput) throws(CommandLineError) -> Int32 {
        let parsed = try ParsedArguments(arguments, command: invocation, valued: [], flags: [])
        try parsed.expectPositionals(atMost: 2, command: invocation)
        guard parsed.positionals.count == 2 else { throw .missingArgument(command: invocation, what: "A and B") }
        let documents: [JSONNode]
        do {
            documents = try parsed.positionals.map { argument throws(CommandLineError) in try document(argument, assets: assets) }
        } catch {
            // 1 says that the descriptions differ: a bad one is 2, as with diff(1).
            output.error(SpindriftCommand.message(error.description))
            return 2
        }
        let changes = DescriptionDiff.changes(from: documents[0], to: documents[1])
        for change in changes { output.print(change.description) }
        return changes.isEmpty ? 0 : 1
    }

    /// The document of the description `argument` (a file or a preset), once it loads.
    private static func document(_ argument: String, assets: AssetLocator) throws(CommandLineError) -> JSONNode {
        let (_, path) = try assets.loadScene(argument)
        do throws(ConfigurationError) {
            var bytes = Array(try EmitterLayer.contents(ofFile: path))
            if ParticleDesignerImport.isParticleDesignerFile(path) {
                // Compared as the description it plays as.
                bytes = Array(try ParticleDesignerImport(bytes: bytes, source: path).json.utf8)
            }
            guard let document = JSONNode.parse(bytes) else {
                throw ConfigurationError(source: path, reason: "not valid JSON")
            }
            return document
        } catch {
            throw .configuration(error)
        }
    }
}
