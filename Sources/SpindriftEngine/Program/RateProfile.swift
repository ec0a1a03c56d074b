/// A cell's birth rate as a function of the layer's local time when animations change it
/// (the cell's `birthRate`, the layer's multiplier, or both), with its integral
/// F(t) = ∫ rate, so that births fall where F crosses whole numbers whatever the step size.
///
/// The rate is the product of the animated factors' presentation values and the constant
/// ones, never below 0. F is tabulated once over the
/// ``RateHorizon``: each smooth piece between boundaries is split until 8-point
/// Gauss–Legendre quadrature agrees with its two halves to 1e-11 (relative, or absolute
/// below 1), and F at a time inside a piece is the table's value at the piece's start plus
/// the same quadrature over the rest. Before the horizon the rate is constant, and from
/// its periodic start F grows by the same amount every period, so F and its inverse cost a
/// binary search and a few quadratures at any time: no drift, nothing per step.
///
/// Cells whose own rate is constant share the table of the layer's animated multiplier,
/// each ``scaled(by:)`` its rate.
public struct RateProfile: Equatable, Sendable {
    /// The animated factors.
    let factors: [AnimationTrack]
    /// The product of the factors that are not animated, applied after the table.
    private var scale: Double
    /// The piecewise plan.
    let horizon: RateHorizon
    /// Knot times, ascending, from ``RateHorizon/first`` to the end of the first period.
    private let knots: [Double]
    /// F at each knot (0 at the first).
    private let cumulative: [Double]
    /// The rate before the first knot.
    private let rateBefore: Double
    /// F at the periodic start, and its growth over one period.
    private let periodicBase: Double, periodGrowth: Double
    /// The highest rate met while tabulating, unscaled.
    private let peak: Double

    /// The most knots all of a layer's tables may have together; past its share a table's
    /// pieces are no longer split.
    static let knotBudget = 1 << 18
    /// Splits of one piece at most.
    private static let maxDepth = 40

    /// The profile of `constantFactor` × the presentation values of `factors` (each a
    /// scalar), over `horizon`, with at most `maxKnots` knots (beyond the boundaries).
    init(factors: [AnimationTrack], constantFactor: Double, horizon: RateHorizon, maxKnots: Int = knotBudget) {
        self.factors = factors
        self.scale = constantFactor.isFinite ? max(constantFactor, 0) : 0
        self.horizon = horizon
        let boundaries = horizon.boundaries
        var knots = [boundaries[0]]
        var cumulative = [0.0]
        var peak = 0.0
        func rate(_ t: Double) -> Double {
            let value = Self.rate(at: t, factors: factors)
            peak = max(peak, value)
            return value
        }
        func refine(_ a: Double, _ b: Double, whole: Double, depth: Int) {
            let middle = (a + b) / 2
            let left = Self.quadrature(a, middle, rate), right = Self.quadrature(middle, b, rate)
            let sum = left + right
            let settled = abs(sum - whole) <= 1e-11 * max(1, abs(sum))
            if settled || depth >= Self.maxDepth || knots.count >= maxKnots || !(middle > a && middle < b) {
                let base = cumulative[cumulative.count - 1]
                knots += [middle, b]
                cumulative += [base + left, base + sum]
            } else {
                refine(a, middle, whole: left, depth: depth + 1)
                refine(middle, b, whole: right, depth: depth + 1)
            }
        }
        for index in 1..<boundaries.count {
            let (a, b) = (boundaries[index - 1], boundaries[index])
            refine(a, b, whole: Self.quadrature(a, b, rate), depth: 0)
        }
        self.knots = knots
        self.cumulative = cumulative
        let first = boundaries[0]
        rateBefore = rate(first - max(1, abs(first)))
        self.peak = peak
        let start = horizon.periodicStart
        periodicBase = Self.tableIntegral(to: start, knots: knots, cumulative: cumulative, rate: rate)
        periodGrowth = cumulative[cumulative.count - 1] - periodicBase
    }

    /// Whether both are the same rate: the same table (built from the same animations, a
    /// table is the same knot for knot) and scale.
    public static func == (lhs: RateProfile, rhs: RateProfile) -> Bool {
        lhs.scale == rhs.scale && lhs.horizon == rhs.horizon && lhs.rateBefore == rhs.rateBefore
            && lhs.knots == rhs.knots && lhs.cumulative == rhs.cumulative
    }

    /// This profile with every rate multiplied by `factor` (not negative), sharing the table.
    public func scaled(by factor: Double) -> RateProfile {
        var scaled = self
        scaled.scale *= factor.isFinite ? max(factor, 0) : 0
        return scaled
    }

