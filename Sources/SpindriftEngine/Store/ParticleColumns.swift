/// Pointers to the columns of a ``ParticleStore``, handed out by
/// ``ParticleStore/withColumns(_:)`` and valid only inside that call. Sendable so that
/// threads can update disjoint ranges of the same columns. Package access: the benchmark's
/// kernels read them; nothing outside the package sees a raw column.
package struct ParticleColumns: @unchecked Sendable {
    /// Where each column starts: the float columns, then the ordinal and death-time columns,
    /// then a sub-cell's parent column, then an integrated cell's ``IntegratedColumn``s.
    struct Layout {
        /// The 32-bit columns: one per ``ParticleColumn``.
        static let floatColumns = ParticleColumn.count
        /// The 64-bit columns every store has: the ordinal and the death time.
        static let wideColumns = 2
        /// Bytes from one float column to the next.
        let floatStride: Int
        /// Where the 64-bit columns start, and the slab's size.
        let ordinalOffset: Int, deathTimeOffset: Int, byteCount: Int
        /// Where the parent column starts; nil on a top-level cell's store, whose particles
        /// have no parent.
        let parentOffset: Int?
        /// Where the integrated columns start, and how many there are (0 on a closed-form
        /// cell's store).
        let integratedOffset: Int, integratedColumns: Int

        init(floatStride: Int, wideStride: Int, parents: Bool = false, integratedColumns: Int = 0) {
            self.floatStride = floatStride
            ordinalOffset = Self.floatColumns * floatStride
            parentOffset = parents ? ordinalOffset + wideStride : nil
            deathTimeOffset = ordinalOffset + (parents ? 2 : 1) * wideStride
            integratedOffset = deathTimeOffset + wideStride
            self.integratedColumns = integratedColumns
            byteCount = integratedOffset + integratedColumns * floatStride
        }

        /// Every column's offset from the slab's start and bytes per value, in slab order.
        var columns: [(offset: Int, bytesPerValue: Int)] {
            (0..<Self.floatColumns).map { ($0 * floatStride, 4) }
                + ([ordinalOffset] + (parentOffset.map { [$0] } ?? []) + [deathTimeOffset]).map { ($0, 8) }
                + (0..<integratedColumns).map { (integratedOffset + $0 * floatStride, 4) }
        }
    }

    private let base: UnsafeMutableRawPointer
    private let layout: Layout

    init(base: UnsafeMutableRawPointer, layout: Layout) {
        self.base = base
        self.layout = layout
    }

    /// The first element of a float column, 64-byte aligned.
    @inline(__always)
    package subscript(column: ParticleColumn) -> UnsafeMutablePointer<Float> {
        (base + column.rawValue * layout.floatStride).assumingMemoryBound(to: Float.self)
    }

    /// The first element of an integrated column; only on an integrated cell's store.
    @inline(__always)
    package subscript(integrated column: IntegratedColumn) -> UnsafeMutablePointer<Float> {
        assert(layout.integratedColumns > 0, "only an integrated cell's store has integrated columns")
        return (base + layout.integratedOffset + column.rawValue * layout.floatStride).assumingMemoryBound(to: Float.self)
    }

    /// Whether the store has the ``IntegratedColumn``s.
    package var isIntegrated: Bool { layout.integratedColumns > 0 }

    /// The whole steps integrated of every particle (``IntegratedColumn/steps``): the
    /// column's bits as unsigned integers.
    @inline(__always)
    var stepCounts: UnsafeMutablePointer<UInt32> {
        (base + layout.integratedOffset + IntegratedColumn.steps.rawValue * layout.floatStride).assumingMemoryBound(to: UInt32.self)
    }

    /// The whole steps integrated of the particle at `index` (``stepCounts``).
    @inline(__always)
    package func steps(at index: Int) -> UInt32 { stepCounts[index] }

    /// Sets the whole steps integrated of the particle at `index`.
    @inline(__always)
    func setSteps(_ steps: UInt32, at index: Int) { stepCounts[index] = steps }

    /// Copies the integrated columns of particles `source ..< source + count` to
    /// `destination ..< destination + count` (the ranges may overlap), bit for bit.
    @inline(__always)
    private func moveIntegrated(from source: Int, count: Int, to destination: Int) {
        for column in 0..<layout.integratedColumns {
            let start = base + layout.integratedOffset + column * layout.floatStride
            (start + destination * 4).copyMemory(from: start + source * 4, byteCount: count * 4)
        }
    }

    /// The first element of the emission ordinal column.
    @inline(__always)
    package var ordinals: UnsafeMutablePointer<Int64> {
        (base + layout.ordinalOffset).assumingMemoryBound(to: Int64.self)
    }

    /// The first element of the parent identity column; nil on a top-level cell's store,
    /// whose particles have no parent (``parent(at:)`` reads 0 there).
    @inline(__always)
    package var parents: UnsafeMutablePointer<UInt64>? {
        layout.parentOffset.map { (base + $0).assumingMemoryBound(to: UInt64.self) }
    }

    /// The parent identity of the particle at `index`: 0 for a top-level particle.
    @inline(__always)
    package func parent(at index: Int) -> UInt64 { parents?[index] ?? 0 }

    /// The first element of the death-time column: local seconds, birth time plus lifetime.
    @inline(__always)
    package var deathTimes: UnsafeMutablePointer<Double> {
        (base + layout.deathTimeOffset).assumingMemoryBound(to: Double.self)
    }

    /// Copies particle `sources[k]` over particle `destinations[k]` for every k below `count`
    /// (no particle both a source and a destination), a column at a time. The destinations
    /// ascend and the sources descend, as the kill's moves do: eight destinations in a row
    /// filled from eight sources in a row are one reversed copy of eight values.
    /// The float columns of `uniform` (a bit per ``ParticleColumn``), whose particles all hold
    /// one value, are left as they are.
    func moveParticles(from sources: UnsafePointer<Int>, to destinations: UnsafePointer<Int>, count: Int, uniform: UInt32) {
        @inline(__always)
        func move<Value: SIMDScalar>(_ values: UnsafeMutablePointer<Value>) {
            var k = 0
            while k < count {
                let (source, destination) = (sources[k], destinations[k])
                // Strictly ascending and descending: the ends tell whether all eight are in a row.
                if k &+ 8 <= count, destinations[k &+ 7] == destination &+ 7, sources[k &+ 7] == source &- 7 {
                    let read = UnsafeRawPointer(values + (source &- 7)).loadUnaligned(as: SIMD8<Value>.self)
                    let reversed = SIMD8(read[7], read[6], read[5], read[4], read[3], read[2], read[1], read[0])
                    UnsafeMutableRawPointer(values + destination).storeBytes(of: reversed, as: SIMD8<Value>.self)
                    k &+= 8
                } else {
                    values[destination] = values[source]
                    k &+= 1
                }
            }
        }
        for column in 0..<Layout.floatColumns where uniform & 1 << column == 0 {
            move((base + column * layout.floatStride).assumingMemoryBound(to: UInt32.self))
        }
        move(ordinals)
        if let parents { move(parents) }
        move(deathTimes)
        for column in 0..<layout.integratedColumns {
            move((base + layout.integratedOffset + column * layout.floatStride).assumingMemoryBound(to: UInt32.self))
        }
    }

    /// Copies particles `source ..< source + count` to `destination ..< destination + count`
    /// of the same columns (the ranges may overlap).
    func moveParticles(from source: Int, count: Int, to destination: Int) {
        guard count > 0, source != destination else { return }
        for column in 0..<Layout.floatColumns {
            let pointer = (base + column * layout.floatStride).assumingMemoryBound(to: Float.self)
            (pointer + destination).update(from: pointer + source, count: count)
        }
        (ordinals + destination).update(from: ordinals + source, count: count)
        if let parents { (parents + destination).update(from: parents + source, count: count) }
        (deathTimes + destination).update(from: deathTimes + source, count: count)
        if layout.integratedColumns > 0 { moveIntegrated(from: source, count: count, to: destination) }
    }

    /// Rewrites particles `first ..< first + count` so that particle `first + n` becomes the
    /// one that was at `first + order[n]` (`order` a permutation of `0 ..< count`), every
    /// column gathered through `scratch` (room for `count` values of 8 bytes), the 4-byte
    /// ones two at a time; a column whose particles all hold one value is left as it is.
    func permute(from first: Int, count: Int, order: UnsafePointer<Int32>, scratch: UnsafeMutableRawPointer) {
        // The 4-byte columns two at a time, each place of the order read once for both.
        var waiting: UnsafeMutablePointer<UInt32>?
        func pair(_ start: UnsafeMutableRawPointer) {
            let values = start.assumingMemoryBound(to: UInt32.self) + first
            guard !Self.holdsOneValue(UnsafeRawPointer(values), byteCount: 4 * count) else { return }
            guard let other = waiting else { waiting = values; return }
            waiting = nil
            let gathered = scratch.assumingMemoryBound(to: UInt32.self), otherGathered = gathered + count
            for position in 0..<count {
                let source = Int(order[position])
                gathered[position] = values[source]
                otherGathered[position] = other[source]
            }
            values.update(from: gathered, count: count)
            other.update(from: otherGathered, count: count)
        }
        for column in 0..<Layout.floatColumns { pair(base + column * layout.floatStride) }
        for column in 0..<layout.integratedColumns { pair(base + layout.integratedOffset + column * layout.floatStride) }
        if let waiting { gather(UInt32.self, from: UnsafeMutableRawPointer(waiting), first: 0, count: count, order: order, scratch: scratch) }
        if Self.countsUp(ordinals + first, count: count) {
            // A cell's births of one step: each ordinal is the first one plus its place.
            let values = ordinals + first, start = values[0]
            for position in 0..<count { values[position] = start &+ Int64(order[position]) }
        } else {
            gather(UInt64.self, from: base + layout.ordinalOffset, first: first, count: count, order: order, scratch: scratch)
        }
        if let parentOffset = layout.parentOffset {
            gather(UInt64.self, from: base + parentOffset, first: first, count: count, order: order, scratch: scratch)
        }
        gather(UInt64.self, from: base + layout.deathTimeOffset, first: first, count: count, order: order, scratch: scratch)
    }

    /// Whether the `count` values at `values` count up by one from the first (wrapping).
    private static func countsUp(_ values: UnsafeMutablePointer<Int64>, count: Int) -> Bool {
        guard count > 0 else { return true }
        let start = values[0]
        var expected = SIMD8<Int64>(0, 1, 2, 3, 4, 5, 6, 7) &+ start, differences = SIMD8<Int64>()
        var index = 0
        while index &+ 8 <= count {
            differences |= load(values, index) ^ expected
            expected &+= 8
            index &+= 8
        }
        guard differences.lanesOred == 0 else { return false }
        while index < count {
            guard values[index] == start &+ Int64(index) else { return false }
            index &+= 1
        }
        return true
    }

    /// As ``permute(from:count:order:scratch:)``, for a permutation of more particles than the
    /// caches hold (the whole store put in death order at once), in two passes of each column
    /// that read and write in order or within blocks of ``permutationBlock`` places, rather
    /// than a gather that reads from anywhere in the column: first each value into its
    /// destination's block in a staging area, in the order of the sources, then each block's
    /// values to their places. `order` is overwritten; `scratch` has room for `count` values
    /// of 8 bytes; `blockCounts` for `maximumBlocks` counts, which widens the blocks of the
    /// largest permutations.
    func permuteInBlocks(
        from first: Int, count: Int, order: UnsafeMutablePointer<Int32>, scratch: UnsafeMutableRawPointer,
        blockCounts: UnsafeMutablePointer<Int32>, maximumBlocks: Int
    ) {
        var shift = Self.permutationBlock.trailingZeroBitCount
        func blocks(of shift: Int) -> Int { (count + (1 << shift) - 1) >> shift }
        while blocks(of: shift) > maximumBlocks { shift += 1 }
        // Each source's place in the staging area (its destination's block, in the order of
        // the sources), where the destinations' inverse stood; and each staged value's
        // destination, where the order stood.
        let staged = scratch.assumingMemoryBound(to: Int32.self), staging = staged + count
        for destination in 0..<count { staged[Int(order[destination])] = Int32(truncatingIfNeeded: destination) }
        blockCounts.update(repeating: 0, count: blocks(of: shift))
        let destinations = order
        for source in 0..<count {
            let destination = Int(staged[source]), block = destination >> shift
            let slot = block << shift + Int(blockCounts[block])
            blockCounts[block] &+= 1
            staged[source] = Int32(truncatingIfNeeded: slot)
            destinations[slot] = Int32(truncatingIfNeeded: destination)
        }
        /// Permutes the 4-byte values `values[stride * n]`, n in `0 ..< count`.
        func permute(_ values: UnsafeMutablePointer<UInt32>, stride: Int) {
            if stride == 1, Self.holdsOneValue(UnsafeRawPointer(values), byteCount: 4 * count) { return }
            for source in 0..<count { staging[Int(staged[source])] = Int32(bitPattern: values[stride * source]) }
            for slot in 0..<count { values[stride * Int(destinations[slot])] = UInt32(bitPattern: staging[slot]) }
        }
        for column in 0..<Layout.floatColumns {
            permute((base + column * layout.floatStride).assumingMemoryBound(to: UInt32.self) + first, stride: 1)
        }
        /// An 8-byte column's halves one after the other: all of a half is staged before any
        /// of it is written.
        func permuteWide(at offset: Int) {
            let halves = (base + offset).assumingMemoryBound(to: UInt32.self) + 2 * first
            permute(halves, stride: 2)
            permute(halves + 1, stride: 2)
        }
        permuteWide(at: layout.ordinalOffset)
        if let parentOffset = layout.parentOffset { permuteWide(at: parentOffset) }
        permuteWide(at: layout.deathTimeOffset)
        for column in 0..<layout.integratedColumns {
            permute((base + layout.integratedOffset + column * layout.floatStride).assumingMemoryBound(to: UInt32.self) + first, stride: 1)
        }
    }

    /// Whether the 4-byte words of `byteCount` bytes (a multiple of 4) at `values` all hold
    /// the same bits: the column of a colour without a range, or a flat emitter's depths, the
    /// same for every particle a permutation moves, which it leaves as it is. Sixteen words at
    /// a time, the differences gathered over 64 before they are tested, so that a column
    /// whose values differ costs a few comparisons.
    static func holdsOneValue(_ values: UnsafeRawPointer, byteCount: Int) -> Bool {
        let count = byteCount / 4
        guard count > 1 else { return true }
        let words = values.assumingMemoryBound(to: UInt32.self)
        let first = SIMD16<UInt32>(repeating: words[0])
        var index = 0
        while index &+ 64 <= count {
            var differences = SIMD16<UInt32>()
            for offset in stride(from: 0, to: 64, by: 16) {
                differences |= (values + 4 * (index &+ offset)).loadUnaligned(as: SIMD16<UInt32>.self) ^ first
            }
            guard unsafeBitCast(differences, to: SIMD8<Int64>.self).lanesOred == 0 else { return false }
            index &+= 64
        }
        while index < count {
            guard words[index] == words[0] else { return false }
            index &+= 1
        }
        return true
    }

    /// Places in a block of ``permuteInBlocks(from:count:order:scratch:blockCounts:maximumBlocks:)``
    /// at least: a block of a column, 256 KB, fits a core's own cache.
    static let permutationBlock = 1 << 16

    @inline(__always)
    private func gather<Value>(
        _: Value.Type, from start: UnsafeMutableRawPointer, first: Int, count: Int, order: UnsafePointer<Int32>,
        scratch: UnsafeMutableRawPointer
    ) {
        let values = start.assumingMemoryBound(to: Value.self) + first, gathered = scratch.assumingMemoryBound(to: Value.self)
        guard !Self.holdsOneValue(UnsafeRawPointer(values), byteCount: count * MemoryLayout<Value>.stride) else { return }
        for position in 0..<count { gathered[position] = values[Int(order[position])] }
        values.update(from: gathered, count: count)
    }

    /// Copies the first `count` particles of `source` to indices `destination ..< destination + count`;
    /// into an integrated store from a closed-form one, they are copied not started.
    func copy(from source: ParticleColumns, count: Int, to destination: Int = 0) {
        for column in ParticleColumn.all {
            (self[column] + destination).update(from: source[column], count: count)
        }
        (ordinals + destination).update(from: source.ordinals, count: count)
        if let parents {
            if let sourceParents = source.parents {
                (parents + destination).update(from: sourceParents, count: count)
            } else {
                (parents + destination).update(repeating: 0, count: count)
            }
        } else {
            assert(source.parents.map { parents in (0..<count).allSatisfy { parents[$0] == 0 } } ?? true,
                   "particles with parents copied into a top-level cell's store")
        }
        (deathTimes + destination).update(from: source.deathTimes, count: count)
        guard layout.integratedColumns > 0 else { return }
        if source.layout.integratedColumns == layout.integratedColumns {
            for column in 0..<layout.integratedColumns {
                let offset = layout.integratedOffset + column * layout.floatStride
                let sourceOffset = source.layout.integratedOffset + column * source.layout.floatStride
                (base + offset + destination * 4).copyMemory(from: source.base + sourceOffset, byteCount: count * 4)
            }
        } else {
            for index in destination..<destination + count { setSteps(IntegratedColumn.notStarted, at: index) }
        }
    }

    /// The particle at `index`, its age as at local time `now` under its cell's `rates` and
    /// `curves`.
    func particle(at index: Int, now: Double, rates: ParticleRates = .zero, curves: LifeCurves? = nil, motion: MotionModel? = nil) -> Particle {
        let parent = parent(at: index)
        var particle = Particle(ordinal: ordinals[index], parent: parent == 0 ? nil : ParticleIdentity(rawValue: parent))
        for column in ParticleColumn.all { particle[column] = self[column][index] }
        particle.deathTime = deathTimes[index]
        particle.age = Float(now - particle.birthTime)
        particle.rates = rates
        particle.curves = curves
        particle.motion = motion
        return particle
    }

    /// Writes `particle` at `index`; on an integrated store, not started.
    func setParticle(_ particle: Particle, at index: Int) {
        if layout.integratedColumns > 0 { setSteps(IntegratedColumn.notStarted, at: index) }
        ordinals[index] = particle.ordinal
        if let parents {
            parents[index] = particle.parent?.rawValue ?? 0
        } else {
            precondition(particle.parent == nil, "a particle with a parent written to a top-level cell's store")
        }
        deathTimes[index] = particle.deathTime
        for column in 0..<ParticleColumn.count {
            (base + column * layout.floatStride).assumingMemoryBound(to: Float.self)[index] = particle.values[column]
        }
    }
}
