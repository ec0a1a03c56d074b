/// The plan for integrating a rate that animations change: the parent times where its
/// smooth pieces meet up to where it becomes periodic, and the period.
///
/// Before ``first`` nothing changes (a fill holds, or no animation has begun). From
/// ``periodicStart`` on, every animation that ends has ended and every one that repeats
/// forever has begun, so the rate repeats with ``period``, the common period of those
/// (1 s, arbitrarily, when none repeats forever: the rate is then constant there).
package struct RateHorizon: Sendable, Equatable {
    /// The earliest boundary, in parent seconds.
    package let first: Double
    /// From here the rate repeats with ``period``, in parent seconds.
    package let periodicStart: Double
    /// The period, in parent seconds.
    package let period: Double
    /// Piece boundaries, ascending, from ``first`` to ``periodicStart`` + ``period``.
    package let boundaries: [Double]

    /// The plan of a rate that never changes.
    package static let constant = RateHorizon(first: 0, periodicStart: 0, period: 1, boundaries: [0, 1])

    /// The most boundaries a plan may have.
    package static let maxBoundaries = 100_000
    /// The longest common period, as a multiple of the longest forever period.
    package static let maxPeriodMultiple = 1000

    /// One animation's part: its outermost timing (a group's, for a grouped animation) and the
    /// fractions of a pass where its value has a corner (a linear keyframe's key times).
    package typealias Stage = (timing: MediaTiming, passPoints: [Double])

    /// The plan for `stages`, or why there is none: too many pieces, or animations that repeat
    /// forever without a common period.
    package static func plan(_ stages: [Stage]) throws(AnimationInputError) -> RateHorizon {
        var periods: [Double] = []
        var periodicStart = -Double.infinity
        var first = Double.infinity
        for (timing, _) in stages {
            let speed = timing.speed.isNaN ? 1 : timing.speed
            guard speed > 0, speed.isFinite else { continue }
            let begin = timing.beginTime
            first = min(first, begin)
            if timing.repeatsForever {
                periods.append(timing.cycleDuration / speed)
                periodicStart = max(periodicStart, begin)
            } else {
                periodicStart = max(periodicStart, begin + timing.activeDuration / speed)
            }
        }
        guard first.isFinite else { return constant }
        let period = try commonPeriod(periods)
        var boundaries: [Double] = [first, periodicStart + period]
        for (timing, points) in stages {
            guard let times = timing.boundaries(
                passPoints: points, until: periodicStart + period, limit: maxBoundaries - boundaries.count)
            else {
                // Repeats multiply a pass's pieces; a single pass over the limit needs fewer keyframes.
                let advice = points.count >= maxBoundaries - boundaries.count
                    ? "give fewer keyframes" : "give fewer keyframes or repeats, or repeat forever"
                throw AnimationInputError(
                    path: "", reason: "birth-rate animations change the rate in more than \(maxBoundaries) pieces "
                        + "before they repeat: \(advice)")
            }
            boundaries += times
        }
        let sorted = Set(boundaries.filter { $0 >= first && $0 <= periodicStart + period }).sorted()
        return RateHorizon(first: first, periodicStart: periodicStart, period: period, boundaries: sorted)
    }

    /// The least common multiple of `periods` (1 when there are none), found as the smallest
    /// multiple m ≤ ``maxPeriodMultiple`` of the longest that every period divides within 1e-9.
    private static func commonPeriod(_ periods: [Double]) throws(AnimationInputError) -> Double {
        guard let longest = periods.max() else { return 1 }
        for multiple in 1...maxPeriodMultiple {
            let candidate = longest * Double(multiple)
            if periods.allSatisfy({ p in
                let ratio = candidate / p
                return abs(ratio - ratio.rounded()) <= 1e-9 * ratio
            }) {
                return candidate
            }
        }
        let listed = Set(periods).sorted().map { "\($0)" }.joined(separator: ", ")
        throw AnimationInputError(
            path: "", reason: "birth-rate animations that repeat forever with periods \(listed) s have no common period "
                + "within \(maxPeriodMultiple) × the longest: Spindrift integrates a repeating birth rate over one common period")
    }
}
