import CSDL2
import Foundation
import Spindrift

/// The window's OpenGL 3.3 path drawing into an offscreen framebuffer, no display needed:
/// SDL's offscreen video driver with EGL (Mesa's llvmpipe where there is no GPU). `spindrift
/// render --renderer gl` and the test that compares it with the software path use it.
public final class GLOffscreenRenderer: FrameCanvas {
    /// Width and height in pixels (one pixel per point).
    public let size: SIMD2<Int>
    /// The drawing path, such as `OpenGL 3.3, llvmpipe (LLVM 15.0.6, 256 bits)`.
    public var name: String { context.pathName }
    let context: GLContext
    private let scene: GLSceneRenderer
    private var framebuffer: GLuint = 0
    private var colorBuffer: GLuint = 0

    /// A `size` pixels canvas drawing textures from `texturesDirectory` on `backdrop`.
    /// Starts SDL's video on its offscreen driver whatever `SDL_VIDEODRIVER` says (stopped
    /// again when the canvas is released); throws when OpenGL 3.3 cannot be had.
    public init(size: SIMD2<Int>, texturesDirectory: URL, backdrop: Backdrop = .nightSky) throws(SDLError) {
        precondition(size.x > 0 && size.y > 0, "an offscreen canvas needs a positive size")
        self.size = size
        SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "offscreen", SDL_HINT_OVERRIDE)
        defer { SDL_ResetHint(SDL_HINT_VIDEODRIVER) }
        if SDL_InitSubSystem(SDL_INIT_VIDEO) != 0 { throw .last("start SDL's offscreen video driver") }
        GLContext.requestAttributes()
        guard let window = SDL_CreateWindow("spindrift render", 0, 0, Int32(size.x), Int32(size.y),
                                            SDL_WINDOW_OPENGL.rawValue | SDL_WINDOW_HIDDEN.rawValue) else {
            let error = SDLError.last("create an OpenGL window on SDL's offscreen driver")
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw error
        }
        context = try GLContext(window: window) {
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
        }
        scene = try GLSceneRenderer(context: context, texturesDirectory: texturesDirectory, backdrop: backdrop)
        let gl = context.gl
        gl.genFramebuffers(1, &framebuffer)
        gl.genRenderbuffers(1, &colorBuffer)
        gl.bindRenderbuffer(GLenum(GL_RENDERBUFFER), colorBuffer)
        gl.renderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(GL_RGBA8), Int32(size.x), Int32(size.y))
        gl.bindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        gl.framebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), colorBuffer)
        let status = gl.checkFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            throw SDLError(operation: "create a \(size.x)x\(size.y) OpenGL framebuffer",
                           reason: "status 0x" + String(status, radix: 16, uppercase: true))
        }
        try gl.check("create a \(size.x)x\(size.y) OpenGL framebuffer")
    }

    deinit {
        context.gl.deleteFramebuffers(1, &framebuffer)
        context.gl.deleteRenderbuffers(1, &colorBuffer)
    }

    /// Whether cells take the GPU-resident path where they can (``DrawingPath``); off, every
    /// cell takes the CPU batch, as the window's SDL renderer and `render` do by default.
    public var gpuResident: Bool {
        get { scene.gpuResident }
        set { scene.gpuResident = newValue }
    }

    /// Loads the textures of `program`'s cells and uploads the atlas when it changed; a
    /// missing texture names `source`, the cell and the file.
    public func prepare(for program: SceneProgram, source: String) throws(ConfigurationError) {
        try scene.prepare(for: program, source: source)
    }

    /// Draws `system`'s particles (its program prepared) and waits until they are drawn.
    public func render(_ system: SceneSystem) throws(SDLError) {
        scene.buildBatch(from: system)
        let pixels = SIMD2(Int32(size.x), Int32(size.y))
        try scene.drawBatch(viewport: SIMD2<Float>(pixels), pixels: pixels)
        context.gl.finish()
    }

    /// The pixels as drawn, premultiplied (``FrameCanvas/drawnPixels()``).
    public func drawnPixels() throws(SDLError) -> [UInt8] {
        let surface = try context.readPixels(size: SIMD2(Int32(size.x), Int32(size.y)))
        defer { SDL_FreeSurface(surface) }
        let (pitch, rowBytes) = (Int(surface.pointee.pitch), size.x * 4)
        let base = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rowBytes * size.y)
        for row in 0..<size.y { bytes += UnsafeBufferPointer(start: base + row * pitch, count: rowBytes) }
        return bytes
    }
}
