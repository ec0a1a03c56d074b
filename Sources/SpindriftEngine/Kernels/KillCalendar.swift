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
/// Bins are chains of 256-byte blocks (63 indices and the next block's number) taken from one
/// arena and given back when a bin is emptied, so a steady state allocates nothing and a bin
/// wastes at most one block; each particle's place in the arena (``places``) lets a move
/// refile it in O(1). A kill reads a bin's chain one link after another, each block where its
/// bin last took a free one: four cache lines a block, it waits on a quarter as many links as
/// with one. Memory: 4 bytes of place and about 4.1 of filed index per particle
/// (``bytesPerParticle``), plus a block per bin in use (at most 513, 128 KiB); the doubling's
/// slack is never written, so it is not resident.
final class KillCalendar {
    /// Bins in the wheel, each ``width`` seconds.
    static let wheelSize = 512
    /// Indices per block; the block's last word is the next block's number.
    static let blockEntries = 63
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
    /// Whether the latest pass of the wheel took the overflow.
    @exclusivity(unchecked) private(set) var tookOverflow = false

    // Only the kills of large stores read these: they come after what every kill reads.
    /// The chains taken by the latest ``takeDue(to:)``: the first and last block of each, and
    /// how many particles its last block holds.
    private let dueHeads = IndexBuffer(), dueTails = IndexBuffer(), dueTailCounts = IndexBuffer()
    /// The blocks chained by ``chainToCursor(_:)`` or ``chainRuns(_:deaths:)``, in order.
    private let chainedBlocks = IndexBuffer()
    /// The runs of ``chainRuns(_:deaths:)``: where each ends, its bin in the wheel, its first
    /// particle in a block of its own (those before top up the bin's last block), and that
    /// block's place in ``chainedBlocks``.
    private let runEnds = IndexBuffer(), runBins = IndexBuffer()
    private let runFirstFresh = IndexBuffer(), runFirstBlock = IndexBuffer()

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

    /// ``bin(of:parts:)`` of eight death times at once. Where every lane's scaled time is
    /// within ±2⁵¹, its whole part is exact in the bits of 1.5 × 2⁵² added to it; a lane past
    /// that (or NaN) has its eight worked out one by one.
    @inline(__always)
    func bins(of times: SIMD8<Double>, parts: Double) -> SIMD8<Int64> {
        let scaled = times * inverseWidth * parts
        let limit = SIMD8<Int64>(repeating: Int64(bitPattern: (0x1p51 as Double).bitPattern))
        let inRange: SIMDMask<SIMD8<Int64>> = scaled.magnitudeBits .< limit
        guard inRange.everyLane else {
            var bins = SIMD8<Int64>()
            for lane in 0..<8 { bins[lane] = bin(of: times[lane], parts: parts) }
            return bins
        }
        let magic = SIMD8<Double>(repeating: 0x1.8p52)
        return unsafeBitCast(scaled.rounded(.down) + magic, to: SIMD8<Int64>.self) &- unsafeBitCast(magic, to: SIMD8<Int64>.self)
    }

