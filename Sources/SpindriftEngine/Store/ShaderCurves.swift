import SpindriftDescription

/// A cell's curves over life as short tables of straight segments, steps or Catmull-Rom
/// cubics, for evaluation where ``KeyframeInterpolation`` is not at hand (the GPU-resident
/// path's vertex shader): each curve is linear (or paced, whose key times are already the
/// distances' fractions), cubic or discrete, with a timing function per segment and none over
/// the whole, and at most ``maximumValues`` values. Evaluated as
/// ``KeyframeInterpolation/value(at:)`` and ``KeyframeInterpolation/integral(to:)`` evaluate
/// those modes: the last key time at or before the progress picks the segment.
package struct ShaderCurves: Equatable, Sendable {
    /// The most values a curve may have.
    package static let maximumValues = 8
    /// Key times a table holds: one more than the values, for discrete curves.
    package static let maximumTimes = maximumValues + 1

    /// How a curve runs from one value to the next, as the shader reads it.
    package enum Mode: Int32, Sendable {
        /// Straight (``CalculationMode/linear``, ``CalculationMode/paced``).
        case straight = 0
        /// Steps (``CalculationMode/discrete``).
        case steps = 1
        /// Catmull-Rom (``CalculationMode/cubic``): each segment's Hermite cubic, its
        /// tangents half the differences of the values around its ends.
        case cubic = 2
    }

    /// One curve.
    package struct Table: Equatable, Sendable {
        /// Its values, components past the curve's 0, then the last value repeated up to
        /// ``ShaderCurves/maximumValues``.
        package let values: [SIMD4<Float>]
        /// Its key times, ascending from 0 to 1 (one more than ``count`` when discrete), then
        /// 1 up to ``ShaderCurves/maximumTimes``.
        package let times: [Float]
        /// How many values the curve has.
        package let count: Int
        /// How it runs from value to value.
        package let mode: Mode
        /// Each segment's timing function's control points (x₁, y₁, x₂, y₂), then linear ones
        /// up to ``ShaderCurves/maximumValues``.
        package let easings: [SIMD4<Float>]

        /// The table of `curve`; nil when it is not one.
        init?(_ curve: KeyframeInterpolation) {
            let mode: Mode
            switch curve.calculationMode {
            case .linear, .paced: mode = .straight
            case .discrete: mode = .steps
            case .cubic: mode = .cubic
            case .cubicPaced: return nil
            }
            guard curve.segments.isEmpty, curve.timingFunction == .linear,
                  !curve.values.isEmpty, curve.values.count <= ShaderCurves.maximumValues,
                  curve.keyTimes.count <= ShaderCurves.maximumTimes, curve.timingFunctions.count <= ShaderCurves.maximumValues
            else { return nil }
            count = curve.values.count
            self.mode = mode
            let easings = curve.timingFunctions.map {
                SIMD4<Float>(SIMD4($0.controlPoint1.x, $0.controlPoint1.y, $0.controlPoint2.x, $0.controlPoint2.y))
            }
            self.easings = easings + Array(repeating: [0, 0, 1, 1], count: ShaderCurves.maximumValues - easings.count)
            let values = curve.values.map(SIMD4<Float>.init)
            self.values = values + Array(repeating: values.last!, count: ShaderCurves.maximumValues - count)
            let times = curve.keyTimes.map(Float.init)
            self.times = times + Array(repeating: 1, count: ShaderCurves.maximumTimes - times.count)
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
    /// Their segments' timing functions in the same order, ``maximumValues`` each (linear for
    /// a curve it lacks).
    package let allEasings: [SIMD4<Float>]
    /// How many values each of the four has, 0 for none.
    package let counts: SIMD4<Int32>
    /// How each of the four runs (``Mode``'s raw values).
    package let modes: SIMD4<Int32>

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
        allEasings = tables.flatMap { $0?.easings ?? Array(repeating: [0, 0, 1, 1], count: Self.maximumValues) }
        counts = SIMD4(tables.map { Int32($0?.count ?? 0) })
        modes = SIMD4(tables.map { $0?.mode.rawValue ?? 0 })
    }
}
