/// A fixed-capacity struct-of-arrays particle store: one contiguous, 64-byte-aligned column
/// per ``ParticleColumn``, 64 bytes per particle, with the capacity padded to
/// ``simdWidth`` so kernels process whole vector chunks without a scalar tail.
///
/// Storage order is arbitrary: particles die by swap-remove. Memory is allocated once, at
/// creation; nothing is allocated per step.
public final class ParticleStore {
    /// Floats per vector chunk; capacities are multiples of it.
    public static let simdWidth = 16
    /// Bytes each particle occupies.
    public static let bytesPerParticle = ParticleColumn.allCases.count * MemoryLayout<Float>.stride

    /// How many particles fit, a multiple of ``simdWidth``.
    public let capacity: Int
    /// How many particles are alive; they occupy indices `0 ..< count`.
    public internal(set) var count = 0

    private let slab: UnsafeMutableRawPointer
    private let columnStride: Int

    /// A store with room for at least `minimumCapacity` particles.
    public init(minimumCapacity: Int) {
        precondition(minimumCapacity >= 0, "a store's capacity must not be negative")
        let width = Self.simdWidth
        capacity = max(width, (minimumCapacity + width - 1) / width * width)
        // Each column occupies whole pages plus a different multiple of 64 bytes, so no two
        // columns start at the same offset within a 4 KiB page (4 KiB aliasing stalls).
        let page = 4096
        let columnBytes = (capacity * MemoryLayout<Float>.stride + page - 1) / page * page
        columnStride = columnBytes + 64
        let byteCount = columnStride * ParticleColumn.allCases.count
        slab = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: page)
        slab.initializeMemory(as: Float.self, repeating: 0, count: byteCount / MemoryLayout<Float>.stride)
        (slab + ParticleColumn.ordinal.rawValue * columnStride).bindMemory(to: UInt32.self, capacity: capacity)
    }

    deinit {
        slab.deallocate()
    }

    /// Calls `body` with pointers to the columns, valid only during the call.
    public func withColumns<Result>(_ body: (ParticleColumns) throws -> Result) rethrows -> Result {
        try body(ParticleColumns(base: slab, columnStride: columnStride))
    }

    /// The particle at `index`, which must be below ``count``.
    public func particle(at index: Int) -> Particle {
        precondition(index >= 0 && index < count, "particle index \(index) out of 0..<\(count)")
        return withColumns { $0.particle(at: index) }
    }

    /// Appends `particle`; the store must not be full.
    func append(_ particle: Particle) {
        assert(count < capacity, "appending to a full store")
        withColumns { $0.setParticle(particle, at: count) }
        count += 1
    }

    /// Removes every particle.
    public func removeAll() {
        count = 0
    }
}
