import Foundation

/// Every frame's ``FrameTiming``, for the HUD's recent means and the percentiles printed
/// when `play` exits.
public struct FrameStatistics: Sendable {
    private var samples: [FrameTiming] = []

    /// No frames yet.
    public init() {}

    /// How many frames were recorded.
    public var frameCount: Int { samples.count }

    /// Adds one frame.
    public mutating func record(_ timing: FrameTiming) {
        samples.append(timing)
    }

    /// The `percent`th percentile (nearest rank) of `phase` in milliseconds; 0 without frames.
    public func percentile(_ percent: Double, of phase: FramePhase) -> Double {
        precondition((0...100).contains(percent), "a percentile is between 0 and 100")
        guard !samples.isEmpty else { return 0 }
        let sorted = samples.map { $0[phase] }.sorted()
        let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// The mean of `phase` over the last `count` frames, in milliseconds; 0 without frames.
    public func recentMean(of phase: FramePhase, frames count: Int = 60) -> Double {
        precondition(count > 0, "a mean needs at least one frame")
        let recent = samples.suffix(count)
        guard !recent.isEmpty else { return 0 }
        return recent.reduce(0) { $0 + $1[phase] } / Double(recent.count)
    }

    /// Frames per second over the last `count` frames, from their mean frame interval.
    public func recentFramesPerSecond(frames count: Int = 60) -> Double {
        let mean = recentMean(of: .frame, frames: count)
        return mean > 0 ? 1000 / mean : 0
    }

    /// Seconds from the first frame's start to the last one's: the sum of the frame intervals.
    public var elapsedSeconds: Double { samples.reduce(0) { $0 + $1[.frame] } / 1000 }

    /// The exit report: frames drawn, mean fps over ``elapsedSeconds``, and p50/p95/p99
    /// per phase in milliseconds.
    public func report() -> String {
        let seconds = elapsedSeconds
        let fps = seconds > 0 ? Double(frameCount) / seconds : 0
        var lines = [String(format: "%d frames in %.2f s, mean %.1f fps", frameCount, seconds, fps),
                     "phase        p50 ms    p95 ms    p99 ms"]
        for phase in FramePhase.allCases {
            lines.append(phase.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
                + String(format: "%9.3f %9.3f %9.3f",
                         percentile(50, of: phase), percentile(95, of: phase), percentile(99, of: phase)))
        }
        return lines.joined(separator: "\n")
    }
}
