/// A stable least-significant-digit radix sort of 64-bit keys by their upper 32 bits, 11 bits
/// a pass (3 passes; one pass's counts fit in L1). The result does not depend on the number
/// of threads.
enum RadixSort {
    /// Bits per digit.
    static let digitBits = 11
    /// Values of a digit.
    static let digits = 1 << digitBits
    /// Digits per key: enough for 32 bits.
    static let passes = (32 + digitBits - 1) / digitBits
    /// Keys below which one thread sorts faster than several.
    static let minimumKeysPerThread = 65_536

    /// The counts ``sortByHighWord(_:scratch:count:counts:threads:nearOrder:work:)`` needs on
    /// up to `threads` threads: a row of buckets (``maximumBuckets``) per chunk, which holds
    /// the passes' counts too. One thread's passes use two sets for every pass, one per parity
    /// of the key's position, so that runs of keys with the same digit (most keys share their
    /// top digit) update two counters in turn rather than wait on one; several threads' use a
    /// row of digits per chunk.
    static func countsNeeded(threads: Int) -> Int {
        max(1, threads) * max(maximumBuckets, 2 * passes * digits)
    }

    /// Sorts the first `count` of `keys` by their upper 32 bits, stably (equal upper halves
    /// keep their order), on up to `threads` threads (with `work`), using as much of `scratch`
    /// and ``countsNeeded(threads:)`` of `counts`. Returns whether the sorted keys ended in
    /// `scratch` rather than `keys`. A pass whose digit is the same for every key is skipped.
    ///
    /// The lower halves must ascend with position (the batch puts each sprite's place
    /// there): then every key is distinct and this order is the order of the whole keys,
    /// which lets keys `nearOrder` (birth times, whose storage order is close to birth order
    /// or its reverse) be sorted by buckets (``sortByBuckets(_:scratch:count:counts:)`` on one
    /// thread, ``sortByBucketsInChunks(_:scratch:count:counts:plan:work:)`` on several),
    /// falling back to the passes, with the same result.
    static func sortByHighWord(
        _ keys: UnsafeMutablePointer<UInt64>, scratch: UnsafeMutablePointer<UInt64>, count: Int,
        counts: UnsafeMutablePointer<UInt32>, threads: Int, nearOrder: Bool, work: RadixPassWork
    ) -> Bool {
        let plan = ChunkPlan(count: count, threads: threads, minimumPerChunk: minimumKeysPerThread, alignment: 1)
        guard plan.chunks > 1 else {
            if nearOrder, let inScratch = sortByBuckets(keys, scratch: scratch, count: count, counts: counts) { return inScratch }
            return sortOnOneThread(keys, scratch: scratch, count: count, counts: counts)
        }
        if nearOrder,
            let inScratch = sortByBucketsInChunks(keys, scratch: scratch, count: count, counts: counts, plan: plan, work: work)
        {
            return inScratch
        }
        return sortInChunks(keys, scratch: scratch, count: count, counts: counts, plan: plan, work: work)
    }

    /// The sort on one thread: every digit counted in one read of the keys.
    private static func sortOnOneThread(
        _ keys: UnsafeMutablePointer<UInt64>, scratch: UnsafeMutablePointer<UInt64>, count: Int,
        counts: UnsafeMutablePointer<UInt32>
    ) -> Bool {
        assert(count <= Int(UInt32.max), "counts are 32-bit")
        let mask = UInt64(digits - 1)
        counts.initialize(repeating: 0, count: 2 * passes * digits)
        let odd = counts + passes << digitBits
        for index in 0..<count {
            let high = keys[index] >> 32
            let set = index & 1 == 0 ? counts : odd
            for pass in 0..<passes {
                set[pass << digitBits + Int(truncatingIfNeeded: (high >> UInt64(pass * digitBits)) & mask)] &+= 1
            }
        }
        for digit in 0..<(passes << digitBits) { counts[digit] &+= odd[digit] }
        var (source, target) = (keys, scratch)
        var inScratch = false
        for pass in 0..<passes {
            let passCounts = counts + pass << digitBits
            // All keys agree on this digit: the pass would not move any.
            if (0..<digits).contains(where: { Int(passCounts[$0]) == count }) { continue }
            var offset: UInt32 = 0
            for digit in 0..<digits {
                let digitCount = passCounts[digit]
                passCounts[digit] = offset
                offset &+= digitCount
            }
            let shift = UInt64(32 + pass * digitBits)
            for index in 0..<count {
                let key = source[index]
                let digit = Int(truncatingIfNeeded: (key >> shift) & mask)
                target[Int(truncatingIfNeeded: passCounts[digit])] = key
                passCounts[digit] &+= 1
            }
            swap(&source, &target)
            inScratch.toggle()
        }
        return inScratch
    }

    /// The sort over the chunks of `plan`, each on its own thread: every pass counts each
    /// chunk's digits, then scatters each chunk's keys after the previous chunks' keys of the
    /// same digit.
    private static func sortInChunks(
        _ keys: UnsafeMutablePointer<UInt64>, scratch: UnsafeMutablePointer<UInt64>, count: Int,
        counts: UnsafeMutablePointer<UInt32>, plan: ChunkPlan, work: RadixPassWork
    ) -> Bool {
        var (source, target) = (keys, scratch)
        var inScratch = false
        (work.counts, work.plan) = (counts, plan)
        for pass in 0..<passes {
            (work.source, work.target, work.shift, work.step) = (source, target, UInt64(32 + pass * digitBits), .count)
            ParallelChunks.run(work, in: count, threads: plan.chunks, minimumPerChunk: minimumKeysPerThread)
            // Offsets digit by digit, chunk by chunk within a digit; a pass whose digit is the
            // same for every key would not move any.
            var offset: UInt32 = 0
            var skip = false
            for digit in 0..<digits {
                var digitCount: UInt32 = 0
                for chunk in 0..<plan.chunks {
                    let cell = counts + chunk * digits + digit
                    let chunkCount = cell.pointee
                    cell.pointee = offset &+ digitCount
                    digitCount &+= chunkCount
                }
                if Int(digitCount) == count { skip = true }
                offset &+= digitCount
            }
            guard !skip else { continue }
            work.step = .scatter
            ParallelChunks.run(work, in: count, threads: plan.chunks, minimumPerChunk: minimumKeysPerThread)
            swap(&source, &target)
            inScratch.toggle()
        }
        (work.source, work.target, work.counts) = (nil, nil, nil)
        return inScratch
    }
}
