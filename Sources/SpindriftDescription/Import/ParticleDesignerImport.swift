import Foundation

/// A Particle Designer file (`.pex` or cocos2d `.plist`) turned into a Spindrift description:
/// one layer with one cell, writing only the keys that differ from their defaults, following
/// cocos2d-x's and Starling's particle update formulas (docs/particle-designer.md gives every
/// mapping and where it is inexact).
package struct ParticleDesignerImport: Sendable {
    /// The description, JSON text.
    package var json: String
    /// What the file gives that is ignored or represented inexactly, each under its key.
    package var warnings: [ConfigurationError.Problem]
    /// The texture the file embeds (`textureImageData`), decoded: the cell's `contents` names
    /// it, and its bytes are a PNG or JPEG file's.
    package var embeddedImage: (name: String, bytes: [UInt8])?

    /// The file extensions read as Particle Designer files.
    package static let fileExtensions: Set<String> = ["pex", "plist"]

    /// Whether `path` names a Particle Designer file, by its extension.
    package static func isParticleDesignerFile(_ path: String) -> Bool {
        fileExtensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    /// The point at which the emitter sits: the centre of the default 1280 × 720 canvas.
    static let emitterPosition: [Double] = [640, 360]

    /// Imports the file `source` holding `bytes`.
    ///
    /// - Parameters:
    ///   - descriptionFolder: the folder of the description written (a texture file is named
    ///     relative to it); the source's folder when nil.
    ///   - embeddedImageBaseName: the file name of an embedded texture, without its extension
    ///     (`.png` or `.jpg`, as the image is), in that folder; the source's name followed by
    ///     `-texture` when nil.
    package init(
        bytes: [UInt8], source: String, descriptionFolder: String? = nil, embeddedImageBaseName: String? = nil
    ) throws(ConfigurationError) {
        func failure(_ problem: ImportProblem) -> ConfigurationError {
            ConfigurationError(source: source, path: problem.key, reason: problem.reason)
        }
        let isPex = URL(fileURLWithPath: source).pathExtension.lowercased() == "pex"
        do {
            let file = try ParticleDesignerFile(bytes: bytes, isPex: isPex)
            var mapping = ParticleDesignerMapping(file: file, source: source)
            try mapping.resolveTexture(descriptionFolder: descriptionFolder, embeddedImageBaseName: embeddedImageBaseName)
            json = try mapping.description().text() + "\n"
            warnings = mapping.warnings
            embeddedImage = mapping.embeddedImage
        } catch {
            throw failure(error)
        }
    }
}
