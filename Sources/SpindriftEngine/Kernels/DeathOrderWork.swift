/// Puts each step's births in the order of their death times' calendar bins, one per store,
/// reused by every step, so that the particles that die in one kill sit side by side.
///
/// The kill fills each hole with the last particle and so touches a cache line of every column
/// per scattered hole; the holes of particles that die together and sit together share those
/// lines. A step's births, ordered by death bin, leave runs that die together, and the kill
/// fills each run of holes with a run of the last step's births, again ordered: runs stay
/// runs. Bins keep birth order among themselves (the counting sort is stable), so a cell with
/// one lifetime, whose births die in birth order, is never moved. A store that fits in the
/// caches is left as it is: there scattered moves cost no more than the ordering would.
final class DeathOrderWork {
    /// Most bins the births are counted into: wider spreads of death times are binned coarser.
    static let maximumBins = 4_096
    /// Fewest particles (births included) a store holds for its births to be ordered: about
    /// 5 MB of columns, past a core's own caches.
    static let minimumStoreCount = 1 << 16

    @exclusivity(unchecked) private var order: UnsafeMutablePointer<Int32> = .allocate(capacity: 0)
    @exclusivity(unchecked) private var scratch: UnsafeMutableRawPointer = .allocate(byteCount: 0, alignment: 64)
    @exclusivity(unchecked) private var capacity = 0
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
        reserve(births)
        let deaths = columns.deathTimes + first
        var previous = calendar.bin(of: deaths[0])
        var (lowest, highest, ordered) = (previous, previous, true)
        let due = UnsafeMutableRawPointer(scratch).assumingMemoryBound(to: Int64.self)
        due[0] = previous
        for birth in 1..<births {
            let bin = calendar.bin(of: deaths[birth])
            due[birth] = bin
            ordered = ordered && bin >= previous
            (previous, lowest, highest) = (bin, min(lowest, bin), max(highest, bin))
        }
        guard !ordered else { return }
        // Bins ±2⁶⁰ apart at most: the spread fits, and is shifted into the counts.
        let spread = UInt64(highest - lowest)
        let shift = UInt64(max(0, (64 - spread.leadingZeroBitCount) - (Self.maximumBins.trailingZeroBitCount)))
        let used = Int(spread >> shift) + 1
        func slot(_ birth: Int) -> Int { Int(UInt64(due[birth] - lowest) >> shift) }
        counts.initialize(repeating: 0, count: used)
        for birth in 0..<births { counts[slot(birth)] &+= 1 }
        var offset: Int32 = 0
        for slot in 0..<used {
            let binCount = counts[slot]
            counts[slot] = offset
            offset &+= binCount
        }
        for birth in 0..<births {
            let bin = slot(birth)
            order[Int(counts[bin])] = Int32(truncatingIfNeeded: birth)
            counts[bin] &+= 1
        }
        columns.permute(from: first, count: births, order: order, scratch: scratch)
    }

    /// Room for `births`: their order, and their bins or a column's values in the scratch.
    private func reserve(_ births: Int) {
        guard births > capacity else { return }
        let grown = max(births, 2 * capacity)
        precondition(grown <= Int(Int32.max), "a step's births are counted in 32 bits")
        order.deallocate()
        scratch.deallocate()
        order = .allocate(capacity: grown)
        scratch = .allocate(byteCount: grown * 8, alignment: 64)
        capacity = grown
    }
}
