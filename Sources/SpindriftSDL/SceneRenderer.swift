import CSDL2
import Foundation
import Spindrift

/// Draws a ``ParticleSystem`` on an SDL renderer, window or offscreen alike: the core's
/// ``RenderBatch`` goes to `SDL_RenderGeometry` in one call per run of quads sharing a
/// texture, with the batch's blend mode; vertices are passed in place, never copied.
public final class SceneRenderer {
    /// The SDL renderer drawn on; owned by whoever created this scene.
    let renderer: OpaquePointer
    /// The textures of ``renderer``.
    public let textures: TextureLibrary
    /// The clear colour [red, green, blue], 0…255.
    public var background: SIMD3<UInt8>
    /// The batch of the latest ``buildBatch(from:)``.
    public private(set) var batch = RenderBatch()
    private var appearances: [SpriteAppearance?] = []
    private var indices: [Int32] = []

    /// A scene on `renderer` (which must outlive it) with textures from `texturesDirectory`.
    init(renderer: OpaquePointer, texturesDirectory: URL, background: SIMD3<UInt8>) {
        self.renderer = renderer
        self.textures = TextureLibrary(renderer: renderer, directory: texturesDirectory)
        self.background = background
    }

    /// The night-sky blue behind the snow.
    public static let defaultBackground: SIMD3<UInt8> = [12, 18, 34]

    /// Loads the textures of `program`'s cells; call it whenever the program changes. On
    /// error (naming `source`, the cell and the file) the previous appearances stay.
    public func prepare(for program: EmitterProgram, source: String) throws(ConfigurationError) {
        appearances = try textures.appearances(for: program, source: source)
    }

    /// Builds the batch of `system`'s live particles on as many threads as `system` updates
    /// on; `system`'s program must be the one last passed to ``prepare(for:source:)``.
    public func buildBatch(from system: ParticleSystem) {
        precondition(appearances.count == system.cellCount, "prepare(for:source:) the system's program before drawing it")
        batch.build(from: system.frame, appearances: appearances, threads: system.threads)
        if indices.count < batch.quadCount * 6 {
            // Grown by doubling: the indices are the same for every frame.
            indices = RenderBatch.triangleIndices(quadCount: max(batch.quadCount, indices.count / 6 * 2))
        }
    }

    /// Clears to the background and draws the batch of the latest ``buildBatch(from:)``.
    public func drawBatch() throws(SDLError) {
        SDL_SetRenderDrawColor(renderer, background.x, background.y, background.z, 255)
        SDL_RenderClear(renderer)
        let blendMode = batch.blendMode == .additive ? SDL_BLENDMODE_ADD : SDL_BLENDMODE_BLEND
        precondition(MemoryLayout<SpriteVertex>.stride == MemoryLayout<SDL_Vertex>.stride,
                     "SpriteVertex must have SDL_Vertex's layout")
        let failed = batch.vertices.withUnsafeBufferPointer { vertices in
            indices.withUnsafeBufferPointer { indices in
                vertices.withMemoryRebound(to: SDL_Vertex.self) { sdlVertices in
                    for run in batch.runs {
                        let texture = textures.texture(run.texture)
                        SDL_SetTextureBlendMode(texture, blendMode)
                        // Indices count from the run's first vertex, so every run shares them.
                        let status = SDL_RenderGeometry(
                            renderer, texture, sdlVertices.baseAddress! + run.quads.lowerBound * 4,
                            Int32(run.quads.count * 4), indices.baseAddress, Int32(run.quads.count * 6))
                        if status != 0 { return true }
                    }
                    return false
                }
            }
        }
        if failed { throw .last("draw the particles") }
    }
}
