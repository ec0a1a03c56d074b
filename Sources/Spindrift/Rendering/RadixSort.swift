/// A stable least-significant-digit radix sort of 64-bit keys by their upper 32 bits, 11 bits
/// a pass (3 passes; one pass's counts fit in L1).
enum RadixSort {
    /// Bits per digit.
    static let digitBits = 11
    /// Digits per key: enough for 32 bits.
    static let passes = (32 + digitBits - 1) / digitBits
    /// The counts ``sortByHighWord(_:scratch:count:counts:)`` needs: two sets, one per parity
    /// of the key's position, so that runs of keys with the same digit (most keys share their
    /// top digit) update two counters in turn rather than wait on one.
    static let countsNeeded = 2 * passes << digitBits

    /// Sorts the first `count` of `keys` by their upper 32 bits, stably (equal upper halves
    /// keep their order), using as much of `scratch` and ``countsNeeded`` of `counts`.
    /// Returns whether the sorted keys ended in `scratch` rather than `keys`.
    ///
    /// Every digit is counted in one read of the keys, and a pass whose digit is the same for
    /// every key is skipped.
    static func sortByHighWord(
        _ keys: UnsafeMutablePointer<UInt64>, scratch: UnsafeMutablePointer<UInt64>, count: Int,
        counts: UnsafeMutablePointer<UInt32>
    ) -> Bool {
        assert(count <= Int(UInt32.max), "counts are 32-bit")
        let digits = 1 << digitBits, mask = UInt64(digits - 1)
        counts.initialize(repeating: 0, count: countsNeeded)
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
}
