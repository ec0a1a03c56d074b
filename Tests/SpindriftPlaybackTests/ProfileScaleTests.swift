import SpindriftPlayback
import Testing

@Suite("ProfileScale")
struct ProfileScaleTests {
    @Test("the graph stands for the first round number of ms at or above the slowest frame", arguments: [
        (0.0, 50.0), (16.7, 50), (50, 50), (50.1, 100), (140, 200), (999, 1000), (4000, 5000), (1e9, 10_000),
    ])
    func ceiling(slowest: Double, expected: Double) {
        #expect(ProfileScale.ceiling(forSlowest: slowest) == expected)
    }

    @Test("heights are proportional, rounded, within the graph; nothing for bad input", arguments: [
        (25.0, 50.0, 80, 40), (1000.0 / 60, 50, 80, 27), (1000.0 / 30, 50, 80, 53), (75, 50, 80, 80), (-1, 50, 80, 0),
        (.nan, 50, 80, 0), (.infinity, 50, 80, 0), (10, 0, 80, 0),
    ])
    func height(milliseconds: Double, ceiling: Double, pixels: Int, expected: Int) {
        #expect(ProfileScale.height(of: milliseconds, ceiling: ceiling, pixels: pixels) == expected)
    }

    @Test("bars are drawn against 16.7 ms, or the mean frame when it is longer")
    func bars() {
        let full = ProfileScale.barLength
        #expect(ProfileScale.bar(of: 1000.0 / 60, frame: 5) == full)
        #expect(ProfileScale.bar(of: 1000.0 / 120, frame: 5) == full / 2)
        #expect(ProfileScale.bar(of: 25, frame: 100) == full / 4)
        #expect(ProfileScale.bar(of: 100, frame: 100) == full)
    }
}

extension ProfileScaleTests {
    @Test("the reference labels stay on their lines when apart, stack without overlapping when close, and stay in the graph", arguments: [
        // 50 ms: lines 27 and 53 rows from the top, far apart.
        ([53, 27], [45, 19]),
        // 10 s: both lines on the bottom row; the 33.3 ms label goes above the 16.7 one.
        ([80, 80], [64, 48]),
        // Both at the top row (no room above): the stack moves down.
        ([0, 0], [16, 0]),
    ])
    func labels(lineYs: [Int], tops: [Int]) {
        let placed = ProfileScale.labelTops(lineYs: lineYs, labelHeight: 16, pixels: 80)
        #expect(placed == tops)
        #expect(placed.allSatisfy { $0 >= 0 && $0 + 16 <= 80 })
        #expect(abs(placed[0] - placed[1]) >= 16)
    }
}
