import CSDL2
import Foundation
import Spindrift

/// Draws a ``SceneSystem`` on an SDL renderer, window or offscreen alike: each visible
/// layer's ``RenderBatch``, in drawing order, is expanded, at most ``maximumQuadsPerCall``
/// sprites at a time, into quads of four vertices in a reused buffer
/// (``SpriteInstance/vertices``), which go to `SDL_RenderGeometry` in one call per run of
/// quads sharing a texture, with the batch's blend mode. A placed, turned or faded layer has
/// its corners mapped to the window and their alpha multiplied by its opacity as they are
/// expanded; a layer that masks to its bounds is clipped with `SDL_RenderSetClipRect`.
/// A layer's background is one more quad under its particles, over a one-texel white texture.
/// Quads that miss the target are left out and quads too large for SDL are cut to the target
/// first (``GeometryLimits``).
public final class SceneRenderer {
    /// The most quads one `SDL_RenderGeometry` call receives.
    public static let maximumQuadsPerCall = 16_384

    /// The SDL renderer drawn on, kept alive by this scene.
    let handle: RendererHandle
    /// The SDL renderer drawn on.
    var renderer: OpaquePointer { handle.renderer }
    /// The textures, the cells' appearances, the batches and placements.
    private let content: SceneContent
    /// The textures, packed into ``atlas``.
    public var textures: TextureLibrary { content.textures }
    /// The atlas as textures of ``renderer``: filtered linearly, and nearest when a cell
    /// asks for it (``TextureLibrary/usesNearest``).
    private var atlas: OpaquePointer?, nearestAtlas: OpaquePointer?
    /// What is behind the layers.
    public var backdrop: Backdrop {
        get { content.backdrop }
        set { content.backdrop = newValue }
    }
    /// The one white texel backgrounds are drawn with, made when first needed.
    private var whiteTexel: OpaquePointer?
    /// Each layer's batch of the latest ``buildBatch(from:)``, by layer index.
    public var batches: [RenderBatch] { content.layers.map(\.batch) }

    /// Each cell's path at the latest batch, by layer and cell: the CPU batch for every drawn
    /// cell (the GPU-resident path is OpenGL's).
    var drawingPaths: [[DrawingPath]] { content.drawingPaths }
    private var indices: [Int32] = []
    /// The quads of up to ``maximumQuadsPerCall`` sprites, reused from frame to frame.
    private var vertices: [SpriteVertex] = []
    /// The cut pieces of oversized quads, reused from frame to frame.
    private var clipper = QuadClipper()

    /// A scene on `handle`'s renderer with textures from `texturesDirectory`, drawn on `backdrop`.
    init(handle: RendererHandle, texturesDirectory: URL, backdrop: Backdrop) {
        self.handle = handle
        self.content = SceneContent(texturesDirectory: texturesDirectory, backdrop: backdrop)
    }

    deinit {
        for texture in [atlas, nearestAtlas, whiteTexel] { if let texture { SDL_DestroyTexture(texture) } }
    }

    /// Loads the textures of `program`'s cells; call it whenever the program changes. On
    /// error (naming `source`, the cell and the file) the previous appearances stay.
    public func prepare(for program: SceneProgram, source: String) throws(ConfigurationError) {
        try content.prepare(for: program, source: source) { surface throws(SDLError) in
            // Core Animation's default minification and magnification filter is linear.
            let linear = try Self.texture(of: surface, on: renderer, scaleMode: SDL_ScaleModeLinear)
            var nearest: OpaquePointer?
            if textures.usesNearest {
                do throws(SDLError) {
                    nearest = try Self.texture(of: surface, on: renderer, scaleMode: SDL_ScaleModeNearest)
                } catch {
                    SDL_DestroyTexture(linear)
                    throw error
                }
            }
            for texture in [atlas, nearestAtlas] { if let texture { SDL_DestroyTexture(texture) } }
            (atlas, nearestAtlas) = (linear, nearest)
        }
    }

