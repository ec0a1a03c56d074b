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
    /// them: a key's bucket is its value's place between the smallest and the largest value,
    /// in about as many equal buckets as keys (at most ``maximumBuckets``), so that birth
    /// times spread over the buckets as they spread over their range. The counting pass puts
    /// the keys in bucket order, each bucket's keys in position order (reverse position order
    /// when the keys mostly descend); since the buckets are in order, an insertion sort over
    /// the whole array moves each key only within its bucket, a few places when the keys come
    /// near an order. Keys in no order (at least one in ``nearOrderRatio`` of the
    /// ``samplePairs`` sampled neighbours breaking each order) are left to the passes. Were the
    /// buckets out of order (NaN), the insertion would still sort, only with more moves; when
    /// keys bunch into a few buckets out of order, it gives up after ``insertionMovesPerKey``
    /// moves per key, so the sort stays linear.
    static func sortByBuckets(
        _ keys: UnsafeMutablePointer<UInt64>, scratch: UnsafeMutablePointer<UInt64>, count: Int,
        counts: UnsafeMutablePointer<UInt32>
    ) -> Bool? {
        assert(count <= Int(UInt32.max), "counts are 32-bit")
        guard count > 1 else { return false }
        // The range and the order are read from a sample of keys, not all of them: they only
        // choose the buckets, and the insertion puts right whatever the sample missed (keys
        // beyond the sampled range fall into the end buckets).
        var lowest = UInt32.max, highest = UInt32.min
        var descents = 0, ascents = 0
        let pairs = min(count - 1, samplePairs)
        for pair in 0..<pairs {
            let index = pair * (count - 1) / pairs
            let high = UInt32(truncatingIfNeeded: keys[index] >> 32)
            let next = UInt32(truncatingIfNeeded: keys[index + 1] >> 32)
            lowest = min(lowest, high, next)
            highest = max(highest, high, next)
            descents &+= next < high ? 1 : 0
            ascents &+= next > high ? 1 : 0
        }
        // Keys in no order (depths) would leave a dozen keys in each bucket in no order: more
        // moves than the radix passes cost.
        guard min(ascents, descents) < pairs / nearOrderRatio + 1 else { return nil }
        let descending = ascents < descents
        let buckets = min(maximumBuckets, max(256, count))
        let last = buckets - 1
        let low = value(ofOrderedBits: lowest)
        let scale = lowest < highest ? Float(last) / (value(ofOrderedBits: highest) - low) : 0
        @inline(__always) func bucket(_ key: UInt64) -> Int {
            // A NaN (from NaN or infinite values) fails the first test: bucket 0.
            let place = (value(ofOrderedBits: UInt32(truncatingIfNeeded: key >> 32)) - low) * scale
            return place >= 0 ? (place < Float(last) ? Int(place) : last) : 0
        }
        /// Calls `body` with each key's index and a bucket in order, the buckets of eight keys
        /// computed at once: ``bucket``'s place rounded to the nearest whole number instead of
        /// down, through the bits of 1.5 × 2²³ (monotonic, so the buckets stay in order;
        /// whatever the bucket, the insertion puts each key right).
        @inline(__always) func forEachBucket(_ body: (Int, Int) -> Void) {
            let lowLanes = SIMD8<Float>(repeating: low), scaleLanes = SIMD8<Float>(repeating: scale)
            let magic = SIMD8<Float>(repeating: 12_582_912)
            let magicBits = unsafeBitCast(magic, to: SIMD8<Int32>.self)
            let lastLanes = SIMD8<Int32>(repeating: Int32(last))
            var index = 0
            while index &+ 8 <= count {
                let wide = UnsafeRawPointer(keys + index).loadUnaligned(as: SIMD8<UInt64>.self)
                let bits = SIMD8<UInt32>(truncatingIfNeeded: wide &>> 32)
                // ``value(ofOrderedBits:)`` lane by lane: the sign bit flipped when set, every bit when not.
                let values = unsafeBitCast(bits ^ (0x8000_0000 | ((bits &>> 31) &- 1)), to: SIMD8<Float>.self)
                let rounded = unsafeBitCast((values - lowLanes) * scaleLanes + magic, to: SIMD8<Int32>.self) &- magicBits
                let slots = pointwiseMin(pointwiseMax(rounded, .zero), lastLanes)
                for lane in 0..<8 { body(index &+ lane, Int(slots[lane])) }
                index &+= 8
            }
            while index < count {
                body(index, bucket(keys[index]))
                index &+= 1
            }
        }
        // Keys near an order come in runs of one bucket (births of one step, in storage
        // order): each pass keeps the run's bucket and its counter in registers and touches
        // the counts only between runs, rather than wait on the counter in memory key by key.
        counts.initialize(repeating: 0, count: buckets)
        var runSlot = bucket(keys[0]), runLength: UInt32 = 0
        forEachBucket { _, slot in
            if slot != runSlot {
                counts[runSlot] &+= runLength
                (runSlot, runLength) = (slot, 0)
            }
            runLength &+= 1
        }
        counts[runSlot] &+= runLength
        // Keys that mostly descend in position order (birth times where the kill's
        // swap-removes filled a run of holes with the youngest particles, youngest first) fill
        // their buckets from the end, so that each bucket starts near its order either way.
        var offset: UInt32 = 0
        for slot in 0..<buckets {
            let bucketCount = counts[slot]
            offset &+= bucketCount
            counts[slot] = descending ? offset : offset &- bucketCount
        }
        /// Puts each key at its bucket's counter in `scratch`, moving the counter by `step`
        /// (before the write when it is −1, filling the bucket from its end; after it when +1),
        /// a run of keys in one bucket with the counter in a register.
        @inline(__always) func scatter(step: Int) {
            var runSlot = -1, next = 0
            forEachBucket { index, slot in
                if slot != runSlot {
                    if runSlot >= 0 { counts[runSlot] = UInt32(truncatingIfNeeded: next) }
                    runSlot = slot
                    next = Int(truncatingIfNeeded: counts[slot])
                }
                if step < 0 { next &-= 1 }
                scratch[next] = keys[index]
                if step > 0 { next &+= 1 }
            }
        }
        if descending { scatter(step: -1) } else { scatter(step: 1) }
        var moves = 0
        let budget = insertionMovesPerKey * count
        for index in 1..<count {
            let key = scratch[index]
            guard scratch[index - 1] > key else { continue }
            var place = index
            repeat {
                scratch[place] = scratch[place - 1]
                place -= 1
            } while place > 0 && scratch[place - 1] > key
            scratch[place] = key
            moves += index - place
            guard moves <= budget else { return nil }
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

