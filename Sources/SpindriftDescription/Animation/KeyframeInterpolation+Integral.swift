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

    /// ``integral(to:)`` at each of `progresses` (clamped to 0…1, NaN as 0), the same values
    /// bit for bit; where the composite rule over ``integralIntervals`` intervals applies, the
    /// whole intervals below each progress are read once for all of them when the progresses
    /// ascend, instead of again for every one.
    public func integrals(to progresses: [Double]) -> [SIMD4<Double>] {
        guard values.count > 1, usesCompositeRule else { return progresses.map(integral(to:)) }
        let step = 1 / Double(Self.integralIntervals)
        // The rule's running sum over its whole intervals from 0 to `start`.
        var whole = SIMD4<Double>(), start = 0.0
        return progresses.map { progress in
            let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
            guard p > 0, p >= start else { return integral(to: p) }
            while start + step <= p {
                addInterval(from: start, to: start + step, into: &whole)
                start += step
            }
            var sum = whole
            if start < p { addInterval(from: start, to: p, into: &sum) }
            return sum
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
