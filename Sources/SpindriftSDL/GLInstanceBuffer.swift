import CSDL2
import Spindrift

/// A vertex array and a buffer of ``SpriteInstance``s, one instance per quad, laid out for
/// ``GLSpriteProgram``'s per-instance attributes.
final class GLInstanceBuffer {
    let context: GLContext
    private var vertexArray: GLuint = 0
    private var buffer: GLuint = 0

    /// The attribute at each location: components, their type, whether integers map to
    /// 0…1, and the byte offset in an instance.
    private static let attributes: [(components: GLint, type: Int32, normalized: Bool, offset: Int)] = [
        (2, GL_FLOAT, false, MemoryLayout<SpriteInstance>.offset(of: \.centerX)!),
        (2, GL_FLOAT, false, MemoryLayout<SpriteInstance>.offset(of: \.halfWidth)!),
        (1, GL_FLOAT, false, MemoryLayout<SpriteInstance>.offset(of: \.rotation)!),
        (4, GL_UNSIGNED_BYTE, true, MemoryLayout<SpriteInstance>.offset(of: \.red)!),
        (4, GL_UNSIGNED_SHORT, true, MemoryLayout<SpriteInstance>.offset(of: \.u0)!),
    ]

    /// An empty buffer; throws when OpenGL reports an error.
    init(context: GLContext) throws(SDLError) {
        precondition(MemoryLayout<SpriteInstance>.stride == 32, "SpriteInstance must be 32 bytes")
        self.context = context
        let gl = context.gl
        gl.genVertexArrays(1, &vertexArray)
        gl.genBuffers(1, &buffer)
        gl.bindVertexArray(vertexArray)
        for location in 0..<GLuint(Self.attributes.count) {
            gl.enableVertexAttribArray(location)
            gl.vertexAttribDivisor(location, 1)
        }
        try gl.check("create the instance buffer")
    }

    deinit {
        context.gl.deleteBuffers(1, &buffer)
        context.gl.deleteVertexArrays(1, &vertexArray)
    }

    /// Replaces the buffer's contents with `instances` (a fresh store each time, so OpenGL
    /// never waits for the previous frame's draws to finish reading it).
    func upload(_ instances: UnsafeRawBufferPointer) {
        context.gl.bindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
        context.gl.bufferData(GLenum(GL_ARRAY_BUFFER), instances.count, instances.baseAddress, GLenum(GL_STREAM_DRAW))
    }

    /// Draws `instances` (indices into what was uploaded) with the program in use: one call.
    func draw(_ instances: Range<Int>) {
        guard !instances.isEmpty else { return }
        let gl = context.gl
        gl.bindVertexArray(vertexArray)
        gl.bindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
        // OpenGL 3.3 has no base instance: the attributes start at the run's first instance.
        let stride = GLsizei(MemoryLayout<SpriteInstance>.stride)
        let first = instances.lowerBound * Int(stride)
        for (location, attribute) in Self.attributes.enumerated() {
            gl.vertexAttribPointer(
                GLuint(location), attribute.components, GLenum(attribute.type), GLboolean(attribute.normalized ? GL_TRUE : GL_FALSE),
                stride, UnsafeRawPointer(bitPattern: first + attribute.offset))
        }
        gl.drawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, GLsizei(instances.count))
    }
}
