import Foundation
import SpindriftSDL

/// `spindrift make-textures`: writes the built-in textures as PNGs.
enum MakeTexturesCommand: Subcommand {
    static let name = "make-textures"
    static let summary = "write the built-in textures (assets/textures/*.png)"
    static let help = """
        usage: spindrift make-textures [--out DIR]

        Draws the built-in textures and writes them as DIR/NAME.png, white with the shape
        in the alpha channel: \(TextureArtwork.allCases.map(\.rawValue).joined(separator: ", ")).
        The repository commits their output; run it again after changing TextureArtwork.

        options:
          --out DIR         the folder to write (default: the assets' textures folder)
          --help            show this help
        """

    static func run(_ arguments: [String], assets: AssetLocator, output: CommandOutput) throws(CommandLineError) -> Int32 {
        let parsed = try ParsedArguments(arguments, command: invocation, valued: ["--out"], flags: [])
        try parsed.expectPositionals(atMost: 0, command: invocation)
        let directory = try parsed.path("--out").map { URL(fileURLWithPath: $0) } ?? assets.texturesDirectory
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .file(path: directory.path, reason: "cannot create folder: \((error as NSError).localizedDescription)")
        }
        for artwork in TextureArtwork.allCases {
            do {
                output.print("wrote \(try artwork.save(in: directory)) (\(artwork.size)x\(artwork.size))")
            } catch {
                throw .graphics(reason: error.description)
            }
        }
        return 0
    }
}
