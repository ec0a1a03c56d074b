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
        var keys = Self.keys(count: count, seed: 11)
        var scratch = [UInt64](repeating: 0, count: count)
        var counts = [UInt32](repeating: 0, count: RadixSort.countsNeeded(threads: threads))
        let expected = keys.sorted()
        let inScratch = keys.withUnsafeMutableBufferPointer { keys in
            scratch.withUnsafeMutableBufferPointer { scratch in
                counts.withUnsafeMutableBufferPointer { counts in
                    RadixSort.sortByHighWord(
                        keys.baseAddress!, scratch: scratch.baseAddress!, count: count, counts: counts.baseAddress!,
                        threads: threads, work: RadixPassWork())
                }
            }
        }
        #expect((inScratch ? scratch : keys) == expected)
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
                        threads: 2, work: RadixPassWork())
                }
            }
        }
        #expect(!inScratch && keys == original)
    }
}
