import CSDL2

/// An OpenGL 3.3 core context on an SDL window, with its entry points. Whatever holds GL
/// objects holds this context, so ARC deletes them first, then the context, then the window.
final class GLContext {
    /// The window the context draws on.
    let window: OpaquePointer
    /// The context's entry points.
    let gl: GLFunctions
    /// `GL_RENDERER`, such as `llvmpipe (LLVM 15.0.6, 256 bits)`.
    let rendererName: String
    private let context: SDL_GLContext
    private let releaseWindow: () -> Void

    /// The OpenGL version asked for, and the least accepted.
    static let version = (major: Int32(3), minor: Int32(3))

    /// Asks SDL for OpenGL 3.3 core with a double buffer: call it before creating the window.
    static func requestAttributes() {
        SDL_GL_ResetAttributes()
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, version.major)
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, version.minor)
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, Int32(SDL_GL_CONTEXT_PROFILE_CORE.rawValue))
        SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1)
    }

    /// Creates a context on `window` (made with `SDL_WINDOW_OPENGL` after
    /// ``requestAttributes()``), makes it current and loads its functions. `releaseWindow`
    /// frees the window after the context, also when this throws.
    init(window: OpaquePointer, releaseWindow: @escaping () -> Void) throws(SDLError) {
        guard let context = SDL_GL_CreateContext(window) else {
            let error = SDLError.last("create an OpenGL \(Self.version.major).\(Self.version.minor) core context")
            releaseWindow()
            throw error
        }
        do throws(SDLError) {
            if SDL_GL_MakeCurrent(window, context) != 0 { throw .last("make the OpenGL context current") }
            let gl = try GLFunctions()
            var major: GLint = 0, minor: GLint = 0
            gl.getIntegerv(GLenum(GL_MAJOR_VERSION), &major)
            gl.getIntegerv(GLenum(GL_MINOR_VERSION), &minor)
            try gl.check("query the OpenGL version")
            guard (major, minor) >= Self.version else {
                throw SDLError(operation: "create an OpenGL 3.3 core context", reason: "got OpenGL \(major).\(minor) (\(gl.string(GL_VERSION)))")
            }
            self.gl = gl
            rendererName = gl.string(GL_RENDERER)
        } catch {
            SDL_GL_DeleteContext(context)
            releaseWindow()
            throw error
        }
        self.window = window
        self.context = context
        self.releaseWindow = releaseWindow
    }

    deinit {
        SDL_GL_DeleteContext(context)
        releaseWindow()
    }

    /// The drawing path, for the HUD and the title: `OpenGL 3.3, ` and ``rendererName``.
    var pathName: String { "OpenGL \(Self.version.major).\(Self.version.minor), \(rendererName)" }

    /// The window's drawable size in pixels (more than its points on a high-DPI display).
    var drawableSize: SIMD2<Int32> {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GL_GetDrawableSize(window, &width, &height)
        return [width, height]
    }

    /// Makes the context current again, after another one (SDL's renderer's) was.
    func makeCurrent() {
        SDL_GL_MakeCurrent(window, context)
    }

    /// The bound framebuffer's `size` pixels from its bottom-left corner as a new RGBA
    /// surface, rows top-down (OpenGL's are bottom-up); the caller frees it.
    func readPixels(size: SIMD2<Int32>) throws(SDLError) -> UnsafeMutablePointer<SDL_Surface> {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, size.x, size.y, 32, SDL_PIXELFORMAT_RGBA32.rawValue) else {
            throw .last("create a \(size.x)x\(size.y) surface for the OpenGL frame")
        }
        let pitch = Int(surface.pointee.pitch), rows = Int(size.y)
        let pixels = surface.pointee.pixels!
        gl.pixelStorei(GLenum(GL_PACK_ALIGNMENT), 4)
        gl.pixelStorei(GLenum(GL_PACK_ROW_LENGTH), GLint(pitch / 4))
        gl.readPixels(0, 0, size.x, size.y, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), pixels)
        do {
            try gl.check("read the OpenGL frame's pixels")
        } catch {
            SDL_FreeSurface(surface)
            throw error
        }
        // Bottom-up to top-down: swap row k with row rows-1-k through a scratch row.
        let bytes = pixels.assumingMemoryBound(to: UInt8.self)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: pitch) { scratch in
            let scratch = scratch.baseAddress!
            for row in 0..<(rows / 2) {
                let top = bytes + row * pitch, bottom = bytes + (rows - 1 - row) * pitch
                scratch.update(from: top, count: pitch)
                top.update(from: bottom, count: pitch)
                bottom.update(from: scratch, count: pitch)
            }
        }
        return surface
    }
}
