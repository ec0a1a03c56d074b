import CSDL2
import Foundation
import Spindrift

/// What a backend draws: the textures of the scene's cells, each cell's appearance, and per
/// layer the batch and placement of the latest frame. The SDL renderer's scene and OpenGL's
/// each keep one.
final class SceneContent {
    /// The textures, packed into one atlas image.
    let textures: TextureLibrary
    /// Each layer's batch of the latest ``build(from:)``, by layer index.
    private(set) var batches: [RenderBatch] = []
    /// Each layer's placement at the latest ``build(from:)``, by layer index.
    private(set) var placements: [LayerPlacement] = []
    /// The layers the latest ``build(from:)`` batched, in drawing order: the visible ones
    /// (not hidden, opacity above 0), by ``SceneProgram/drawingOrder``.
    private(set) var drawnLayers: [Int] = []
    /// The most sprites of one drawn layer's batch at the latest ``build(from:)``.
    private(set) var largestBatch = 0
    private var appearances: [[SpriteAppearance?]] = []
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
        for program: SceneProgram, source: String, upload: (UnsafeMutablePointer<SDL_Surface>) throws(SDLError) -> Void
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
        if batches.count != appearances.count {
            batches = Array(repeating: RenderBatch(), count: appearances.count)
        }
    }

    /// Builds the batch of each visible layer of `system` on as many threads as `system`
    /// updates on, in its own coordinates, and takes the layers' placements; `system`'s
    /// program must be the one last passed to ``prepare(for:source:upload:)``.
    func build(from system: SceneSystem) {
        precondition(appearances.count == system.systems.count, "prepare(for:source:) the system's program before drawing it")
        drawnLayers.removeAll(keepingCapacity: true)
        placements.removeAll(keepingCapacity: true)
        placements.append(contentsOf: system.placements)
        largestBatch = 0
        for layer in system.program.drawingOrder where !placements[layer].isHidden && placements[layer].opacity > 0 {
            precondition(appearances[layer].count == system.systems[layer].cellCount,
                         "prepare(for:source:) the system's program before drawing it")
            drawnLayers.append(layer)
            batches[layer].build(from: system.systems[layer].frame, appearances: appearances[layer], threads: system.threads)
            largestBatch = max(largestBatch, batches[layer].instanceCount)
        }
    }
}
