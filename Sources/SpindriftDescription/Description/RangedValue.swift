/// A value drawn uniformly from value ± range/2, as Core Animation draws every `…Range`
/// key: one type for the value and its spread, drawn by one function.
package struct RangedValue: Equatable, Sendable {
    /// The mean.
    package var value: Double
    /// The full width of the spread (its sign does not matter).
    package var range: Double

    /// A value with its spread.
    package init(_ value: Double, range: Double) {
        self.value = value
        self.range = range
    }

    /// The largest draw: value + |range|/2.
    package var upperBound: Double { value + abs(range) / 2 }

    /// The smallest draw: value − |range|/2.
    package var lowerBound: Double { value - abs(range) / 2 }

    /// The largest magnitude a draw reaches: |value| + |range|/2.
    var magnitudeBound: Double { abs(value) + abs(range) / 2 }

    /// Both multiplied by `factor` (the layer's multipliers).
    package static func * (ranged: RangedValue, factor: Double) -> RangedValue {
        RangedValue(ranged.value * factor, range: ranged.range * factor)
    }

    /// Both divided by `divisor` (the cell's speed dividing lifetimes).
    package static func / (ranged: RangedValue, divisor: Double) -> RangedValue {
        RangedValue(ranged.value / divisor, range: ranged.range / divisor)
    }
}

extension EmitterCell {
    /// The cell's ranged values, each with the range its declaration names
    /// (``PropertyDeclaration/rangeKey``).
    package var lifetimeSpread: RangedValue { RangedValue(lifetime, range: lifetimeRange) }
    package var velocitySpread: RangedValue { RangedValue(velocity, range: velocityRange) }
    package var scaleSpread: RangedValue { RangedValue(scale, range: scaleRange) }
    package var spinSpread: RangedValue { RangedValue(spin, range: spinRange) }
    /// The colour's spread per component: [redRange, greenRange, blueRange, alphaRange].
    package var colorRange: SIMD4<Double> { SIMD4(redRange, greenRange, blueRange, alphaRange) }
}
