import CSDL2
import Foundation
import Spindrift

/// Draws a ``ParticleSystem`` on an SDL renderer, window or offscreen alike: the core's
/// ``RenderBatch`` is expanded, at most ``maximumQuadsPerCall`` sprites at a time, into
/// quads of four vertices in a reused buffer (``SpriteInstance/vertices``), which go to
/// `SDL_RenderGeometry` in one call per run of quads sharing a texture, with the batch's
/// blend mode. Quads that miss the target are left out and quads too large for SDL are cut
/// to the target first (``GeometryLimits``).
public final class SceneRenderer {
    /// The most quads one `SDL_RenderGeometry` call receives.
    public static let maximumQuadsPerCall = 16_384

    /// The SDL renderer drawn on, kept alive by this scene.
    let handle: RendererHandle
    /// The SDL renderer drawn on.
    var renderer: OpaquePointer { handle.renderer }
    /// The textures of ``renderer``.
    public let textures: TextureLibrary
    /// The clear colour [red, green, blue], 0…255.
    public var background: SIMD3<UInt8>
    /// The batch of the latest ``buildBatch(from:)``.
    public private(set) var batch = RenderBatch()
    private var appearances: [SpriteAppearance?] = []
    private var indices: [Int32] = []
    /// The quads of up to ``maximumQuadsPerCall`` sprites, reused from frame to frame.
    private var vertices: [SpriteVertex] = []
    /// The cut pieces of oversized quads, reused from frame to frame.
    private var clipper = QuadClipper()

    /// A scene on `handle`'s renderer with textures from `texturesDirectory`.
    init(handle: RendererHandle, texturesDirectory: URL, background: SIMD3<UInt8>) {
        self.handle = handle
        self.textures = TextureLibrary(handle: handle, directory: texturesDirectory)
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
        let needed = min(batch.instanceCount, Self.maximumQuadsPerCall)
        if indices.count < needed * 6 {
            // Grown by doubling: the indices are the same for every frame.
            let quads = min(max(needed, indices.count / 6 * 2), Self.maximumQuadsPerCall)
            indices = RenderBatch.triangleIndices(quadCount: quads)
            vertices = Array(repeating: SpriteVertex(x: 0, y: 0, red: 0, green: 0, blue: 0, alpha: 0, u: 0, v: 0), count: quads * 4)
        }
    }

    /// Clears to the background and draws the batch of the latest ``buildBatch(from:)``.
    public func drawBatch() throws(SDLError) {
        SDL_SetRenderDrawColor(renderer, background.x, background.y, background.z, 255)
        SDL_RenderClear(renderer)
        let blendMode = batch.blendMode == .additive ? SDL_BLENDMODE_ADD : SDL_BLENDMODE_BLEND
        precondition(MemoryLayout<SpriteVertex>.stride == MemoryLayout<SDL_Vertex>.stride,
                     "SpriteVertex must have SDL_Vertex's layout")
        guard !batch.runs.isEmpty else { return }
        let limits = GeometryLimits(renderer: renderer, textureSize: textures.atlasSize)
        for run in batch.runs {
            let texture = textures.texture(run.texture)
            SDL_SetTextureBlendMode(texture, blendMode)
            for start in stride(from: run.instances.lowerBound, to: run.instances.upperBound, by: Self.maximumQuadsPerCall) {
                let sprites = start..<min(start + Self.maximumQuadsPerCall, run.instances.upperBound)
                expand(sprites)
                let drawn = vertices.withUnsafeBufferPointer { vertices in
                    indices.withUnsafeBufferPointer { indices in
                        vertices.withMemoryRebound(to: SDL_Vertex.self) { sdlVertices in
                            draw(0..<sprites.count, of: sdlVertices.baseAddress!, indices: indices.baseAddress!,
                                 texture: texture, limits: limits)
                        }
                    }
                }
                if !drawn { throw .last("draw the particles") }
            }
        }
    }

    /// Writes the quads of the batch's `sprites` (at most ``maximumQuadsPerCall``) from the
    /// start of ``vertices``.
    private func expand(_ sprites: Range<Int>) {
        batch.instances.withUnsafeBufferPointer { instances in
            vertices.withUnsafeMutableBufferPointer { vertices in
                for (quad, sprite) in sprites.enumerated() {
                    let corners = instances[sprite].vertices
                    (vertices[quad * 4], vertices[quad * 4 + 1], vertices[quad * 4 + 2], vertices[quad * 4 + 3]) = corners
                }
            }
        }
    }

    /// Draws `quads` of `vertices` in order: consecutive drawable quads (with any small hidden ones
    /// between them) in place, oversized ones cut by ``clipper``. Returns false when SDL fails.
    private func draw(_ quads: Range<Int>, of vertices: UnsafePointer<SDL_Vertex>, indices: UnsafePointer<Int32>,
                      texture: OpaquePointer, limits: GeometryLimits) -> Bool {
        // The quads [pending.lowerBound, pending.upperBound) not yet drawn. Plain locals and
        // methods rather than nested functions: closures capturing mutable locals would be
        // allocated on every frame.
        var pending = 0..<0
        for quad in quads {
            switch limits.place(vertices + quad * 4) {
            case .drawn:
                guard flushClipped(texture: texture) else { return false }
                pending = (pending.isEmpty ? quad : pending.lowerBound)..<(quad + 1)
                if pending.count == Self.maximumQuadsPerCall {
                    guard drawQuads(pending, of: vertices, indices: indices, texture: texture) else { return false }
                    pending = 0..<0
                }
            case .hidden:
                // Left out, unless later quads of the same call are drawn: SDL skips it.
                break
            case .culled:
                guard drawQuads(pending, of: vertices, indices: indices, texture: texture) else { return false }
                pending = 0..<0
            case .oversized:
                guard drawQuads(pending, of: vertices, indices: indices, texture: texture) else { return false }
                pending = 0..<0
                clipper.add(vertices + quad * 4, limits: limits)
                if clipper.vertices.count >= Self.maximumQuadsPerCall * 4, !flushClipped(texture: texture) { return false }
            }
        }
        return drawQuads(pending, of: vertices, indices: indices, texture: texture) && flushClipped(texture: texture)
    }

    /// Draws `quads` of `vertices` in calls of at most ``maximumQuadsPerCall`` quads.
    private func drawQuads(
        _ quads: Range<Int>, of vertices: UnsafePointer<SDL_Vertex>, indices: UnsafePointer<Int32>, texture: OpaquePointer
    ) -> Bool {
        var start = quads.lowerBound
        while start < quads.upperBound {
            let count = min(quads.upperBound - start, Self.maximumQuadsPerCall)
            // Indices count from the call's first vertex, so every call shares them.
            if SDL_RenderGeometry(renderer, texture, vertices + start * 4, Int32(count * 4), indices, Int32(count * 6)) != 0 {
                return false
            }
            start += count
        }
        return true
    }

    /// Draws the pieces the clipper holds, then empties it.
    private func flushClipped(texture: OpaquePointer) -> Bool {
        guard !clipper.isEmpty else { return true }
        defer { clipper.removeAll() }
        return clipper.vertices.withUnsafeBufferPointer { cutVertices in
            clipper.indices.withUnsafeBufferPointer { cutIndices in
                SDL_RenderGeometry(renderer, texture, cutVertices.baseAddress, Int32(cutVertices.count),
                                   cutIndices.baseAddress, Int32(cutIndices.count)) == 0
            }
        }
    }
}
