/// Backend-neutral sprites for one frame: one ``SpriteInstance`` per particle in draw order,
/// grouped into runs of one texture, all drawn with one ``BlendMode``.
///
/// Build it with ``build(from:appearances:threads:)`` once per frame; its storage is reused, so a
/// steady frame allocates nothing.
public struct RenderBatch {
    /// How sprites are composited.
    public enum BlendMode: Equatable, Sendable {
        /// Source-over alpha blending.
        case alpha
        /// Colours add up (``RenderMode/additive``).
        case additive
    }

    /// Consecutive instances drawn the same way (one texture): one draw call each.
    public struct Run: Equatable, Sendable {
        /// The backend's texture identifier.
        public var texture: Int
        /// The instances of the run.
        public var instances: Range<Int>
    }

    /// The sprites in draw order; only the first ``instanceCount`` are meaningful (the
    /// storage is kept between builds).
    public internal(set) var instances: [SpriteInstance] = []
    /// How many sprites the batch holds.
    public internal(set) var instanceCount = 0
    /// The draw calls, in order.
    public internal(set) var runs: [Run] = []
    /// How every sprite is composited.
    public internal(set) var blendMode: BlendMode = .alpha

    /// Reused between builds, so that a steady frame allocates nothing. Sorted modes: one key
    /// per sprite (the order-preserving bits of the sort value above the sprite's place among
    /// the unsorted sprites), the radix sort's scratch and its digit counts; back to front,
    /// the sprites in storage order; by birth, each sprite's place in sorted order.
    var unsortedInstances: [SpriteInstance] = []
    var sortedPlaces: [UInt32] = []
    var sortKeys: [UInt64] = []
    var sortScratch: [UInt64] = []
    var sortCounts: [UInt32] = []
    var drawnCells: [Int] = []
    /// Write the sprites and keys on the worker threads; shared by copies of the batch, so a
    /// batch and its copies must not be built at the same time.
    let instanceWork = InstanceWork()
    let birthKeyWork = BirthKeyWork()
    let gatherWork = InstanceGatherWork()
    let radixPassWork = RadixPassWork()

    /// An empty batch.
    public init() {}

    /// Triangle indices for `quadCount` quads of four vertices each (``SpriteInstance/vertices``):
    /// (0, 1, 2) and (0, 2, 3) of each quad's vertices.
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
