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
    /// `path`: SVG path data (see ``PathData``) whose points replace ``values``, for a
    /// property whose value is a point [x, y]; nil: none.
    public var path: String?
    /// How a path turns the layer; nil: not at all.
    public var rotationMode: RotationMode?

    /// Keyframes through `values`.
    public init(
        values: [[Double]], keyTimes: [Double]? = nil, calculationMode: CalculationMode = .linear,
        timingFunctions: [TimingFunction]? = nil, path: String? = nil, rotationMode: RotationMode? = nil
    ) {
        self.values = values
        self.keyTimes = keyTimes
        self.calculationMode = calculationMode
        self.timingFunctions = timingFunctions
        self.path = path
        self.rotationMode = rotationMode
    }
}
