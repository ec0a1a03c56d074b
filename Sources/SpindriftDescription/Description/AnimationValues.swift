/// The values a property animation runs through, by class. Each value is a list of numbers
/// matching the property: one for a scalar (`birthRate`), two for `emitterPosition` [x, y],
/// four for `color` [red, green, blue, alpha].
public enum AnimationValues: Sendable, Equatable {
    /// `CABasicAnimation`: from one value to another.
    case basic(BasicValues)
    /// `CAKeyframeAnimation`: through a list of values at key times.
    case keyframe(KeyframeValues)
    /// `CASpringAnimation`: from one value to another on a damped spring.
    case spring(BasicValues, SpringParameters)
}
