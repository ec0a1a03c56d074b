/// Pointers to the columns of a ``ParticleStore``, handed out by
/// ``ParticleStore/withColumns(_:)`` and valid only inside that call. Sendable so that
/// threads can update disjoint ranges of the same columns. Package access: the benchmark's
/// kernels read them; nothing outside the package sees a raw column.
package struct ParticleColumns: @unchecked Sendable {
    /// Where each column starts: the float columns, then the ordinal, parent and death-time
    /// columns.
    struct Layout {
        /// The 32-bit columns: one per ``ParticleColumn``.
        static let floatColumns = ParticleColumn.count
        /// The 64-bit columns.
        static let wideColumns = 3
        /// Bytes from one float column to the next.
        let floatStride: Int
        /// Where the 64-bit columns start, and the slab's size.
        let ordinalOffset: Int, parentOffset: Int, deathTimeOffset: Int, byteCount: Int

        init(floatStride: Int, wideStride: Int) {
            self.floatStride = floatStride
            ordinalOffset = Self.floatColumns * floatStride
            parentOffset = ordinalOffset + wideStride
            deathTimeOffset = parentOffset + wideStride
            byteCount = deathTimeOffset + wideStride
        }

        /// Every column's offset from the slab's start and bytes per value, in slab order.
        var columns: [(offset: Int, bytesPerValue: Int)] {
            (0..<Self.floatColumns).map { ($0 * floatStride, 4) }
                + [ordinalOffset, parentOffset, deathTimeOffset].map { ($0, 8) }
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

    /// The first element of the emission ordinal column.
    @inline(__always)
    package var ordinals: UnsafeMutablePointer<Int64> {
        (base + layout.ordinalOffset).assumingMemoryBound(to: Int64.self)
    }

    /// The first element of the parent identity column (0 for top-level particles).
    @inline(__always)
    package var parents: UnsafeMutablePointer<UInt64> {
        (base + layout.parentOffset).assumingMemoryBound(to: UInt64.self)
    }

    /// The first element of the death-time column: local seconds, birth time plus lifetime.
    @inline(__always)
    package var deathTimes: UnsafeMutablePointer<Double> {
        (base + layout.deathTimeOffset).assumingMemoryBound(to: Double.self)
    }

    /// Copies every column of particle `source` over particle `destination`.
    @inline(__always)
    func moveParticle(from source: Int, to destination: Int) {
        for column in 0..<Layout.floatColumns {
            let pointer = (base + column * layout.floatStride).assumingMemoryBound(to: Float.self)
            pointer[destination] = pointer[source]
        }
        ordinals[destination] = ordinals[source]
        parents[destination] = parents[source]
        deathTimes[destination] = deathTimes[source]
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
        (parents + destination).update(from: parents + source, count: count)
        (deathTimes + destination).update(from: deathTimes + source, count: count)
    }

    /// Copies the first `count` particles of `source` to indices `destination ..< destination + count`.
    func copy(from source: ParticleColumns, count: Int, to destination: Int = 0) {
        for column in ParticleColumn.all {
            (self[column] + destination).update(from: source[column], count: count)
        }
        (ordinals + destination).update(from: source.ordinals, count: count)
        (parents + destination).update(from: source.parents, count: count)
        (deathTimes + destination).update(from: source.deathTimes, count: count)
    }

    /// The particle at `index`, its age as at local time `now` under its cell's `rates` and
    /// `curves`.
    func particle(at index: Int, now: Double, rates: ParticleRates = .zero, curves: LifeCurves? = nil, motion: MotionModel? = nil) -> Particle {
        let parent = parents[index]
        var particle = Particle(ordinal: ordinals[index], parent: parent == 0 ? nil : ParticleIdentity(rawValue: parent))
        for column in ParticleColumn.all { particle[column] = self[column][index] }
        particle.deathTime = deathTimes[index]
        particle.age = Float(now - particle.birthTime)
        particle.rates = rates
        particle.curves = curves
        particle.motion = motion
        return particle
    }

    func setParticle(_ particle: Particle, at index: Int) {
        ordinals[index] = particle.ordinal
        parents[index] = particle.parent?.rawValue ?? 0
        deathTimes[index] = particle.deathTime
        for column in 0..<ParticleColumn.count {
            (base + column * layout.floatStride).assumingMemoryBound(to: Float.self)[index] = particle.values[column]
        }
    }
}
