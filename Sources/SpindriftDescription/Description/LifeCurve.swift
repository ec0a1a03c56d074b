/// A property's value over each particle's life, in `CAKeyframeAnimation`'s vocabulary: a
/// Spindrift extension (``CellExtensions``). The progress is the particle's normalised age,
/// u = age / lifetime (0 at birth, 1 at death), and the curve's value at u multiplies the
/// particle's birth value; the property's own rate of change (`scaleSpeed`, `redSpeed`, …)
/// is then ignored. Particle Designer's start → finish is the two-value curve `[start, finish]`.
public struct LifeCurve: Sendable, Equatable {
    /// The values, each a multiplier of the birth value (a colour's four components each
    /// multiplying its own); unitless.
    public var values: [[Double]]
    /// Normalised ages (0…1), ascending from 0 to 1, one per value (one more for `discrete`);
    /// evenly spaced when nil.
    public var keyTimes: [Double]?
    /// How values are joined, as in `CAKeyframeAnimation`.
    public var calculationMode: CalculationMode
    /// One per segment between values, easing each segment's progress; linear when nil.
    public var timingFunctions: [TimingFunction]?

    /// The curve through `values` (multipliers) at `keyTimes` (normalised ages).
    public init(
        values: [[Double]], keyTimes: [Double]? = nil, calculationMode: CalculationMode = .linear,
        timingFunctions: [TimingFunction]? = nil
    ) {
        self.values = values
        self.keyTimes = keyTimes
        self.calculationMode = calculationMode
        self.timingFunctions = timingFunctions
    }

    /// The curve as Core Animation's keyframe formulas evaluate it, progress being the
    /// normalised age; throws the first problem of its inputs, its path inside the curve.
    public func interpolation() throws -> KeyframeInterpolation {
        try KeyframeInterpolation(
            values: values, keyTimes: keyTimes, calculationMode: calculationMode, timingFunctions: timingFunctions)
    }
}
