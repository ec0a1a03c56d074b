import Foundation
import CSDL2
import Spindrift

/// The shader program that draws ``SpriteInstance``s as textured quads: the vertex shader
/// builds each instance's four corners exactly as the CPU path does (`writeQuad` in the
/// core) and maps them from the layer's coordinates to the window (``LayerPlacement``), the
/// fragment shader multiplies the texel by the tint, its alpha by the layer's opacity.
final class GLSpriteProgram {
    let context: GLContext
    let program: GLuint
    private let viewportLocation: GLint
    private let linearLocation: GLint
    private let offsetLocation: GLint
    private let opacityLocation: GLint

    /// What every sprite program's vertex shader includes: `place` builds one corner of a
    /// sprite's quad from its centre, half size, rotation, tint and texture rectangle (the
    /// values of a ``SpriteInstance``) exactly as the CPU path does (`writeQuad` in the core),
    /// and maps it from the layer's coordinates to the window (``LayerPlacement``). Corners
    /// come from `gl_VertexID` of a 4-vertex triangle strip: 0 top-left (-hw, -hh) at (u0, v0),
    /// 1 top-right, 2 bottom-left, 3 bottom-right (+hw, +hh) at (u1, v1); a corner offset
    /// (x, y) turns to (cos·x − sin·y, sin·x + cos·y), clockwise on screen as y grows down.
    static let placement = """
        uniform vec2 viewport;
        uniform vec4 layerLinear;
        uniform vec2 layerOffset;
        uniform float layerOpacity;
        out vec2 texel;
        out vec4 color;
        void place(vec2 center, vec2 halfSize, float rotation, vec4 tint, vec4 textureRect) {
            vec2 corner = vec2((gl_VertexID & 1) != 0 ? 1.0 : -1.0, (gl_VertexID & 2) != 0 ? 1.0 : -1.0);
            vec2 offset = corner * halfSize;
            float s = rotation == 0.0 ? 0.0 : sin(rotation);
            float c = rotation == 0.0 ? 1.0 : cos(rotation);
            vec2 local = center + vec2(c * offset.x - s * offset.y, s * offset.x + c * offset.y);
            vec2 position = vec2(layerLinear.x * local.x + layerLinear.z * local.y, layerLinear.y * local.x + layerLinear.w * local.y)
                + layerOffset;
            gl_Position = vec4(position.x / viewport.x * 2.0 - 1.0, 1.0 - position.y / viewport.y * 2.0, 0.0, 1.0);
            texel = mix(textureRect.xy, textureRect.zw, corner * 0.5 + 0.5);
            color = vec4(tint.rgb, tint.a * layerOpacity);
        }

        """

