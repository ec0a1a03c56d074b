import CSDL2
import Foundation
import Spindrift

/// Draws a ``SceneSystem`` on an SDL renderer, window or offscreen alike: each visible
/// layer's ``RenderBatch``, in drawing order, goes to `SDL_RenderGeometry` in one call per
/// run of quads sharing a texture (at most ``maximumQuadsPerCall`` quads each), with the
/// batch's blend mode. A layer on the window as it is (no placement, opacity 1) passes its
/// vertices in place; a placed, turned or faded one has them mapped to the window and their
/// alpha multiplied into a reused buffer first; a layer that masks to its bounds is clipped
/// with `SDL_RenderSetClipRect`. Quads that miss the target are left out and quads too large
/// for SDL are cut to the target first (``GeometryLimits``).
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
    /// Each layer's batch of the latest ``buildBatch(from:)``, by layer index.
    public private(set) var batches: [RenderBatch] = []
    /// The layers drawn by ``drawBatch()``, in order: visible ones, by drawing order.
    private var drawnLayers: [Int] = []
    /// Each layer's placement at the latest ``buildBatch(from:)``, by layer index.
    private var placements: [LayerPlacement] = []
    /// The quads of up to ``maximumQuadsPerCall`` sprites of a placed layer, mapped to the
    /// window; reused from frame to frame.
    private var placedVertices: [SpriteVertex] = []
    private var appearances: [[SpriteAppearance?]] = []
    private var indices: [Int32] = []
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
    public func prepare(for program: SceneProgram, source: String) throws(ConfigurationError) {
        appearances = try textures.appearances(for: program, source: source)
        if batches.count != appearances.count {
            batches = Array(repeating: RenderBatch(), count: appearances.count)
        }
    }

    /// Builds the batch of each visible layer of `system` on as many threads as `system`
    /// updates on; `system`'s program must be the one last passed to ``prepare(for:source:)``.
    public func buildBatch(from system: SceneSystem) {
        precondition(appearances.count == system.systems.count, "prepare(for:source:) the system's program before drawing it")
        drawnLayers.removeAll(keepingCapacity: true)
        placements.removeAll(keepingCapacity: true)
        placements.append(contentsOf: system.placements)
        var needed = 0
        var placed = false
        for layer in system.program.drawingOrder where !placements[layer].isHidden && placements[layer].opacity > 0 {
            precondition(appearances[layer].count == system.systems[layer].cellCount,
                         "prepare(for:source:) the system's program before drawing it")
            drawnLayers.append(layer)
            batches[layer].build(from: system.systems[layer].frame, appearances: appearances[layer], threads: system.threads)
            needed = max(needed, min(batches[layer].quadCount, Self.maximumQuadsPerCall))
            placed = placed || !Self.drawsInPlace(placements[layer])
        }
        if indices.count < needed * 6 {
            // Grown by doubling: the indices are the same for every frame.
            indices = RenderBatch.triangleIndices(quadCount: min(max(needed, indices.count / 6 * 2), Self.maximumQuadsPerCall))
        }
        if placed, placedVertices.count < indices.count / 6 * 4 {
            placedVertices = Array(repeating: SpriteVertex(x: 0, y: 0, red: 0, green: 0, blue: 0, alpha: 0, u: 0, v: 0),
                                   count: indices.count / 6 * 4)
        }
    }

    /// Clears to the background and draws the batches of the latest ``buildBatch(from:)``.
    public func drawBatch() throws(SDLError) {
        SDL_SetRenderDrawColor(renderer, background.x, background.y, background.z, 255)
        SDL_RenderClear(renderer)
        precondition(MemoryLayout<SpriteVertex>.stride == MemoryLayout<SDL_Vertex>.stride,
                     "SpriteVertex must have SDL_Vertex's layout")
        let limits = GeometryLimits(renderer: renderer, textureSize: textures.atlasSize)
        for layer in drawnLayers where !batches[layer].runs.isEmpty {
            let placement = placements[layer]
            if let clip = placement.clip {
                // Whole pixels: the edges rounded to the nearest pixel boundary.
                let left = Self.pixelEdge(clip.x), top = Self.pixelEdge(clip.y)
                var rect = SDL_Rect(
                    x: left, y: top, w: max(0, Self.pixelEdge(clip.x + clip.z) - left),
                    h: max(0, Self.pixelEdge(clip.y + clip.w) - top))
                // An empty rectangle would turn clipping off: nothing of the layer shows.
                guard rect.w > 0, rect.h > 0 else { continue }
                SDL_RenderSetClipRect(renderer, &rect)
            }
            defer { if placement.clip != nil { SDL_RenderSetClipRect(renderer, nil) } }
            if Self.drawsInPlace(placement) {
                try draw(batches[layer], limits: limits)
            } else {
                try draw(batches[layer], placedBy: placement, limits: limits)
            }
        }
    }

    /// `value` rounded to a whole pixel, within ±10⁹ (0 for NaN), so that any clip converts.
    private static func pixelEdge(_ value: Double) -> Int32 {
        value.isNaN ? 0 : Int32(max(-1e9, min(1e9, value.rounded())))
    }

    /// Whether a layer at `placement` draws its vertices as they are: on the window as it is, opaque.
    private static func drawsInPlace(_ placement: LayerPlacement) -> Bool {
        placement.toWindow.isIdentity && placement.opacity == 1
    }

    /// Draws `batch`'s runs with its blend mode, their vertices mapped by `placement` to the
    /// window and their alpha multiplied by its opacity, at most ``maximumQuadsPerCall`` quads
    /// at a time through ``placedVertices``.
    private func draw(_ batch: RenderBatch, placedBy placement: LayerPlacement, limits: GeometryLimits) throws(SDLError) {
        let blendMode = batch.blendMode == .additive ? SDL_BLENDMODE_ADD : SDL_BLENDMODE_BLEND
        let map = placement.toWindow
        let (a, b, c, d) = (Float(map.a), Float(map.b), Float(map.c), Float(map.d))
        let (tx, ty) = (Float(map.tx), Float(map.ty))
        let opacity = Float(placement.opacity)
        for run in batch.runs {
            let texture = textures.texture(run.texture)
            SDL_SetTextureBlendMode(texture, blendMode)
            for start in stride(from: run.quads.lowerBound, to: run.quads.upperBound, by: Self.maximumQuadsPerCall) {
                let quads = start..<min(start + Self.maximumQuadsPerCall, run.quads.upperBound)
                let drawn = batch.vertices.withUnsafeBufferPointer { source in
                    placedVertices.withUnsafeMutableBufferPointer { placed in
                        for index in 0..<(quads.count * 4) {
                            var vertex = source[quads.lowerBound * 4 + index]
                            (vertex.x, vertex.y) = (a * vertex.x + c * vertex.y + tx, b * vertex.x + d * vertex.y + ty)
                            vertex.alpha = UInt8((Float(vertex.alpha) * opacity).rounded())
                            placed[index] = vertex
                        }
                        return indices.withUnsafeBufferPointer { indices in
                            UnsafeBufferPointer(placed).withMemoryRebound(to: SDL_Vertex.self) { sdlVertices in
                                draw(0..<quads.count, of: sdlVertices.baseAddress!, indices: indices.baseAddress!,
                                     texture: texture, limits: limits)
                            }
                        }
                    }
                }
                if !drawn { throw .last("draw the particles") }
            }
        }
    }

    /// Draws `batch`'s runs with its blend mode, its vertices in place.
    private func draw(_ batch: RenderBatch, limits: GeometryLimits) throws(SDLError) {
        let blendMode = batch.blendMode == .additive ? SDL_BLENDMODE_ADD : SDL_BLENDMODE_BLEND
        let failed = batch.vertices.withUnsafeBufferPointer { vertices in
            indices.withUnsafeBufferPointer { indices in
                vertices.withMemoryRebound(to: SDL_Vertex.self) { sdlVertices in
                    for run in batch.runs {
                        let texture = textures.texture(run.texture)
                        SDL_SetTextureBlendMode(texture, blendMode)
                        if !draw(run.quads, of: sdlVertices.baseAddress!, indices: indices.baseAddress!,
                                 texture: texture, limits: limits) {
                            return true
                        }
                    }
                    return false
                }
            }
        }
        if failed { throw .last("draw the particles") }
    }

    /// Draws `quads` in order: consecutive drawable quads (with any small hidden ones
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
