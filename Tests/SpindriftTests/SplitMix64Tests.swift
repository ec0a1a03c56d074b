import Testing
@testable import SpindriftEngine

@Suite("SplitMix64")
struct SplitMix64Tests {
    @Test("the first draw of eight generators in lanes is each generator's first draw, and its unit each one's nextUnit")
    func firstInLanes() {
        var seeds = SplitMix64(seed: 20261205)
        for _ in 0..<1_000 {
            var lanes = SIMD8<UInt64>()
            for lane in 0..<8 { lanes[lane] = seeds.next() }
            // Seeds near the ends of the range too, where the additions wrap.
            lanes[0] = UInt64.max &- lanes[0] % 4
            let first = SplitMix64.first(seeds: lanes), units = SplitMix64.units(first)
            for lane in 0..<8 {
                var generator = SplitMix64(seed: lanes[lane])
                #expect(first[lane] == generator.next())
                generator = SplitMix64(seed: lanes[lane])
                #expect(units[lane].bitPattern == generator.nextUnit().bitPattern)
            }
        }
    }

    @Test("units of the extreme bits are 0, 2⁻⁵³ and the largest double below 1")
    func extremeUnits() {
        let units = SplitMix64.units(SIMD8(0, (1 << 11) - 1, 1 << 11, .max, 1 << 63, 0, 0, 0))
        #expect(units[0] == 0 && units[1] == 0 && units[2] == 0x1p-53 && units[3] == (1.0).nextDown && units[4] == 0.5)
    }
}
