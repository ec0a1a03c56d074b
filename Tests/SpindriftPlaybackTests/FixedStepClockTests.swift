import Testing
import SpindriftPlayback

@Suite("FixedStepClock")
struct FixedStepClockTests {
    @Test("a 60 Hz frame runs two 1/120 s steps")
    func sixtyHertz() {
        var clock = FixedStepClock(step: 1.0 / 120)
        let steps = (0..<60).map { _ in clock.steps(forFrameDelta: 1.0 / 60) }
        #expect(steps.reduce(0, +) == 120)
        #expect(steps.allSatisfy { (1...3).contains($0) })
    }

    @Test("time below one step carries over to the next frame")
    func carry() {
        var clock = FixedStepClock(step: 0.01)
        #expect(clock.steps(forFrameDelta: 0.004) == 0)
        #expect(clock.steps(forFrameDelta: 0.004) == 0)
        #expect(clock.steps(forFrameDelta: 0.004) == 1)
        #expect(abs(clock.accumulated - 0.002) < 1e-12)
    }

    @Test("a stall is clamped: no jump, no spiral", arguments: [0.5, 3.0, 3600.0])
    func stall(delta: Double) {
        var clock = FixedStepClock(step: 1.0 / 120, maximumFrameDelta: 0.1)
        #expect(clock.steps(forFrameDelta: delta) == 12)
        #expect(clock.steps(forFrameDelta: 1.0 / 60) == 2)
    }

    @Test("negative and non-finite deltas run no steps", arguments: [-1.0, .nan, .infinity])
    func invalidDelta(delta: Double) {
        var clock = FixedStepClock()
        #expect(clock.steps(forFrameDelta: delta) == 0)
        #expect(clock.accumulated == 0)
    }

    @Test("reset drops the carried time")
    func reset() {
        var clock = FixedStepClock(step: 0.01)
        _ = clock.steps(forFrameDelta: 0.009)
        clock.reset()
        #expect(clock.steps(forFrameDelta: 0.009) == 0)
    }
}