    /// A texture of `renderer` holding `surface`, sampled with `scaleMode`.
    private static func texture(
        of surface: UnsafeMutablePointer<SDL_Surface>, on renderer: OpaquePointer, scaleMode: SDL_ScaleMode
    ) throws(SDLError) -> OpaquePointer {
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
            throw .last("create the texture atlas (\(surface.pointee.w)×\(surface.pointee.h) pixels)")
        }
        SDL_SetTextureScaleMode(texture, scaleMode)
        return texture
    }

    /// Builds the batch of each visible layer of `system` on as many threads as `system`
    /// updates on; `system`'s program must be the one last passed to ``prepare(for:source:)``.
    public func buildBatch(from system: SceneSystem) {
        content.build(from: system)
        // At least one quad, for a background.
        let needed = max(1, min(content.largestBatch, Self.maximumQuadsPerCall))
        if indices.count < needed * 6 {
            // Grown to the batches' room, as they are: the indices are the same for every frame.
            let quads = min(max(needed, content.largestBatchRoom, indices.count / 6 * 2), Self.maximumQuadsPerCall)
            indices = RenderBatch.triangleIndices(quadCount: quads)
            vertices = Array(repeating: SpriteVertex(x: 0, y: 0, red: 0, green: 0, blue: 0, alpha: 0, u: 0, v: 0), count: quads * 4)
        }
    }

    /// Clears to the backdrop and draws the backgrounds and batches of the latest
    /// ``buildBatch(from:)``.
    public func drawBatch() throws(SDLError) {
        let clear = content.backdrop.premultiplied
        SDL_SetRenderDrawColor(renderer, clear.x, clear.y, clear.z, clear.w)
        SDL_RenderClear(renderer)
        precondition(MemoryLayout<SpriteVertex>.stride == MemoryLayout<SDL_Vertex>.stride,
                     "SpriteVertex must have SDL_Vertex's layout")
        let limits = GeometryLimits(renderer: renderer, textureSize: textures.atlasSize)
        if let (placement, quad) = content.rootBackground {
            try clipped(to: placement) { () throws(SDLError) in try drawBackground(quad, placedBy: placement) }
        }
        for layer in content.drawnLayers {
            let drawn = content.layers[layer]
            guard drawn.background != nil || !drawn.batch.runs.isEmpty else { continue }
            try clipped(to: drawn.placement) { () throws(SDLError) in
                if let quad = drawn.background { try drawBackground(quad, placedBy: drawn.placement) }
                try draw(drawn.batch, placedBy: drawn.placement, limits: limits)
            }
        }
    }

    /// Runs `body` with drawing clipped to `placement`'s clip, if any; nothing when nothing
    /// of the clip is left.
    private func clipped(to placement: LayerPlacement, _ body: () throws(SDLError) -> Void) throws(SDLError) {
        if let clip = placement.clip {
            guard var rect = Self.pixelRect(clip) else { return }
            SDL_RenderSetClipRect(renderer, &rect)
        }
        defer { if placement.clip != nil { SDL_RenderSetClipRect(renderer, nil) } }
        try body()
    }

    /// Draws the background `quad` of a layer at `placement`, blended over what is drawn.
    private func drawBackground(_ quad: SpriteInstance, placedBy placement: LayerPlacement) throws(SDLError) {
        let texture = try whiteTexture()
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        withUnsafePointer(to: quad) { expand(0..<1, of: UnsafeBufferPointer(start: $0, count: 1), placedBy: placement) }
        let limits = GeometryLimits(renderer: renderer, textureSize: [1, 1])
        let drawn = vertices.withUnsafeBufferPointer { vertices in
            indices.withUnsafeBufferPointer { indices in
                vertices.withMemoryRebound(to: SDL_Vertex.self) { sdlVertices in
                    draw(0..<1, of: sdlVertices.baseAddress!, indices: indices.baseAddress!, texture: texture, limits: limits)
                }
            }
        }
        if !drawn { throw .last("draw a layer's background") }
    }

    /// The one-texel white texture, made on first use.
    private func whiteTexture() throws(SDLError) -> OpaquePointer {
        if let whiteTexel { return whiteTexel }
        guard let texture = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 1, 1) else {
            throw .last("create the background texture")
        }
        var white: UInt32 = .max
        guard SDL_UpdateTexture(texture, nil, &white, 4) == 0 else {
            let error = SDLError.last("fill the background texture")
            SDL_DestroyTexture(texture)
            throw error
        }
        whiteTexel = texture
        return texture
    }

    /// `clip` [x, y, width, height] in points as whole pixels, each edge rounded to the
    /// nearest pixel boundary (within ±10⁹, NaN as 0); nil when nothing is left of it.
    static func pixelRect(_ clip: SIMD4<Double>, scale: SIMD2<Double> = [1, 1]) -> SDL_Rect? {
        func edge(_ value: Double) -> Int32 { value.isNaN ? 0 : Int32(max(-1e9, min(1e9, value.rounded()))) }
        let left = edge(clip.x * scale.x), top = edge(clip.y * scale.y)
        let rect = SDL_Rect(
            x: left, y: top, w: max(0, edge((clip.x + clip.z) * scale.x) - left), h: max(0, edge((clip.y + clip.w) * scale.y) - top))
        // An empty rectangle would turn clipping off: nothing of the layer shows.
        return rect.w > 0 && rect.h > 0 ? rect : nil
    }

    /// Draws `batch`'s runs with its blend mode, at `placement`.
    private func draw(_ batch: RenderBatch, placedBy placement: LayerPlacement, limits: GeometryLimits) throws(SDLError) {
        let blendMode = batch.blendMode == .additive ? SDL_BLENDMODE_ADD : SDL_BLENDMODE_BLEND
        for run in batch.runs {
            let texture = textures.isNearest(run.texture) ? nearestAtlas! : atlas!
            SDL_SetTextureBlendMode(texture, blendMode)
            for start in stride(from: run.instances.lowerBound, to: run.instances.upperBound, by: Self.maximumQuadsPerCall) {
                let sprites = start..<min(start + Self.maximumQuadsPerCall, run.instances.upperBound)
                batch.instances.withUnsafeBufferPointer { expand(sprites, of: $0, placedBy: placement) }
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

    /// Writes the quads of `instances`' `sprites` (at most ``maximumQuadsPerCall``) from the
    /// start of ``vertices``: their corners mapped by `placement` to the window (exact for
    /// any affine map) and their alpha multiplied by its opacity, unless the layer is on the
    /// window as it is.
    private func expand(_ sprites: Range<Int>, of instances: UnsafeBufferPointer<SpriteInstance>, placedBy placement: LayerPlacement) {
        let map = placement.toWindow
        let (a, b, c, d) = (Float(map.a), Float(map.b), Float(map.c), Float(map.d))
        let (tx, ty) = (Float(map.tx), Float(map.ty))
        let opacity = Float(placement.opacity)
        let placed = !map.isIdentity || opacity != 1
        vertices.withUnsafeMutableBufferPointer { vertices in
            for (quad, sprite) in sprites.enumerated() {
                let corners = instances[sprite].vertices
                (vertices[quad * 4], vertices[quad * 4 + 1], vertices[quad * 4 + 2], vertices[quad * 4 + 3]) = corners
                guard placed else { continue }
                for index in (quad * 4)..<(quad * 4 + 4) {
                    let (x, y) = (vertices[index].x, vertices[index].y)
                    (vertices[index].x, vertices[index].y) = (a * x + c * y + tx, b * x + d * y + ty)
                    vertices[index].alpha = UInt8((Float(vertices[index].alpha) * opacity).rounded())
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
