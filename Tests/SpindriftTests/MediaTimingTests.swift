import Testing
import Spindrift

/// Whether `state` is (progress, iteration) within 1e-12 in progress.
private func matches(_ state: (progress: Double, iteration: Int)?, _ progress: Double, _ iteration: Int = 0) -> Bool {
    guard let state else { return false }
    return abs(state.progress - progress) < 1e-12 && state.iteration == iteration
}

@Suite("Media timing")
struct MediaTimingTests {
    @Test("1: local time is (parent − beginTime) × speed: begin 1, speed 2, duration 1 at parent 1.25 is half way")
    func localTime() {
        let timing = MediaTiming(beginTime: 1, duration: 1, speed: 2)
        #expect(matches(timing.state(atParentTime: 1.25), 0.5))
        #expect(matches(timing.state(atParentTime: 1), 0))
        #expect(timing.state(atParentTime: 0.99) == nil)
        #expect(timing.state(atParentTime: 1.5) == nil)  // ended, removed
    }

    @Test("2: duration 0 means 0.25 s; progress is local time / duration",
          arguments: [(0.0, 0.0), (0.05, 0.2), (0.125, 0.5), (0.2, 0.8)] as [(Double, Double)])
    func defaultDuration(time: Double, progress: Double) {
        let timing = MediaTiming()
        #expect(timing.resolvedDuration == 0.25)
        #expect(timing.activeDuration == 0.25)
        #expect(matches(timing.state(atParentTime: time), progress))
    }

    @Test("2: repeatCount 2.5 of 2 s plays two and a half cycles (active 5 s)",
          arguments: [(1.0, 0.5, 0), (2, 0, 1), (3, 0.5, 1), (4.5, 0.25, 2), (4.999, 0.4995, 2)] as [(Double, Double, Int)])
    func fractionalRepeat(time: Double, progress: Double, iteration: Int) {
        let timing = MediaTiming(duration: 2, repeatCount: 2.5, fillMode: .forwards, isRemovedOnCompletion: false)
        #expect(timing.activeDuration == 5)
        let state = timing.state(atParentTime: time)
        #expect(abs((state?.progress ?? -1) - progress) < 1e-9 && state?.iteration == iteration)
        #expect(matches(timing.state(atParentTime: 6), 0.5, 2))  // held where it ended
    }

    @Test("2: repeatDuration overrides repeatCount: duration 1, repeatDuration 2.5")
    func repeatDuration() {
        let timing = MediaTiming(duration: 1, repeatCount: 10, repeatDuration: 2.5, fillMode: .both, isRemovedOnCompletion: false)
        #expect(timing.activeDuration == 2.5)
        #expect(abs((timing.state(atParentTime: 2.2)?.progress ?? -1) - 0.2) < 1e-12)
        #expect(timing.state(atParentTime: 2.2)?.iteration == 2)
        #expect(matches(timing.state(atParentTime: 9), 0.5, 2))
    }

    @Test("2: repeatCount Float.greatestFiniteMagnitude or infinity repeats forever",
          arguments: [Double(Float.greatestFiniteMagnitude), .infinity, 1e39])
    func forever(count: Double) {
        let timing = MediaTiming(duration: 2, repeatCount: count)
        #expect(timing.repeatsForever)
        #expect(matches(timing.state(atParentTime: 1001), 0.5, 500))
    }

    @Test("3: duration 3, timeOffset 1 plays 1 → 3, then 0 → 1",
          arguments: [(0.0, 1.0 / 3), (1, 2.0 / 3), (1.5, 2.5 / 3), (2, 1), (2.5, 0.5 / 3), (2.9, 0.9 / 3)] as [(Double, Double)])
    func offsetWraps(time: Double, progress: Double) {
        let timing = MediaTiming(duration: 3, timeOffset: 1)
        #expect(abs((timing.state(atParentTime: time)?.progress ?? -1) - progress) < 1e-12)
        #expect(timing.state(atParentTime: time)?.iteration == 0)
        #expect(timing.state(atParentTime: 3) == nil)
    }

    @Test("3: the wrapped span ends where it started, held by a forwards fill; offsets wrap modulo the active duration")
    func offsetEnd() {
        let held = MediaTiming(duration: 3, timeOffset: 1, fillMode: .forwards, isRemovedOnCompletion: false)
        #expect(abs((held.state(atParentTime: 3)?.progress ?? -1) - 1.0 / 3) < 1e-12)
        #expect(abs((held.state(atParentTime: 100)?.progress ?? -1) - 1.0 / 3) < 1e-12)
        let wrapped = MediaTiming(duration: 3, timeOffset: 7)  // 7 mod 3 = 1
        #expect(abs((wrapped.state(atParentTime: 0.5)?.progress ?? -1) - 1.5 / 3) < 1e-12)
        let negative = MediaTiming(duration: 3, timeOffset: -1)  // −1 mod 3 = 2
        #expect(abs((negative.state(atParentTime: 0.5)?.progress ?? -1) - 2.5 / 3) < 1e-12)
    }

