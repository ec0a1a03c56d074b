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
        for index in 0..<exactSegments where keyTimes[index] < p { addSegment(index, to: p, into: &sum) }
        return sum
    }

    /// The segments the exact form sums: a discrete curve's steps (one per value), else the
    /// spans between values.
    private var exactSegments: Int {
        calculationMode == .discrete ? values.count : values.count - 1
    }

    /// Adds to `sum`, term by term, segment `index`'s integral from its start to progress `p`
    /// (beyond the segment's end: the whole segment), for a curve with the exact form.
    private func addSegment(_ index: Int, to p: Double, into sum: inout SIMD4<Double>) {
        if calculationMode == .discrete {
            sum += values[index] * (min(p, keyTimes[index + 1]) - keyTimes[index])
            return
        }
        let start = keyTimes[index], width = keyTimes[index + 1] - start
        guard width > 0 else { return }
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
    /// The running sum at the end of each whole interval of the composite rule (257 sums), or
    /// of each segment of the exact form, is kept, so that a reading adds only the terms of
    /// the interval or segment it ends in instead of reading every one before it again (a
    /// curve of 2,048 values, sampled 16,377 times for the shader, read its segments 33
    /// million times).
    public struct PreparedIntegral: Sendable {
        /// The curve.
        public let curve: KeyframeInterpolation
        /// The running sum after 0, 1, … whole intervals of the composite rule, or whole
        /// segments of the exact form; empty for a curve of one value.
        private let wholeSums: [SIMD4<Double>]

        /// The integral of `curve`, prepared.
        public init(_ curve: KeyframeInterpolation) {
            self.curve = curve
            guard curve.values.count > 1 else {
                wholeSums = []
                return
            }
            var sum = SIMD4<Double>(), sums = [sum]
            if curve.usesCompositeRule {
                let step = 1 / Double(KeyframeInterpolation.integralIntervals)
                for interval in 0..<KeyframeInterpolation.integralIntervals {
                    let start = Double(interval) * step
                    curve.addInterval(from: start, to: start + step, into: &sum)
                    sums.append(sum)
                }
            } else {
                // Progress 1 reaches past every segment's end: each is added whole, as a
                // reading past its end adds it.
                for index in 0..<curve.exactSegments {
                    curve.addSegment(index, to: 1, into: &sum)
                    sums.append(sum)
                }
            }
            wholeSums = sums
        }

        /// ∫₀ᵖ value(at: q) dq, as ``KeyframeInterpolation/integral(to:)`` gives it.
        public func integral(to progress: Double) -> SIMD4<Double> {
            guard !wholeSums.isEmpty else { return curve.integral(to: progress) }
            let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
            guard p > 0 else { return .zero }
            guard curve.usesCompositeRule else {
                // The segments starting before p (key times ascend): all but the last end at
                // or before p, so the sum reads them whole.
                var low = 0, high = curve.exactSegments
                while low < high {
                    let middle = (low + high) / 2
                    if curve.keyTimes[middle] < p { low = middle + 1 } else { high = middle }
                }
                guard low > 0 else { return .zero }
                var sum = wholeSums[low - 1]
                curve.addSegment(low - 1, to: p, into: &sum)
                return sum
            }
            // Exact: the intervals' ends are multiples of a power of two.
            let intervals = Double(KeyframeInterpolation.integralIntervals)
            let whole = Int(p * intervals), start = Double(whole) / intervals
            var sum = wholeSums[whole]
            if start < p { curve.addInterval(from: start, to: p, into: &sum) }
            return sum
        }
    }
}
