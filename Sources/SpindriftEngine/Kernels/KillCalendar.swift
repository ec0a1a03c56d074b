/// The kill's calendar, one per store: every particle's index filed under its death time, so
/// that a kill reads only the particles filed under the times it passes (O(deaths), however
/// the deaths are scattered through the store) instead of every death time.
///
/// A timing wheel of ``wheelSize`` bins of ``width`` local seconds each: a particle dying in
/// bin k (its death time ÷ width, rounded down) is filed under bin max(k, ``cursor``) modulo
/// the wheel, or in the overflow when k ≥ ``floor`` (too far ahead for the wheel). The
/// cursor is the bin of the latest kill; the bins up to it have been emptied but for the
/// particles of the cursor's own bin that were still alive. An exact comparison of each filed
/// particle's death time decides who dies, so the bins change only what is read, never who
/// dies: the bin arithmetic may round either way.
///
/// Bins are chains of 64-byte blocks (15 indices and the next block's number) taken from one
/// arena and given back when a bin is emptied, so a steady state allocates nothing and a bin
/// wastes at most one block; each particle's place in the arena (``places``) lets a move
/// refile it in O(1). Memory: 4 bytes of place and about 4.3 of filed index per particle
/// (``bytesPerParticle``), plus a block per bin in use (at most 513, 32 KiB); the doubling's
/// slack is never written, so it is not resident.
final class KillCalendar {
    /// Bins in the wheel, each ``width`` seconds.
    static let wheelSize = 512
    /// Indices per block; the block's last word is the next block's number.
    static let blockEntries = 15
    static let blockWords = blockEntries + 1
    /// Bytes each filed particle costs: its place and its share of a block.
    static let bytesPerParticle = Double(MemoryLayout<UInt32>.stride) * (1 + Double(blockWords) / Double(blockEntries))
    /// No block: the end of a chain.
    static let none = UInt32.max
    /// The bin of death times too large to bin (infinite, NaN, or past ±2⁶⁰ bins).
    static let far: Int64 = 1 << 60

    /// Seconds per bin: a power of two near the step, so that a step reads about one bin.
    private(set) var width = 1.0 / 64
    private var inverseWidth = 64.0
    /// The bin of the latest kill.
    private(set) var cursor: Int64 = 0
    /// Bins at or past it are in the overflow; the wheel holds those below.
    private var floor: Int64 = Int64(wheelSize)
    /// The cursor at which the overflow was last refiled; it is refiled again half a wheel on.
    private var refiled: Int64 = 0
    /// The smallest bin in the overflow (``far`` when empty or unknown to be nearer).
    private var overflowFirst = far

    /// First and last block of each bin (the wheel's, then the overflow), and how many
    /// indices the last block holds.
    private var heads: UnsafeMutablePointer<UInt32>
    private var tails: UnsafeMutablePointer<UInt32>
    private var tailCounts: UnsafeMutablePointer<Int>
    /// The blocks, ``blockWords`` words each.
    private var arena: UnsafeMutablePointer<UInt32>
    private var arenaBlocks: Int
    /// The first free block, the free blocks chained through their last word.
    private var freeBlock: UInt32
    /// Blocks `untouched ..< arenaBlocks` have never been taken since the last reset: they are
    /// handed out in order once the free chain is empty, so the arena's unused room is never
    /// written and costs no resident memory.
    private var untouched = 0
    /// Each filed particle's word in the arena.
    private(set) var places: UnsafeMutablePointer<UInt32>
    private var placeCapacity = 0

    init() {
        let bins = Self.wheelSize + 1
        heads = .allocate(capacity: bins)
        heads.initialize(repeating: Self.none, count: bins)
        tails = .allocate(capacity: bins)
        tails.initialize(repeating: Self.none, count: bins)
        tailCounts = .allocate(capacity: bins)
        tailCounts.initialize(repeating: 0, count: bins)
        arenaBlocks = 64
        arena = .allocate(capacity: arenaBlocks * Self.blockWords)
        freeBlock = Self.none
        places = .allocate(capacity: 1)
    }

    deinit {
        heads.deallocate()
        tails.deallocate()
        tailCounts.deallocate()
        arena.deallocate()
        places.deallocate()
    }

    /// The bin of death time `time`, or with `parts` its part of `parts` equal parts of a bin.
    @inline(__always)
    func bin(of time: Double, parts: Double = 1) -> Int64 {
        let scaled = time * inverseWidth * parts
        guard scaled < Double(Self.far) else { return Self.far }
        guard scaled > -Double(Self.far) else { return -Self.far }
        return Int64(scaled.rounded(.down))
    }

