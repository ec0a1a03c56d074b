/// One cell's particles on the GPU-resident path: a ring of slots in birth order, each
/// written once when its particle is born and reused once that particle is dead.
///
/// The ``span`` slots from ``tail`` to ``head`` (wrapping) hold the particles from the oldest
/// one that may be alive to the newest; a draw covers them alone. The oldest are dropped
/// from the span as they die; a particle that dies while an older one lives keeps its slot
/// until the span moves past it, and the shader culls it. A birth into a full span doubles
/// the ring, so it holds every particle born within the longest lifetime (the cell's rate ×
/// its maximum lifetime, its share of `maxParticles` when lifetimes are equal).
///
/// ``records`` mirrors the GPU's buffer; ``dirty`` says which slots changed since the
/// backend last uploaded, so a frame uploads only its births.
package struct ResidentRing: Sendable {
    /// Every slot's record, ``capacity`` of them.
    package private(set) var records: [ResidentParticle] = []
    /// Every slot's death time in local seconds, −∞ for a slot never written.
    private var deaths: [Double] = []
    /// The slot the next birth takes.
    package private(set) var head = 0
    /// The slot of the oldest particle that may be alive.
    package private(set) var tail = 0
    /// The slots from ``tail`` to ``head``, wrapping: what a draw covers.
    package private(set) var span = 0
    /// The slots written since ``markUploaded()``, from ``head`` − count, wrapping; the whole
    /// ring when it is ``capacity`` or more (after growing or refilling).
    package private(set) var dirtyCount = 0

    /// The smallest ring.
    package static let minimumCapacity = 64

    package init() {}

    /// How many slots the ring has.
    package var capacity: Int { records.count }

    /// Whether the ring holds nothing from its first slot on, as ``removeAll(keepingCapacity:)``
    /// leaves it.
    package var isEmptied: Bool { span == 0 && head == 0 }

    /// Whether every slot must be uploaded.
    package var isWhollyDirty: Bool { dirtyCount >= capacity }

    /// The slots written since ``markUploaded()``: two ranges, as the ring wraps (either may
    /// be empty).
    package var dirtyRanges: (Range<Int>, Range<Int>) {
        guard dirtyCount > 0 else { return (0..<0, 0..<0) }
        guard !isWhollyDirty else { return (0..<capacity, 0..<0) }
        let start = head - dirtyCount
        return start >= 0 ? (start..<head, 0..<0) : ((start + capacity)..<capacity, 0..<head)
    }

    /// Appends a particle dying at local time `death`, born in a step that ends at local time
    /// `now`: after the newest, in a ring grown to twice the size when the span is full of
    /// particles that live at `now`.
    package mutating func append(_ record: ResidentParticle, death: Double, now: Double) {
        dropDead(at: now)
        if span == capacity { grow(to: max(Self.minimumCapacity, 2 * capacity)) }
        records[head] = record
        deaths[head] = death
        head = head + 1 == capacity ? 0 : head + 1
        span += 1
        dirtyCount += 1
    }

    /// Appends particles `indices` of `columns`, in that order, of a cell moved by `motion`
    /// (``ResidentParticle/init(_:at:motion:)``), born in a step that ends at local time `now`.
    package mutating func append(_ indices: some Sequence<Int>, of columns: ParticleColumns, motion: MotionModel?, now: Double) {
        let source = ResidentParticle.Columns(columns)
        for index in indices { append(ResidentParticle(source, at: index, motion: motion), death: source.deathTimes[index], now: now) }
    }

    /// Appends particles `range` of `columns` in that order, as the sequence's
    /// ``append(_:of:motion:now:)`` does, eight records at a time where eight slots follow
    /// the head without wrapping or growing the ring, its oldest particle alive (so that none
    /// of the eight appends would drop one).
    package mutating func append(_ range: Range<Int>, of columns: ParticleColumns, motion: MotionModel?, now: Double) {
        let source = ResidentParticle.Columns(columns)
        var index = range.lowerBound
        while index < range.upperBound {
            dropDead(at: now)
            guard range.upperBound - index >= 8, span > 0, span + 8 <= capacity, head + 8 <= capacity else {
                append(ResidentParticle(source, at: index, motion: motion), death: source.deathTimes[index], now: now)
                index += 1
                continue
            }
            let slot = head
            records.withUnsafeMutableBufferPointer { records in
                deaths.withUnsafeMutableBufferPointer { deaths in
                    ResidentParticle.write(
                        eight: index, of: source, motion: motion, records: { records.baseAddress! + (slot + $0) },
                        deaths: { deaths.baseAddress! + (slot + $0) })
                }
            }
            head = head + 8 == capacity ? 0 : head + 8
            span += 8
            dirtyCount += 8
            index += 8
        }
    }

    /// Fills an emptied ring (``removeAll(keepingCapacity:)`` to at least `range.count` slots)
    /// with particles `range` of `columns`, of a cell moved by `motion`, particle
    /// `range.lowerBound + n` into slot `slots[n]`: the slots a permutation of
    /// `0 ..< range.count` in birth order, where ``append(_:of:motion:now:)`` in that order
    /// would put them. The store is read in its own order and the records scattered, rather
    /// than the store read in birth order, a cache line of every column a particle; eight at
    /// a time.
    package mutating func fill(
        _ range: Range<Int>, of columns: ParticleColumns, slots: UnsafePointer<UInt64>, motion: MotionModel?
    ) {
        precondition(isEmptied && capacity >= range.count, "only an emptied ring with room is filled")
        let source = ResidentParticle.Columns(columns)
        records.withUnsafeMutableBufferPointer { records in
            deaths.withUnsafeMutableBufferPointer { deaths in
                var index = range.lowerBound
                while index < range.upperBound {
                    let slotsHere = slots + (index - range.lowerBound)
                    if range.upperBound - index >= 8 {
                        func slot(_ lane: Int) -> Int { Int(truncatingIfNeeded: slotsHere[lane]) }
                        ResidentParticle.write(
                            eight: index, of: source, motion: motion, records: { records.baseAddress! + slot($0) },
                            deaths: { deaths.baseAddress! + slot($0) })
                        index += 8
                    } else {
                        let slot = Int(truncatingIfNeeded: slotsHere[0])
                        records[slot] = ResidentParticle(source, at: index, motion: motion)
                        deaths[slot] = source.deathTimes[index]
                        index += 1
                    }
                }
            }
        }
        (head, span) = (range.count == capacity ? 0 : range.count, range.count)
        dirtyCount += range.count
    }

    /// Drops from the span's start the particles dead at local time `now` (death at or before
    /// it, as the kill decides), up to the oldest that lives.
    package mutating func dropDead(at now: Double) {
        while span > 0, deaths[tail] <= now {
            tail = tail + 1 == capacity ? 0 : tail + 1
            span -= 1
        }
    }

    /// Empties the ring to at least `capacity` slots, keeping its storage when it is large
    /// enough; the whole ring is dirty.
    package mutating func removeAll(keepingCapacity capacity: Int) {
        let size = max(Self.minimumCapacity, capacity)
        if self.capacity < size || self.capacity > 4 * size {
            records = Array(repeating: .empty, count: size)
            deaths = Array(repeating: -.infinity, count: size)
        } else {
            for slot in records.indices { (records[slot], deaths[slot]) = (.empty, -.infinity) }
        }
        (head, tail, span) = (0, 0, 0)
        dirtyCount = self.capacity
    }

    /// Records that the backend holds every slot as it is now.
    package mutating func markUploaded() {
        dirtyCount = 0
    }

    /// The slot of the `instance`th particle of the span drawn (0 ..< ``span``), oldest first
    /// (`newestFirst` false) or newest first: what the vertex shader computes from
    /// `gl_InstanceID`.
    package func slot(ofInstance instance: Int, newestFirst: Bool) -> Int {
        newestFirst ? (head - 1 - instance + 2 * capacity) % capacity : (tail + instance) % capacity
    }

    /// Moves the span, oldest first, to the start of a ring of `newCapacity` slots; the whole
    /// ring is dirty.
    private mutating func grow(to newCapacity: Int) {
        var newRecords = Array(repeating: ResidentParticle.empty, count: newCapacity)
        var newDeaths = Array(repeating: -Double.infinity, count: newCapacity)
        for position in 0..<span {
            let slot = (tail + position) % capacity
            (newRecords[position], newDeaths[position]) = (records[slot], deaths[slot])
        }
        (head, tail) = (span, 0)
        (records, deaths) = (newRecords, newDeaths)
        dirtyCount = newCapacity
    }
}
