/// One property animation ready to evaluate: the timings of the groups around it (outermost
/// first) with their timing functions, its own timing, and its curve.
///
/// At layer time t each group maps its parent's time to its own: nil (no effect) outside
/// its active duration unless it fills, else its eased progress × its duration, the time its
/// members see. The animation's own timing then gives the progress and iteration its curve
/// reads (a spring reads progress × duration, in seconds).
struct CompiledAnimation: Sendable {
    /// The groups around it, outermost first.
    let groups: [(timing: MediaTiming, easing: TimingFunction)]
    /// Its own timing (a spring's duration resolved).
    let timing: MediaTiming
    /// Its values.
    let curve: AnimationCurve
    /// Whether its value adds to the value below it.
    let isAdditive: Bool
    /// The key path it animates: the track's property, or some of its components
    /// (`position.x` in the track of `position`).
    let target: AnimationTarget
    /// How its path turns the layer; nil: not at all.
    let rotationMode: RotationMode?

    /// The animation's value at layer local time `time` for a property whose model value is
    /// `model`, before additivity; nil when it has no effect then.
    func value(at time: Double, model: SIMD4<Double>) -> SIMD4<Double>? {
        guard let state = state(at: time) else { return nil }
        return curve.value(
            progress: state.progress, iteration: state.iteration, seconds: state.progress * timing.resolvedDuration,
            autoreverses: timing.autoreverses, model: model)
    }

    /// `value`, the track's value so far, after this animation at layer local time `time`
    /// for a track whose model value is `model`: its components replaced by the animation's
    /// value or, when additive, with it added; the others kept.
    func apply(at time: Double, model: SIMD4<Double>, to value: SIMD4<Double>) -> SIMD4<Double> {
        guard let animated = self.value(at: time, model: target.components(of: model)) else { return value }
        let own = target.components(of: value)
        return target.replacing(in: value, with: isAdditive ? own + animated : animated)
    }

    /// The turn its path gives the layer at layer local time `time`, in radians; nil when it
    /// has no rotation mode or no effect then.
    func rotation(at time: Double) -> Double? {
        guard let rotationMode, case .keyframe(let keyframes) = curve, let state = state(at: time) else { return nil }
        return rotationMode.rotation(tangentAngle: keyframes.tangentAngle(at: state.progress))
    }

    /// Its own timing state at layer local time `time`, through its groups'; nil when it has
    /// no effect then.
    private func state(at time: Double) -> (progress: Double, iteration: Int)? {
        var parentTime = time
        for group in groups {
            guard let state = group.timing.state(atParentTime: parentTime) else { return nil }
            parentTime = group.easing.progress(state.progress) * group.timing.resolvedDuration
        }
        return timing.state(atParentTime: parentTime).map { ($0.progress, $0.iteration) }
    }
}
