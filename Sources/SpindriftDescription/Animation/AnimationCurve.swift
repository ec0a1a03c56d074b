/// A property animation's value as a function of where it is in its timing: the basic,
/// keyframe or spring math with its values resolved, before ``PropertyAnimation/isAdditive``
/// is applied (the caller adds the value below it).
public enum AnimationCurve: Sendable, Equatable {
    /// From one value to another, eased.
    case basic(BasicInterpolation)
    /// Through keyframes.
    case keyframe(KeyframeInterpolation)
    /// From one value to another on a spring, which runs on time rather than eased progress;
    /// ``BasicInterpolation/timingFunction`` is unused.
    case spring(BasicInterpolation, SpringMotion)

    /// The value at `progress` (0…1) of cycle `iteration`, `seconds` into the cycle's pass
    /// (what a spring reads), for a property whose model value is `model`: the table's
    /// endpoints, then ``BasicInterpolation/isCumulative`` adding `iteration` × the value at a
    /// cycle's end (the start with `autoreverses`). Additivity is the caller's.
    public func value(
        progress: Double, iteration: Int, seconds: Double, autoreverses: Bool, model: SIMD4<Double>
    ) -> SIMD4<Double> {
        switch self {
        case .basic(let basic):
            return basic.value(at: progress, iteration: iteration, autoreverses: autoreverses, modelValue: model)
        case .keyframe(let keyframes):
            return keyframes.value(at: progress, iteration: iteration, autoreverses: autoreverses, modelValue: model)
        case .spring(let basic, let spring):
            let (from, to) = basic.endpoints(modelValue: model)
            var result = from + (to - from) * spring.fraction(at: seconds)
            if basic.isCumulative && iteration != 0 { result += (autoreverses ? from : to) * Double(iteration) }
            return result
        }
    }
}
