import Spindrift
import SpindriftPlayback
import Testing

@Suite("WindowCapacitySearch")
struct WindowCapacitySearchTests {
    /// A program keeping 150 particles alive at scale 1.
    private func program() throws -> EmitterProgram {
        try EmitterProgram(layer: layer(cells: ["a"]))
    }

    /// Frames with no particles of `interval` seconds from `time` until the search asks for
    /// another step; returns it and the time.
    private func emptyFrames(_ search: inout WindowCapacitySearch, from time: Double, interval: Double, timing: FrameTiming)
        -> (WindowCapacitySearch.Step, Double) {
        var time = time, step = WindowCapacitySearch.Step.none
        while step == .none {
            time += interval
            step = search.frame(at: time, interval: interval, particles: 0, timing: timing)
        }
        return (step, time)
    }

    /// A frame's timing with `draw` and `present` milliseconds.
    private func timing(draw: Double, present: Double) -> FrameTiming {
        var timing = FrameTiming()
        (timing[.draw], timing[.present]) = (draw, present)
        return timing
    }

    @Test("measures empty frames first, then asks for scale 1, leaves out the first frame and the settling time, measures a second, then asks for ×2")
    func probes() throws {
        var search = try #require(WindowCapacitySearch(targetFramesPerSecond: 60, programs: [try program()], now: 0))
        #expect(search.frame(at: 0, interval: 0.01, particles: 0) == .empty)
        let (next, emptyEnd) = emptyFrames(&search, from: 0, interval: 0.005, timing: timing(draw: 1, present: 3))
        #expect(next == .probe(scale: 1))
        #expect(abs(try #require(search.emptyFrameSeconds) - 0.005) < 1e-9)
        // The first frame after the restart (its interval includes the pre-warm) only starts the clock.
        #expect(search.frame(at: emptyEnd + 2, interval: 1.5, particles: 150) == .none)
        var time = emptyEnd + 2, step = WindowCapacitySearch.Step.none
        // Frames of 10 ms: 100 fps holds.
        while step == .none {
            time += 0.01
            step = search.frame(at: time, interval: 0.01, particles: 150)
        }
        #expect(step == .probe(scale: 2))
        let probe = try #require(search.search.probes.first)
        #expect(abs(probe.framesPerSecond - 100) < 1e-6 && probe.holds && probe.particles == 150)
        // Settling (0.5 s) and measuring (1 s) took 1.5 s of frames, within a frame.
        #expect(abs(time - emptyEnd - 2 - WindowCapacitySearch.settleSeconds - WindowCapacitySearch.measuredSeconds) < 0.011)
    }

    @Test("ends with the largest count that held; the result line gives the empty frame first, names the renderer and what bounds the window")
    func finishes() throws {
        var search = try #require(WindowCapacitySearch(targetFramesPerSecond: 60, programs: [try program()], now: 0))
        #expect(search.frame(at: 0, interval: 0.01, particles: 0) == .empty)
        var (step, time) = emptyFrames(&search, from: 0, interval: 0.004, timing: timing(draw: 1, present: 3))
        #expect(step == .probe(scale: 1))
        var scale = 1.0, started = false
        // 60 fps hold up to 1,000 particles: a frame takes particles ÷ 60,000 s.
        for _ in 0..<100_000 {
            let particles = Int(scale * 150)
            let interval = Double(particles) / 60_000
            time += interval
            step = search.frame(
                at: time, interval: interval, particles: started ? particles : 0, timing: timing(draw: interval * 900, present: 3))
            started = true
            if case .probe(let next) = step { scale = next }
            if step == .finished { break }
        }
        let best = try #require(search.search.best)
        #expect(best.particles <= 1_031 && best.particles * 11 >= 10_300)
        let line = search.resultLine(renderer: "software")
        #expect(line.hasPrefix("empty frame 4.0 ms (250 fps), bound by present (presenting the frame); "
            + "capacity at 60 fps (software): \(best.particles) particles"))
        #expect(line.hasSuffix(" fps, bound by draw (rasterisation and upload)"))
        #expect(search.progressLine.hasSuffix("(C or Esc cancels)"))
    }

    @Test("a window that misses the rate with no particles ends the search there, saying so")
    func emptyMisses() throws {
        var search = try #require(WindowCapacitySearch(targetFramesPerSecond: 60, programs: [try program()], now: 0))
        #expect(search.frame(at: 0, interval: 0.01, particles: 0) == .empty)
        let (step, _) = emptyFrames(&search, from: 0, interval: 0.025, timing: timing(draw: 2, present: 20))
        #expect(step == .finished)
        #expect(search.search.probes.isEmpty)
        #expect(search.resultLine(renderer: "gl") == "empty frame 25.0 ms (40 fps), bound by present (presenting the frame); "
            + "capacity at 60 fps (gl): none, the window misses the rate with no particles")
    }
}
