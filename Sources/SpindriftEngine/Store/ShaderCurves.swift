import SpindriftDescription

/// A cell's curves over life as short tables of straight segments, steps or Catmull-Rom
/// cubics, or as samples, for evaluation where ``KeyframeInterpolation`` is not at hand (the
/// GPU-resident path's vertex shader): a curve that is linear (or paced, whose key times are
/// already the distances' fractions), cubic or discrete, with a timing function per segment
/// and none over the whole, and at most ``maximumValues`` values, exactly, evaluated as
/// ``KeyframeInterpolation/value(at:)`` and ``KeyframeInterpolation/integral(to:)`` evaluate
/// those modes: the last key time at or before the progress picks the segment. A discrete
/// curve of more values, up to ``maximumBufferValues``, is read exactly too, from ``samples``
/// (``Mode/longSteps``). Any other curve (cubic paced, whose speed along the curve is
/// constant, or one of more values, up to ``maximumBufferValues``) is sampled: its values at
/// ``sampledSegments(values:)`` + 1 evenly spaced progresses, straight between them, and the
/// spin's integral exact at each, plus that of the straight segment after it. Curves of more
/// values are not tables.
package struct ShaderCurves: Equatable, Sendable {
    /// The most values a curve may have.
    package static let maximumValues = 8
    /// Key times a table holds: one more than the values, for discrete curves.
    package static let maximumTimes = maximumValues + 1
    /// The most values a curve read from the shader's buffer texture (sampled, or steps of
    /// more than ``maximumValues``) may have: four such curves, sampled 8 times a span, take at
    /// most 65,508 texels (steps take a texel a value and one per 4 key times), and the
    /// smallest buffer texture OpenGL allows holds 65,536.
    package static let maximumBufferValues = 2_048
    /// The fewest straight segments of a sampled curve: a smooth curve's value is then off by
    /// at most an eighth of its largest second derivative over 16² (1/2048 of it); a steeper
    /// bend is rounded off.
    package static let minimumSampledSegments = 16
    /// Straight segments per span between a sampled curve's values: a curve of many values
    /// bends between each pair, and 16 segments over a dozen of them rounded the bends of a
    /// cubic spin curve off by a mean of half a level of 255.
    package static let sampledSegmentsPerSpan = 8

    /// The uniforms of a curve the cell lacks, or that is read from its samples: zero values,
    /// key times of 1, linear timing functions.
    static let noValues = [SIMD4<Float>](repeating: .zero, count: maximumValues)
    static let noTimes = [Float](repeating: 1, count: maximumTimes)
    static let noEasings = [SIMD4<Float>](repeating: [0, 0, 1, 1], count: maximumValues)

    /// The straight segments of a sampled curve of `values` values.
    package static func sampledSegments(values: Int) -> Int {
        max(minimumSampledSegments, sampledSegmentsPerSpan * (values - 1))
    }

    /// How a curve runs from one value to the next, as the shader reads it.
    package enum Mode: Int32, Sendable {
        /// Straight (``CalculationMode/linear``, ``CalculationMode/paced``).
        case straight = 0
        /// Steps (``CalculationMode/discrete``).
        case steps = 1
        /// Catmull-Rom (``CalculationMode/cubic``): each segment's Hermite cubic, its
        /// tangents half the differences of the values around its ends.
        case cubic = 2
        /// Sampled: straight between the curve's values at evenly spaced progresses.
        case sampled = 3
        /// Steps of more than ``ShaderCurves/maximumValues`` values, read from ``Table/samples``:
        /// the values, then the key times four to a texel.
        case longSteps = 4
    }

    /// One curve.
    package struct Table: Equatable, Sendable {
        /// Its values, components past the curve's 0, then the last value repeated up to
        /// ``ShaderCurves/maximumValues`` (zeros when it is read from ``samples``).
        package let values: [SIMD4<Float>]
        /// Its key times, ascending from 0 to 1 (one more than ``count`` when discrete), then
        /// 1 up to ``ShaderCurves/maximumTimes``.
        package let times: [Float]
        /// How many values the curve has; for a sampled one, how many samples.
        package let count: Int
        /// How it runs from value to value.
        package let mode: Mode
        /// Each segment's timing function's control points (x₁, y₁, x₂, y₂), then linear ones
        /// up to ``ShaderCurves/maximumValues``.
        package let easings: [SIMD4<Float>]
        /// A sampled curve's values at progress 0, 1/n, …, 1, where n is
        /// ``ShaderCurves/sampledSegments(values:)`` of its values; a ``Mode/longSteps`` curve's
        /// values, then its key times four to a texel (the last texel padded with 1); for the
        /// spin, a value has one component, and its integral from 0 (to its key time, for
        /// steps) follows it. Empty for the others.
        package let samples: [SIMD4<Float>]

        /// The table of `curve`, with the spin's integrals when it is `integrated`; nil for a
        /// curve of more than ``ShaderCurves/maximumBufferValues`` values, or a discrete one
        /// along a path or eased as a whole (not a curve over life).
        init?(_ curve: KeyframeInterpolation, integrated: Bool = false) {
            let exact: Mode? = switch curve.calculationMode {
            case .linear, .paced: .straight
            case .discrete: .steps
            case .cubic: .cubic
            case .cubicPaced: nil
            }
            guard let mode = exact, curve.segments.isEmpty, curve.timingFunction == .linear,
                  !curve.values.isEmpty, curve.values.count <= ShaderCurves.maximumValues,
                  curve.keyTimes.count <= ShaderCurves.maximumTimes, curve.timingFunctions.count <= ShaderCurves.maximumValues
            else {
                guard !curve.values.isEmpty, curve.values.count <= ShaderCurves.maximumBufferValues else { return nil }
                guard curve.calculationMode == .discrete else {
                    self.init(sampling: curve, integrated: integrated)
                    return
                }
                guard curve.segments.isEmpty, curve.timingFunction == .linear else { return nil }
                self.init(longSteps: curve, integrated: integrated)
                return
            }
            self.init(curve, mode: mode)
        }

        /// The exact table of `curve`, which fits one, running as `mode` says.
        private init(_ curve: KeyframeInterpolation, mode: Mode) {
            count = curve.values.count
            self.mode = mode
            samples = []
            let easings = curve.timingFunctions.map {
                SIMD4<Float>(SIMD4($0.controlPoint1.x, $0.controlPoint1.y, $0.controlPoint2.x, $0.controlPoint2.y))
            }
            self.easings = easings + Array(repeating: [0, 0, 1, 1], count: ShaderCurves.maximumValues - easings.count)
            let values = curve.values.map(SIMD4<Float>.init)
            self.values = values + Array(repeating: values.last!, count: ShaderCurves.maximumValues - count)
            let times = curve.keyTimes.map(Float.init)
            self.times = times + Array(repeating: 1, count: ShaderCurves.maximumTimes - times.count)
        }

        /// The table of `curve`, discrete, read from the buffer texture; with its exact integral
        /// at each key time when `integrated`.
        private init(longSteps curve: KeyframeInterpolation, integrated: Bool) {
            (count, mode) = (curve.values.count, .longSteps)
            (values, times, easings) = (ShaderCurves.noValues, ShaderCurves.noTimes, ShaderCurves.noEasings)
            let integral = KeyframeInterpolation.PreparedIntegral(curve)
            let steps = integrated
                ? zip(curve.values, curve.keyTimes).map { SIMD4<Float>(Float($0[0]), Float(integral.integral(to: $1)[0]), 0, 0) }
                : curve.values.map(SIMD4<Float>.init)
            let times = curve.keyTimes.map(Float.init)
            let packed = stride(from: 0, to: times.count, by: 4).map { first in
                SIMD4<Float>((0..<4).map { first + $0 < times.count ? times[first + $0] : 1 })
            }
            samples = steps + packed
        }

        /// The sampled table of `curve`; with its exact integral at each sample when
        /// `integrated`, so that the integral's error is one segment's, not their sum.
        private init(sampling curve: KeyframeInterpolation, integrated: Bool) {
            let segments = ShaderCurves.sampledSegments(values: curve.values.count)
            (count, mode) = (segments + 1, .sampled)
            (values, times, easings) = (ShaderCurves.noValues, ShaderCurves.noTimes, ShaderCurves.noEasings)
            let progresses = (0...segments).map { Double($0) / Double(segments) }
            let points = progresses.map { curve.value(at: $0) }
            guard integrated else {
                samples = points.map(SIMD4<Float>.init)
                return
            }
            let integral = KeyframeInterpolation.PreparedIntegral(curve)
            samples = zip(points, progresses).map { SIMD4<Float>(Float($0[0]), Float(integral.integral(to: $1)[0]), 0, 0) }
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
    /// The ``Table/samples`` of those read from them (sampled, or long steps), in the same
    /// order: what a shader's buffer texture takes, made once.
    package let allSamples: [SIMD4<Float>]
    /// Where each of the four's samples start in ``allSamples`` (0 for one without).
    package let sampleStarts: SIMD4<Int32>
    /// How many values each of the four has, 0 for none.
    package let counts: SIMD4<Int32>
    /// How each of the four runs (``Mode``'s raw values).
    package let modes: SIMD4<Int32>

    /// The tables of a cell's curves (nil for none); nil when one of them is not a table.
    init?(scale: KeyframeInterpolation?, color: KeyframeInterpolation?, alpha: KeyframeInterpolation?, spin: KeyframeInterpolation?) {
        func table(_ curve: KeyframeInterpolation?, integrated: Bool = false) -> Table?? {
            guard let curve else { return .some(nil) }
            return Table(curve, integrated: integrated).map { .some($0) }
        }
        guard let scale = table(scale), let color = table(color), let alpha = table(alpha), let spin = table(spin, integrated: true)
        else { return nil }
        (self.scale, self.color, self.alpha, self.spin) = (scale, color, alpha, spin)
        let tables = [scale, color, alpha, spin]
        allValues = tables.flatMap { $0?.values ?? Self.noValues }
        allTimes = tables.flatMap { $0?.times ?? Self.noTimes }
        allEasings = tables.flatMap { $0?.easings ?? Self.noEasings }
        allSamples = tables.flatMap { $0?.samples ?? [] }
        var starts = SIMD4<Int32>.zero, start = 0
        for (curve, table) in tables.enumerated() {
            guard let samples = table?.samples, !samples.isEmpty else { continue }
            starts[curve] = Int32(start)
            start += samples.count
        }
        sampleStarts = starts
        counts = SIMD4(tables.map { Int32($0?.count ?? 0) })
        modes = SIMD4(tables.map { $0?.mode.rawValue ?? 0 })
    }
}
