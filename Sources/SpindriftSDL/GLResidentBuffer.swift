import CSDL2
import Spindrift

/// The GPU's copy of one ``ResidentRing``: a buffer of its records read by the resident
/// shader as a buffer texture of RGBA32F texels (four per particle), on texture unit 1; and
/// of its cell's curve samples (``ShaderCurves/allSamples``), on texture unit 2, uploaded
/// when the cell's curves change.
final class GLResidentBuffer {
    let context: GLContext
    private var buffer: GLuint = 0
    private var texture: GLuint = 0
    private var sampleBuffer: GLuint = 0
    private var sampleTexture: GLuint = 0
    /// The slots the buffer holds.
    private(set) var capacity = 0
    /// The curves whose samples the sample buffer holds: held, so that a new compile's curves
    /// are never taken for them.
    private var sampledCurves: LifeCurves?

    /// An empty buffer; throws when OpenGL reports an error.
    init(context: GLContext) throws(SDLError) {
        precondition(MemoryLayout<ResidentParticle>.stride == 64, "ResidentParticle must be four RGBA32F texels")
        self.context = context
        let gl = context.gl
        gl.genBuffers(1, &buffer)
        gl.genTextures(1, &texture)
        gl.genBuffers(1, &sampleBuffer)
        gl.genTextures(1, &sampleTexture)
        // A texel from the start, so that the sample texture is complete before any curve.
        let target = GLenum(GL_TEXTURE_BUFFER)
        gl.bindBuffer(target, sampleBuffer)
        var none = SIMD4<Float>.zero
        gl.bufferData(target, MemoryLayout<SIMD4<Float>>.stride, &none, GLenum(GL_STATIC_DRAW))
        gl.bindTexture(target, sampleTexture)
        gl.texBuffer(target, GLenum(GL_RGBA32F), sampleBuffer)
        try gl.check("create a GPU-resident particle buffer")
    }

    deinit {
        let gl = context.gl
        gl.deleteTextures(1, &texture)
        gl.deleteBuffers(1, &buffer)
        gl.deleteTextures(1, &sampleTexture)
        gl.deleteBuffers(1, &sampleBuffer)
    }

    /// Brings the sample buffer up to `curves` (nil for none): uploaded only when they are not
    /// the curves it holds.
    func upload(_ curves: LifeCurves?) {
        guard curves !== sampledCurves else { return }
        sampledCurves = curves
        guard let samples = curves?.shaderTables?.allSamples, !samples.isEmpty else { return }
        let gl = context.gl, target = GLenum(GL_TEXTURE_BUFFER)
        gl.bindBuffer(target, sampleBuffer)
        samples.withUnsafeBytes { gl.bufferData(target, $0.count, $0.baseAddress, GLenum(GL_STATIC_DRAW)) }
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

    /// Binds the buffer's texture to unit 1 and the samples' to unit 2, where
    /// ``GLResidentProgram`` reads particles and curve samples.
    func bind() {
        let gl = context.gl
        gl.activeTexture(GLenum(GL_TEXTURE1))
        gl.bindTexture(GLenum(GL_TEXTURE_BUFFER), texture)
        gl.activeTexture(GLenum(GL_TEXTURE2))
        gl.bindTexture(GLenum(GL_TEXTURE_BUFFER), sampleTexture)
        gl.activeTexture(GLenum(GL_TEXTURE0))
    }
}
