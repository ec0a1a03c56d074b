/// The inputs of a keyframe animation as written (checked by validation, resolved by
/// ``KeyframeInterpolation``).
public struct KeyframeValues: Sendable, Equatable {
    /// The values, in the property's units.
    public var values: [[Double]]
    /// Fractions of the duration, ascending from 0 to 1, one per value (one more for
    /// `discrete`); evenly spaced when nil.
    public var keyTimes: [Double]?
    /// How values are interpolated.
    public var calculationMode: CalculationMode
    /// One per segment between values, easing each segment's progress; linear when nil.
    public var timingFunctions: [TimingFunction]?

    /// Keyframes through `values`.
    public init(
        values: [[Double]], keyTimes: [Double]? = nil, calculationMode: CalculationMode = .linear,
        timingFunctions: [TimingFunction]? = nil
    ) {
        self.values = values
        self.keyTimes = keyTimes
        self.calculationMode = calculationMode
        self.timingFunctions = timingFunctions
    }
}