    /// The highest rate met while tabulating, in particles per second: a bound of the rate.
    package var peakRate: Double { scale * peak }

    /// The rate at layer local time `time`, in particles per second.
    public func rate(at time: Double) -> Double {
        scale * Self.rate(at: time, factors: factors)
    }

    /// The unscaled rate: the product of the factors' values, never below 0.
    private static func rate(at time: Double, factors: [AnimationTrack]) -> Double {
        var rate = 1.0
        for factor in factors { rate *= factor.value(at: time)[0] }
        return rate.isNaN ? 0 : max(rate, 0)
    }

    /// F at layer local time `time`: particles born since the table's first knot (negative
    /// before it).
    public func integral(to time: Double) -> Double {
        scale * unscaledIntegral(to: time)
    }

    private func unscaledIntegral(to time: Double) -> Double {
        let first = knots[0]
        if time <= first { return -rateBefore * (first - time) }
        let start = horizon.periodicStart, period = horizon.period
        if time <= start + period {
            return Self.tableIntegral(to: time, knots: knots, cumulative: cumulative, rate: unscaledRate(at:))
        }
        let periods = ((time - start) / period).rounded(.down)
        let within = min(max(time - start - periods * period, 0), period)
        let partial = Self.tableIntegral(to: start + within, knots: knots, cumulative: cumulative, rate: unscaledRate(at:))
        return partial + periods * periodGrowth
    }

    private func unscaledRate(at time: Double) -> Double { Self.rate(at: time, factors: factors) }

    /// The earliest layer local time at which F reaches `target` (+∞ when it never does).
    public func time(whereIntegralReaches scaledTarget: Double) -> Double {
        guard scale > 0 else { return scaledTarget <= 0 ? knots[0] : .infinity }
        let target = scaledTarget / scale
        let first = knots[0]
        if target <= 0 {
            return rateBefore > 0 ? first - (0 - target) / rateBefore : first
        }
        if target <= cumulative[cumulative.count - 1] { return tableTime(target) }
        guard periodGrowth > 0 else { return .infinity }
        // Whole periods past the first, leaving a target in (base, base + growth].
        let periods = ((target - periodicBase) / periodGrowth).rounded(.up) - 1
        let within = target - periods * periodGrowth
        return tableTime(within) + periods * horizon.period
    }

    /// Inside the table: the piece where F reaches `target`, then Newton's method on
    /// F(t) − target with F′ = rate, kept inside a shrinking bracket (bisection when a step
    /// leaves it).
    private func tableTime(_ target: Double) -> Double {
        var low = 0, high = cumulative.count - 1
        while low < high {
            let middle = (low + high) / 2
            if cumulative[middle] >= target { high = middle } else { low = middle + 1 }
        }
        guard high > 0 else { return knots[0] }
        let (a, b) = (knots[high - 1], knots[high])
        let base = cumulative[high - 1], span = cumulative[high] - base
        var lower = a, upper = b
        var t = span > 0 ? a + (b - a) * (target - base) / span : a
        let tolerance = 1e-12 * max(1, abs(target))
        for _ in 0..<100 {
            let excess = base + Self.quadrature(a, t, unscaledRate(at:)) - target
            if abs(excess) <= tolerance { return t }
            if excess > 0 { upper = t } else { lower = t }
            let slope = unscaledRate(at: t)
            var next = slope > 0 ? t - excess / slope : .nan
            if !(next > lower && next < upper) { next = (lower + upper) / 2 }
            if next == t || upper - lower <= 4 * upper.ulp { return upper }
            t = next
        }
        return t
    }

    private static func tableIntegral(
        to time: Double, knots: [Double], cumulative: [Double], rate: (Double) -> Double
    ) -> Double {
        var low = 0, high = knots.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if knots[middle] <= time { low = middle } else { high = middle - 1 }
        }
        return cumulative[low] + quadrature(knots[low], min(time, knots[knots.count - 1]), rate)
    }

    /// 8-point Gauss–Legendre quadrature of `f` over [a, b].
    private static func quadrature(_ a: Double, _ b: Double, _ f: (Double) -> Double) -> Double {
        guard b > a else { return 0 }
        let half = (b - a) / 2, centre = (a + b) / 2
        var sum = 0.0
        for (node, weight) in zip(gaussNodes, gaussWeights) {
            sum += weight * (f(centre - half * node) + f(centre + half * node))
        }
        return sum * half
    }

    private static let gaussNodes = [0.1834346424956498, 0.5255324099163290, 0.7966664774136267, 0.9602898564975363]
    private static let gaussWeights = [0.3626837833783620, 0.3137066458778873, 0.2223810344533745, 0.1012285362903763]
}
