import SpindriftPlayback
import Testing

/// Statistics of frames whose phases take 1, 2, … `count` milliseconds.
private func ramp(_ count: Int) -> FrameStatistics {
    var statistics = FrameStatistics()
    for milliseconds in 1...count {
        var timing = FrameTiming()
        for phase in FramePhase.allCases { timing[phase] = Double(milliseconds) }
        statistics.record(timing)
    }
    return statistics
}

@Suite("FrameStatistics")
struct FrameStatisticsTests {
    @Test("percentiles by nearest rank", arguments: [(50.0, 50.0), (95, 95), (99, 99), (100, 100), (0, 1)])
    func percentiles(percent: Double, expected: Double) {
        let statistics = ramp(100)
        for phase in FramePhase.allCases {
            #expect(statistics.percentile(percent, of: phase) == expected)
        }
    }

    @Test("no frames: zeros")
    func empty() {
        let statistics = FrameStatistics()
        #expect(statistics.percentile(50, of: .frame) == 0)
        #expect(statistics.recentMean(of: .draw) == 0)
        #expect(statistics.recentFramesPerSecond() == 0)
    }

    @Test("the recent mean covers the last frames only; fps follows the frame interval")
    func recent() {
        let statistics = ramp(100)
        #expect(statistics.recentMean(of: .simulate, frames: 4) == 98.5)
        #expect(abs(statistics.recentFramesPerSecond(frames: 1) - 10) < 1e-12)
    }

    @Test("the report gives frames, mean fps and p50/p95/p99 per phase")
    func report() {
        // Frames of 1 … 100 ms: 5.05 s in all.
        let lines = ramp(100).report().split(separator: "\n").map(String.init)
        #expect(lines[0] == "100 frames in 5.05 s, mean 19.8 fps")
        #expect(lines.count == 2 + FramePhase.allCases.count)
        #expect(lines[2] == "simulate     50.000    95.000    99.000")
    }

    @Test("past the retained frames the oldest are dropped, while counts and elapsed time cover all")
    func retention() {
        var statistics = FrameStatistics()
        let total = FrameStatistics.retainedFrames + 10
        for frame in 0..<total {
            var timing = FrameTiming()
            // The last 10 frames take 5 ms, all before 1 ms; percentiles see only retained ones.
            timing[.frame] = frame >= total - 10 ? 5 : 1
            timing[.simulate] = frame < 10 ? 100 : 0
            statistics.record(timing)
        }
        #expect(statistics.frameCount == total)
        #expect(abs(statistics.elapsedSeconds - Double(total - 10) / 1000 - 0.05) < 1e-9)
        #expect(statistics.recentMean(of: .frame, frames: 10) == 5)
        #expect(statistics.recentMean(of: .frame, frames: 20) == 3)
        #expect(statistics.percentile(100, of: .simulate) == 0, "the 10 oldest frames were dropped")
    }

    @Test("the ring gives the latest frames newest first, and their slowest, before and after it wraps")
    func ring() {
        let statistics = ramp(100)
        #expect(statistics.timing(back: 0)?[.draw] == 100)
        #expect(statistics.timing(back: 99)?[.draw] == 1)
        #expect(statistics.timing(back: 100) == nil)
        #expect(statistics.recentMaximum(of: .frame, frames: 240) == 100)
        var wrapped = FrameStatistics()
        for frame in 0..<(FrameStatistics.retainedFrames + 3) {
            var timing = FrameTiming()
            timing[.present] = Double(frame % 1000)
            wrapped.record(timing)
        }
        // Frames …, 100 001, 100 002 (present 1, 2): the newest sits at the ring's start.
        #expect(wrapped.timing(back: 0)?[.present] == 2)
        #expect(wrapped.timing(back: 3)?[.present] == 999)
        #expect(wrapped.recentMaximum(of: .present, frames: 3) == 2)
        #expect(wrapped.recentMaximum(of: .present, frames: 4) == 999)
    }

    @Test("the frame rate after a warm-up leaves out the first seconds of frame intervals")
    func rateAfterWarmUp() {
        var statistics = FrameStatistics()
        // A 1.5 s first frame (pre-warming), then 100 frames of 20 ms.
        for interval in [1500.0] + Array(repeating: 20, count: 100) {
            var timing = FrameTiming()
            timing[.frame] = interval
            statistics.record(timing)
        }
        let (rate, frames, seconds) = statistics.framesPerSecond(after: 1)
        #expect(frames == 100 && abs(seconds - 2) < 1e-9 && abs(rate - 50) < 1e-9)
        #expect(statistics.framesPerSecond(after: 100) == (0, 0, 0))
    }
}
