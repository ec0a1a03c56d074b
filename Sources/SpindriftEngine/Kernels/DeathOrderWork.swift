/// Puts each step's births in the order of their death times, one per store, reused by every
/// step, so that the particles that die in one kill sit side by side.
///
/// The kill fills each hole with the last particle and so touches a cache line of every column
/// per scattered hole; the holes of particles that die together and sit together share those
/// lines. A step's births, ordered by death time, leave runs of which each kill takes a
/// contiguous part, and the kill fills each run of holes with a run of the last step's births,
/// again ordered: runs stay runs, but for the places where a run of holes and a run of births
/// end apart. The order is a stable counting sort of the death times in ``binParts`` parts of
/// a calendar bin: ordered by bin alone, the particles of the bin that a kill's time falls in
/// would die interleaved with those that live on, and their scattered holes would stay
/// scattered. A cell with one lifetime, whose births die in birth order, is never moved, nor
/// births that all die within two bins' time (a sub-cell's with one lifetime, born parent by
/// parent), whose holes stand as close together in any order. A
/// store that fits in the caches is left as it is: there scattered moves cost no more than the
/// ordering would. The first step after a pre-warm (the start, a seek, a restart) orders the
/// whole store once (``orderOnce(_:count:calendar:)``): a pre-warm creates the stores in
/// birth order, whose deaths are scattered when lifetimes vary, and scattered places stay
/// scattered.
final class DeathOrderWork {
    /// Most bins the births are counted into: wider spreads of death times are binned coarser.
    static let maximumBins = 4_096
    /// Fewest particles (births included) a store holds for its births to be ordered: about
    /// 5 MB of columns, past a core's own caches.
    static let minimumStoreCount = 1 << 16
    /// Particles past which the columns are permuted in blocks
    /// (``ParticleColumns/permuteInBlocks(from:count:order:scratch:blockCounts:maximumBlocks:)``): a column
    /// of 8 MB, more than many machines' shared cache, whose gather reads from memory.
    static let blockedPermutationCount = 1 << 21
    /// The births are ordered by their death time in this many parts of a calendar bin.
    static let binParts = 256.0
    /// The spread of a step's death times, in parts of a bin, below which its births are left
    /// in their order: two bins.
    static let narrowestOrderedSpread = Int64(2 * binParts)

    @exclusivity(unchecked) private var order: UnsafeMutablePointer<Int32> = .allocate(capacity: 0)
    @exclusivity(unchecked) private var scratch: UnsafeMutableRawPointer = .allocate(byteCount: 0, alignment: 64)
    @exclusivity(unchecked) private var capacity = 0
    /// The bins' counts, or the blocks' of a permutation in blocks.
    private let counts = UnsafeMutablePointer<Int32>.allocate(capacity: maximumBins)

    deinit {
        order.deallocate()
        scratch.deallocate()
        counts.deallocate()
    }

