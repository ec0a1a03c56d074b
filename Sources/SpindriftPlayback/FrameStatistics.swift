import Foundation

/// Frame timings for the HUD's recent means and the percentiles printed when `play` exits:
/// the last ``retainedFrames`` frames are kept, so a long session uses bounded memory.
public struct FrameStatistics: Sendable {
    /// How many of the latest frames the percentiles and means are taken over (about 28
    /// minutes at 60 fps).
    public static let retainedFrames = 100_000

    /// The retained frames, a ring once full: `oldest` is the index of the oldest one.
    private var samples: [FrameTiming] = []
    /// Heap allocations counted over the frames that only simulated and drew (no event, no
    /// reload check, no HUD refresh) after a second of warming up, outside SDL's drawing calls,
    /// when a counting shim is preloaded; nil otherwise.
    public var steadyAllocations: (frames: Int, allocations: UInt)?
    private var oldest = 0
    /// How many frames were recorded in all.
    public private(set) var frameCount = 0
    /// Seconds from the first frame's start to the last one's: the sum of the frame intervals.
    public private(set) var elapsedSeconds = 0.0

    /// No frames yet.
    public init() {}

    /// Adds one frame.
    public mutating func record(_ timing: FrameTiming) {
        frameCount += 1
        elapsedSeconds += timing[.frame] / 1000
        if samples.count < Self.retainedFrames {
            // Room for every retained frame at once: growing by doubling would allocate on
            // some frames.
            if samples.isEmpty { samples.reserveCapacity(Self.retainedFrames) }
            samples.append(timing)
        } else {
            samples[oldest] = timing
            oldest = (oldest + 1) % samples.count
        }
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
        let recent = min(count, samples.count)
        guard recent > 0 else { return 0 }
        var sum = 0.0
        for back in 0..<recent { sum += sample(back: back)[phase] }
        return sum / Double(recent)
    }

    /// The timing of the frame `back` frames ago (0 the latest); nil past the retained ones.
    public func timing(back: Int) -> FrameTiming? {
        guard back >= 0, back < samples.count else { return nil }
        return sample(back: back)
    }

    /// The retained frame `back` frames ago, which must be below the retained count.
    private func sample(back: Int) -> FrameTiming {
        samples[(oldest - 1 - back + samples.count) % samples.count]
    }

    /// The largest of `phase` over the last `count` frames, in milliseconds; 0 without frames.
    public func recentMaximum(of phase: FramePhase, frames count: Int) -> Double {
        var largest = 0.0
        for back in 0..<min(count, samples.count) { largest = max(largest, sample(back: back)[phase]) }
        return largest
    }

    /// The mean frame rate over the retained frames after the first `seconds` of frame
    /// intervals (pre-warming and warming up): the rate, the frames and the seconds it is
    /// taken over; zeros when no frame is left.
    public func framesPerSecond(after seconds: Double) -> (rate: Double, frames: Int, seconds: Double) {
        var skipped = 0.0, frames = 0, measured = 0.0
        for position in 0..<samples.count {
            let interval = samples[(oldest + position) % samples.count][.frame] / 1000
            if skipped < seconds {
                skipped += interval
            } else {
                frames += 1
                measured += interval
            }
        }
        return (measured > 0 ? Double(frames) / measured : 0, frames, measured)
    }

    /// Frames per second over the last `count` frames, from their mean frame interval.
    public func recentFramesPerSecond(frames count: Int = 60) -> Double {
        let mean = recentMean(of: .frame, frames: count)
        return mean > 0 ? 1000 / mean : 0
    }

    /// The exit report: frames drawn, mean fps over ``elapsedSeconds``, and p50/p95/p99
    /// per phase in milliseconds.
    public func report() -> String {
        let seconds = elapsedSeconds
        let fps = seconds > 0 ? Double(frameCount) / seconds : 0
        var lines = [String(format: "%d frames in %.2f s, mean %.1f fps", frameCount, seconds, fps)]
        if let (frames, allocations) = steadyAllocations {
            lines.append("allocations: \(allocations) in \(frames) steady frames")
        }
        lines.append("phase        p50 ms    p95 ms    p99 ms")
        for phase in FramePhase.allCases {
            lines.append(phase.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
                + String(format: "%9.3f %9.3f %9.3f",
                         percentile(50, of: phase), percentile(95, of: phase), percentile(99, of: phase)))
        }
        return lines.joined(separator: "\n")
    }
}
