/// How a keyframe animation moves between its values (`CAAnimationCalculationMode`).
public enum CalculationMode: String, CaseIterable, Hashable, Sendable {
    /// Straight lines between values, at the key times, each segment eased by its timing
    /// function.
    case linear
    /// Steps: each value holds from its key time until the next (n + 1 key times).
    case discrete
    /// Straight lines at constant speed: key times and timing functions are ignored and
    /// recomputed from the distance between values.
    case paced
    /// A Catmull-Rom spline through the values at the key times (Kochanek–Bartels with
    /// tension, continuity and bias 0).
    case cubic
    /// The ``cubic`` spline at constant speed along its length.
    case cubicPaced
}
