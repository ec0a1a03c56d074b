import CSDL2
import Foundation
import Spindrift

/// Draws a ``SceneSystem`` with OpenGL 3.3 core: each frame each visible layer's instances
/// go to the GPU in one buffer upload and each run is one instanced draw call, the GPU building
/// every quad's corners and mapping them to the window with the layer's placement (uniforms);
/// a layer that masks to its bounds is clipped with the scissor test. A layer's background is
/// one more instance under its particles, over a one-texel white texture. Blending and filtering are the SDL renderer's (``GLSpriteProgram/Blending``).
/// With ``gpuResident``, cells whose particles the GPU can evaluate draw from their rings
/// instead (``ResidentLayer``, ``GLResidentProgram``), a frame uploading only their births.
final class GLSceneRenderer {
    let context: GLContext
    /// The program that draws sprites, shared with the HUD's quad.
    let program: GLSpriteProgram
    /// What is behind the layers.
    var backdrop: Backdrop {
        get { content.backdrop }
        set { content.backdrop = newValue }
    }
    private let content: SceneContent
    /// The atlas filtered linearly, and nearest (filled only when a cell asks for it).
    private let atlas: GLTexture, nearestAtlas: GLTexture
    /// One white texel, the texture of backgrounds.
    private let whiteTexel: GLTexture
    private let instances: GLInstanceBuffer
    /// The GPU-resident path's program, and each layer's rings on the GPU by cell.
    private let residentProgram: GLResidentProgram
    private var residentBuffers: [[GLResidentBuffer?]] = []
    /// The background quad being drawn.
    private let backgroundQuad: GLInstanceBuffer

    /// A scene drawing with `context`, textures from `texturesDirectory`, on `backdrop`;
    /// throws with the shader log or OpenGL's error when the program, a texture or a buffer
    /// cannot be made.
    init(context: GLContext, texturesDirectory: URL, backdrop: Backdrop) throws(SDLError) {
        self.context = context
        program = try GLSpriteProgram(context: context)
        atlas = try GLTexture(context: context)
        nearestAtlas = try GLTexture(context: context, filter: GL_NEAREST)
        whiteTexel = try GLTexture(context: context, filter: GL_NEAREST)
        guard let white = SDL_CreateRGBSurfaceWithFormat(0, 1, 1, 32, SDL_PIXELFORMAT_RGBA32.rawValue) else {
            throw .last("create the background texture")
        }
        defer { SDL_FreeSurface(white) }
        white.pointee.pixels.storeBytes(of: UInt32.max, as: UInt32.self)
        try whiteTexel.upload(white)
        instances = try GLInstanceBuffer(context: context)
        residentProgram = try GLResidentProgram(context: context)
        var texels: GLint = 0
        context.gl.getIntegerv(GLenum(GL_MAX_TEXTURE_BUFFER_SIZE), &texels)
        backgroundQuad = try GLInstanceBuffer(context: context)
        content = SceneContent(texturesDirectory: texturesDirectory, backdrop: backdrop)
        // Four texels a particle.
        content.maximumResidentSlots = Int(texels) / (MemoryLayout<ResidentParticle>.stride / 16)
    }

    /// Loads the textures of `program`'s cells, uploading the atlas when it changed; call it
    /// whenever the program changes. On error the previous appearances stay.
    func prepare(for program: SceneProgram, source: String) throws(ConfigurationError) {
        try content.prepare(for: program, source: source) { surface throws(SDLError) in
            try atlas.upload(surface)
            if content.textures.usesNearest { try nearestAtlas.upload(surface) }
        }
    }

    /// The textures, packed into the atlas.
    var textures: TextureLibrary { content.textures }

    /// Whether cells the GPU can evaluate from their birth records take the GPU-resident path
    /// (``ResidentLayer``); the others, and every cell when off, take the CPU batch.
    var gpuResident: Bool {
        get { content.gpuResident }
        set { content.gpuResident = newValue }
    }

    /// Why every cell takes the CPU batch while ``gpuResident`` is off, for the HUD.
    var residentOffReason: DrawingPath.CPUBatchReason {
        get { content.residentOffReason }
        set { content.residentOffReason = newValue }
    }

    /// Each drawn cell's path at the latest ``buildBatch(from:)``, by layer and cell.
    var drawingPaths: [[DrawingPath]] { content.drawingPaths }

    /// Builds the batches of `system`'s visible layers (see ``SceneRenderer/buildBatch(from:)``).
    func buildBatch(from system: SceneSystem) {
        content.build(from: system)
    }

    /// Clears the bound framebuffer, `pixels` wide and high, to the backdrop and draws the
    /// backgrounds and batches of the latest ``buildBatch(from:)`` on it, `viewport` points
    /// spanning it. Throws when OpenGL reports an error (such as no memory for the instances).
    func drawBatch(viewport: SIMD2<Float>, pixels: SIMD2<Int32>) throws(SDLError) {
        let gl = context.gl
        gl.viewport(0, 0, pixels.x, pixels.y)
        let clear = SIMD4<Float>(content.backdrop.premultiplied) / 255
        gl.clearColor(clear.x, clear.y, clear.z, clear.w)
        gl.clear(GLbitfield(GL_COLOR_BUFFER_BIT))
        if let (placement, quad) = content.rootBackground {
            clipped(to: placement, viewport: viewport, pixels: pixels) {
                drawBackground(quad, placedBy: placement, viewport: viewport)
            }
        }
        for layer in content.drawnLayers {
            let batch = content.layers[layer].batch, placement = content.layers[layer].placement
            let background = content.layers[layer].background
            guard background != nil || !batch.runs.isEmpty || content.layers[layer].resident != nil else { continue }
            clipped(to: placement, viewport: viewport, pixels: pixels) {
                if let background { drawBackground(background, placedBy: placement, viewport: viewport) }
                if let resident = content.layers[layer].resident, resident.paths.contains(.gpuResident) {
                    drawCells(of: content.layers[layer], layer: layer, resident: resident, placedBy: placement, viewport: viewport)
                } else {
                    draw(batch, placedBy: placement, viewport: viewport)
                }
            }
        }
        try context.gl.check("draw the particles with OpenGL")
    }

