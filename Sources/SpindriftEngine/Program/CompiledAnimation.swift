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

    /// The animation's value at layer local time `time` for a property whose model value is
    /// `model`, before additivity; nil when it has no effect then.
    func value(at time: Double, model: SIMD4<Double>) -> SIMD4<Double>? {
        var parentTime = time
        for group in groups {
            guard let state = group.timing.state(atParentTime: parentTime) else { return nil }
            parentTime = group.easing.progress(state.progress) * group.timing.resolvedDuration
        }
        guard let state = timing.state(atParentTime: parentTime) else { return nil }
        return curve.value(
            progress: state.progress, iteration: state.iteration, seconds: state.progress * timing.resolvedDuration,
            autoreverses: timing.autoreverses, model: model)
    }
}