    /// The vertex shader of ``SpriteInstance``s, one per instance (see ``GLInstanceBuffer``):
    /// centre, half size, rotation, tint (normalised bytes) and texture rectangle (normalised
    /// 16-bit) as attributes.
    static let instanceVertexShader = """
        #version 330 core
        layout(location = 0) in vec2 center;
        layout(location = 1) in vec2 halfSize;
        layout(location = 2) in float rotation;
        layout(location = 3) in vec4 tint;
        layout(location = 4) in vec4 textureRect;

        """ + placement + """
        void main() {
            place(center, halfSize, rotation, tint, textureRect);
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

    /// Compiles and links the program with `vertexShader` (one that includes ``placement``);
    /// a failure carries the compiler's or linker's log.
    init(context: GLContext, vertexShader: String = instanceVertexShader) throws(SDLError) {
        let gl = context.gl
        let vertex = try Self.compile(vertexShader, kind: GL_VERTEX_SHADER, name: "vertex", gl: gl)
        defer { gl.deleteShader(vertex) }
        let fragment = try Self.compile(Self.fragmentShader, kind: GL_FRAGMENT_SHADER, name: "fragment", gl: gl)
        defer { gl.deleteShader(fragment) }
        let program = gl.createProgram()
        gl.attachShader(program, vertex)
        gl.attachShader(program, fragment)
        gl.linkProgram(program)
        try Self.require(GL_LINK_STATUS, of: program, query: gl.getProgramiv, log: gl.getProgramInfoLog, delete: gl.deleteProgram,
                         operation: "link the sprite shaders")
        gl.useProgram(program)
        gl.uniform1i(gl.getUniformLocation(program, "atlas"), 0)
        viewportLocation = gl.getUniformLocation(program, "viewport")
        linearLocation = gl.getUniformLocation(program, "layerLinear")
        offsetLocation = gl.getUniformLocation(program, "layerOffset")
        opacityLocation = gl.getUniformLocation(program, "layerOpacity")
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
    /// target and combining colours by `blending`, on the window as it is (see ``place(_:)``).
    func use(viewport: SIMD2<Float>, blending: Blending) {
        let gl = context.gl
        gl.useProgram(program)
        gl.uniform2f(viewportLocation, viewport.x, viewport.y)
        place(.window(size: [1, 1]))
        gl.enable(GLenum(GL_BLEND))
        gl.blendEquation(GLenum(GL_FUNC_ADD))
        let factors: (Int32, Int32, Int32, Int32) = switch blending {
        case .straightAlpha: (GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA)
        case .additive: (GL_SRC_ALPHA, GL_ONE, GL_ZERO, GL_ONE)
        case .premultiplied: (GL_ONE, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA)
        }
        gl.blendFuncSeparate(GLenum(factors.0), GLenum(factors.1), GLenum(factors.2), GLenum(factors.3))
    }

    /// Maps the quads drawn from now on by `placement`'s map from the layer's coordinates to
    /// the window's, and multiplies their alpha by its opacity.
    func place(_ placement: LayerPlacement) {
        let gl = context.gl
        let map = placement.toWindow
        gl.uniform4f(linearLocation, Float(map.a), Float(map.b), Float(map.c), Float(map.d))
        gl.uniform2f(offsetLocation, Float(map.tx), Float(map.ty))
        gl.uniform1f(opacityLocation, Float(placement.opacity))
    }

    /// Compiles `source` as a shader of `kind` (`GL_VERTEX_SHADER`, …) called `name` in
    /// messages; a failure carries the compiler's log.
    static func compile(_ source: String, kind: Int32, name: String, gl: GLFunctions) throws(SDLError) -> GLuint {
        let shader = gl.createShader(GLenum(kind))
        source.withCString { text in
            var pointer: UnsafePointer<GLchar>? = text
            gl.shaderSource(shader, 1, &pointer, nil)
        }
        gl.compileShader(shader)
        try require(GL_COMPILE_STATUS, of: shader, query: gl.getShaderiv, log: gl.getShaderInfoLog, delete: gl.deleteShader,
                    operation: "compile the sprite \(name) shader")
        return shader
    }

    /// Throws `operation` with the info log of `object`, a shader or program, and deletes it
    /// when its `status` (`GL_COMPILE_STATUS`, `GL_LINK_STATUS`) is not true; `query`, `log`
    /// and `delete` are its `…iv`, `…InfoLog` and `delete…` functions.
    private static func require(
        _ status: Int32, of object: GLuint, query: (GLuint, GLenum, UnsafeMutablePointer<GLint>?) -> Void,
        log: (GLuint, GLsizei, UnsafeMutablePointer<GLsizei>?, UnsafeMutablePointer<GLchar>?) -> Void,
        delete: (GLuint) -> Void, operation: String
    ) throws(SDLError) {
        var value: GLint = 0
        query(object, GLenum(status), &value)
        guard value != GL_TRUE else { return }
        var size: GLint = 0
        query(object, GLenum(GL_INFO_LOG_LENGTH), &size)
        let bytes = [GLchar](unsafeUninitializedCapacity: Int(max(size, 1))) { buffer, count in
            var written: GLsizei = 0
            log(object, max(size, 1), &written, buffer.baseAddress)
            count = Int(written)
        }
        delete(object)
        let text = String(decoding: bytes.map { UInt8(bitPattern: $0) }, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        throw SDLError(operation: operation, reason: text.isEmpty ? "no log" : text)
    }
}