    /// Empties every bin and starts the wheel at local time `now` with bins of `seconds`
    /// (rounded to a power of two), with room for the places of `count` particles.
    func reset(at now: Double, width seconds: Double, count: Int) {
        let exponent = min(24, max(-24, Int(seconds.exponent)))
        width = Double(sign: .plus, exponent: exponent, significand: 1)
        inverseWidth = 1 / width
        for bin in 0...Self.wheelSize { (heads[bin], tails[bin], tailCounts[bin]) = (Self.none, Self.none, 0) }
        (freeBlock, untouched) = (Self.none, 0)
        cursor = bin(of: now)
        (floor, refiled, overflowFirst) = (cursor + Int64(Self.wheelSize), cursor, Self.far)
        reserve(count)
    }

    /// Makes room for `count` particles: their places, and blocks for them all however they
    /// fall into bins (each bin wastes at most one block), so that a steady count allocates
    /// nothing however its deaths spread over time.
    func reserve(_ count: Int) {
        let blocks = count / Self.blockEntries + min(count, Self.wheelSize + 1) + 1
        while arenaBlocks < blocks { growArena() }
        guard count > placeCapacity else { return }
        let capacity = max(count, 2 * placeCapacity)
        let grown = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
        grown.update(from: places, count: placeCapacity)
        places.deallocate()
        (places, placeCapacity) = (grown, capacity)
    }

    /// Files particle `index`, which dies at local time `time`.
    @inline(__always)
    func file(_ index: Int, dying time: Double) {
        let due = bin(of: time)
        if due >= floor {
            overflowFirst = min(overflowFirst, due)
            append(index, to: Self.wheelSize)
        } else {
            append(index, to: Int(UInt64(bitPattern: max(due, cursor)) % UInt64(Self.wheelSize)))
        }
    }

    /// Files particle `index` at the place of the particle it replaces (a move in the kill).
    @inline(__always)
    func refile(_ index: Int, from source: Int) {
        let place = places[source]
        arena[Int(place)] = UInt32(truncatingIfNeeded: index)
        places[index] = place
    }

    /// Moves the wheel to local time `now` and calls `body` with every particle filed under
    /// a bin it passes (the cursor's bin and those after it, up to `now`'s), and, every half
    /// wheel, with the overflow. Those bins are emptied: the caller files again, after this
    /// returns, the particles it keeps.
    func advance(to now: Double, _ body: (Int) -> Void) {
        let target = max(cursor, bin(of: now))
        let wheel = Int64(Self.wheelSize)
        for due in cursor...min(target, cursor + wheel - 1) {
            empty(Int(UInt64(bitPattern: due) % UInt64(Self.wheelSize)), body)
        }
        if target >= refiled + wheel / 2 {
            // Only when its nearest bin comes within the wheel: particles that live for ages
            // are not read every half wheel.
            if overflowFirst < target + wheel {
                overflowFirst = Self.far
                empty(Self.wheelSize, body)
            }
            (refiled, floor) = (target, target + wheel)
        }
        cursor = target
    }

    /// Calls `body` with every index filed under bin `bin`, and frees its blocks.
    private func empty(_ bin: Int, _ body: (Int) -> Void) {
        var block = heads[bin]
        guard block != Self.none else { return }
        let tail = tails[bin]
        while true {
            let words = arena + Int(block) * Self.blockWords
            let filled = block == tail ? tailCounts[bin] : Self.blockEntries
            for entry in 0..<filled { body(Int(words[entry])) }
            let next = words[Self.blockEntries]
            words[Self.blockEntries] = freeBlock
            freeBlock = block
            if block == tail { break }
            block = next
        }
        (heads[bin], tails[bin], tailCounts[bin]) = (Self.none, Self.none, 0)
    }

    @inline(__always)
    private func setNext(of block: UInt32, to next: UInt32) {
        arena[Int(block) * Self.blockWords + Self.blockEntries] = next
    }

    @inline(__always)
    private func append(_ index: Int, to bin: Int) {
        var tail = tails[bin]
        if tail == Self.none || tailCounts[bin] == Self.blockEntries {
            let block = takeBlock()
            if tail == Self.none { heads[bin] = block } else { setNext(of: tail, to: block) }
            setNext(of: block, to: Self.none)
            (tails[bin], tailCounts[bin], tail) = (block, 0, block)
        }
        let place = Int(tail) * Self.blockWords + tailCounts[bin]
        arena[place] = UInt32(truncatingIfNeeded: index)
        places[index] = UInt32(truncatingIfNeeded: place)
        tailCounts[bin] += 1
    }

    /// A free block: a freed one, else the first untouched one (the arena is doubled when
    /// there is none, which ``reserve(_:)`` makes rare).
    @inline(__always)
    private func takeBlock() -> UInt32 {
        guard freeBlock != Self.none else {
            if untouched == arenaBlocks { growArena() }
            untouched += 1
            return UInt32(untouched - 1)
        }
        let block = freeBlock
        freeBlock = arena[Int(block) * Self.blockWords + Self.blockEntries]
        return block
    }

    private func growArena() {
        arenaBlocks *= 2
        let grown = UnsafeMutablePointer<UInt32>.allocate(capacity: arenaBlocks * Self.blockWords)
        grown.update(from: arena, count: untouched * Self.blockWords)
        arena.deallocate()
        arena = grown
    }
}
