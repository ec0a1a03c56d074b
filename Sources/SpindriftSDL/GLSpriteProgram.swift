import Foundation
import CSDL2

/// The shader program that draws ``SpriteInstance``s as textured quads: the vertex shader
/// builds each instance's four corners exactly as the CPU path does (`writeQuad` in the
/// core), the fragment shader multiplies the texel by the tint.
final class GLSpriteProgram {
    let context: GLContext
    private let program: GLuint
    private let viewportLocation: GLint

    /// Per-instance attributes (see ``GLInstanceBuffer``): centre, half size, rotation, tint
    /// (normalised bytes) and texture rectangle (normalised 16-bit). Corners come from
    /// `gl_VertexID` of a 4-vertex triangle strip: 0 top-left (-hw, -hh) at (u0, v0),
    /// 1 top-right, 2 bottom-left, 3 bottom-right (+hw, +hh) at (u1, v1); a corner offset
    /// (x, y) turns to (cos·x − sin·y, sin·x + cos·y), clockwise on screen as y grows down.
    static let vertexShader = """
        #version 330 core
        layout(location = 0) in vec2 center;
        layout(location = 1) in vec2 halfSize;
        layout(location = 2) in float rotation;
        layout(location = 3) in vec4 tint;
        layout(location = 4) in vec4 textureRect;
        uniform vec2 viewport;
        out vec2 texel;
        out vec4 color;
        void main() {
            vec2 corner = vec2((gl_VertexID & 1) != 0 ? 1.0 : -1.0, (gl_VertexID & 2) != 0 ? 1.0 : -1.0);
            vec2 offset = corner * halfSize;
            float s = rotation == 0.0 ? 0.0 : sin(rotation);
            float c = rotation == 0.0 ? 1.0 : cos(rotation);
            vec2 position = center + vec2(c * offset.x - s * offset.y, s * offset.x + c * offset.y);
            gl_Position = vec4(position.x / viewport.x * 2.0 - 1.0, 1.0 - position.y / viewport.y * 2.0, 0.0, 1.0);
            texel = mix(textureRect.xy, textureRect.zw, corner * 0.5 + 0.5);
            color = tint;
        }
        """

    static let fragmentShader = """
        #version 330 core
        in vec2 texel;
        in vec4 color;
        uniform sampler2D atlas;
        out vec4 fragment;
        void main() {
            fragment = texture(atlas, texel) * color;
        }
        """

    /// How a source colour combines with the target: as SDL's OpenGL renderer sets its modes.
    enum Blending {
        /// `SDL_BLENDMODE_BLEND` on straight alpha: rgb = src·srcA + dst·(1 − srcA),
        /// a = srcA + dstA·(1 − srcA).
        case straightAlpha
        /// `SDL_BLENDMODE_ADD`: rgb = src·srcA + dst, a = dstA.
        case additive
        /// Premultiplied source over: rgb = src + dst·(1 − srcA), a = srcA + dstA·(1 − srcA)
        /// (the HUD, drawn on a transparent surface by SDL's blending).
        case premultiplied
    }

    /// Compiles and links the program; a failure carries the compiler's or linker's log.
    init(context: GLContext) throws(SDLError) {
        let gl = context.gl
        let vertex = try Self.compile(Self.vertexShader, kind: GL_VERTEX_SHADER, name: "vertex", gl: gl)
        defer { gl.deleteShader(vertex) }
        let fragment = try Self.compile(Self.fragmentShader, kind: GL_FRAGMENT_SHADER, name: "fragment", gl: gl)
        defer { gl.deleteShader(fragment) }
        let program = gl.createProgram()
        gl.attachShader(program, vertex)
        gl.attachShader(program, fragment)
        gl.linkProgram(program)
        var linked: GLint = 0
        gl.getProgramiv(program, GLenum(GL_LINK_STATUS), &linked)
        guard linked == GL_TRUE else {
            let log = Self.log(of: program, length: gl.getProgramiv, text: gl.getProgramInfoLog)
            gl.deleteProgram(program)
            throw SDLError(operation: "link the sprite shaders", reason: log)
        }
        gl.useProgram(program)
        gl.uniform1i(gl.getUniformLocation(program, "atlas"), 0)
        viewportLocation = gl.getUniformLocation(program, "viewport")
        do {
            try gl.check("set up the sprite shaders")
        } catch {
            gl.deleteProgram(program)
            throw error
        }
        self.context = context
        self.program = program
    }

    deinit {
        context.gl.deleteProgram(program)
    }

    /// Draws with this program from now on, mapping `viewport` points (y down) to the
    /// target and combining colours by `blending`.
    func use(viewport: SIMD2<Float>, blending: Blending) {
        let gl = context.gl
        gl.useProgram(program)
        gl.uniform2f(viewportLocation, viewport.x, viewport.y)
        gl.enable(GLenum(GL_BLEND))
        gl.blendEquation(GLenum(GL_FUNC_ADD))
        let factors: (Int32, Int32, Int32, Int32) = switch blending {
        case .straightAlpha: (GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA)
        case .additive: (GL_SRC_ALPHA, GL_ONE, GL_ZERO, GL_ONE)
        case .premultiplied: (GL_ONE, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA)
        }
        gl.blendFuncSeparate(GLenum(factors.0), GLenum(factors.1), GLenum(factors.2), GLenum(factors.3))
    }

    private static func compile(_ source: String, kind: Int32, name: String, gl: GLFunctions) throws(SDLError) -> GLuint {
        let shader = gl.createShader(GLenum(kind))
        source.withCString { text in
            var pointer: UnsafePointer<GLchar>? = text
            gl.shaderSource(shader, 1, &pointer, nil)
        }
        gl.compileShader(shader)
        var compiled: GLint = 0
        gl.getShaderiv(shader, GLenum(GL_COMPILE_STATUS), &compiled)
        guard compiled == GL_TRUE else {
            let log = Self.log(of: shader, length: gl.getShaderiv, text: gl.getShaderInfoLog)
            gl.deleteShader(shader)
            throw SDLError(operation: "compile the sprite \(name) shader", reason: log)
        }
        return shader
    }

    /// The info log of a shader or program, through its `…iv` and `…InfoLog` functions.
    private static func log(
        of object: GLuint, length: (GLuint, GLenum, UnsafeMutablePointer<GLint>?) -> Void,
        text: (GLuint, GLsizei, UnsafeMutablePointer<GLsizei>?, UnsafeMutablePointer<GLchar>?) -> Void
    ) -> String {
        var size: GLint = 0
        length(object, GLenum(GL_INFO_LOG_LENGTH), &size)
        guard size > 1 else { return "no log" }
        let bytes = [GLchar](unsafeUninitializedCapacity: Int(size)) { buffer, count in
            var written: GLsizei = 0
            text(object, size, &written, buffer.baseAddress)
            count = Int(written)
        }
        return String(decoding: bytes.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
