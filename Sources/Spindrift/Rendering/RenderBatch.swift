/// Backend-neutral quads for one frame: four ``SpriteVertex`` per particle in draw order,
/// grouped into runs of one texture, all drawn with one ``BlendMode``.
///
/// Build it with ``build(from:appearances:threads:)`` once per frame; its storage is reused, so a
/// steady frame allocates nothing.
public struct RenderBatch {
    /// How quads are composited.
    public enum BlendMode: Equatable, Sendable {
        /// Source-over alpha blending.
        case alpha
        /// Colours add up (``RenderMode/additive``).
        case additive
    }

    /// Consecutive quads that share a texture: one draw call each.
    public struct Run: Equatable, Sendable {
        /// The backend's texture identifier.
        public var texture: Int
        /// The quads of the run.
        public var quads: Range<Int>
    }

    /// Vertices of the quads, four per quad (top-left, top-right, bottom-right, bottom-left
    /// before rotation); only the first ``quadCount`` × 4 are meaningful.
    public internal(set) var vertices: [SpriteVertex] = []
    /// How many quads the batch holds.
    public internal(set) var quadCount = 0
    /// The draw calls, in order.
    public internal(set) var runs: [Run] = []
    /// How every quad is composited.
    public internal(set) var blendMode: BlendMode = .alpha

    /// Reused between builds, so that a steady frame allocates nothing.
    /// Sorted modes: one key per quad, the order-preserving bits of the sort value above the
    /// particle's place among the drawn particles; and the radix sort's scratch.
    var sortKeys: [UInt64] = []
    var sortScratch: [UInt64] = []
    var sortCounts: [Int] = []
    var drawnCells: [Int] = []
    /// Writes the quads on the worker threads; shared by copies of the batch, so a batch and
    /// its copies must not be built at the same time.
    let quadWork = QuadWork()

    /// An empty batch.
    public init() {}

    /// Triangle indices for `quadCount` quads: (0, 1, 2) and (0, 2, 3) of each quad's vertices.
    public static func triangleIndices(quadCount: Int) -> [Int32] {
        var indices: [Int32] = []
        indices.reserveCapacity(quadCount * 6)
        for quad in 0..<Int32(quadCount) {
            let first = quad * 4
            indices += [first, first + 1, first + 2, first, first + 2, first + 3]
        }
        return indices
    }
}
