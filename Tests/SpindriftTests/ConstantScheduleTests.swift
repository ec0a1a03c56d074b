import Testing
@testable import SpindriftDescription
@testable import SpindriftEngine

@Suite("ConstantSchedule")
struct ConstantScheduleTests {
    /// Sub-cell timings a step meets: always on; begun late, sped up and offset; a bounded
    /// window that repeats with autoreverse.
    enum Timing: CaseIterable {
        case plain, delayedFaster, boundedWindow

        var cell: EmitterCell {
            var cell = EmitterCell()
            switch self {
            case .plain: break
            case .delayedFaster: (cell.beginTime, cell.speed, cell.timeOffset) = (0.3, 2, 0.1)
            case .boundedWindow: (cell.duration, cell.repeatCount, cell.autoreverses) = (0.4, 2.5, true)
            }
            return cell
        }
    }

    /// A schedule at `rate` per second that was at another rate before 0.37 s, so that its
    /// epoch carries a fraction of a birth.
    private static func emission(rate: Double) -> EmissionSchedule {
        var schedule = EmissionSchedule(rate: 7.3)
        schedule.changeRate(to: rate, at: 0.37)
        return schedule
    }

    private static func schedule(rate: Double, timing: Timing, reach: Double) -> ConstantSchedule {
        ConstantSchedule(rate: emission(rate: rate).constantRate!, timing: CellTiming(cell: timing.cell), reach: reach)
    }

    @Test(
        "eight parents at once: a lane is set exactly where the scalar look finds a birth",
        arguments: Timing.allCases, [2, 29, 3.7, 0.9])
    func lanesMatchTheScalarLook(timing: Timing, rate: Double) {
        let schedule = Self.schedule(rate: rate, timing: timing, reach: 0.47)
        let emission = Self.emission(rate: rate)
        var random = SplitMix64(seed: 20261204)
        var lanesSet = 0
        for group in 0..<2_000 {
            // Steps shorter than the sub-cell's reach, and a long one that outlasts it.
            let span = group % 3 == 0 ? 0.8 : 1.0 / 60
            var lifetime = SIMD8<Double>(), after = SIMD8<Double>()
            for lane in 0..<8 {
                lifetime[lane] = 0.2 + 3 * random.nextUnit()
                // Half the windows end exactly on a birth of the schedule or on the parent's
                // death, where a rounding in one path but not the other would show.
                switch (group + lane) % 4 {
                case 0:
                    let ordinal = emission.emittedCount(at: 0.37) + Int64(random.nextUnit() * 12)
                    after[lane] = schedule.timing.parentTime(atEmission: emission.birthTime(of: ordinal)) - span
                case 1: after[lane] = lifetime[lane] - span
                default: after[lane] = random.nextUnit() * 4 - 0.5
                }
            }
            let through = after + span
            let lanes = schedule.mayEmit(lifetime: lifetime, after: after, through: through)
            for lane in 0..<8 {
                let (first, last) = schedule.ordinals(
                    lifetime: lifetime[lane], after: after[lane], through: through[lane], rateCount: .max)
                #expect(lanes[lane] == (first < last), "after \(after[lane]), lifetime \(lifetime[lane])")
                if lanes[lane] { lanesSet += 1 }
            }
        }
        // The sweep meets births, and windows without any.
        #expect(lanesSet > 0 && lanesSet < 16_000)
    }

    @Test("past the ordinals' range a lane is set where counts saturate, never cleared where there is a birth")
    func saturatedCounts() {
        let schedule = Self.schedule(rate: 1e9, timing: .plain, reach: .infinity)
        let after = SIMD8<Double>(1e300, 1e12, 9.2e9, 9.3e9, 1, 2, 0, -1)
        let through = after + 1
        let lanes = schedule.mayEmit(lifetime: .init(repeating: .infinity), after: after, through: through)
        for lane in 0..<8 {
            let (first, last) = schedule.ordinals(lifetime: .infinity, after: after[lane], through: through[lane], rateCount: .max)
            if first < last { #expect(lanes[lane], "after \(after[lane])") }
        }
        // At 1e300 s both ends saturate: the scalar finds no birth, and the lanes none either.
        #expect(!lanes[0])
        #expect(lanes[4] && lanes[5])
    }
}
