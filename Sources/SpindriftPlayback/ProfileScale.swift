/// How the HUD's profiler turns milliseconds into pixels: the frame-time graph's height
/// stands for a round number of milliseconds at or above the slowest frame shown (so the
/// 16.7 and 33.3 ms lines stay put while frames stay under 50 ms), and the phase bars are
/// drawn against the 60 fps budget, or the mean frame when that is longer.
public enum ProfileScale {
    /// Frames the graph shows, one column each: about 4 seconds at 60 fps.
    public static let graphFrames = 240
    /// The graph's height in points.
    public static let graphHeight = 80
    /// The phase bars' full length in points.
    public static let barLength = 160
    /// The frame times marked across the graph, in milliseconds: 60 and 30 fps.
    public static let referenceLines = [1000.0 / 60, 1000.0 / 30]
    /// The heights the graph can stand for, in milliseconds.
    static let ceilings = [50.0, 100, 200, 500, 1000, 2000, 5000, 10_000]

    /// The milliseconds the graph's height stands for when its slowest frame took `slowest`:
    /// the first of 50, 100, 200, 500, 1000, 2000, 5000 and 10 000 ms at or above it.
    public static func ceiling(forSlowest slowest: Double) -> Double {
        ceilings.first { $0 >= slowest } ?? ceilings[ceilings.count - 1]
    }

    /// Points that `milliseconds` take up in a graph `pixels` tall standing for `ceiling`
    /// ms, rounded, within 0 … `pixels`.
    public static func height(of milliseconds: Double, ceiling: Double, pixels: Int) -> Int {
        guard milliseconds.isFinite, milliseconds > 0, ceiling > 0 else { return 0 }
        return min(pixels, Int((milliseconds / ceiling * Double(pixels)).rounded()))
    }

    /// Points of a phase bar for a phase taking `milliseconds` in frames of `frame` ms on
    /// average: against 16.7 ms, or the mean frame when longer, out of ``barLength``.
    public static func bar(of milliseconds: Double, frame: Double) -> Int {
        height(of: milliseconds, ceiling: max(referenceLines[0], frame), pixels: barLength)
    }

    /// The tops of the reference lines' labels, by ``referenceLines`` index: each centred on its
    /// line (`lineYs`, points down from the graph's top, the 33.3 ms line at or above the 16.7
    /// one), kept within the graph's `0 … pixels` rows, and moved up (the graph full: the lower
    /// one down) so that no two of the `labelHeight` tall labels overlap.
    public static func labelTops(lineYs: [Int], labelHeight: Int, pixels: Int) -> [Int] {
        var tops = lineYs.map { min(max($0 - labelHeight / 2, 0), pixels - labelHeight) }
        // Lines are listed bottom-up (16.7 ms, then 33.3 ms): each label goes above the one
        // before it where they would overlap, then, pushed past the top, the stack moves down.
        for index in tops.indices.dropFirst() { tops[index] = min(tops[index], tops[index - 1] - labelHeight) }
        for index in tops.indices.reversed() {
            tops[index] = max(tops[index], index == tops.count - 1 ? 0 : tops[index + 1] + labelHeight)
        }
        return tops
    }
}
