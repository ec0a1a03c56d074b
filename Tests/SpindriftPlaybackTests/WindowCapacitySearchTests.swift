import Spindrift
import SpindriftPlayback
import Testing

@Suite("WindowCapacitySearch")
struct WindowCapacitySearchTests {
    /// A program keeping 150 particles alive at scale 1.
    private func program() throws -> EmitterProgram {
        try EmitterProgram(layer: layer(cells: ["a"]))
    }

    @Test("asks for scale 1, leaves out the first frame and the settling time, measures a second, then asks for ×2")
    func probes() throws {
        var search = try #require(WindowCapacitySearch(targetFramesPerSecond: 60, programs: [try program()], now: 0))
        #expect(search.frame(at: 0, interval: 0.01, particles: 0) == .probe(scale: 1))
        // The first frame after the restart (its interval includes the pre-warm) only starts the clock.
        #expect(search.frame(at: 2, interval: 1.5, particles: 150) == .none)
        var time = 2.0, step = WindowCapacitySearch.Step.none
        // Frames of 10 ms: 100 fps holds.
        while step == .none {
            time += 0.01
            step = search.frame(at: time, interval: 0.01, particles: 150)
        }
        #expect(step == .probe(scale: 2))
        let probe = try #require(search.search.probes.first)
        #expect(abs(probe.framesPerSecond - 100) < 1e-6 && probe.holds && probe.particles == 150)
        // Settling (0.5 s) and measuring (1 s) took 1.5 s of frames, within a frame.
        #expect(abs(time - 2 - WindowCapacitySearch.settleSeconds - WindowCapacitySearch.measuredSeconds) < 0.011)
    }

    @Test("ends with the largest count that held; the result line names the renderer")
    func finishes() throws {
        var search = try #require(WindowCapacitySearch(targetFramesPerSecond: 60, programs: [try program()], now: 0))
        var time = 0.0, scale = 1.0, started = false
        // 60 fps hold up to 1,000 particles: a frame takes particles ÷ 60,000 s.
        for _ in 0..<100_000 {
            let particles = Int(scale * 150)
            let interval = Double(particles) / 60_000
            time += interval
            let step = search.frame(at: time, interval: interval, particles: started ? particles : 0)
            started = true
            if case .probe(let next) = step { scale = next }
            if step == .finished { break }
        }
        let best = try #require(search.search.best)
        #expect(best.particles <= 1_031 && best.particles * 11 >= 10_300)
        #expect(search.resultLine(renderer: "software").hasPrefix("capacity at 60 fps (software): \(best.particles) particles"))
        #expect(search.progressLine.hasSuffix("(C or Esc cancels)"))
    }
}
