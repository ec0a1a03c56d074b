/// `fromValue`, `toValue` and `byValue` of a basic or spring animation, any of them unset:
/// Core Animation's table says which two values it runs between, an unset end being the
/// property's model value (see ``BasicInterpolation``).
public struct BasicValues: Sendable, Equatable {
    /// The start value, in the property's units.
    public var fromValue: [Double]?
    /// The end value, in the property's units.
    public var toValue: [Double]?
    /// The change from start to end, in the property's units.
    public var byValue: [Double]?

    /// Values with the given ends (each optional).
    public init(fromValue: [Double]? = nil, toValue: [Double]? = nil, byValue: [Double]? = nil) {
        self.fromValue = fromValue
        self.toValue = toValue
        self.byValue = byValue
    }
}
