/// The values of a `CABasicAnimation` as a function of its progress: which two values it runs
/// between (from `fromValue`, `toValue` and `byValue`, any of them unset), eased by a
/// timing function, plus `isAdditive` and `isCumulative`.
///
/// Vectors are `SIMD4<Double>` in the animated property's units (lanes a property does not
/// have stay 0). The endpoints follow Core Animation's table, where "current" is the
/// property's model value (the description's) and "previous" its value before the animation
/// (the model value unless a caller knows better):
///
/// | set | from | to |
/// |---|---|---|
/// | from, to | from | to |
/// | from, by | from | from + by |
/// | by, to | to − by | to |
/// | from | from | current |
/// | to | current | to |
/// | by | current | current + by |
/// | none | previous | current |
///
/// When all three are set, `fromValue` and `toValue` win (`byValue` is ignored). The table is
/// read the same way with ``isAdditive``: the model value is then added on top.
public struct BasicInterpolation: Hashable, Sendable {
    /// The start value, in the property's units (nil: unset).
    public var fromValue: SIMD4<Double>?
    /// The end value, in the property's units (nil: unset).
    public var toValue: SIMD4<Double>?
    /// The change from start to end, in the property's units (nil: unset).
    public var byValue: SIMD4<Double>?
    /// Eases the progress: value = from + (to − from) × f(progress).
    public var timingFunction: TimingFunction
    /// Whether the model value is added to the animated value.
    public var isAdditive: Bool
    /// Whether each repeat cycle builds on the end of the previous one: iteration × the value
    /// at the end of a cycle is added (0 → 10 repeated plays 0…10, 10…20, 20…30).
    public var isCumulative: Bool

    /// An animation between the given values (each optional), linear unless told otherwise.
    public init(
        fromValue: SIMD4<Double>? = nil, toValue: SIMD4<Double>? = nil, byValue: SIMD4<Double>? = nil,
        timingFunction: TimingFunction = .linear, isAdditive: Bool = false, isCumulative: Bool = false
    ) {
        self.fromValue = fromValue
        self.toValue = toValue
        self.byValue = byValue
        self.timingFunction = timingFunction
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
    }

    /// The two values it runs between, by the table above; `previousValue` nil means the
    /// model value.
    public func endpoints(
        modelValue: SIMD4<Double>, previousValue: SIMD4<Double>? = nil
    ) -> (from: SIMD4<Double>, to: SIMD4<Double>) {
        switch (fromValue, toValue, byValue) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, from + by)
        case let (nil, to?, by?): return (to - by, to)
        case let (from?, nil, nil): return (from, modelValue)
        case let (nil, to?, nil): return (modelValue, to)
        case let (nil, nil, by?): return (modelValue, modelValue + by)
        case (nil, nil, nil): return (previousValue ?? modelValue, modelValue)
        }
    }

    /// The value at progress `progress` (0…1 from ``MediaTiming``, clamped, NaN as 0) in cycle
    /// `iteration`: from + (to − from) × f(progress) (f may overshoot), then with
    /// ``isCumulative`` plus `iteration` × the value at a cycle's end (`to`, or `from` with
    /// `autoreverses`), then with ``isAdditive`` plus `modelValue`.
    public func value(
        at progress: Double, iteration: Int = 0, autoreverses: Bool = false,
        modelValue: SIMD4<Double>, previousValue: SIMD4<Double>? = nil
    ) -> SIMD4<Double> {
        let (from, to) = endpoints(modelValue: modelValue, previousValue: previousValue)
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        var result = from + (to - from) * timingFunction.progress(p)
        if isCumulative && iteration != 0 { result += (autoreverses ? from : to) * Double(iteration) }
        if isAdditive { result += modelValue }
        return result
    }
}
