/// Every animation of one property, in the layer's order: the property's presentation value
/// at any layer local time.
///
/// Starting from the model value, each animation in effect replaces the value so far, or
/// with `isAdditive` adds to it; the result is clamped to the property's range.
public struct AnimationTrack: Sendable {
    /// The property.
    public let target: AnimationTarget
    /// Its value as the description sets it.
    package let modelValue: SIMD4<Double>
    /// Its animations, in order.
    let animations: [CompiledAnimation]

    /// The presentation value at layer local time `time` (seconds): the model value where no
    /// animation has an effect.
    public func value(at time: Double) -> SIMD4<Double> {
        var value = modelValue
        for animation in animations {
            guard let animated = animation.value(at: time, model: modelValue) else { continue }
            value = animation.isAdditive ? value + animated : animated
        }
        return target.clamped(value)
    }
}
