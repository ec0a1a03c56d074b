import Foundation
import Spindrift

/// `spindrift export`: the description as Core Animation code that builds it.
enum ExportCommand: Subcommand {
    static let name = "export"
    static let summary = "write the Core Animation code (Swift or Objective-C) that builds an effect"
    static let valuedOptions: Set<String> = ["--out", "--set"]
    static let help = """
        usage: spindrift export CONFIG|PRESET --swift|--objc [-o FILE] [--set KEY=VALUE ...]

        Writes a function that builds the effect with Core Animation: the CAEmitterLayer
        (for a scene, a CALayer with the emitter layers as sublayers), its cells at every
        depth, its CALayer keys and its animations, setting only the keys that differ
        from the defaults. Images are UIImage(named:) with the description's name,
        colours UIColor(...).cgColor. A key Core Animation lacks (emitterUnits,
        maxParticles) becomes a comment saying what is lost.

        options:
          --swift           write Swift (UIKit)
          --objc            write Objective-C
          -o, --out FILE    the file to write (default: standard output)
          --set KEY=VALUE   edit by key path before exporting (repeatable)
          --help            show this help
        """

    static func run(_ arguments: [String], assets: AssetLocator, output: CommandOutput) throws(CommandLineError) -> Int32 {
        let parsed = try ParsedArguments(
            arguments.map { $0 == "-o" ? "--out" : $0 }, command: invocation, valued: valuedOptions,
            flags: ["--swift", "--objc"])
        try parsed.expectPositionals(atMost: 1, command: invocation)
        guard let configuration = parsed.positionals.first else {
            throw .missingArgument(command: invocation, what: "CONFIG or PRESET")
        }
        let language: CoreAnimationLanguage
        switch (parsed.has("--swift"), parsed.has("--objc")) {
        case (true, false): language = .swift
        case (false, true): language = .objectiveC
        case (true, true): throw .unexpectedArgument(command: invocation, argument: "--objc")
        case (false, false): throw .missingArgument(command: invocation, what: "--swift or --objc")
        }
        let destination = try parsed.path("--out")
        let (scene, path) = try assets.loadScene(configuration, overrides: parsed.overrides())
        do {
            try scene.validate(source: path)
        } catch {
            throw .configuration(error)
        }
        for notice in scene.notices { output.warn(ConfigurationError(source: path, problems: [notice]).description) }
        let file = URL(fileURLWithPath: path)
        let code: String
        do {
            code = try CoreAnimationExport.code(
                for: scene, fileName: file.lastPathComponent, baseName: file.deletingPathExtension().lastPathComponent,
                in: language)
        } catch {
            throw .file(path: path, reason: "cannot be exported: \(error)")
        }
        guard let destination else {
            output.standard(code)
            return 0
        }
        try OutputFile.write(code, to: destination)
        output.print("wrote \(destination)")
        return 0
    }
}