    /// The wheel's bin that bin `bin` is filed under, when it is within the wheel.
    @inline(__always)
    private func slot(of bin: Int64) -> Int {
        Int(UInt64(bitPattern: bin) % UInt64(Self.wheelSize))
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

    /// Files the particles of `kept` in the cursor's bin, in their order: what
    /// ``file(_:dying:)`` does with each of them when they all die in that bin, as those that
    /// outlive a kill in the bin its time fell in do (unless it took the overflow), without
    /// reading their death times, scattered through the store.
    func fileInCursorBin(_ kept: IndexBuffer) {
        append(kept.count, to: slot(of: cursor)) { kept[$0] }
    }

    /// Files particle `index`, which dies at local time `time`.
    @inline(__always)
    func file(_ index: Int, dying time: Double) {
        let due = bin(of: time)
        if due >= floor {
            overflowFirst = min(overflowFirst, due)
            append(index, to: Self.wheelSize)
        } else {
            append(index, to: slot(of: max(due, cursor)))
        }
    }

    /// Files particles `range`, which die at `deaths`, as ``file(_:dying:)`` files each. Births
    /// that die in order (as a sample of them does) over few bins, eight or more a bin (one
    /// lifetime's, or many ordered by death, ``DeathOrderWork``), are filed a run of one bin at
    /// a time: the run's bin worked out once, its last block and count kept in registers while
    /// its indices are written in order. Others are filed one by one: where a bin takes a
    /// birth or two, or births of two bins come mixed, finding where each run ends costs more
    /// than it saves.
    func file(_ range: Range<Int>, deaths: UnsafeMutablePointer<Double>) {
        guard diesInOrderOverFewBins(range, deaths: deaths) else {
            for index in range { file(index, dying: deaths[index]) }
            return
        }
        var index = range.lowerBound
        while index < range.upperBound {
            let due = bin(of: deaths[index])
            guard due < floor else {
                file(index, dying: deaths[index])
                index &+= 1
                continue
            }
            // The run goes on while the scaled death time stays within the bin filed under
            // (from −∞ for the cursor's), eight at a time while all eight do.
            let filed = max(due, cursor)
            let (low, high) = runBounds(filed)
            var end = index &+ 1
            while end &+ 8 <= range.upperBound, staysInRun(eightFrom: end, deaths, low: low, high: high) { end &+= 8 }
            while end < range.upperBound {
                let scaled = deaths[end] * inverseWidth
                guard scaled >= low, scaled < high else { break }
                end &+= 1
            }
            let start = index
            append(end - start, to: slot(of: filed)) { start &+ $0 }
            index = end
        }
    }

    /// Whether particles `range`, which die at `deaths`, are sixteen or more that die in order
    /// (as sixteen of them spread over the range do) over few bins, eight or more a bin.
    private func diesInOrderOverFewBins(_ range: Range<Int>, deaths: UnsafeMutablePointer<Double>) -> Bool {
        guard range.count >= 16 else { return false }
        let (first, last) = (deaths[range.lowerBound], deaths[range.upperBound - 1])
        let spacing = (range.count - 1) / 15
        var sample = range.lowerBound
        for _ in 1..<16 {
            guard deaths[sample] <= deaths[sample + spacing] else { return false }
            sample += spacing
        }
        return last >= deaths[sample] && (last - first) * inverseWidth * 8 + 8 <= Double(range.count)
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
    /// returns, the particles it keeps. One thread reads each block as it frees it, so that
    /// waiting for a block's link overlaps reading the death times of the particles before.
    func advance(to now: Double, _ body: (Int) -> Void) {
        passBins(to: now) { bin in empty(bin, body) }
    }

    /// As ``advance(to:_:)``, but only takes the chains of the bins it passes: their particles
    /// are read with ``forEachDue(_:)`` (on any number of threads at once) until
    /// ``releaseDue()`` frees the blocks.
    func takeDue(to now: Double) {
        assert(dueHeads.count == 0, "the blocks taken by the last kill were released")
        passBins(to: now) { bin in takeChain(of: bin) }
    }

    /// Moves the wheel to local time `now`, calling `pass` with every bin it passes and,
    /// every half wheel, with the overflow's (``wheelSize``), which it notes in
    /// ``tookOverflow``.
    @inline(__always)
    private func passBins(to now: Double, _ pass: (Int) -> Void) {
        tookOverflow = false
        let target = max(cursor, bin(of: now))
        let wheel = Int64(Self.wheelSize)
        for due in cursor...min(target, cursor + wheel - 1) { pass(slot(of: due)) }
        if target >= refiled + wheel / 2 {
            // Only when its nearest bin comes within the wheel: particles that live for ages
            // are not read every half wheel.
            if overflowFirst < target + wheel {
                overflowFirst = Self.far
                tookOverflow = true
                pass(Self.wheelSize)
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

    /// Calls `body` with every block taken by ``takeDue(to:)``, its words and how many
    /// particles it holds; reads only, so several threads may call it at once.
    @inline(__always)
    private func forEachDueBlock(_ body: (UnsafeMutablePointer<UInt32>, Int) -> Void) {
        for chain in 0..<dueHeads.count {
            var block = dueHeads[chain]
            let tail = dueTails[chain]
            while true {
                let words = arena + block * Self.blockWords
                if block == tail {
                    body(words, dueTailCounts[chain])
                    break
                }
                body(words, Self.blockEntries)
                block = Int(words[Self.blockEntries])
            }
        }
    }

    /// Calls `body` with every particle filed in the blocks taken by ``takeDue(to:)``; reads
    /// only, so several threads may call it at once.
    @inline(__always)
    func forEachDue(_ body: (Int) -> Void) {
        forEachDueBlock { words, filled in
            for entry in 0..<filled { body(Int(words[entry])) }
        }
    }

    /// Counts the particles in the blocks taken by ``takeDue(to:)``, and writes to `samples`
    /// the first particle of each of them, up to `most`: the first of every so many once
    /// there are more (the samples after the first `most` replace every other one, so that
    /// they stay spread over the blocks).
    func surveyDue(into samples: UnsafeMutablePointer<Int>, most: Int) -> (due: Int, sampled: Int) {
        var (due, sampled, stride, block) = (0, 0, 1, 0)
        forEachDueBlock { words, filled in
            due += filled
            if block % stride == 0 {
                if sampled == most {
                    // Keep every other sample, and take every other block from now on.
                    for position in 0..<most / 2 { samples[position] = samples[2 * position] }
                    (sampled, stride) = (most / 2, 2 * stride)
                }
                if block % stride == 0 {
                    samples[sampled] = Int(words[0])
                    sampled += 1
                }
            }
            block += 1
        }
        return (due, sampled)
    }

    /// Frees the blocks taken by ``takeDue(to:)``: each chain is put whole at the head of
    /// the free ones.
    func releaseDue() {
        for chain in 0..<dueHeads.count {
            setNext(of: UInt32(truncatingIfNeeded: dueTails[chain]), to: freeBlock)
            freeBlock = UInt32(truncatingIfNeeded: dueHeads[chain])
        }
        dueHeads.removeAll()
        dueTails.removeAll()
        dueTailCounts.removeAll()
    }

    /// Chains to the cursor's bin, which ``takeDue(to:)`` emptied, blocks for `count`
    /// particles, to be filed there by ``fileChained(_:from:)`` (on several threads at once).
    /// The particles due but alive die in the cursor's bin, unless they came from the
    /// overflow: this files them without working out their bins, and in parallel.
    func chainToCursor(_ count: Int) {
        chainedBlocks.removeAll()
        chain(count, to: slot(of: cursor))
    }

    /// Files the particles of `indices` as the `offset`th and on of those the blocks chained
    /// by ``chainToCursor(_:)`` were chained for; threads may file distinct positions at once.
    func fileChained(_ indices: IndexBuffer, from offset: Int) {
        fill(indices.count, from: offset, ofBlocksFrom: 0) { indices[$0] }
    }

    /// Chains blocks for particles `range`, which die at `deaths`, to the bins they die in,
    /// to be filed by ``fileRuns(_:)`` (on several threads at once), and returns true; or
    /// chains nothing and returns false, when their bins go down anywhere or reach the
    /// overflow. Births stand in the order of their deaths' bins, or of their 256ths
    /// (``DeathOrderWork``), or die in birth order: in runs of one bin each, whose places in
    /// the blocks follow from where the run starts, without working out each bin again.
    func chainRuns(_ range: Range<Int>, deaths: UnsafeMutablePointer<Double>) -> Bool {
        runEnds.removeAll()
        runBins.removeAll()
        guard !range.isEmpty else { return true }
        var previous = max(bin(of: deaths[range.lowerBound]), cursor)
        guard previous < floor else { return false }
        // The run goes on while the scaled death time stays below the next bin's start (and
        // not below the run's own, but for the cursor's bin, which takes the earlier ones
        // too): two comparisons, no rounding.
        var (low, high) = runBounds(previous)
        var index = range.lowerBound + 1
        while index < range.upperBound {
            // Eight at a time while all eight stay in the run: most births of a run do.
            if index &+ 8 <= range.upperBound, staysInRun(eightFrom: index, deaths, low: low, high: high) {
                index &+= 8
                continue
            }
            defer { index &+= 1 }
            let scaled = deaths[index] * inverseWidth
            if scaled >= low, scaled < high { continue }
            let due = max(bin(of: deaths[index]), cursor)
            guard due != previous else { continue }
            guard due > previous, due < floor else { return false }
            runEnds.append(index)
            runBins.append(slot(of: previous))
            previous = due
            (low, high) = runBounds(previous)
        }
        runEnds.append(range.upperBound)
        runBins.append(slot(of: previous))

        chainedBlocks.removeAll()
        runFirstFresh.removeAll()
        runFirstBlock.removeAll()
        var start = range.lowerBound
        for run in 0..<runEnds.count {
            let (end, bin) = (runEnds[run], runBins[run])
            // The bin's last block, partly filled, is topped up first, so that only the last
            // block of a chain is ever partly filled.
            while tails[bin] != Self.none, tailCounts[bin] < Self.blockEntries, start < end {
                append(start, to: bin)
                start += 1
            }
            runFirstFresh.append(start)
            runFirstBlock.append(chainedBlocks.count)
            chain(end - start, to: bin)
            start = end
        }
        return true
    }

    /// Whether the eight particles from `index` on, which die at `deaths`, all have scaled
    /// death times within `low ..< high` (``runBounds(_:)``): each comparison's mask typed on
    /// its own, where written in one expression with `.&` Swift builds them lane by lane.
    @inline(__always)
    private func staysInRun(eightFrom index: Int, _ deaths: UnsafeMutablePointer<Double>, low: Double, high: Double) -> Bool {
        let scaled = load(deaths, index) * inverseWidth
        let notBelow: SIMDMask<SIMD8<Int64>> = scaled .>= low, below: SIMDMask<SIMD8<Int64>> = scaled .< high
        return (notBelow .& below).everyLane
    }

    /// The scaled death times (death time ÷ ``width``) filed under bin `bin`: from its
    /// start, or from −∞ for the cursor's, to the next bin's start; none (NaN bounds) past
    /// ±2⁵², where a bin's start as a `Double` may be rounded.
    private func runBounds(_ bin: Int64) -> (low: Double, high: Double) {
        guard bin.magnitude < 1 << 52 else { return (.nan, .nan) }
        return (bin == cursor ? -.infinity : Double(bin), Double(bin + 1))
    }

    /// Files particles `range` of those ``chainRuns(_:deaths:)`` chained blocks for.
    func fileRuns(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        var run = 0
        while runEnds[run] <= range.lowerBound { run += 1 }
        var index = range.lowerBound
        while index < range.upperBound {
            let (end, fresh) = (min(runEnds[run], range.upperBound), runFirstFresh[run])
            let first = max(index, fresh)
            if first < end { fill(end - first, from: first - fresh, ofBlocksFrom: runFirstBlock[run]) { first + $0 } }
            index = end
            run += 1
        }
    }

    /// Chains to the end of bin `bin`, whose last block is full or which is empty, blocks for
    /// `count` particles, and lists them in ``chainedBlocks``.
    private func chain(_ count: Int, to bin: Int) {
        guard count > 0 else { return }
        assert(tails[bin] == Self.none || tailCounts[bin] == Self.blockEntries, "a bin's last block is full before more are chained")
        var previous = tails[bin]
        for _ in 0..<(count + Self.blockEntries - 1) / Self.blockEntries {
            let block = takeBlock()
            if previous == Self.none { heads[bin] = block } else { setNext(of: previous, to: block) }
            chainedBlocks.append(Int(block))
            previous = block
        }
        setNext(of: previous, to: Self.none)
        (tails[bin], tailCounts[bin]) = (previous, (count - 1) % Self.blockEntries + 1)
    }

    /// Writes `count` particles, `index(0)` and on, to the blocks chained from
    /// `chainedBlocks[first]` on, the first at entry `offset` of those blocks.
    @inline(__always)
    private func fill(_ count: Int, from offset: Int, ofBlocksFrom first: Int, _ index: (Int) -> Int) {
        guard count > 0 else { return }
        var (block, entry) = offset.quotientAndRemainder(dividingBy: Self.blockEntries)
        var words = arena + chainedBlocks[first + block] * Self.blockWords
        for position in 0..<count {
            if entry == Self.blockEntries {
                (block, entry) = (block + 1, 0)
                words = arena + chainedBlocks[first + block] * Self.blockWords
            }
            let particle = index(position)
            words[entry] = UInt32(truncatingIfNeeded: particle)
            places[particle] = UInt32(truncatingIfNeeded: words - arena + entry)
            entry += 1
        }
    }

    /// Takes the chain of bin `bin` into the due chains, and empties the bin.
    private func takeChain(of bin: Int) {
        guard heads[bin] != Self.none else { return }
        dueHeads.append(Int(heads[bin]))
        dueTails.append(Int(tails[bin]))
        dueTailCounts.append(tailCounts[bin])
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
            tail = newTail(of: bin, after: tail)
            (tails[bin], tailCounts[bin]) = (tail, 0)
        }
        let place = Int(tail) * Self.blockWords + tailCounts[bin]
        arena[place] = UInt32(truncatingIfNeeded: index)
        places[index] = UInt32(truncatingIfNeeded: place)
        tailCounts[bin] += 1
    }

    /// Appends `count` particles, `index(0)` and on, to bin `bin`, as ``append(_:to:)``
    /// appends each.
    @inline(__always)
    private func append(_ count: Int, to bin: Int, _ index: (Int) -> Int) {
        var (tail, filled) = (tails[bin], tailCounts[bin])
        var position = 0
        while position < count {
            if tail == Self.none || filled == Self.blockEntries {
                (tail, filled) = (newTail(of: bin, after: tail), 0)
            }
            let first = Int(tail) * Self.blockWords + filled
            let entries = min(count - position, Self.blockEntries - filled)
            for entry in 0..<entries {
                let particle = index(position &+ entry)
                arena[first &+ entry] = UInt32(truncatingIfNeeded: particle)
                places[particle] = UInt32(truncatingIfNeeded: first &+ entry)
            }
            filled &+= entries
            position &+= entries
        }
        (tails[bin], tailCounts[bin]) = (tail, filled)
    }

    /// Chains a free block to bin `bin` after its last one, `tail` (``none`` when it is empty),
    /// and returns it.
    @inline(__always)
    private func newTail(of bin: Int, after tail: UInt32) -> UInt32 {
        let block = takeBlock()
        if tail == Self.none { heads[bin] = block } else { setNext(of: tail, to: block) }
        setNext(of: block, to: Self.none)
        return block
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
