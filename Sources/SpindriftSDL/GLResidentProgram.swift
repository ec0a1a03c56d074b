import CSDL2
import Spindrift

/// The shader program of the GPU-resident path: each instance reads one slot of a cell's
/// ``ResidentRing`` (a buffer texture of ``ResidentParticle``s) and evaluates the particle's
/// sprite at the frame's time with the CPU batch's formulas (``CellSprites``; the sway as
/// ``SwayWave``, with the GPU's sine): a dead or unused slot is moved outside the view, so
/// nothing of it is drawn. Layer placement and blending are ``GLSpriteProgram``'s.
final class GLResidentProgram {
    let sprites: GLSpriteProgram
    private let uniforms: Uniforms
    /// An empty vertex array: the shader reads no attributes, but core OpenGL draws only with
    /// one bound.
    private var vertexArray: GLuint = 0

    /// The locations of the per-cell uniforms, looked up once.
    private struct Uniforms {
        let ringCapacity, ringFirst, ringStep, now, halfAcceleration, scaleSpeed, colorSpeed, spins: GLint
        let spriteHalfSize, spriteTextureRect, swayAmplitude, swayWave: GLint

        init(program: GLuint, gl: GLFunctions) {
            func location(_ name: String) -> GLint { gl.getUniformLocation(program, name) }
            (ringCapacity, ringFirst, ringStep, now) = (location("ringCapacity"), location("ringFirst"), location("ringStep"), location("now"))
            (halfAcceleration, scaleSpeed, colorSpeed, spins) =
                (location("halfAcceleration"), location("scaleSpeed"), location("colorSpeed"), location("spins"))
            (spriteHalfSize, spriteTextureRect) = (location("spriteHalfSize"), location("spriteTextureRect"))
            (swayAmplitude, swayWave) = (location("swayAmplitude"), location("swayWave"))
        }
    }

    /// Ages are the difference of two split times (``ResidentParticle/split(_:)``): the death
    /// time's and the frame's, then plus the lifetime. A particle lives while its death time
    /// is after the frame's, as the kill decides. Colours are rounded to bytes as the CPU
    /// batch's are.
    static let vertexShader = """
        #version 330 core
        uniform samplerBuffer particles;
        uniform int ringCapacity;
        uniform int ringFirst;
        uniform int ringStep;
        uniform vec2 now;
        uniform vec2 halfAcceleration;
        uniform float scaleSpeed;
        uniform vec4 colorSpeed;
        uniform int spins;
        uniform vec2 spriteHalfSize;
        uniform vec4 spriteTextureRect;
        uniform vec2 swayAmplitude;
        uniform vec2 swayWave;

        """ + GLSpriteProgram.placement + """
        void main() {
            int slot = ringStep > 0 ? (ringFirst + gl_InstanceID) % ringCapacity
                : (ringFirst + ringCapacity - gl_InstanceID) % ringCapacity;
            vec4 motion = texelFetch(particles, slot * 4);
            vec4 life = texelFetch(particles, slot * 4 + 1);
            vec4 shape = texelFetch(particles, slot * 4 + 2);
            vec4 birthColor = texelFetch(particles, slot * 4 + 3);
            if (!(life.x > now.x || (life.x == now.x && life.y > now.y))) {
                gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
                texel = vec2(0.0);
                color = vec4(0.0);
                return;
            }
            float t = ((now.x - life.x) + (now.y - life.y)) + life.z;
            vec2 center = motion.xy + (motion.zw + halfAcceleration * t) * t;
            if (swayAmplitude != vec2(0.0)) {
                float turns = clamp(swayWave.x * t + swayWave.y * shape.y, -2097152.0, 2097152.0);
                turns -= floor(turns + 0.5);
                center += swayAmplitude * sin(6.283185307179586 * turns);
            }
            float size = shape.x + scaleSpeed * t;
            float rotation = (spins != 0 ? life.w * t : 0.0) + shape.z;
            vec4 tint = floor(clamp(birthColor + colorSpeed * t, 0.0, 1.0) * 255.0 + 0.5) / 255.0;
            place(center, spriteHalfSize * size, rotation, tint, spriteTextureRect);
        }
        """

    /// Compiles and links the program; a failure carries the compiler's or linker's log.
    init(context: GLContext) throws(SDLError) {
        sprites = try GLSpriteProgram(context: context, vertexShader: Self.vertexShader)
        let gl = context.gl
        gl.useProgram(sprites.program)
        // The atlas is on unit 0; the particles on unit 1.
        gl.uniform1i(gl.getUniformLocation(sprites.program, "particles"), 1)
        uniforms = Uniforms(program: sprites.program, gl: gl)
        gl.genVertexArrays(1, &vertexArray)
        try gl.check("set up the GPU-resident shaders")
    }

    deinit {
        sprites.context.gl.deleteVertexArrays(1, &vertexArray)
    }

    /// Draws the span of `ring` (``ResidentRing/span``), held by `buffer`, of a cell with
    /// `sprites` (its rates, appearance and the frame's local time) moved by `sway` (nil for
    /// none), newest first when `newestFirst`; the program must be in use
    /// (``GLSpriteProgram/use(viewport:blending:)``) and placed.
    func draw(_ ring: ResidentRing, from buffer: GLResidentBuffer, sprites: CellSprites, sway: SwayWave?, newestFirst: Bool) {
        guard ring.span > 0 else { return }
        let gl = self.sprites.context.gl
        let u = uniforms
        gl.uniform1i(u.ringCapacity, GLint(ring.capacity))
        gl.uniform1i(u.ringFirst, GLint(ring.slot(ofInstance: 0, newestFirst: newestFirst)))
        gl.uniform1i(u.ringStep, newestFirst ? -1 : 1)
        let now = ResidentParticle.split(sprites.now)
        gl.uniform2f(u.now, now.high, now.low)
        let rates = sprites.rates
        gl.uniform2f(u.halfAcceleration, 0.5 * rates.acceleration.x, 0.5 * rates.acceleration.y)
        gl.uniform1f(u.scaleSpeed, rates.scaleSpeed)
        gl.uniform4f(u.colorSpeed, rates.colorSpeed.x, rates.colorSpeed.y, rates.colorSpeed.z, rates.colorSpeed.w)
        gl.uniform1i(u.spins, rates.spins ? 1 : 0)
        gl.uniform2f(u.spriteHalfSize, sprites.halfSize.x, sprites.halfSize.y)
        let corners = sprites.textureCorners
        func corner(_ shift: UInt64) -> Float { Float(UInt16(truncatingIfNeeded: corners >> shift)) / 65535 }
        gl.uniform4f(u.spriteTextureRect, corner(0), corner(16), corner(32), corner(48))
        let amplitude = sway?.amplitude ?? .zero
        gl.uniform2f(u.swayAmplitude, amplitude.x, amplitude.y)
        gl.uniform2f(u.swayWave, sway?.frequency ?? 0, sway?.phaseTurns ?? 0)
        buffer.bind()
        gl.bindVertexArray(vertexArray)
        gl.drawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, GLsizei(ring.span))
    }
}
