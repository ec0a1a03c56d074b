extension RangedValue {
    /// The value for the centred uniform draw `u` in −½…½: value + range × u.
    ///
    /// Declared in the engine, which draws every particle's values with it: a `package`
    /// function of another module is never inlined, and a call per draw is a measurable part
    /// of a birth.
    @inline(__always)
    func drawn(_ u: Double) -> Double { Self.drawn(value, range: range, u) }

    /// The draw `u` of `value` with `range`, as ``drawn(_:)`` without building the value.
    @inline(__always)
    static func drawn(_ value: Double, range: Double, _ u: Double) -> Double { value + range * u }
}
