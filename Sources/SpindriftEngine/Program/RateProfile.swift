import Foundation

/// A cell's birth rate as a function of the layer's local time when animations change it
/// (the cell's `birthRate`, the layer's multiplier, or both), with its integral
/// F(t) = ∫ rate, so that births fall where F crosses whole numbers whatever the step size.
///
/// The rate is the product of the animated factors' presentation values and the constant
/// ones, never below 0. It is tabulated once over the ``RateHorizon``: each smooth piece
/// between boundaries is split until the polynomial interpolating the rate at
/// ``degree`` Chebyshev points agrees with it at 16 more points to 1e-11 of the piece's
/// integral (or of one birth, when that is smaller). F on a piece is that polynomial's
/// integral, kept in Chebyshev form, plus F at the piece's start, so F costs a binary search
/// and a Clenshaw sum, and its inverse a few Newton steps on the same polynomials: no
/// animation is evaluated after tabulating. Before the horizon the rate is constant, and from
/// its periodic start F grows by the same amount every period, so F and its inverse cost the
/// same at any time: no drift, nothing per step.
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
    /// Piece boundaries, ascending, from ``RateHorizon/first`` to the end of the first period.
    private let knots: [Double]
    /// F at each knot (0 at the first).
    private let cumulative: [Double]
    /// Per piece, ``degree`` + 1 Chebyshev coefficients of F − F(start) (in `x`) and of the
    /// rate (in `y`, the last 0) over the piece mapped to [−1, 1]: one Clenshaw recurrence on
    /// pairs sums both.
    private let series: [SIMD2<Double>]
    /// Per piece, the rate at its start (`x`) and end (`y`).
    private let endRates: [SIMD2<Double>]
    /// The rate before the first knot.
    private let rateBefore: Double
    /// F at the periodic start, and its growth over one period.
    private let periodicBase: Double, periodGrowth: Double
    /// The highest rate met while tabulating, unscaled.
    private let peak: Double

    /// The most pieces all of a layer's tables may have together; past its share a table's
    /// pieces are no longer split.
    static let pieceBudget = 1 << 16
    /// Splits of one piece at most.
    private static let maxDepth = 40
    /// Chebyshev points per piece: the rate's interpolating polynomial has degree − 1.
    private static let degree = 8
    /// The spacing of Doubles near 1: how finely a piece's variable in [−1, 1] resolves.
    private static let resolution = 1.0.ulp
    /// Entries of ``series`` per piece.
    private static let stride = degree + 1

    /// The profile of `constantFactor` × the presentation values of `factors` (each a
    /// scalar), over `horizon`, with at most `maxPieces` pieces (beyond the boundaries).
    init(factors: [AnimationTrack], constantFactor: Double, horizon: RateHorizon, maxPieces: Int = pieceBudget) {
        self.factors = factors
        self.scale = constantFactor.isFinite ? max(constantFactor, 0) : 0
        self.horizon = horizon
        let boundaries = horizon.boundaries
        var knots = [boundaries[0]]
        var cumulative = [0.0]
        var series: [SIMD2<Double>] = []
        var endRates: [SIMD2<Double>] = []
        var peak = 0.0
        func rate(_ t: Double) -> Double {
            let value = Self.rate(at: t, factors: factors)
            peak = max(peak, value)
            return value
        }
        func refine(_ a: Double, _ b: Double, depth: Int) {
            let piece = Self.interpolate(rate, from: a, to: b)
            let atEnd = Self.sums(piece, at: 1)
            let integral = (b - a) / 2 * atEnd.x
            let middle = (a + b) / 2
            let settled = Self.worstDeviation(of: piece, from: rate, over: a, b) * (b - a)
                <= 1e-11 * max(1, abs(integral))
            if settled || depth >= Self.maxDepth || knots.count > maxPieces || !(middle > a && middle < b) {
                knots.append(b)
                cumulative.append(cumulative[cumulative.count - 1] + integral)
                series += piece
                endRates.append([Self.sums(piece, at: -1).y, atEnd.y])
            } else {
                refine(a, middle, depth: depth + 1)
                refine(middle, b, depth: depth + 1)
            }
        }
        for index in 1..<boundaries.count {
            refine(boundaries[index - 1], boundaries[index], depth: 0)
        }
        self.knots = knots
        self.cumulative = cumulative
        self.series = series
        self.endRates = endRates
        let first = boundaries[0]
        rateBefore = rate(first - max(1, abs(first)))
        self.peak = peak
        let base = Self.tableIntegral(
            to: horizon.periodicStart, knots: knots, cumulative: cumulative, series: series)
        periodicBase = base
        periodGrowth = cumulative[cumulative.count - 1] - base
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

    /// F at layer local time `time`: particles born since local time 0 as if the rate before
    /// the table's first knot had held since then (negative before 0). Counting from 0 keeps
    /// the times before an animation that begins far out exact: from the first knot they
    /// would be differences of two huge numbers.
    public func integral(to time: Double) -> Double {
        scale * unscaledIntegral(to: time)
    }

    /// F at the first knot.
    private var integralAtFirstKnot: Double { rateBefore * knots[0] }

    private func unscaledIntegral(to time: Double) -> Double {
        if time <= knots[0] { return rateBefore * time }
        let start = horizon.periodicStart, period = horizon.period
        if time <= start + period { return integralAtFirstKnot + tableIntegral(to: time) }
        let periods = ((time - start) / period).rounded(.down)
        let within = min(max(time - start - periods * period, 0), period)
        return integralAtFirstKnot + tableIntegral(to: start + within) + periods * periodGrowth
    }

    /// The earliest layer local time at which F reaches `target` (+∞ when it never does).
    public func time(whereIntegralReaches scaledTarget: Double) -> Double {
        times(whereIntegralReaches: SIMD8(repeating: scaledTarget))[0]
    }

    /// ``time(whereIntegralReaches:)`` of eight targets, each lane as its target alone gives
    /// it, to the same bits: the births of a step found eight at a time.
    func times(whereIntegralReaches scaledTarget: SIMD8<Double>) -> SIMD8<Double> {
        guard scale > 0 else { return timesAtNoRate(scaledTarget) }
        let lookup = TableLookup(scaledTarget, in: self)
        return lookup.times(fromTable: tableTimes(lookup.target))
    }

    /// ``times(whereIntegralReaches:)`` of two groups of eight targets, to the same bits: two
    /// groups in one piece each step their Newton iterations together, so that each one's
    /// chain of dependent operations fills the other's waits.
    func times(
        whereIntegralReaches first: SIMD8<Double>, _ second: SIMD8<Double>
    ) -> (SIMD8<Double>, SIMD8<Double>) {
        guard scale > 0 else { return (timesAtNoRate(first), timesAtNoRate(second)) }
        let one = TableLookup(first, in: self), two = TableLookup(second, in: self)
        // Without pieces (one knot) neither is in one: the lookups take the table's start.
        let onePiece = piece(holding: one.target[0], after: -1), twoPiece = piece(holding: two.target[0], after: onePiece)
        guard isPiece(onePiece, holdingAll: one.target), isPiece(twoPiece, holdingAll: two.target) else {
            return (one.times(fromTable: tableTimes(one.target)), two.times(fromTable: tableTimes(two.target)))
        }
        return series.withUnsafeBufferPointer { series in
            var oneLanes = newtonLanes(one.target, inPiece: onePiece), twoLanes = newtonLanes(two.target, inPiece: twoPiece)
            let oneSeries = SharedPieceSeries(piece: series.baseAddress! + onePiece * Self.stride)
            let twoSeries = SharedPieceSeries(piece: series.baseAddress! + twoPiece * Self.stride)
            var (oneDone, twoDone) = (false, false)
            for _ in 0..<NewtonLanes.maximumSteps {
                if !oneDone { oneDone = oneLanes.step(oneSeries) }
                if !twoDone { twoDone = twoLanes.step(twoSeries) }
                if oneDone && twoDone { break }
            }
            return (one.times(fromTable: tableTime(of: oneLanes.solution, inPiece: onePiece)),
                    two.times(fromTable: tableTime(of: twoLanes.solution, inPiece: twoPiece)))
        }
    }

    /// The times where a rate of 0 leaves F: the first knot where F reaches the target there,
    /// never after.
    private func timesAtNoRate(_ scaledTarget: SIMD8<Double>) -> SIMD8<Double> {
        let reached: SIMDMask<SIMD8<Int64>> = scaledTarget .<= SIMD8(repeating: integralAtFirstKnot)
        return SIMD8(repeating: knots[0]).replacing(with: .infinity, where: .!reached)
    }

    /// Eight targets of F taken into the table: before it (at the constant rate before its
    /// first knot), in it, or past it (whole periods on, or never without periods).
    private struct TableLookup {
        /// The targets as F − F(first knot) within the table's first period.
        let target: SIMD8<Double>
        private let beforeTable: SIMD8<Double>, isBeforeTable: SIMDMask<SIMD8<Int64>>
        private let inTable: SIMDMask<SIMD8<Int64>>
        /// Whole periods past the first (nil without periods), and the time they add.
        private let periods: SIMD8<Double>?, period: Double

        @inline(__always)
        init(_ scaledTarget: SIMD8<Double>, in profile: RateProfile) {
            let unscaled = scaledTarget / profile.scale
            beforeTable = profile.rateBefore > 0 ? unscaled / profile.rateBefore : SIMD8(repeating: profile.knots[0])
            isBeforeTable = unscaled .<= SIMD8(repeating: profile.integralAtFirstKnot)
            let target = unscaled - profile.integralAtFirstKnot
            let inTable: SIMDMask<SIMD8<Int64>> = target .<= SIMD8(repeating: profile.cumulative[profile.cumulative.count - 1])
            self.inTable = inTable
            period = profile.horizon.period
            guard profile.periodGrowth > 0 else {
                (self.target, periods) = (target, nil)
                return
            }
            // Whole periods past the first, leaving a target in (base, base + growth].
            let periods = ((target - profile.periodicBase) / profile.periodGrowth).rounded(.up) - 1
            let within = target - periods * profile.periodGrowth
            (self.target, self.periods) = (within.replacing(with: target, where: inTable), periods)
        }

        /// The layer local times, from where the table reaches ``target``.
        @inline(__always)
        func times(fromTable tableTimes: SIMD8<Double>) -> SIMD8<Double> {
            guard let periods else {
                return tableTimes.replacing(with: .infinity, where: .!inTable).replacing(with: beforeTable, where: isBeforeTable)
            }
            return (tableTimes + periods * period).replacing(with: tableTimes, where: inTable)
                .replacing(with: beforeTable, where: isBeforeTable)
        }
    }

    /// Inside the table, for eight targets: each one's piece, where F reaches it, then
    /// Newton's method on the piece's polynomial (``NewtonLanes``). The births of a step
    /// mostly share a piece: when all eight fall in the first one's, the piece's values are
    /// read once and broadcast, the same operands every lane would have read.
    private func tableTimes(_ target: SIMD8<Double>) -> SIMD8<Double> {
        // A table without pieces (one knot) starts and ends there.
        guard knots.count > 1 else { return SIMD8(repeating: knots[0]) }
        let first = piece(holding: target[0], after: -1)
        if isPiece(first, holdingAll: target) {
            return series.withUnsafeBufferPointer { series in
                var lanes = newtonLanes(target, inPiece: first)
                lanes.solve(SharedPieceSeries(piece: series.baseAddress! + first * Self.stride))
                return tableTime(of: lanes.solution, inPiece: first)
            }
        }
        // Each lane's piece (−1 at the table's start: nothing to read); each lane tries the
        // lane before's first (kept in a scalar: read back from the vector being written, it
        // waited on the store every lane).
        var pieces = SIMD8<Int>(), previous = first
        pieces[0] = first
        for lane in 1..<8 {
            previous = piece(holding: target[lane], after: previous)
            pieces[lane] = previous
        }
        // All ones in the lanes at the start, whose reads take piece 0 instead.
        let atStartBits = unsafeBitCast(pieces &>> 63, to: SIMD8<Int64>.self)
        let read = pieces & ~(pieces &>> 63)
        @inline(__always)
        func lanes(_ value: (Int) -> Double) -> SIMD8<Double> {
            SIMD8(value(read[0]), value(read[1]), value(read[2]), value(read[3]), value(read[4]), value(read[5]),
                  value(read[6]), value(read[7]))
        }
        let a = lanes { knots[$0] }, b = lanes { knots[$0 + 1] }
        let base = lanes { cumulative[$0] }, span = lanes { cumulative[$0 + 1] - cumulative[$0] }
        let halfWidth = (b - a) / 2
        let fraction = ((target - base) / span).replacing(with: 0, where: .!(span .> 0))
        var newton = NewtonLanes(
            target: target, base: base, halfWidth: halfWidth,
            guess: Self.firstGuesses(
                fraction: fraction, rateAtStart: lanes { endRates[$0].x }, rateAtEnd: lanes { endRates[$0].y }),
            stopped: atStartBits)
        var laneCoefficients = LaneCoefficients()
        laneCoefficients.withBuffer { coefficients in
            for k in 0..<Self.stride {
                coefficients[k] = lanes { series[$0 * Self.stride + k].x }
                coefficients[Self.stride + k] = lanes { series[$0 * Self.stride + k].y }
            }
            newton.solve(LaneSeries(coefficients: UnsafeBufferPointer(coefficients)))
        }
        let time = a + (newton.solution + 1) * halfWidth
        return time.replacing(with: b, where: b .< time).replacing(with: SIMD8(repeating: knots[0]), chosenBy: atStartBits)
    }

    /// The piece where F reaches `target`: `after` when `target` is in it, else the first
    /// whose end reaches it (−1 at or before the table's start; the last past its end).
    @inline(__always)
    private func piece(holding target: Double, after hint: Int) -> Int {
        if hint >= 0, cumulative[hint] < target, target <= cumulative[hint + 1] { return hint }
        var low = 0, high = cumulative.count - 1
        while low < high {
            let middle = (low + high) / 2
            if cumulative[middle] >= target { high = middle } else { low = middle + 1 }
        }
        return high - 1
    }

    /// Whether F reaches every one of `targets` inside `piece`.
    @inline(__always)
    private func isPiece(_ piece: Int, holdingAll targets: SIMD8<Double>) -> Bool {
        guard piece >= 0 else { return false }
        let pastStart: SIMDMask<SIMD8<Int64>> = targets .> SIMD8(repeating: cumulative[piece])
        let byEnd: SIMDMask<SIMD8<Int64>> = targets .<= SIMD8(repeating: cumulative[piece + 1])
        return (pastStart .& byEnd).everyLane
    }

    /// Newton's method started for eight targets that F reaches inside `piece`.
    @inline(__always)
    private func newtonLanes(_ target: SIMD8<Double>, inPiece piece: Int) -> NewtonLanes {
        let (a, b) = (knots[piece], knots[piece + 1])
        let base = cumulative[piece], span = cumulative[piece + 1] - cumulative[piece]
        let fraction = span > 0 ? (target - base) / span : .zero
        return NewtonLanes(
            target: target, base: SIMD8(repeating: base), halfWidth: SIMD8(repeating: (b - a) / 2),
            guess: Self.firstGuesses(
                fraction: fraction, rateAtStart: SIMD8(repeating: endRates[piece].x),
                rateAtEnd: SIMD8(repeating: endRates[piece].y)))
    }

    /// The layer local times of `solution`, in `piece`'s variable x ∈ [−1, 1].
    @inline(__always)
    private func tableTime(of solution: SIMD8<Double>, inPiece piece: Int) -> SIMD8<Double> {
        let (a, b) = (knots[piece], knots[piece + 1])
        let time = a + (solution + 1) * ((b - a) / 2)
        return time.replacing(with: b, where: b .< time)
    }

    /// Newton's method in eight lanes on their pieces' polynomials F(x) − `target` with F′ =
    /// the rate's polynomial, in each piece's variable x ∈ [−1, 1], kept inside a shrinking
    /// bracket (bisection when a step leaves it). The lanes step together until every one has
    /// stopped (those stopped from the start keep their guess); each keeps the value it
    /// stopped at.
    private struct NewtonLanes {
        /// Steps at most.
        static let maximumSteps = 100
        let target: SIMD8<Double>, base: SIMD8<Double>, halfWidth: SIMD8<Double>
        var x: SIMD8<Double>
        var lower = SIMD8<Double>(repeating: -1), upper = SIMD8<Double>(repeating: 1)
        var previousStep = SIMD8<Double>(repeating: 2)
        var stopped: SIMDMask<SIMD8<Int64>>
        var result: SIMD8<Double>

        @inline(__always)
        init(target: SIMD8<Double>, base: SIMD8<Double>, halfWidth: SIMD8<Double>, guess: SIMD8<Double>,
             stopped: SIMD8<Int64> = .zero) {
            (self.target, self.base, self.halfWidth) = (target, base, halfWidth)
            (x, result) = (guess, guess)
            // A mask is its lanes' bits, all ones where true.
            self.stopped = unsafeBitCast(stopped, to: SIMDMask<SIMD8<Int64>>.self)
        }

        /// Where each lane stopped, or the last step's value where it did not.
        var solution: SIMD8<Double> { result.replacing(with: x, where: .!stopped) }

        @inline(__always)
        mutating func solve<Series: PieceSeries>(_ series: Series) {
            for _ in 0..<Self.maximumSteps where step(series) { break }
        }

        /// One step of every lane; whether every lane has now stopped.
        @inline(__always)
        mutating func step<Series: PieceSeries>(_ series: Series) -> Bool {
            let sums = RateProfile.sums(series, at: x)
            let excess = base + halfWidth * sums.integral - target
            let root = excess .== 0 .& .!stopped
            (result, stopped) = (result.replacing(with: x, where: root), stopped .| root)
            let above = excess .> 0
            (upper, lower) = (upper.replacing(with: x, where: above), lower.replacing(with: x, where: .!above))
            let slope = halfWidth * sums.rate
            var next = (x - excess / slope).replacing(with: .nan, where: .!(slope .> 0))
            next = next.replacing(with: (lower + upper) / 2, where: .!(next .> lower .& next .< upper))
            // Converging quadratically, the error left after a step is about (step ÷ the
            // step before)² × step: stop when that is below 1e-13 of the piece. Where the
            // rate nearly vanishes the steps shrink slowly, and the bracket closes instead.
            let step = unsafeBitCast(unsafeBitCast(next - x, to: SIMD8<UInt64>.self) & ~(1 << 63), to: SIMD8<Double>.self)
            let ratio = step / previousStep
            // Typed apart: in one expression with the masks' operators, Swift picks the
            // comparisons that build a mask lane by lane.
            let small: SIMDMask<SIMD8<Int64>> = ratio * ratio * step .<= SIMD8(repeating: 1e-13)
            let closed: SIMDMask<SIMD8<Int64>> = upper - lower .<= SIMD8(repeating: 2 * RateProfile.resolution)
            let converged = (small .| closed) .& .!stopped
            (result, stopped) = (result.replacing(with: next, where: converged), stopped .| converged)
            if stopped.everyLane { return true }
            (x, previousStep) = (next, step)
            return false
        }
    }

    private func tableIntegral(to time: Double) -> Double {
        Self.tableIntegral(to: time, knots: knots, cumulative: cumulative, series: series)
    }

    /// F at `time`, from the piece holding it (the last when `time` is past the table; 0
    /// without pieces, when the horizon's boundaries are one Double, as far out as 2^63 s).
    private static func tableIntegral(
        to time: Double, knots: [Double], cumulative: [Double], series: [SIMD2<Double>]
    ) -> Double {
        guard knots.count > 1 else { return 0 }
        var low = 0, high = knots.count - 2
        while low < high {
            let middle = (low + high + 1) / 2
            if knots[middle] <= time { low = middle } else { high = middle - 1 }
        }
        let (a, b) = (knots[low], knots[low + 1])
        let x = min(max(2 * (time - a) / (b - a) - 1, -1), 1)
        return series.withUnsafeBufferPointer { all in
            cumulative[low] + (b - a) / 2 * sums(UnsafeBufferPointer(rebasing: all[(low * stride)..<((low + 1) * stride)]), at: x).x
        }
    }

    /// Where F reaches `fraction` of a piece's growth if the rate went linearly from
    /// `rateAtStart` to `rateAtEnd`, in [−1, 1], in each lane: the root of a quadratic, close
    /// enough that two Newton steps finish; linear interpolation when the quadratic has no
    /// root there.
    @inline(__always)
    private static func firstGuesses(
        fraction: SIMD8<Double>, rateAtStart: SIMD8<Double>, rateAtEnd: SIMD8<Double>
    ) -> SIMD8<Double> {
        // With u in [0, 1]: (r₁ − r₀)/2 · u² + r₀ · u = f · (r₀ + r₁)/2, solved without cancellation.
        let demand = fraction * (rateAtStart + rateAtEnd) / 2
        let root = (rateAtStart * rateAtStart + 2 * (rateAtEnd - rateAtStart) * demand).squareRoot()
        let u = 2 * demand / (rateAtStart + root)
        // min(max(fraction, 0), 1), as Swift's min and max choose.
        let clamped = fraction.replacing(with: 0, where: 0 .>= fraction)
        let linear = clamped.replacing(with: 1, where: 1 .< clamped)
        return linear.replacing(with: u, where: u .>= 0 .& u .<= 1) * 2 - 1
    }

    /// The Chebyshev coefficients of the polynomial interpolating `f` at ``degree`` Chebyshev
    /// points of [a, b] (mapped to [−1, 1]) in `y`, and of its integral from −1 in `x`.
    private static func interpolate(_ f: (Double) -> Double, from a: Double, to b: Double) -> [SIMD2<Double>] {
        let n = degree
        let values = chebyshevAngles.map { f((a + b) / 2 + (b - a) / 2 * cos($0)) }
        var rate = [Double](repeating: 0, count: n)
        for k in 0..<n {
            var sum = 0.0
            for (j, value) in values.enumerated() { sum += value * cos(Double(k) * chebyshevAngles[j]) }
            rate[k] = sum * (k == 0 ? 1 : 2) / Double(n)
        }
        // ∫ Σ cₖTₖ: Cₖ = (cₖ₋₁ − cₖ₊₁)/2k (with T₀ → T₁, and 2c₀ for k = 1), C₀ making it 0 at −1.
        var integral = [Double](repeating: 0, count: n + 1)
        for k in 1...n {
            let previous = rate[k - 1] * (k == 1 ? 2 : 1)
            let next = k + 1 < n ? rate[k + 1] : 0
            integral[k] = (previous - next) / Double(2 * k)
        }
        integral[0] = -(1...n).reduce(0.0) { $0 + integral[$1] * ($1 % 2 == 0 ? 1 : -1) }
        return (0...n).map { SIMD2(integral[$0], $0 < n ? rate[$0] : 0) }
    }

    /// The largest |p − f| at the 8-point Gauss–Legendre nodes of each half of [a, b], for
    /// the rate polynomial of `piece` over [a, b].
    private static func worstDeviation(
        of piece: [SIMD2<Double>], from f: (Double) -> Double, over a: Double, _ b: Double
    ) -> Double {
        var worst = 0.0
        for x in checkPoints {
            let deviation = abs(sums(piece, at: x).y - f((a + b) / 2 + (b - a) / 2 * x))
            worst = deviation.isNaN ? .infinity : max(worst, deviation)
        }
        return worst
    }

    /// Σ cₖTₖ(x) of both series at once, by Clenshaw's recurrence.
    @inline(__always)
    private static func sums(_ c: UnsafeBufferPointer<SIMD2<Double>>, at x: Double) -> SIMD2<Double> {
        var next = SIMD2<Double>(), afterNext = SIMD2<Double>()
        let twoX = SIMD2(repeating: 2 * x)
        var k = c.count - 1
        while k > 0 {
            (next, afterNext) = (c[k] + twoX * next - afterNext, next)
            k -= 1
        }
        return c[0] + x * next - afterNext
    }

    /// ``sums(_:at:)`` in eight lanes, each with its piece's coefficients in `series`; the same
    /// operations in the same order as one lane's pair.
    @inline(__always)
    private static func sums<Series: PieceSeries>(
        _ series: Series, at x: SIMD8<Double>
    ) -> (integral: SIMD8<Double>, rate: SIMD8<Double>) {
        var next = (SIMD8<Double>(), SIMD8<Double>()), afterNext = (SIMD8<Double>(), SIMD8<Double>())
        let twoX = 2 * x
        var k = stride - 1
        while k > 0 {
            (next, afterNext) = (
                (series.integral(k) + twoX * next.0 - afterNext.0, series.rate(k) + twoX * next.1 - afterNext.1), next)
            k -= 1
        }
        return (series.integral(0) + x * next.0 - afterNext.0, series.rate(0) + x * next.1 - afterNext.1)
    }

    private static func sums(_ c: [SIMD2<Double>], at x: Double) -> SIMD2<Double> {
        c.withUnsafeBufferPointer { sums($0, at: x) }
    }

    /// Coefficient k of eight lanes' Chebyshev series: of F − F(start) and of the rate.
    private protocol PieceSeries {
        func integral(_ k: Int) -> SIMD8<Double>
        func rate(_ k: Int) -> SIMD8<Double>
    }

    /// Eight lanes in one piece: its coefficients, read once each and broadcast.
    private struct SharedPieceSeries: PieceSeries {
        /// The piece's ``stride`` pairs in ``series``.
        let piece: UnsafePointer<SIMD2<Double>>
        @inline(__always) func integral(_ k: Int) -> SIMD8<Double> { SIMD8(repeating: piece[k].x) }
        @inline(__always) func rate(_ k: Int) -> SIMD8<Double> { SIMD8(repeating: piece[k].y) }
    }

    /// Eight lanes, each in its own piece: `coefficients[k]` holds F's coefficient k of every
    /// lane, `coefficients[stride + k]` the rate's.
    private struct LaneSeries: PieceSeries {
        let coefficients: UnsafeBufferPointer<SIMD8<Double>>
        @inline(__always) func integral(_ k: Int) -> SIMD8<Double> { coefficients[k] }
        @inline(__always) func rate(_ k: Int) -> SIMD8<Double> { coefficients[RateProfile.stride + k] }
    }

    /// The Chebyshev coefficients of eight lanes' pieces, k by k: F's, then the rate's (2 ×
    /// ``stride`` vectors), kept on the stack: a temporary allocation of a size the compiler
    /// does not see as constant goes to the heap, at every eight births.
    private struct LaneCoefficients {
        private var storage: (
            SIMD8<Double>, SIMD8<Double>, SIMD8<Double>, SIMD8<Double>, SIMD8<Double>, SIMD8<Double>, SIMD8<Double>,
            SIMD8<Double>, SIMD8<Double>, SIMD8<Double>, SIMD8<Double>, SIMD8<Double>, SIMD8<Double>, SIMD8<Double>,
            SIMD8<Double>, SIMD8<Double>, SIMD8<Double>, SIMD8<Double>
        ) = (.zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero)

        @inline(__always)
        mutating func withBuffer<Result>(_ body: (UnsafeMutableBufferPointer<SIMD8<Double>>) -> Result) -> Result {
            withUnsafeMutableBytes(of: &storage) { bytes in
                let buffer = bytes.bindMemory(to: SIMD8<Double>.self)
                precondition(buffer.count == 2 * RateProfile.stride, "room for F's and the rate's coefficients")
                return body(buffer)
            }
        }
    }

    /// The angles of the Chebyshev points: cos of each is a point of [−1, 1].
    private static let chebyshevAngles = (0..<degree).map { Double.pi * (Double($0) + 0.5) / Double(degree) }

    /// Where a piece's polynomial is checked, in [−1, 1]: the 8-point Gauss–Legendre nodes of
    /// each half.
    private static let checkPoints: [Double] = {
        var points: [Double] = []
        for centre in [-0.5, 0.5] {
            for node in gaussNodes { points += [centre - node / 2, centre + node / 2] }
        }
        return points
    }()

    private static let gaussNodes = [0.1834346424956498, 0.5255324099163290, 0.7966664774136267, 0.9602898564975363]
}
