import Testing
import SpindriftBenchmarks

@Suite("SampleStatistics")
struct SampleStatisticsTests {
    @Test("median, min and max", arguments: [
        ([3.0], 3.0, 3.0, 3.0),
        ([5, 1, 3], 3, 1, 5),
        ([4, 1, 3, 2], 2.5, 1, 4),
    ])
    func statistics(samples: [Double], median: Double, min: Double, max: Double) {
        #expect(SampleStatistics(samples) == SampleStatistics([median]).withSpread(min, max))
    }

    @Test("a decreasing transform swaps min and max")
    func decreasingMap() {
        let inverted = SampleStatistics([1, 2, 4]).map { 1 / $0 }
        #expect(inverted.median == 0.5 && inverted.min == 0.25 && inverted.max == 1)
    }
}

extension SampleStatistics {
    fileprivate func withSpread(_ low: Double, _ high: Double) -> SampleStatistics {
        var copy = self
        copy.min = low
        copy.max = high
        return copy
    }
}
