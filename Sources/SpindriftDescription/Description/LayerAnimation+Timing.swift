extension LayerAnimation {
    /// ``timing`` as it runs: a spring with a ``MediaTiming/duration`` of 0 runs for its
    /// settling duration (what real code sets: `duration = settlingDuration`).
    public var resolvedTiming: MediaTiming {
        var timing = self.timing
        if timing.duration == 0, case .property(let property) = kind, case .spring(_, let spring) = property.values {
            timing.duration = spring.motion.settlingDuration
        }
        return timing
    }

    /// Its part in a birth-rate integration plan (``RateHorizon``): its running timing and,
    /// for a linear keyframe animation (not in a group, with a linear timing function), its
    /// key times, where the rate has corners.
    package var horizonStage: RateHorizon.Stage {
        var points: [Double] = []
        if timingFunction == .linear, case .property(let property) = kind, case .keyframe(let keyframes) = property.values {
            let count = keyframes.calculationMode == .discrete ? keyframes.values.count + 1 : keyframes.values.count
            points = keyframes.keyTimes ?? (0..<count).map { Double($0) / Double(max(count - 1, 1)) }
        }
        return (resolvedTiming, points)
    }

    /// Every property animation in it (itself, or a group's members at any depth), each with
    /// the timings and timing functions of the groups around it, outermost first.
    package func propertyAnimations(
        within groups: [(MediaTiming, TimingFunction)] = []
    ) -> [(property: PropertyAnimation, animation: LayerAnimation, groups: [(MediaTiming, TimingFunction)])] {
        switch kind {
        case .property(let property):
            return [(property, self, groups)]
        case .group(let members):
            let inner = groups + [(resolvedTiming, timingFunction)]
            return members.flatMap { $0.propertyAnimations(within: inner) }
        }
    }
}
