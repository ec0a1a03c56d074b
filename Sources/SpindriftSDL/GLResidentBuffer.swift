import CSDL2
import Spindrift

/// The GPU's copy of one ``ResidentRing``: a buffer of its records read by the resident
/// shader as a buffer texture of RGBA32F texels (four per particle), on texture unit 1.
final class GLResidentBuffer {
    let context: GLContext
    private var buffer: GLuint = 0
    private var texture: GLuint = 0
    /// The slots the buffer holds.
    private(set) var capacity = 0

    /// An empty buffer; throws when OpenGL reports an error.
    init(context: GLContext) throws(SDLError) {
        precondition(MemoryLayout<ResidentParticle>.stride == 64, "ResidentParticle must be four RGBA32F texels")
        self.context = context
        let gl = context.gl
        gl.genBuffers(1, &buffer)
        gl.genTextures(1, &texture)
        try gl.check("create a GPU-resident particle buffer")
    }

    deinit {
        context.gl.deleteTextures(1, &texture)
        context.gl.deleteBuffers(1, &buffer)
    }

    /// Brings the buffer up to `ring`: the whole ring when its size changed or every slot is
    /// dirty, else only the slots written since the last upload (a frame's births).
    func upload(_ ring: ResidentRing) {
        let gl = context.gl
        let target = GLenum(GL_TEXTURE_BUFFER), stride = MemoryLayout<ResidentParticle>.stride
        gl.bindBuffer(target, buffer)
        ring.records.withUnsafeBytes { records in
            if ring.capacity != capacity {
                gl.bufferData(target, records.count, records.baseAddress, GLenum(GL_DYNAMIC_DRAW))
                gl.bindTexture(target, texture)
                gl.texBuffer(target, GLenum(GL_RGBA32F), buffer)
                capacity = ring.capacity
                return
            }
            func upload(_ slots: Range<Int>) {
                guard !slots.isEmpty else { return }
                gl.bufferSubData(target, slots.lowerBound * stride, slots.count * stride, records.baseAddress! + slots.lowerBound * stride)
            }
            let (first, second) = ring.dirtyRanges
            upload(first)
            upload(second)
        }
    }

    /// Binds the buffer's texture to unit 1, where ``GLResidentProgram`` reads particles.
    func bind() {
        let gl = context.gl
        gl.activeTexture(GLenum(GL_TEXTURE1))
        gl.bindTexture(GLenum(GL_TEXTURE_BUFFER), texture)
        gl.activeTexture(GLenum(GL_TEXTURE0))
    }
}
