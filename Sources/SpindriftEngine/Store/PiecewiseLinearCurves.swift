import SpindriftDescription

/// A cell's curves over life as short tables of straight segments or steps, for evaluation
/// where ``KeyframeInterpolation`` is not at hand (the GPU-resident path's vertex shader):
/// each curve is linear (or paced, whose key times are already the distances' fractions)
/// without timing functions, or discrete, with at most ``maximumValues`` values. Evaluated as
/// ``KeyframeInterpolation/value(at:)`` and ``KeyframeInterpolation/integral(to:)`` evaluate
/// those modes: the last key time at or before the progress picks the segment.
package struct PiecewiseLinearCurves: Equatable, Sendable {
    /// The most values a curve may have.
    package static let maximumValues = 8
    /// Key times a table holds: one more than the values, for discrete curves.
    package static let maximumTimes = maximumValues + 1

    /// One curve.
    package struct Table: Equatable, Sendable {
        /// Its values, components past the curve's 0, then the last value repeated up to
        /// ``PiecewiseLinearCurves/maximumValues``.
        package let values: [SIMD4<Float>]
        /// Its key times, ascending from 0 to 1 (one more than ``count`` when ``discrete``),
        /// then 1 up to ``PiecewiseLinearCurves/maximumTimes``.
        package let times: [Float]
        /// How many values the curve has.
        package let count: Int
        /// Whether it steps from value to value rather than running straight between them.
        package let discrete: Bool

        /// The table of `curve`; nil when it is not one.
        init?(_ curve: KeyframeInterpolation) {
            let straight = curve.calculationMode == .linear || curve.calculationMode == .paced
            guard straight || curve.calculationMode == .discrete, curve.segments.isEmpty,
                  curve.timingFunction == .linear, curve.timingFunctions.allSatisfy({ $0 == .linear }),
                  !curve.values.isEmpty, curve.values.count <= PiecewiseLinearCurves.maximumValues,
                  curve.keyTimes.count <= PiecewiseLinearCurves.maximumTimes
            else { return nil }
            count = curve.values.count
            discrete = !straight
            let values = curve.values.map(SIMD4<Float>.init)
            self.values = values + Array(repeating: values.last!, count: PiecewiseLinearCurves.maximumValues - count)
            let times = curve.keyTimes.map(Float.init)
            self.times = times + Array(repeating: 1, count: PiecewiseLinearCurves.maximumTimes - times.count)
        }
    }

    /// Multiplies the scale; multiplies each colour component; multiplies the alpha after the
    /// colour; multiplies the spin (the rotation is its integral). Nil for no curve.
    package let scale, color, alpha, spin: Table?
    /// The values of the four curves in that order, ``maximumValues`` each (zeros for a curve
    /// the cell lacks): what a shader's uniform array takes, made once.
    package let allValues: [SIMD4<Float>]
    /// Their key times in the same order, ``maximumTimes`` each (ones for a curve it lacks).
    package let allTimes: [Float]
    /// How many values each of the four has, 0 for none.
    package let counts: SIMD4<Int32>
    /// Whether each of the four steps (1) or runs straight (0).
    package let steps: SIMD4<Int32>

    /// The tables of a cell's curves (nil for none); nil when one of them is not a table.
    init?(scale: KeyframeInterpolation?, color: KeyframeInterpolation?, alpha: KeyframeInterpolation?, spin: KeyframeInterpolation?) {
        func table(_ curve: KeyframeInterpolation?) -> Table?? {
            guard let curve else { return .some(nil) }
            return Table(curve).map { .some($0) }
        }
        guard let scale = table(scale), let color = table(color), let alpha = table(alpha), let spin = table(spin)
        else { return nil }
        (self.scale, self.color, self.alpha, self.spin) = (scale, color, alpha, spin)
        let tables = [scale, color, alpha, spin]
        allValues = tables.flatMap { $0?.values ?? Array(repeating: .zero, count: Self.maximumValues) }
        allTimes = tables.flatMap { $0?.times ?? Array(repeating: 1, count: Self.maximumTimes) }
        counts = SIMD4(tables.map { Int32($0?.count ?? 0) })
        steps = SIMD4(tables.map { $0?.discrete == true ? 1 : 0 })
    }
}
