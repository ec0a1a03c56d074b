/// How the bucket sort of keys near an order (``RadixSort/sortByBuckets(_:scratch:count:counts:)``)
/// spreads them: a key's bucket is its sort value's place between the smallest and the largest
/// value, in about as many equal buckets as keys (at most ``RadixSort/maximumBuckets``), so
/// that birth times spread over the buckets as they spread over their range.
///
/// The range and the order are read from a sample of ``RadixSort/samplePairs`` neighbouring
/// keys, not all of them: they only choose the buckets, and the insertion puts right whatever
/// the sample missed (keys beyond the sampled range fall into the end buckets).
struct KeyBuckets {
    /// How many buckets there are: the stride of a chunk's row of counts.
    let bucketCount: Int
    /// Whether the keys mostly descend in position order (birth times where the kill's
    /// swap-removes filled a run of holes with the youngest particles, youngest first): each
    /// bucket is then filled from its end, so that it starts near its order either way.
    let descending: Bool
    private let low: Float, scale: Float

    /// The buckets of the first `count` (at least 2) of `keys`, or nil when they are in no
    /// order: at least one in ``RadixSort/nearOrderRatio`` of the sampled neighbours breaking
    /// each order (depths) would leave a dozen keys in each bucket in no order, more moves
    /// than the radix passes cost.
    init?(_ keys: UnsafePointer<UInt64>, count: Int) {
        var lowest = UInt32.max, highest = UInt32.min
        var descents = 0, ascents = 0
        let pairs = min(count - 1, RadixSort.samplePairs)
        for pair in 0..<pairs {
            let index = pair * (count - 1) / pairs
            let high = UInt32(truncatingIfNeeded: keys[index] >> 32)
            let next = UInt32(truncatingIfNeeded: keys[index + 1] >> 32)
            lowest = min(lowest, high, next)
            highest = max(highest, high, next)
            descents &+= next < high ? 1 : 0
            ascents &+= next > high ? 1 : 0
        }
        guard min(ascents, descents) < pairs / RadixSort.nearOrderRatio + 1 else { return nil }
        descending = ascents < descents
        bucketCount = min(RadixSort.maximumBuckets, max(256, count))
        low = RadixSort.value(ofOrderedBits: lowest)
        scale = lowest < highest ? Float(bucketCount - 1) / (RadixSort.value(ofOrderedBits: highest) - low) : 0
    }

    @inline(__always)
    private func bucket(_ key: UInt64) -> Int {
        let last = bucketCount - 1
        // A NaN (from NaN or infinite values) fails the first test: bucket 0.
        let place = (RadixSort.value(ofOrderedBits: UInt32(truncatingIfNeeded: key >> 32)) - low) * scale
        return place >= 0 ? (place < Float(last) ? Int(place) : last) : 0
    }

    /// Calls `body` with the index and a bucket of each key of `range`, in order, the buckets
    /// of eight keys computed at once: ``bucket(_:)``'s place rounded to the nearest whole
    /// number instead of down, through the bits of 1.5 × 2²³ (monotonic, so the buckets stay
    /// in order; whatever the bucket, the insertion puts each key right).
    @inline(__always)
    private func forEachBucket(_ keys: UnsafePointer<UInt64>, _ range: Range<Int>, _ body: (Int, Int) -> Void) {
        let lowLanes = SIMD8<Float>(repeating: low), scaleLanes = SIMD8<Float>(repeating: scale)
        let magic = SIMD8<Float>(repeating: 12_582_912)
        let magicBits = unsafeBitCast(magic, to: SIMD8<Int32>.self)
        let lastLanes = SIMD8<Int32>(repeating: Int32(bucketCount - 1))
        var index = range.lowerBound
        while index &+ 8 <= range.upperBound {
            let wide = UnsafeRawPointer(keys + index).loadUnaligned(as: SIMD8<UInt64>.self)
            let bits = SIMD8<UInt32>(truncatingIfNeeded: wide &>> 32)
            // ``RadixSort/value(ofOrderedBits:)`` lane by lane: the sign bit flipped when set,
            // every bit when not.
            let values = unsafeBitCast(bits ^ (0x8000_0000 | ((bits &>> 31) &- 1)), to: SIMD8<Float>.self)
            let rounded = unsafeBitCast((values - lowLanes) * scaleLanes + magic, to: SIMD8<Int32>.self) &- magicBits
            let slots = pointwiseMin(pointwiseMax(rounded, .zero), lastLanes)
            for lane in 0..<8 { body(index &+ lane, Int(slots[lane])) }
            index &+= 8
        }
        while index < range.upperBound {
            body(index, bucket(keys[index]))
            index &+= 1
        }
    }

