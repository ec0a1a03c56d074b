import Testing
@testable import Spindrift
@testable import SpindriftDescription
@testable import SpindriftEngine

@Suite("RadixSort")
struct RadixSortTests {
    /// Keys whose upper halves repeat (few distinct values in the top digit, as birth times
    /// give) above their position, so that sorting by the upper half and sorting whole keys
    /// agree exactly when the sort is stable.
    static func keys(count: Int, seed: UInt64) -> [UInt64] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { index in
            let high = UInt64(0x4100_0000) | (random.next() & 0x3_FFFF) | (random.next() & 3) << 28
            return high << 32 | UInt64(index)
        }
    }

    @Test("sorts by the upper half, stably, with the same result on any number of threads",
          arguments: [(1, 1_000), (1, 300_000), (2, 300_000), (3, 300_000)])
    func sorts(threads: Int, count: Int) {
        let keys = Self.keys(count: count, seed: 11)
        let inOrder = Self.highWordSorted(keys, threads: threads) == keys.sorted()
        #expect(inOrder, "sorted by the upper half")
    }

    @Test("a pass whose digit every key shares is skipped: equal upper halves leave the keys where they are")
    func equalKeys() {
        var keys = (0..<200_000).map { UInt64(0xBEEF) << 32 | UInt64($0) }
        var scratch = [UInt64](repeating: 0, count: keys.count)
        var counts = [UInt32](repeating: 0, count: RadixSort.countsNeeded(threads: 2))
        let original = keys
        let inScratch = keys.withUnsafeMutableBufferPointer { keys in
            scratch.withUnsafeMutableBufferPointer { scratch in
                counts.withUnsafeMutableBufferPointer { counts in
                    RadixSort.sortByHighWord(
                        keys.baseAddress!, scratch: scratch.baseAddress!, count: keys.count, counts: counts.baseAddress!,
                        threads: 2, nearOrder: false, work: RadixPassWork())
                }
            }
        }
        let unmoved = !inScratch && keys == original
        #expect(unmoved, "left where they were")
    }

    /// Runs ``RadixSort/sortByBuckets(_:scratch:count:counts:)`` on `keys`, or on several
    /// `threads` ``RadixSort/sortByBucketsInChunks(_:scratch:count:counts:plan:work:)``: its
    /// answer and the keys where it says they are.
    static func bucketSorted(_ keys: [UInt64], threads: Int = 1) -> (answer: Bool?, keys: [UInt64]) {
        var keys = keys
        var scratch = [UInt64](repeating: 0, count: keys.count)
        var counts = [UInt32](repeating: 0, count: RadixSort.countsNeeded(threads: threads))
        let plan = ChunkPlan(count: keys.count, threads: threads, minimumPerChunk: RadixSort.minimumKeysPerThread, alignment: 1)
        let answer = keys.withUnsafeMutableBufferPointer { keys in
            scratch.withUnsafeMutableBufferPointer { scratch in
                counts.withUnsafeMutableBufferPointer { counts in
                    guard threads > 1 else {
                        return RadixSort.sortByBuckets(
                            keys.baseAddress!, scratch: scratch.baseAddress!, count: keys.count, counts: counts.baseAddress!)
                    }
                    return RadixSort.sortByBucketsInChunks(
                        keys.baseAddress!, scratch: scratch.baseAddress!, count: keys.count, counts: counts.baseAddress!,
                        plan: plan, work: RadixPassWork())
                }
            }
        }
        return (answer, answer == true ? scratch : keys)
    }

    /// ``RadixSort/sortByHighWord(_:scratch:count:counts:threads:nearOrder:work:)`` of `keys` on
    /// `threads` threads.
    static func highWordSorted(_ keys: [UInt64], threads: Int) -> [UInt64] {
        var keys = keys
        var scratch = [UInt64](repeating: 0, count: keys.count)
        var counts = [UInt32](repeating: 0, count: RadixSort.countsNeeded(threads: threads))
        let inScratch = keys.withUnsafeMutableBufferPointer { keys in
            scratch.withUnsafeMutableBufferPointer { scratch in
                counts.withUnsafeMutableBufferPointer { counts in
                    RadixSort.sortByHighWord(
                        keys.baseAddress!, scratch: scratch.baseAddress!, count: keys.count, counts: counts.baseAddress!,
                        threads: threads, nearOrder: true, work: RadixPassWork())
                }
            }
        }
        return inScratch ? scratch : keys
    }

    /// Keys whose upper halves are the ordered bits of values over `range` in runs of 50
    /// that ascend, or descend (as the kill's swap-removes leave birth times in storage), one
    /// value in 20 swapped with its neighbour and one in 8 repeating the one before, above
    /// their position.
    static func nearlyOrderedKeys(count: Int, range: ClosedRange<Float>, descending: Bool, seed: UInt64) -> [UInt64] {
        var random = SplitMix64(seed: seed)
        let step = (range.upperBound - range.lowerBound) / Float(max(1, count))
        var values = (0..<count).map { index in
            let run = index / 50 * 50, inRun = index % 50
            return range.lowerBound + Float(descending ? run + min(50, count - run) - 1 - inRun : index) * step
        }
        for index in 1..<count {
            switch random.next() % 40 {
            case 0, 1: values.swapAt(index - 1, index)
            case 2...6: values[index] = values[index - 1]
            default: break
            }
        }
        return values.enumerated().map { UInt64(RadixSort.orderedBits($0.element)) << 32 | UInt64($0.offset) }
    }

    @Test("ordered bits keep the order of the values, and give the values back",
          arguments: [Float(-1e30), -2.5, -1e-30, 0, 1e-30, 0.75, 3, 1e30])
    func orderedBitsKeepOrder(value: Float) {
        #expect(RadixSort.value(ofOrderedBits: RadixSort.orderedBits(value)) == value)
        #expect(RadixSort.orderedBits(value) < RadixSort.orderedBits(value.nextUp))
    }

    @Test("one thread sorts keys near an order by buckets, to the radix sort's order",
          arguments: [
              (16, Float(0)...1, false), (255, -50...50, true), (1_000, 3.5...6, false), (1_000, 3.5...6, true),
              (70_000, -1e-3...1e-3, true), (300_000, 1e5...1.001e5, false), (300_000, 1e5...1.001e5, true),
          ])
    func bucketsSortNearlyOrderedKeys(count: Int, range: ClosedRange<Float>, descending: Bool) {
        let keys = Self.nearlyOrderedKeys(count: count, range: range, descending: descending, seed: UInt64(count))
        let sorted = Self.bucketSorted(keys)
        #expect(sorted.answer == true)
        let inOrder = sorted.keys == keys.sorted()
        #expect(inOrder, "sorted by whole key")
    }

    @Test("several threads sort keys near an order by buckets in parts, to the radix sort's order",
          arguments: [(2, 140_000, false), (2, 300_000, true), (3, 300_000, false), (3, 400_000, true)])
    func bucketsSortNearlyOrderedKeysInChunks(threads: Int, count: Int, descending: Bool) {
        let keys = Self.nearlyOrderedKeys(count: count, range: 2...7, descending: descending, seed: UInt64(count + threads))
        let sorted = Self.bucketSorted(keys, threads: threads)
        #expect(sorted.answer == true)
        let inOrder = sorted.keys == keys.sorted()
        #expect(inOrder, "sorted by whole key")
    }

    @Test("a NaN in the first part's buckets leaves that part's last key above the next part's first: the passes sort the keys instead")
    func bucketPartsOutOfOrderFallBack() {
        var keys = Self.nearlyOrderedKeys(count: 300_003, range: 2...7, descending: false, seed: 3)
        // The last key, unsampled, past the groups of eight (whose rounding clamps a NaN to the
        // last bucket): the NaN, above every value in key order, falls into bucket 0.
        keys[300_002] = UInt64(RadixSort.orderedBits(.nan)) << 32 | 300_002
        let sorted = Self.bucketSorted(keys, threads: 2)
        #expect(sorted.answer == nil)
        let unmoved = sorted.keys == keys
        #expect(unmoved, "left where they were")

        let inOrder = Self.highWordSorted(keys, threads: 2) == keys.sorted()
        #expect(inOrder, "sorted by whole key")
    }

    @Test("keys near an order with NaN and infinite values among them, in groups of eight and in the tail, sort by whole key")
    func bucketsSortSpecialValues() {
        // 1,003 keys: the last three are past the groups of eight the buckets are found in.
        var values = (0..<1_003).map { Float($0) / 100 }
        for (index, special) in [(5, Float.nan), (17, .infinity), (300, -.infinity), (640, .nan), (1_001, .infinity), (1_002, .nan)] {
            values[index] = special
        }
        let keys = values.enumerated().map { UInt64(RadixSort.orderedBits($0.element)) << 32 | UInt64($0.offset) }
        let sorted = Self.bucketSorted(keys)
        #expect(sorted.answer == true)
        let inOrder = sorted.keys == keys.sorted()
        #expect(inOrder, "sorted by whole key")
    }

    @Test("keys bunched in one bucket out of order make the buckets give up after a few moves per key, and the passes sort them")
    func bunchedKeysFallBack() {
        let count = 20_000
        // One far key, first (where the sample reads), stretches the range, so every other key
        // shares the first bucket, in runs of 20 that each climb from 0 to 19: near an order by
        // their descents, but the insertion would move each key past a twentieth of the others.
        let keys = (0..<count).map {
            let value = $0 == 0 ? 1e30 : Float($0 % 20) + Float($0) / Float(count)
            return UInt64(RadixSort.orderedBits(value)) << 32 | UInt64($0)
        }
        let sorted = Self.bucketSorted(keys)
        #expect(sorted.answer == nil)
        let unmoved = sorted.keys == keys
        #expect(unmoved, "left where they were")

        let inOrder = Self.highWordSorted(keys, threads: 1) == keys.sorted()
        #expect(inOrder, "sorted by the upper half")
    }

    @Test("keys in no order are left to the radix passes")
    func keysInNoOrderFallBack() {
        var random = SplitMix64(seed: 5)
        let keys = (0..<10_000).map { UInt64(RadixSort.orderedBits(Float(random.next() >> 40))) << 32 | UInt64($0) }
        let sorted = Self.bucketSorted(keys)
        #expect(sorted.answer == nil)
        let unmoved = sorted.keys == keys
        #expect(unmoved, "left where they were")
    }

    @Test("keys with one upper half (a burst born at one instant) stay in position order, with no move")
    func bucketsLeaveEqualKeys() {
        let keys = (0..<5_000).map { UInt64(0xBEEF) << 32 | UInt64($0) }
        let sorted = Self.bucketSorted(keys)
        #expect(sorted.answer == true)
        let unmoved = sorted.keys == keys
        #expect(unmoved, "left in order")
    }
}
