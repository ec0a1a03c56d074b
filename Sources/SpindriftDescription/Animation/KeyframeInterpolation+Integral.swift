extension KeyframeInterpolation {
    /// Gauss–Legendre nodes on −1…1 and their weights, 6 points: exact for polynomials up to
    /// degree 11.
    private static let gaussNodes: [(node: Double, weight: Double)] = [
        (-0.932_469_514_203_152_0, 0.171_324_492_379_170_3), (-0.661_209_386_466_264_5, 0.360_761_573_048_138_6),
        (-0.238_619_186_083_196_9, 0.467_913_934_572_691_0), (0.238_619_186_083_196_9, 0.467_913_934_572_691_0),
        (0.661_209_386_466_264_5, 0.360_761_573_048_138_6), (0.932_469_514_203_152_0, 0.171_324_492_379_170_3),
    ]
    /// Sub-intervals of the composite rule for the curves without a polynomial form.
    static let integralIntervals = 256

    /// ∫₀ᵖ value(at: q) dq, p = `progress` clamped to 0…1 (NaN as 0), in value units × the
    /// fraction of the duration: what turns a curve of rates into an amount (a spin curve
    /// into a rotation).
    ///
    /// Exact up to rounding where each segment is a polynomial in its timing function's
    /// Bézier parameter s: `discrete` (constants), `linear` and `paced` (value linear in the
    /// eased progress y(s), a cubic, times dx/ds, a quadratic: degree 5) and `cubic` (the
    /// Hermite cubic of y(s): degree 11), by 6-point Gauss–Legendre quadrature over s in each
    /// segment. `cubicPaced`, paths and a whole-progress ``timingFunction`` other than linear
    /// use the composite rule over ``integralIntervals`` equal intervals of progress: slower,
    /// and only as exact as the arc-length table's kinks allow (about 1e-6 of the values'
    /// range).
    public func integral(to progress: Double) -> SIMD4<Double> {
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        guard p > 0 else { return .zero }
        let n = values.count
        guard n > 1 else { return values[0] * p }
        if usesCompositeRule { return compositeIntegral(to: p) }
        var sum = SIMD4<Double>()
        if calculationMode == .discrete {
            for index in 0..<n where keyTimes[index] < p {
                sum += values[index] * (min(p, keyTimes[index + 1]) - keyTimes[index])
            }
            return sum
        }
        for index in 0..<(n - 1) where keyTimes[index] < p {
            let start = keyTimes[index], width = keyTimes[index + 1] - start
            guard width > 0 else { continue }
            let function = timingFunctions[index]
            let end = function.parameter(forX: min((p - start) / width, 1))
            let c1 = function.controlPoint1, c2 = function.controlPoint2
            for (node, weight) in Self.gaussNodes {
                let s = end / 2 * (1 + node)
                let eased = TimingFunction.bezier(s, c1.y, c2.y)
                let value = calculationMode == .cubic
                    ? Self.cubicPoint(values, segment: index, local: eased)
                    : values[index] + (values[index + 1] - values[index]) * eased
                sum += value * (width * end / 2 * weight * TimingFunction.bezierSlope(s, c1.x, c2.x))
            }
        }
        return sum
    }

    /// Whether ``integral(to:)`` uses the composite rule: no polynomial form in the segments'
    /// Bézier parameters.
    private var usesCompositeRule: Bool {
        calculationMode == .cubicPaced || !segments.isEmpty || timingFunction != .linear
    }

    /// Adds to `sum`, term by term, the 6-point rule over `start` … `end`.
    private func addInterval(from start: Double, to end: Double, into sum: inout SIMD4<Double>) {
        let half = (end - start) / 2
        for (node, weight) in Self.gaussNodes { sum += value(at: start + half * (1 + node)) * (half * weight) }
    }

    /// ∫₀ᵖ value(at: q) dq by the composite 6-point rule over ``integralIntervals`` equal
    /// intervals of 0…1 (the last one cut at `p`).
    private func compositeIntegral(to p: Double) -> SIMD4<Double> {
        var sum = SIMD4<Double>()
        let step = 1 / Double(Self.integralIntervals)
        var start = 0.0
        while start < p {
            let end = min(start + step, p)
            addInterval(from: start, to: end, into: &sum)
            start = end
        }
        return sum
    }
}

extension KeyframeInterpolation {
    /// ``KeyframeInterpolation/integral(to:)`` of one curve read many times (a spin curve at
    /// every particle's age, every frame; a shader's samples): the same values, bit for bit.
    /// Where the composite rule over ``KeyframeInterpolation/integralIntervals`` intervals
    /// applies, its running sum at the end of each whole interval is kept (257 sums), so that
    /// a reading adds only the 6 terms of the interval it ends in instead of reading every
    /// interval before it again.
    public struct PreparedIntegral: Sendable {
        /// The curve.
        public let curve: KeyframeInterpolation
        /// The composite rule's running sum after 0, 1, … whole intervals; empty where the
        /// curve integrates exactly.
        private let wholeIntervals: [SIMD4<Double>]

        /// The integral of `curve`, prepared.
        public init(_ curve: KeyframeInterpolation) {
            self.curve = curve
            guard curve.values.count > 1, curve.usesCompositeRule else {
                wholeIntervals = []
                return
            }
            let step = 1 / Double(KeyframeInterpolation.integralIntervals)
            var sum = SIMD4<Double>(), sums = [sum]
            for interval in 0..<KeyframeInterpolation.integralIntervals {
                let start = Double(interval) * step
                curve.addInterval(from: start, to: start + step, into: &sum)
                sums.append(sum)
            }
            wholeIntervals = sums
        }

        /// ∫₀ᵖ value(at: q) dq, as ``KeyframeInterpolation/integral(to:)`` gives it.
        public func integral(to progress: Double) -> SIMD4<Double> {
            guard !wholeIntervals.isEmpty else { return curve.integral(to: progress) }
            let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
            guard p > 0 else { return .zero }
            // Exact: the intervals' ends are multiples of a power of two.
            let intervals = Double(KeyframeInterpolation.integralIntervals)
            let whole = Int(p * intervals), start = Double(whole) / intervals
            var sum = wholeIntervals[whole]
            if start < p { curve.addInterval(from: start, to: p, into: &sum) }
            return sum
        }
    }
}
