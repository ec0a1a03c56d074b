import Testing
import Spindrift

@Suite("EmissionSchedule")
struct EmissionScheduleTests {
    @Test("births fall at (k + 1) / rate")
    func birthTimes() {
        let schedule = EmissionSchedule(rate: 4)
        #expect(schedule.birthTime(of: 0) == 0.25)
        #expect(schedule.birthTime(of: 7) == 2)
        #expect(schedule.emittedCount(at: 0) == 0)
        #expect(schedule.emittedCount(at: 0.25) == 1)
        #expect(schedule.emittedCount(at: 1.99) == 7)
        #expect(schedule.emittedCount(at: -3) == 0)
    }

    @Test("a rate change keeps the ordinals and the fractional remainder")
    func rateChange() {
        var schedule = EmissionSchedule(rate: 2)
        schedule.changeRate(to: 1, at: 1.25)
        // 2.5 births by 1.25 s: 2 born, half of the next; at 1/s it completes 0.5 s later.
        #expect(schedule.emittedCount(at: 1.25) == 2)
        #expect(schedule.birthTime(of: 2) == 1.75)
        #expect(schedule.emittedCount(at: 1.7) == 2)
        #expect(schedule.emittedCount(at: 1.75) == 3)
        schedule.changeRate(to: 0, at: 2)
        #expect(schedule.emittedCount(at: 100) == 3)
    }

    @Test("the emitted count saturates instead of overflowing, across rate changes")
    func saturation() {
        var schedule = EmissionSchedule(rate: 1e9)
        #expect(schedule.emittedCount(at: 1e300) == .max)
        schedule.changeRate(to: 2e9, at: 1e300)
        #expect(schedule.emittedCount(at: 2e300) == .max)
    }
}
