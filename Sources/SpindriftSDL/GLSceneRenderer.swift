import CSDL2
import Foundation
import Spindrift

/// Draws a ``SceneSystem`` with OpenGL 3.3 core: each frame each visible layer's instances
/// go to the GPU in one buffer upload and each run is one instanced draw call, the GPU building
/// every quad's corners and mapping them to the window with the layer's placement (uniforms);
/// a layer that masks to its bounds is clipped with the scissor test. Blending and filtering are the SDL renderer's (``GLSpriteProgram/Blending``).
final class GLSceneRenderer {
    let context: GLContext
    /// The program that draws sprites, shared with the HUD's quad.
    let program: GLSpriteProgram
    /// The clear colour [red, green, blue], 0…255.
    var background: SIMD3<UInt8>
    private let content: SceneContent
    /// The atlas filtered linearly, and nearest (filled only when a cell asks for it).
    private let atlas: GLTexture, nearestAtlas: GLTexture
    private let instances: GLInstanceBuffer

    /// A scene drawing with `context`, textures from `texturesDirectory`; throws with the
    /// shader log or OpenGL's error when the program or a buffer cannot be made.
    init(context: GLContext, texturesDirectory: URL, background: SIMD3<UInt8>) throws(SDLError) {
        self.context = context
        program = try GLSpriteProgram(context: context)
        atlas = try GLTexture(context: context)
        nearestAtlas = try GLTexture(context: context, filter: GL_NEAREST)
        instances = try GLInstanceBuffer(context: context)
        content = SceneContent(texturesDirectory: texturesDirectory)
        self.background = background
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

    /// Builds the batches of `system`'s visible layers (see ``SceneRenderer/buildBatch(from:)``).
    func buildBatch(from system: SceneSystem) {
        content.build(from: system)
    }

    /// Clears the bound framebuffer, `pixels` wide and high, to the background and draws the
    /// batch of the latest ``buildBatch(from:)`` on it, `viewport` points spanning it.
    /// Throws when OpenGL reports an error (such as no memory for the instances).
    func drawBatch(viewport: SIMD2<Float>, pixels: SIMD2<Int32>) throws(SDLError) {
        let gl = context.gl
        gl.viewport(0, 0, pixels.x, pixels.y)
        let clear = SIMD3<Float>(background) / 255
        gl.clearColor(clear.x, clear.y, clear.z, 1)
        gl.clear(GLbitfield(GL_COLOR_BUFFER_BIT))
        for layer in content.drawnLayers where !content.layers[layer].batch.runs.isEmpty {
            let batch = content.layers[layer].batch, placement = content.layers[layer].placement
            if let clip = placement.clip {
                // The scissor box counts pixels from the bottom left.
                let scale = SIMD2<Double>(Double(pixels.x) / Double(viewport.x), Double(pixels.y) / Double(viewport.y))
                guard let rect = SceneRenderer.pixelRect(clip, scale: scale) else { continue }
                gl.enable(GLenum(GL_SCISSOR_TEST))
                gl.scissor(rect.x, Int32(clamping: Int(pixels.y) - Int(rect.y) - Int(rect.h)), rect.w, rect.h)
            }
            defer { if placement.clip != nil { gl.disable(GLenum(GL_SCISSOR_TEST)) } }
            batch.instances.withUnsafeBytes { bytes in
                instances.upload(UnsafeRawBufferPointer(rebasing: bytes[..<(batch.instanceCount * MemoryLayout<SpriteInstance>.stride)]))
            }
            program.use(viewport: viewport, blending: batch.blendMode == .additive ? .additive : .straightAlpha)
            program.place(placement)
            for run in batch.runs {
                (content.textures.isNearest(run.texture) ? nearestAtlas : atlas).bind()
                instances.draw(run.instances)
            }
        }
        try context.gl.check("draw the particles with OpenGL")
    }
}
