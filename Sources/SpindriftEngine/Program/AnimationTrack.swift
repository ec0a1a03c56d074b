/// Every animation of one property, in the layer's order: the property's presentation value
/// at any layer local time.
///
/// Starting from the model value, each animation in effect replaces the value so far, or
/// with `isAdditive` adds to it; the result is clamped to the property's range. An animation
/// of a component key path (`position.x`) does so to its components only, so a later one
/// overrides the components it sets, as Core Animation applies animations in the order they
/// were added.
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
        value(at: time, model: modelValue)
    }

    /// The presentation value at layer local time `time` (seconds) for the model value
    /// `model`: what a layer's placement reads, whose model is only known once the layer is
    /// placed in its superlayer.
    public func value(at time: Double, model: SIMD4<Double>) -> SIMD4<Double> {
        var value = model
        for animation in animations { value = animation.apply(at: time, model: model, to: value) }
        return target.clamped(value)
    }

    /// The turn, in radians, that its paths with a rotation mode add at layer local time
    /// `time`: the sum over those in effect, 0 when none is.
    public func rotation(at time: Double) -> Double {
        animations.reduce(0) { $0 + ($1.rotation(at: time) ?? 0) }
    }
}
