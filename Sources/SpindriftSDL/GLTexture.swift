import CSDL2

/// An RGBA OpenGL texture filled from SDL surfaces, filtered linearly (as SDL's linear scale
/// mode and Core Animation's default filters) or nearest, and clamped at its edges.
final class GLTexture {
    let context: GLContext
    private var texture: GLuint = 0
    /// Width and height in texels (zero until the first upload).
    private(set) var size: SIMD2<Int32> = .zero

    /// An empty texture sampled with `filter` (`GL_LINEAR` or `GL_NEAREST`, for minification
    /// and magnification alike); throws when OpenGL reports an error.
    init(context: GLContext, filter: Int32 = GL_LINEAR) throws(SDLError) {
        self.context = context
        let gl = context.gl
        gl.genTextures(1, &texture)
        gl.bindTexture(GLenum(GL_TEXTURE_2D), texture)
        for (name, value) in [(GL_TEXTURE_MIN_FILTER, filter), (GL_TEXTURE_MAG_FILTER, filter),
                              (GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE), (GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE)] {
            gl.texParameteri(GLenum(GL_TEXTURE_2D), GLenum(name), value)
        }
        try gl.check("create a texture")
    }

    deinit {
        context.gl.deleteTextures(1, &texture)
    }

    /// Binds the texture to unit 0, where ``GLSpriteProgram`` samples.
    func bind() {
        context.gl.activeTexture(GLenum(GL_TEXTURE0))
        context.gl.bindTexture(GLenum(GL_TEXTURE_2D), texture)
    }

    /// Fills the texture with the `rect` texels of `surface` (32-bit RGBA in byte order;
    /// the whole surface when nil): in place when the size is the same, else as a new
    /// texture of that size.
    func upload(_ surface: UnsafeMutablePointer<SDL_Surface>, rect: SDL_Rect? = nil) throws(SDLError) {
        let image = surface.pointee
        precondition(image.format.pointee.format == SDL_PIXELFORMAT_RGBA32.rawValue, "an RGBA32 surface")
        let rect = rect ?? SDL_Rect(x: 0, y: 0, w: image.w, h: image.h)
        precondition(rect.x >= 0 && rect.y >= 0 && rect.w > 0 && rect.h > 0 && rect.x + rect.w <= image.w
                     && rect.y + rect.h <= image.h, "a rectangle inside the surface")
        let gl = context.gl
        bind()
        gl.pixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        gl.pixelStorei(GLenum(GL_UNPACK_ROW_LENGTH), image.pitch / 4)
        let first = image.pixels + Int(rect.y) * Int(image.pitch) + Int(rect.x) * 4
        let (format, type) = (GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE))
        if size == [rect.w, rect.h] {
            gl.texSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, 0, rect.w, rect.h, format, type, first)
        } else {
            gl.texImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, rect.w, rect.h, 0, format, type, first)
            try gl.check("upload a \(rect.w)x\(rect.h) texture")
            size = [rect.w, rect.h]
        }
    }
}
