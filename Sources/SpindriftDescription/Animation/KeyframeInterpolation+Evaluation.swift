extension KeyframeInterpolation {
    /// The value at progress `progress` (a fraction of the duration, clamped to 0…1, NaN as
    /// 0), in the values' units; see ``KeyframeInterpolation`` for each mode's formula.
    public func value(at progress: Double) -> SIMD4<Double> {
        let p = easedProgress(progress)
        let n = values.count
        guard n > 1 else { return values[0] }
        if !segments.isEmpty, calculationMode != .discrete {
            let (index, t) = pathLocation(at: p)
            let point = segments[index].point(at: t)
            return SIMD4(point.x, point.y, 0, 0)
        }
        switch calculationMode {
        case .discrete:
            return values[min(segment(at: p, last: n), n - 1)]
        case .linear, .paced, .cubic:
            let (index, eased) = segmentProgress(at: p)
            if calculationMode == .cubic { return Self.cubicPoint(values, segment: index, local: eased) }
            return values[index] + (values[index + 1] - values[index]) * eased
        case .cubicPaced:
            return Self.cubicPoint(values, segment: 0, local: 0, parameter: parameter(atFraction: p))
        }
    }

    /// A path's direction of travel at progress `progress`, in radians from +x toward +y
    /// (what `rotationMode` turns the layer by): the tangent of the segment there; in
    /// `discrete` mode the tangent at the point shown (the first segment's start, else the
    /// end of the segment that reaches it). 0 without a path.
    public func tangentAngle(at progress: Double) -> Double {
        guard !segments.isEmpty else { return 0 }
        let p = easedProgress(progress)
        if calculationMode == .discrete {
            let index = min(segment(at: p, last: values.count), values.count - 1)
            return index == 0 ? segments[0].tangentAngle(at: 0) : segments[index - 1].tangentAngle(at: 1)
        }
        let (index, t) = pathLocation(at: p)
        return segments[index].tangentAngle(at: t)
    }

    /// `progress` clamped to 0…1 (NaN as 0) and eased by ``timingFunction``.
    private func easedProgress(_ progress: Double) -> Double {
        let clamped = progress.isNaN ? 0 : min(max(progress, 0), 1)
        let eased = timingFunction.progress(clamped)
        return eased.isNaN ? 0 : min(max(eased, 0), 1)
    }

    /// The segment at eased progress `p` between key times and its local progress, eased by
    /// its timing function.
    private func segmentProgress(at p: Double) -> (index: Int, local: Double) {
        let index = segment(at: p, last: values.count - 2)
        let start = keyTimes[index], end = keyTimes[index + 1]
        let local = end > start ? (p - start) / (end - start) : 1
        return (index, timingFunctions[index].progress(local))
    }

    /// A path's segment at eased progress `p` and the curve parameter in it: by key time
    /// (`linear`, `cubic`), or by arc length (`paced`, `cubicPaced`).
    private func pathLocation(at p: Double) -> (index: Int, local: Double) {
        guard calculationMode == .paced || calculationMode == .cubicPaced else { return segmentProgress(at: p) }
        let parameter = parameter(atFraction: p)
        let index = min(Int(max(parameter, 0)), segments.count - 1)
        return (index, parameter - Double(index))
    }

    /// The value at progress `progress` in cycle `iteration` (from ``MediaTiming``), with
    /// ``isCumulative`` adding `iteration` × the value at the end of a cycle (the last value,
    /// or with `autoreverses` the first) and then ``isAdditive`` adding `modelValue` (the
    /// property's own value).
    public func value(
        at progress: Double, iteration: Int, autoreverses: Bool = false, modelValue: SIMD4<Double>
    ) -> SIMD4<Double> {
        var result = value(at: progress)
        if isCumulative && iteration != 0 {
            result += value(at: autoreverses ? 0 : 1) * Double(iteration)
        }
        if isAdditive { result += modelValue }
        return result
    }

    /// The largest index i ≤ `last` with keyTimes[i] ≤ p (0 when none is).
    private func segment(at p: Double, last: Int) -> Int {
        var low = 0, high = last
        while low < high {
            let middle = (low + high + 1) / 2
            if keyTimes[middle] <= p { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// `cubicPaced`, or a path's paced modes: the curve parameter (in segments, 0…n − 1) at which the arc length is
    /// `fraction` of the total, by the chord table; the parameter itself when the length is 0
    /// or not finite.
    private func parameter(atFraction fraction: Double) -> Double {
        let segments = Double(values.count - 1)
        guard let total = arcLengths.last, total > 0, total.isFinite else { return fraction * segments }
        let target = fraction * total
        var low = 0, high = arcLengths.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if arcLengths[middle] <= target { low = middle } else { high = middle }
        }
        let span = arcLengths[high] - arcLengths[low]
        let within = span > 0 ? min(max((target - arcLengths[low]) / span, 0), 1) : 0
        return min((Double(low) + within) / Double(Self.chordsPerSegment(segments: values.count - 1)), segments)
    }

    /// The Catmull-Rom curve through `values` at `local` (0…1) in `segment`, or, when
    /// `parameter` is given, at that many segments from the start.
    static func cubicPoint(
        _ values: [SIMD4<Double>], segment: Int, local: Double, parameter: Double? = nil
    ) -> SIMD4<Double> {
        let last = values.count - 1
        var index = segment, s = local
        if let parameter {
            index = min(Int(max(parameter, 0)), last - 1)
            s = parameter - Double(index)
        }
        let p0 = values[index], p1 = values[index + 1]
        let m0 = (p1 - values[max(index - 1, 0)]) * 0.5
        let m1 = (values[min(index + 2, last)] - p0) * 0.5
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s
        let h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
        return p0 * h00 + m0 * h10 + p1 * h01 + m1 * h11
    }
}