    /// Runs `body` with drawing scissored to `placement`'s clip, if any; nothing when
    /// nothing of the clip is left.
    private func clipped(to placement: LayerPlacement, viewport: SIMD2<Float>, pixels: SIMD2<Int32>, _ body: () -> Void) {
        let gl = context.gl
        if let clip = placement.clip {
            // The scissor box counts pixels from the bottom left.
            let scale = SIMD2<Double>(Double(pixels.x) / Double(viewport.x), Double(pixels.y) / Double(viewport.y))
            guard let rect = SceneRenderer.pixelRect(clip, scale: scale) else { return }
            gl.enable(GLenum(GL_SCISSOR_TEST))
            gl.scissor(rect.x, Int32(clamping: Int(pixels.y) - Int(rect.y) - Int(rect.h)), rect.w, rect.h)
        }
        defer { if placement.clip != nil { gl.disable(GLenum(GL_SCISSOR_TEST)) } }
        body()
    }

    /// Draws a layer's background `quad` at `placement`, blended over what is drawn.
    private func drawBackground(_ quad: SpriteInstance, placedBy placement: LayerPlacement, viewport: SIMD2<Float>) {
        withUnsafeBytes(of: quad) { backgroundQuad.upload($0) }
        program.use(viewport: viewport, blending: .straightAlpha)
        program.place(placement)
        whiteTexel.bind()
        backgroundQuad.draw(0..<1)
    }

    /// Draws a layer some of whose cells are GPU-resident, cell after cell: a resident cell's
    /// ring (its births since the last frame uploaded first), a CPU-batch cell's sprites, which
    /// the batch holds in cell order (a layer that sorts across cells has no resident cell).
    private func drawCells(
        of drawn: SceneContent.Layer, layer: Int, resident: ResidentLayer, placedBy placement: LayerPlacement,
        viewport: SIMD2<Float>
    ) {
        guard let frame = drawn.frame else { return }
        let batch = drawn.batch
        if batch.instanceCount > 0 { upload(batch) }
        while residentBuffers.count <= layer { residentBuffers.append([]) }
        if residentBuffers[layer].count != frame.cells.count {
            residentBuffers[layer] = Array(repeating: nil, count: frame.cells.count)
        }
        let blending: GLSpriteProgram.Blending = batch.blendMode == .additive ? .additive : .straightAlpha
        let newestFirst = frame.renderMode == .oldestLast
        var first = 0
        for cell in frame.cells.indices {
            guard let appearance = drawn.appearances[cell] else { continue }
            (content.textures.isNearest(appearance.texture) ? nearestAtlas : atlas).bind()
            switch resident.paths[cell] {
            case .hidden:
                continue
            case .cpuBatch:
                let count = frame.cells[cell].store.count
                program.use(viewport: viewport, blending: blending)
                program.place(placement)
                instances.draw(first..<(first + count))
                first += count
            case .gpuResident:
                // A ring grown past what a buffer texture holds is not drawn this frame; the
                // next update puts its cell on the CPU batch.
                guard resident.rings[cell].capacity <= content.maximumResidentSlots,
                      let buffer = residentBuffer(layer: layer, cell: cell) else { continue }
                let parameters = frame.cells[cell].compiled.parameters
                buffer.upload(resident.rings[cell])
                buffer.upload(parameters.curves)
                residentProgram.sprites.use(viewport: viewport, blending: blending)
                residentProgram.sprites.place(placement)
                residentProgram.draw(
                    resident.rings[cell], from: buffer,
                    sprites: CellSprites(now: frame.time, rates: parameters.rates, appearance: appearance),
                    forces: parameters.motion, curves: parameters.curves?.shaderTables, newestFirst: newestFirst)
            }
        }
        resident.markUploaded()
    }

    /// The GPU's buffer for `layer`'s `cell`, made on first use; nil when OpenGL cannot make
    /// one (the cell is then not drawn, and ``drawBatch(viewport:pixels:)`` reports the error).
    private func residentBuffer(layer: Int, cell: Int) -> GLResidentBuffer? {
        if let buffer = residentBuffers[layer][cell] { return buffer }
        let buffer = try? GLResidentBuffer(context: context)
        residentBuffers[layer][cell] = buffer
        return buffer
    }

    /// Uploads `batch`'s sprites to the instance buffer.
    private func upload(_ batch: RenderBatch) {
        batch.instances.withUnsafeBytes { bytes in
            instances.upload(UnsafeRawBufferPointer(rebasing: bytes[..<(batch.instanceCount * MemoryLayout<SpriteInstance>.stride)]))
        }
    }

    /// Draws `batch`'s runs at `placement` with its blend mode.
    private func draw(_ batch: RenderBatch, placedBy placement: LayerPlacement, viewport: SIMD2<Float>) {
        guard !batch.runs.isEmpty else { return }
        upload(batch)
        program.use(viewport: viewport, blending: batch.blendMode == .additive ? .additive : .straightAlpha)
        program.place(placement)
        for run in batch.runs {
            (content.textures.isNearest(run.texture) ? nearestAtlas : atlas).bind()
            instances.draw(run.instances)
        }
    }
}