    @Test("4: autoreverses mirrors the second half: c' = 2·duration − c (duration 2)",
          arguments: [(0.5, 0.25, 0), (1, 0.5, 0), (2, 1, 0), (3, 0.5, 0), (3.5, 0.25, 0), (4, 0, 1), (5, 0.5, 1), (7, 0.5, 1)] as [(Double, Double, Int)])
    func autoreverse(time: Double, progress: Double, iteration: Int) {
        let timing = MediaTiming(duration: 2, repeatCount: 2, autoreverses: true, fillMode: .forwards, isRemovedOnCompletion: false)
        #expect(timing.cycleDuration == 4)
        #expect(timing.activeDuration == 8)
        #expect(matches(timing.state(atParentTime: time), progress, iteration))
        #expect(matches(timing.state(atParentTime: 8), 0, 1))  // ends back at the start
    }

    @Test("4: without autoreverse a repeat's end is progress 1 of the last cycle, a boundary inside is the next cycle's start")
    func cycleBoundaries() {
        let timing = MediaTiming(duration: 1, repeatCount: 2, fillMode: .forwards, isRemovedOnCompletion: false)
        #expect(matches(timing.state(atParentTime: 1), 0, 1))
        #expect(matches(timing.state(atParentTime: 2), 1, 1))
        #expect(matches(timing.state(atParentTime: 0.3), 0.3, 0))
    }

    @Test("5: fill modes × removal before the begin time (1) and after the end (3)",
          arguments: FillMode.allCases, [true, false])
    func fill(mode: FillMode, removed: Bool) {
        let timing = MediaTiming(beginTime: 1, duration: 2, fillMode: mode, isRemovedOnCompletion: removed)
        let before = timing.state(atParentTime: 0)
        let after = timing.state(atParentTime: 3)
        if mode == .backwards || mode == .both { #expect(matches(before, 0)) } else { #expect(before == nil) }
        if (mode == .forwards || mode == .both) && !removed { #expect(matches(after, 1)) } else { #expect(after == nil) }
        #expect(matches(timing.state(atParentTime: 2), 0.5))
    }

    @Test("6: speed 0 freezes local time at timeOffset, at any parent time", arguments: [-5.0, 0, 2, 1e9])
    func frozen(time: Double) {
        let timing = MediaTiming(beginTime: 1, duration: 3, speed: 0, timeOffset: 1)
        #expect(abs((timing.state(atParentTime: time)?.progress ?? -1) - 1.0 / 3) < 1e-12)
        #expect(matches(MediaTiming(duration: 3, speed: 0).state(atParentTime: time), 0))
    }

    @Test("a negative speed runs local time backwards: the span ends at progress 0 at the begin time")
    func negativeSpeed() {
        let timing = MediaTiming(beginTime: 5, duration: 2, speed: -1)
        #expect(matches(timing.state(atParentTime: 4), 0.5))
        #expect(matches(timing.state(atParentTime: 5), 0))
        #expect(timing.state(atParentTime: 6) == nil)
        #expect(timing.state(atParentTime: 2) == nil)
    }

    @Test("huge values neither overflow nor trap")
    func huge() {
        let forever = MediaTiming(beginTime: -1e30, duration: 0.5, repeatCount: 3.4e38)
        let state = forever.state(atParentTime: 0)
        #expect(state != nil)
        #expect((0...1).contains(state?.progress ?? -1))
        #expect(state?.iteration == Int.max)
        #expect(MediaTiming(beginTime: 1e30).state(atParentTime: 0) == nil)
        #expect(matches(MediaTiming(beginTime: 1e30, fillMode: .backwards).state(atParentTime: 0), 0))
        #expect(MediaTiming(beginTime: -1e30).state(atParentTime: 0) == nil)
        #expect(matches(MediaTiming(beginTime: -1e30, fillMode: .both, isRemovedOnCompletion: false).state(atParentTime: 0), 1))
        let offset = MediaTiming(duration: 3, timeOffset: 1e30, repeatCount: 1e30)
        #expect((0...1).contains(offset.state(atParentTime: 1)?.progress ?? -1))
        let long = MediaTiming(duration: 1e-300, repeatCount: 1e300, fillMode: .forwards, isRemovedOnCompletion: false)
        #expect((0...1).contains(long.state(atParentTime: 0.5)?.progress ?? -1))
        #expect((0...1).contains(long.state(atParentTime: 2)?.progress ?? -1))
        let fast = MediaTiming(duration: 1, speed: 1e308)
        #expect(fast.state(atParentTime: 1e10) == nil)
        #expect(MediaTiming(duration: .infinity).state(atParentTime: 5).map { $0.progress } == 0)
    }

    @Test("NaN properties read as their defaults; a NaN parent time has no effect")
    func notANumber() {
        let timing = MediaTiming(beginTime: .nan, duration: .nan, speed: .nan, timeOffset: .nan, repeatCount: .nan, repeatDuration: .nan)
        #expect(matches(timing.state(atParentTime: 0.125), 0.5))
        #expect(MediaTiming().state(atParentTime: .nan) == nil)
        #expect(matches(MediaTiming(duration: -3).state(atParentTime: 0.125), 0.5))
    }
}
