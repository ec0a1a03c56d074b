extension RangedValue {
    /// The value for the centred uniform draw `u` in −½…½: value + range × u.
    ///
    /// Declared in the engine, which draws every particle's values with it: a `package`
    /// function of another module is never inlined, and a call per draw is a measurable part
    /// of a birth.
    /// Eight draws take eight lanes.
    @inline(__always)
    func drawn<Lanes: DoubleLanes>(_ u: Lanes) -> Lanes { Self.drawn(value, range: range, u) }

    /// The draw `u` of `value` with `range`, as ``drawn(_:)`` without building the value
    /// (range × u + value: the same bits as value + range × u).
    @inline(__always)
    static func drawn<Lanes: DoubleLanes>(_ value: Double, range: Double, _ u: Lanes) -> Lanes {
        Lanes(repeating: range) * u + value
    }
}
