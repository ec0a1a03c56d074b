import Testing
@testable import SpindriftEngine

@Suite("SplitMix64")
struct SplitMix64Tests {
    @Test("the first draw of eight generators in lanes is each generator's first draw")
    func firstInLanes() {
        var seeds = SplitMix64(seed: 20261205)
        for _ in 0..<1_000 {
            var lanes = SIMD8<UInt64>()
            for lane in 0..<8 { lanes[lane] = seeds.next() }
            // Seeds near the ends of the range too, where the additions wrap.
            lanes[0] = UInt64.max &- lanes[0] % 4
            let first = SplitMix64.first(seeds: lanes)
            for lane in 0..<8 {
                var generator = SplitMix64(seed: lanes[lane])
                #expect(first[lane] == generator.next())
            }
        }
    }
}