    /// Counts the keys of `range` in each bucket into `row` (``bucketCount`` counts).
    ///
    /// Keys near an order come in runs of one bucket (births of one step, in storage order):
    /// the run's bucket and its count stay in registers and touch the row only between runs,
    /// rather than wait on the counter in memory key by key.
    func count(_ keys: UnsafePointer<UInt64>, _ range: Range<Int>, into row: UnsafeMutablePointer<UInt32>) {
        row.initialize(repeating: 0, count: bucketCount)
        guard !range.isEmpty else { return }
        var runSlot = bucket(keys[range.lowerBound]), runLength: UInt32 = 0
        forEachBucket(keys, range) { _, slot in
            if slot != runSlot {
                row[runSlot] &+= runLength
                (runSlot, runLength) = (slot, 0)
            }
            runLength &+= 1
        }
        row[runSlot] &+= runLength
    }

    /// Turns the `rows` rows of counts at `counts` (one per chunk of the keys, in order) into
    /// the counters ``scatter(_:_:into:counters:)`` starts from: every bucket's keys after the
    /// previous buckets', and within a bucket each chunk's after the previous chunks' (before
    /// them, from the bucket's end, when the keys descend).
    func startCounters(_ counts: UnsafeMutablePointer<UInt32>, rows: Int) {
        var offset: UInt32 = 0
        for slot in 0..<bucketCount {
            var inBucket: UInt32 = 0
            for row in 0..<rows { inBucket &+= counts[row * bucketCount + slot] }
            var next = descending ? offset &+ inBucket : offset
            for row in 0..<rows {
                let rowCount = counts[row * bucketCount + slot]
                counts[row * bucketCount + slot] = next
                next = descending ? next &- rowCount : next &+ rowCount
            }
            offset &+= inBucket
        }
    }

    /// Where bucket `slot`'s keys start, read from the first row of counters before the
    /// scatter moves them.
    func start(ofBucket slot: Int, counters: UnsafePointer<UInt32>) -> Int {
        guard descending else { return Int(counters[slot]) }
        return slot == 0 ? 0 : Int(counters[slot - 1])
    }

    /// Puts each key of `range` at its bucket's counter in `row` in `scratch`, moving the
    /// counter (before the write when the keys descend, filling the bucket from its end;
    /// after it when they ascend), a run of keys in one bucket with the counter in a register.
    func scatter(
        _ keys: UnsafePointer<UInt64>, _ range: Range<Int>, into scratch: UnsafeMutablePointer<UInt64>,
        counters row: UnsafeMutablePointer<UInt32>
    ) {
        if descending { scatter(keys, range, scratch, row, step: -1) } else { scatter(keys, range, scratch, row, step: 1) }
    }

    @inline(__always)
    private func scatter(
        _ keys: UnsafePointer<UInt64>, _ range: Range<Int>, _ scratch: UnsafeMutablePointer<UInt64>,
        _ row: UnsafeMutablePointer<UInt32>, step: Int
    ) {
        var runSlot = -1, next = 0
        forEachBucket(keys, range) { index, slot in
            if slot != runSlot {
                if runSlot >= 0 { row[runSlot] = UInt32(truncatingIfNeeded: next) }
                runSlot = slot
                next = Int(truncatingIfNeeded: row[slot])
            }
            if step < 0 { next &-= 1 }
            scratch[next] = keys[index]
            if step > 0 { next &+= 1 }
        }
        if runSlot >= 0 { row[runSlot] = UInt32(truncatingIfNeeded: next) }
    }
}
