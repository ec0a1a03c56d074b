import CSDL2
import Foundation
import Spindrift

/// What a backend draws: the textures of the program's cells, each cell's appearance and the
/// batch of the latest frame. The SDL renderer's scene and OpenGL's each keep one.
final class SceneContent {
    /// The textures, packed into one atlas image.
    let textures: TextureLibrary
    /// The batch of the latest ``build(from:)``.
    private(set) var batch = RenderBatch()
    private var appearances: [SpriteAppearance?] = []
    /// The ``TextureLibrary/atlasVersion`` the backend's texture was made from.
    private var uploadedAtlas = 0

    /// Content with textures from `texturesDirectory`.
    init(texturesDirectory: URL) {
        textures = TextureLibrary(directory: texturesDirectory)
    }

    /// Loads the textures of `program`'s cells and, when that repacked the atlas, hands the
    /// new atlas image to `upload` to make the backend's texture. On error (naming `source`,
    /// the cell and the file) the previous appearances stay.
    func prepare(
        for program: EmitterProgram, source: String, upload: (UnsafeMutablePointer<SDL_Surface>) throws(SDLError) -> Void
    ) throws(ConfigurationError) {
        let prepared = try textures.appearances(for: program, source: source)
        if textures.atlasVersion != uploadedAtlas, let atlas = textures.atlas {
            do {
                try upload(atlas)
            } catch {
                throw ConfigurationError(source: source, reason: "\(error)")
            }
            uploadedAtlas = textures.atlasVersion
        }
        appearances = prepared
    }

    /// Builds the batch of `system`'s live particles on as many threads as `system` updates
    /// on; `system`'s program must be the one last passed to ``prepare(for:source:upload:)``.
    func build(from system: ParticleSystem) {
        precondition(appearances.count == system.cellCount, "prepare(for:source:) the system's program before drawing it")
        batch.build(from: system.frame, appearances: appearances, threads: system.threads)
    }
}
