import Foundation
import Spindrift

/// `spindrift import`: a Particle Designer file (`.pex`, cocos2d `.plist`) as a description.
enum ImportCommand: Subcommand {
    static let name = "import"
    static let summary = "turn a Particle Designer .pex or cocos2d .plist file into a description"
    static let valuedOptions: Set<String> = ["--out"]
    static let help = """
        usage: spindrift import FILE.pex|FILE.plist -o EFFECT.json

        Writes the Spindrift description of a Particle Designer file (Starling's .pex or
        cocos2d's .plist): one layer with one cell, only the keys that differ from their
        defaults, following cocos2d-x's and Starling's formulas (docs/particle-designer.md
        lists every key's mapping). A texture the file embeds (textureImageData) is
        decoded and written beside EFFECT.json as EFFECT-texture.png (or .jpg), which
        the cell's contents names; a textureFileName found beside FILE is named instead.
        What cannot be represented exactly is a warning; the description is checked to
        load before anything is written. play, render, simulate and validate read
        .pex and .plist files directly too.

        options:
          -o, --out FILE    the description to write
          --help            show this help
        """

    static func run(_ arguments: [String], assets: AssetLocator, output: CommandOutput) throws(CommandLineError) -> Int32 {
        let parsed = try ParsedArguments(
            arguments.map { $0 == "-o" ? "--out" : $0 }, command: invocation, valued: valuedOptions, flags: [])
        try parsed.expectPositionals(atMost: 1, command: invocation)
        guard let source = parsed.positionals.first else { throw .missingArgument(command: invocation, what: "FILE.pex or FILE.plist") }
        guard let destination = try parsed.path("--out") else { throw .missingArgument(command: invocation, what: "-o EFFECT.json") }
        guard ParticleDesignerImport.isParticleDesignerFile(source) else {
            throw .file(path: source, reason: "not a Particle Designer file: import reads .pex and .plist files")
        }
        let destinationURL = URL(fileURLWithPath: destination)
        let folder = destinationURL.deletingLastPathComponent().path
        let imported: ParticleDesignerImport
        do {
            imported = try ParticleDesignerImport(
                bytes: Array(EmitterLayer.contents(ofFile: source)), source: source, descriptionFolder: folder,
                embeddedImageBaseName: destinationURL.deletingPathExtension().lastPathComponent + "-texture")
            // What is written must load as the file itself does.
            let scene = try Scene(jsonData: Data(imported.json.utf8), source: destination)
            for notice in imported.warnings + scene.notices { output.warn(ConfigurationError(source: source, problems: [notice]).description) }
        } catch {
            throw .configuration(error)
        }
        if let image = imported.embeddedImage {
            // Named as the description is: beside it, relative when it is.
            let besideDescription = (destination as NSString).deletingLastPathComponent
            let path = besideDescription.isEmpty ? image.name : (besideDescription as NSString).appendingPathComponent(image.name)
            try OutputFile.write(image.bytes, to: path)
            output.print("wrote \(path)")
        }
        try OutputFile.write(imported.json, to: destination)
        output.print("wrote \(destination)")
        return 0
    }
}
