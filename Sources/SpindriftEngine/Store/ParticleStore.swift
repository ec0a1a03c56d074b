import Foundation

/// A struct-of-arrays particle store: one contiguous, 64-byte-aligned column per
/// ``ParticleColumn`` plus the ordinal and death-time columns (64 bits each) and, for a
/// sub-cell's particles only, the parent's identity (64 bits), with the
/// capacity padded to ``simdWidth`` so kernels process whole vector chunks without a scalar
/// tail.
///
/// Storage order is arbitrary: particles die by swap-remove. The store grows geometrically
/// when a birth needs room, so a steady state allocates nothing.
package final class ParticleStore {
    /// Floats per vector chunk; capacities are multiples of it.
    package static let simdWidth = 16
    /// Bytes each top-level particle occupies: its float columns and its 64-bit ordinal and
    /// death-time columns.
    package static let bytesPerParticle = ParticleColumns.Layout.floatColumns * MemoryLayout<Float>.stride
        + ParticleColumns.Layout.wideColumns * 8
    /// Bytes each particle of a sub-cell occupies: a top-level particle's and its parent's
    /// 64-bit identity.
    package static let nestedBytesPerParticle = bytesPerParticle + 8
    /// Bytes each top-level particle keeps resident in a steady state: its columns and its
    /// entry in the kill's calendar (the doubling's unused room is mapped but never written).
    package static let residentBytesPerParticle = Double(bytesPerParticle) + KillCalendar.bytesPerParticle

    /// How many particles fit before the store grows, a multiple of ``simdWidth``.
    @exclusivity(unchecked) package private(set) var capacity: Int
    /// How many particles are alive; they occupy indices `0 ..< count`.
    @exclusivity(unchecked) package internal(set) var count = 0 {
        // The kill's calendar holds only particles still there: fewer (but by a kill, which
        // keeps it up to date) and it is filed again from scratch.
        didSet {
            if count < killing.filedCount { killing.filedCount = 0 }
            if count < uniformCount { uniformCount = count }
            if count == 0 { uniformFloatColumns = Self.everyFloatColumn }
        }
    }

    // Exclusivity is not checked at run time: the store is used from one thread at a time (the
    // kernels' threads share only the column pointers), and spawning reads these per particle,
    // where dynamic checks would cost a large share of the spawn.
    @exclusivity(unchecked) private var slab: UnsafeMutableRawPointer
    @exclusivity(unchecked) private var layout: ParticleColumns.Layout
    /// The float columns in which particles `0 ..< uniformCount` all hold one value, a bit per
    /// ``ParticleColumn`` (all of them in an empty store): columns are written only when a
    /// particle is appended, and then only moved or reordered, so the particles appended
    /// since are checked before a kill (``uniformColumns(_:)``).
    @exclusivity(unchecked) private var uniformFloatColumns = everyFloatColumn
    @exclusivity(unchecked) private var uniformCount = 0
    private static let everyFloatColumn = UInt32(1 << ParticleColumn.count) - 1
    /// The multi-threaded kill, reused by every step.
    let killing = KillWork()
    /// The ordering of each step's births by death, reused by every step.
    let deathOrdering = DeathOrderWork()
    /// The multi-threaded spawn, reused by every step.
    let birthing = BirthWork()
    /// The multi-threaded integration, reused by every step (integrated stores only).
    let integrating = IntegrationWork()
    /// How many ``IntegratedColumn``s the store has: 0 for a closed-form cell.
    package let integratedColumns: Int
    /// Whether the store keeps each particle's parent: a sub-cell's store does, a top-level
    /// cell's does not (its particles have none).
    package let keepsParents: Bool

    /// A store with room for at least `minimumCapacity` particles before it grows (none by
    /// default: it grows on the first birth), with the parent column when `nested` and the
    /// ``IntegratedColumn``s when `integrated`.
    package init(minimumCapacity: Int = 0, nested: Bool = false, integrated: Bool = false) {
        integratedColumns = integrated ? IntegratedColumn.count : 0
        keepsParents = nested
        (capacity, layout) = Self.layout(
            minimumCapacity: max(0, minimumCapacity), parents: nested, integratedColumns: integratedColumns)
        slab = Self.allocate(layout)
    }

    deinit {
        Self.release(slab, layout)
    }

    /// The capacity for at least `minimumCapacity` particles, and its column layout: each
    /// column occupies whole pages plus a different multiple of 64 bytes, so no two columns
    /// start at the same offset within a 4 KiB page (4 KiB aliasing stalls).
    private static func layout(minimumCapacity: Int, parents: Bool, integratedColumns: Int) -> (Int, ParticleColumns.Layout) {
        let width = simdWidth
        let capacity = (minimumCapacity + width - 1) / width * width
        let page = 4096
        func stride(_ bytesPerValue: Int) -> Int {
            let bytes = capacity * bytesPerValue
            // Small columns are not padded to pages: an empty cell costs about a kilobyte.
            let unit = bytes >= page ? page : 64
            return (bytes + unit - 1) / unit * unit + 64
        }
        return (
            capacity,
            ParticleColumns.Layout(
                floatStride: stride(4), wideStride: stride(8), parents: parents, integratedColumns: integratedColumns))
    }

    /// Slabs at least this large (bytes) are mapped from the system rather than taken from
    /// the allocator: their pages cost memory only once written, so the doubling's unused
    /// capacity is not resident, and a grown store's old slab goes back to the system column
    /// by column while it is copied.
    static let mappedSlabBytes = 1 << 20

    /// Zeroed, page-aligned memory for `layout`. Memory refused by the system (a limit the
    /// up-front check could not foresee) ends the process with the memory check's advice
    /// rather than a crash.
    private static func allocate(_ layout: ParticleColumns.Layout) -> UnsafeMutableRawPointer {
        if layout.byteCount >= mappedSlabBytes {
            let memory = mmap(nil, layout.byteCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
            guard let slab = memory, slab != MAP_FAILED else { refuse(layout) }
            return slab
        }
        var memory: UnsafeMutableRawPointer?
        guard posix_memalign(&memory, 4096, max(layout.byteCount, 1)) == 0, let slab = memory else { refuse(layout) }
        slab.initializeMemory(as: UInt8.self, repeating: 0, count: layout.byteCount)
        return slab
    }

    private static func refuse(_ layout: ParticleColumns.Layout) -> Never {
        let message = "spindrift: cannot grow a cell's particles: the system refused "
            + String(format: "%.1f GB", Double(layout.byteCount) / 1e9)
            + " more memory; lower maxParticles or the birth rates and lifetimes\n"
        FileHandle.standardError.write(Data(message.utf8))
        exit(1)
    }

    /// Gives `slab`, allocated for `layout`, back.
    private static func release(_ slab: UnsafeMutableRawPointer, _ layout: ParticleColumns.Layout) {
        if layout.byteCount >= mappedSlabBytes { munmap(slab, layout.byteCount) } else { free(slab) }
    }

    /// Gives the whole pages of mapped memory `start ..< start + byteCount` back to the
    /// system; they read as zeros if touched again.
    private static func giveBack(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        let first = (Int(bitPattern: start) + 4095) & ~4095
        let end = (Int(bitPattern: start) + byteCount) & ~4095
        guard end > first else { return }
        madvise(UnsafeMutableRawPointer(bitPattern: first), end - first, MADV_DONTNEED)
    }

    /// Calls `body` with pointers to the columns, valid only during the call.
    package func withColumns<Result>(_ body: (ParticleColumns) throws -> Result) rethrows -> Result {
        try body(ParticleColumns(base: slab, layout: layout))
    }

    /// The particle at `index`, which must be below ``count``, with its age at local time `now`
    /// and its cell's `rates` and `curves` (for its state at that age).
    package func particle(at index: Int, now: Double, rates: ParticleRates = .zero, curves: LifeCurves? = nil, motion: MotionModel? = nil) -> Particle {
        precondition(index >= 0 && index < count, "particle index \(index) out of 0..<\(count)")
        return withColumns { $0.particle(at: index, now: now, rates: rates, curves: curves, motion: motion) }
    }

    /// The most particles that doubling grows the store to: a cell's share of the cap, so a
    /// store near it does not allocate twice what it may hold. Asking for more still gets it.
    @exclusivity(unchecked) package var growthLimit = Int.max

    /// Makes room for at least `minimumCapacity` particles, growing to twice the capacity (up
    /// to ``growthLimit``) so that a growing population reallocates O(log n) times.
    package func reserveCapacity(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        let doubled = min(2 * capacity, growthLimit)
        let (newCapacity, newLayout) = Self.layout(
            minimumCapacity: max(minimumCapacity, doubled), parents: keepsParents, integratedColumns: integratedColumns)
        let newSlab = Self.allocate(newLayout)
        // Column by column, each old column's pages given back once copied: the copy holds
        // the particles once and a column, not the old slab and the new one.
        let mapped = layout.byteCount >= Self.mappedSlabBytes
        for (old, new) in zip(layout.columns, newLayout.columns) {
            let source = slab + old.offset, bytes = count * old.bytesPerValue
            (newSlab + new.offset).copyMemory(from: source, byteCount: bytes)
            if mapped { Self.giveBack(source, byteCount: bytes) }
        }
        Self.release(slab, layout)
        (slab, layout, capacity) = (newSlab, newLayout, newCapacity)
    }

    /// Appends `particle`, growing when full.
    package func append(_ particle: Particle) {
        if count == capacity { reserveCapacity(count + 1) }
        withColumns { $0.setParticle(particle, at: count) }
        count += 1
    }

    /// Appends the particles of `other` and empties it.
    func moveAll(from other: ParticleStore) {
        guard other.count > 0 else { return }
        reserveCapacity(count + other.count)
        let first = count
        withColumns { destination in
            other.withColumns { source in destination.copy(from: source, count: other.count, to: first) }
        }
        count += other.count
        other.count = 0
    }

    /// The float columns in which every particle holds one value (a colour or a scale without
    /// a range, no spin), a bit per ``ParticleColumn``: the particles appended since the last
    /// call are checked against the first particle's values.
    func uniformColumns(_ columns: ParticleColumns) -> UInt32 {
        guard uniformCount < count else { return uniformFloatColumns }
        for column in ParticleColumn.all where uniformFloatColumns & 1 << column.rawValue != 0 {
            let values = UnsafeRawPointer(columns[column]).assumingMemoryBound(to: UInt32.self)
            let stillAlike = values[uniformCount] == values[0]
                && ParticleColumns.holdsOneValue(UnsafeRawPointer(values + uniformCount), byteCount: 4 * (count - uniformCount))
            if !stillAlike { uniformFloatColumns &= ~(1 << column.rawValue) }
        }
        uniformCount = count
        return uniformFloatColumns
    }

    /// Removes every particle.
    package func removeAll() {
        count = 0
    }
}
