extension RadixSort {
    /// Most buckets of ``sortByBuckets(_:scratch:count:counts:)``: their counts of 32 bits,
    /// 256 KiB, stay in L2.
    static let maximumBuckets = 1 << 16
    /// Keys are near an order when fewer than one in this many of the sampled neighbours are
    /// smaller than the key before them, or fewer than one in this many greater.
    static let nearOrderRatio = 8
    /// Pairs of neighbouring keys read for the range and the order.
    static let samplePairs = 4_096
    /// Moves the insertion may make per key, on average, before the sort gives up.
    static let insertionMovesPerKey = 16

    /// Sorts the first `count` of `keys`, whose lower halves ascend with position, by whole
    /// key in one counting pass and one insertion pass, into `scratch`; returns true (the keys
    /// are in `scratch`), false when there is at most one, or nil when buckets would not pay,
    /// leaving `keys` as it was for the radix passes.
    ///
    /// The upper halves are the batch's sort values, floats as ``orderedBits(_:)`` writes
    /// them: a key's bucket is its value's place between the smallest and the largest value
    /// (``KeyBuckets``). The counting pass puts the keys in bucket order, each bucket's keys in
    /// position order (reverse position order when the keys mostly descend); since the buckets
    /// are in order, an insertion sort over the whole array moves each key only within its
    /// bucket, a few places when the keys come near an order. Were the buckets out of order
    /// (NaN), the insertion would still sort, only with more moves; when keys bunch into a few
    /// buckets out of order, it gives up after ``insertionMovesPerKey`` moves per key, so the
    /// sort stays linear.
    static func sortByBuckets(
        _ keys: UnsafeMutablePointer<UInt64>, scratch: UnsafeMutablePointer<UInt64>, count: Int,
        counts: UnsafeMutablePointer<UInt32>
    ) -> Bool? {
        assert(count <= Int(UInt32.max), "counts are 32-bit")
        guard count > 1 else { return false }
        guard let buckets = KeyBuckets(keys, count: count) else { return nil }
        buckets.count(keys, 0..<count, into: counts)
        buckets.startCounters(counts, rows: 1)
        buckets.scatter(keys, 0..<count, into: scratch, counters: counts)
        return insertionSort(scratch, 0..<count) ? true : nil
    }

    /// ``sortByBuckets(_:scratch:count:counts:)`` over the chunks of `plan`, each on its own
    /// thread, with the same answer: each chunk counts its keys' buckets into its own row of
    /// `counts` and scatters them after the previous chunks' keys of the same bucket; then the
    /// keys are cut at the buckets' starts nearest the chunks' bounds, and each part is sorted
    /// by insertion on its own thread. The parts need no key from one another when the
    /// buckets are in order; where they are not (NaN), a part's last key is above the next
    /// part's first, and the passes sort the keys instead.
    static func sortByBucketsInChunks(
        _ keys: UnsafeMutablePointer<UInt64>, scratch: UnsafeMutablePointer<UInt64>, count: Int,
        counts: UnsafeMutablePointer<UInt32>, plan: ChunkPlan, work: RadixPassWork
    ) -> Bool? {
        assert(count <= Int(UInt32.max), "counts are 32-bit")
        guard count > 1 else { return false }
        guard let buckets = KeyBuckets(keys, count: count) else { return nil }
        (work.source, work.target, work.counts, work.plan, work.buckets) = (keys, scratch, counts, plan, buckets)
        defer { (work.source, work.target, work.counts, work.buckets) = (nil, nil, nil, nil) }
        work.step = .countBuckets
        ParallelChunks.run(work, in: count, threads: plan.chunks, minimumPerChunk: minimumKeysPerThread)
        buckets.startCounters(counts, rows: plan.chunks)
        work.cutParts(count: count)
        work.step = .scatterBuckets
        ParallelChunks.run(work, in: count, threads: plan.chunks, minimumPerChunk: minimumKeysPerThread)
        work.step = .insertInParts
        ParallelChunks.run(work, in: count, threads: plan.chunks, minimumPerChunk: minimumKeysPerThread)
        guard work.partsInOrder else { return nil }
        return true
    }

    /// Sorts `keys[range]` by insertion; false when that takes more than
    /// ``insertionMovesPerKey`` moves per key (the keys are then left part-sorted).
    static func insertionSort(_ keys: UnsafeMutablePointer<UInt64>, _ range: Range<Int>) -> Bool {
        var moves = 0
        let budget = insertionMovesPerKey * range.count
        for index in range.dropFirst() {
            let key = keys[index]
            guard keys[index - 1] > key else { continue }
            var place = index
            repeat {
                keys[place] = keys[place - 1]
                place -= 1
            } while place > range.lowerBound && keys[place - 1] > key
            keys[place] = key
            moves += index - place
            guard moves <= budget else { return false }
        }
        return true
    }

    /// The batch's key for the sprite at `place` among the unsorted sprites whose sort value
    /// has the ordered bits `value`: those bits above the place.
    @inline(__always)
    static func key(_ value: UInt32, place: Int) -> UInt64 {
        UInt64(value) << 32 | UInt64(truncatingIfNeeded: place)
    }

    /// The place among the unsorted sprites that `key` (``key(_:place:)``) holds.
    @inline(__always)
    static func place(ofKey key: UInt64) -> Int {
        Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: key))
    }

    /// The bits of `value` as an unsigned integer in the order of the values: the sign bit
    /// flipped for positive values, every bit for negative ones.
    static func orderedBits(_ value: Float) -> UInt32 {
        value.bitPattern ^ (value.sign == .minus ? UInt32.max : 0x8000_0000)
    }

    /// The float whose ``orderedBits(_:)`` are `bits`.
    @inline(__always)
    static func value(ofOrderedBits bits: UInt32) -> Float {
        Float(bitPattern: bits & 0x8000_0000 != 0 ? bits ^ 0x8000_0000 : ~bits)
    }
}