    /// Orders particles `first ..< count` of `columns` by the bin of their death time in
    /// `calendar`, stably.
    func order(_ columns: ParticleColumns, from first: Int, count: Int, calendar: KillCalendar) {
        let births = count - first
        guard births > 1, count >= Self.minimumStoreCount else { return }
        let deaths = columns.deathTimes + first
        // Deaths that never go down have bins that never do: a comparison a birth, eight at
        // a time, where every birth dies in the order it was born (one lifetime).
        var birth = 1
        while birth &+ 8 <= births {
            let inOrder: SIMDMask<SIMD8<Int64>> = load(deaths, birth) .>= load(deaths, birth &- 1)
            guard inOrder.everyLane else { break }
            birth &+= 8
        }
        while birth < births, deaths[birth] >= deaths[birth - 1] { birth += 1 }
        guard birth < births else { return }
        reserve(births)
        // Each birth's bin, then its slot in the counts, in place: eight at a time.
        let due = UnsafeMutableRawPointer(scratch).assumingMemoryBound(to: Int64.self)
        var lowestBins = SIMD8<Int64>(repeating: calendar.bin(of: deaths[0], parts: Self.binParts))
        var highestBins = lowestBins
        birth = 0
        while birth &+ 8 <= births {
            let bins = calendar.bins(of: load(deaths, birth), parts: Self.binParts)
            store(bins, due, birth)
            // Bins within ±2⁶⁰: the sign of their difference says which is below.
            lowestBins ^= (lowestBins ^ bins) & bins.below(lowestBins)
            highestBins ^= (highestBins ^ bins) & highestBins.below(bins)
            birth &+= 8
        }
        var (lowest, highest) = (lowestBins.min(), highestBins.max())
        while birth < births {
            due[birth] = calendar.bin(of: deaths[birth], parts: Self.binParts)
            (lowest, highest) = (min(lowest, due[birth]), max(highest, due[birth]))
            birth &+= 1
        }
        // Births that all die within two bins' time, such as one lifetime's born out of order
        // (sub-cells, parent by parent), are taken by two or three kills whatever their order:
        // their holes stand as close together either way.
        guard highest - lowest >= Self.narrowestOrderedSpread, !Self.ascends(due, count: births) else { return }
        // Bins ±2⁶⁰ apart at most: the spread fits, and is shifted into the counts. Each slot
        // is a whole 2^shift parts, from a multiple of it: with 256 parts or fewer a slot, a
        // calendar bin's start is a slot's, and births in the order of their slots never go
        // down a bin, so the kill files them in runs (``KillCalendar/chainRuns(_:deaths:)``,
        // ``KillCalendar/file(_:deaths:)``).
        let spread = UInt64(highest - lowest)
        var shift = Int64(max(0, (64 - spread.leadingZeroBitCount) - (Self.maximumBins.trailingZeroBitCount)))
        if (highest >> shift) - (lowest >> shift) >= Self.maximumBins { shift += 1 }
        let firstSlot = lowest >> shift, used = Int((highest >> shift) - firstSlot) + 1
        let firstSlotLanes = SIMD8<Int64>(repeating: firstSlot), shiftLanes = SIMD8<Int64>(repeating: shift)
        birth = 0
        while birth &+ 8 <= births {
            store((load(due, birth) &>> shiftLanes) &- firstSlotLanes, due, birth)
            birth &+= 8
        }
        while birth < births {
            due[birth] = (due[birth] >> shift) &- firstSlot
            birth &+= 1
        }
        counts.initialize(repeating: 0, count: used)
        for birth in 0..<births { counts[Int(due[birth])] &+= 1 }
        var offset: Int32 = 0
        for slot in 0..<used {
            let binCount = counts[slot]
            counts[slot] = offset
            offset &+= binCount
        }
        for birth in 0..<births {
            let slot = Int(due[birth])
            order[Int(counts[slot])] = Int32(truncatingIfNeeded: birth)
            counts[slot] &+= 1
        }
        if births > Self.blockedPermutationCount {
            columns.permuteInBlocks(
                from: first, count: births, order: order, scratch: scratch, blockCounts: counts, maximumBlocks: Self.maximumBins)
        } else {
            columns.permute(from: first, count: births, order: order, scratch: scratch)
        }
    }

    /// Whether the `count` bins at `bins` never go down: the births are in their order
    /// already.
    private static func ascends(_ bins: UnsafeMutablePointer<Int64>, count: Int) -> Bool {
        var index = 1
        while index &+ 8 <= count {
            // A descent's difference has its sign bit set.
            guard (load(bins, index) &- load(bins, index &- 1)).lanesOred >= 0 else { return false }
            index &+= 8
        }
        while index < count {
            guard bins[index] >= bins[index &- 1] else { return false }
            index &+= 1
        }
        return true
    }

    /// As ``order(_:from:count:calendar:)`` for the whole store, as a pre-warm leaves it, then
    /// gives back the room taken beyond what the steps' births needed: 12 bytes a particle that
    /// the steps to come would keep for nothing.
    func orderOnce(_ columns: ParticleColumns, count: Int, calendar: KillCalendar) {
        let stepRoom = capacity
        order(columns, from: 0, count: count, calendar: calendar)
        if capacity > stepRoom { allocate(stepRoom) }
    }

    /// Room for `births`: their order, and their bins or a column's values in the scratch.
    private func reserve(_ births: Int) {
        guard births > capacity else { return }
        let grown = max(births, 2 * capacity)
        precondition(grown <= Int(Int32.max), "a step's births are counted in 32 bits")
        allocate(grown)
    }

    private func allocate(_ births: Int) {
        order.deallocate()
        scratch.deallocate()
        order = .allocate(capacity: births)
        scratch = .allocate(byteCount: births * 8, alignment: 64)
        capacity = births
    }
}
