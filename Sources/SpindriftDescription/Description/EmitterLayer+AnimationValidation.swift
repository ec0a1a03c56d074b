extension EmitterLayer {
    /// The most animations a layer may have, groups' members included.
    public static let maxAnimations = 1000
    /// The deepest accepted nesting of `CAAnimationGroup`s.
    public static let maxAnimationDepth = 8

    /// Every problem of ``animations``, with its JSON path (`animations[0].keyTimes[2]`):
    /// key paths that name no animatable property, values of the wrong shape or beyond a
    /// 32-bit float, keyframes whose key times do not match, negative durations, speeds and
    /// repeats, springs that cannot move, repeated keys.
    func animationProblems() -> [ConfigurationError.Problem] {
        var problems: [ConfigurationError.Problem] = []
        let total = Self.animationCount(animations)
        if total > Self.maxAnimations {
            return [.init(path: "animations", reason: "\(total) animations, groups' members included: more than the limit of \(Self.maxAnimations)")]
        }
        var firstIndexByKey: [String: Int] = [:]
        for (index, animation) in animations.enumerated() {
            if let key = animation.key {
                if key.isEmpty {
                    problems.append(.init(path: "animations[\(index)].key", reason: "must not be empty"))
                } else if let first = firstIndexByKey[key] {
                    problems.append(.init(path: "animations[\(index)].key", reason: "'\(key)' is already the key of animations[\(first)]"))
                } else {
                    firstIndexByKey[key] = index
                }
            }
        }
        collectProblems(of: animations, at: "animations", depth: 1, into: &problems)
        if problems.isEmpty {
            do {
                _ = try RateHorizon.plan(birthRateAnimations.map(\.horizonStage))
            } catch {
                problems.append(.init(path: "animations", reason: error.reason))
            }
        }
        return problems
    }

    /// The top-level animations (groups whole) that animate a birth rate, the layer's or a
    /// cell's: those whose integral ``RateHorizon`` plans.
    package var birthRateAnimations: [LayerAnimation] {
        animations.filter { animation in
            animation.propertyAnimations().contains { entry in
                (try? animationTarget(of: entry.property.keyPath))?.effect == .emission
            }
        }
    }

    private static func animationCount(_ animations: [LayerAnimation]) -> Int {
        animations.reduce(animations.count) { count, animation in
            if case .group(let members) = animation.kind { return count + animationCount(members) }
            return count
        }
    }

    private func collectProblems(
        of animations: [LayerAnimation], at path: String, depth: Int, into problems: inout [ConfigurationError.Problem]
    ) {
        if depth > Self.maxAnimationDepth, !animations.isEmpty {
            problems.append(.init(path: path, reason: "animation groups nest deeper than \(Self.maxAnimationDepth) levels"))
            return
        }
        for (index, animation) in animations.enumerated() {
            let animationPath = "\(path)[\(index)]"
            func reject(_ key: String, _ reason: String) {
                problems.append(.init(path: key.isEmpty ? animationPath : "\(animationPath).\(key)", reason: reason))
            }
            let timing = animation.timing
            for (key, value) in [("beginTime", timing.beginTime), ("duration", timing.duration), ("speed", timing.speed),
                                 ("timeOffset", timing.timeOffset), ("repeatCount", timing.repeatCount),
                                 ("repeatDuration", timing.repeatDuration)] {
                if let reason = Self.unrepresentable(value) {
                    reject(key, reason)
                } else if value < 0 && !["beginTime", "timeOffset"].contains(key) {
                    reject(key, "must not be negative (got \(value))")
                }
            }
            switch animation.kind {
            case .group(let members):
                collectProblems(of: members, at: "\(animationPath).animations", depth: depth + 1, into: &problems)
            case .property(let property):
                if property.isCumulative && timing.repeatsForever {
                    reject("isCumulative", "a cumulative animation that repeats forever grows without end: give a finite repeatCount or repeatDuration")
                }
                let target: AnimationTarget
                do {
                    target = try animationTarget(of: property.keyPath)
                } catch {
                    reject(error.path, error.reason)
                    continue
                }
                for problem in Self.valueProblems(property.values, timing: timing, target: target) {
                    reject(problem.path, problem.reason)
                }
            }
        }
    }

    /// Why `value` cannot be used, or nil: not finite, or beyond what a 32-bit float holds.
    private static func unrepresentable(_ value: Double) -> String? {
        if !value.isFinite { return "must be a finite number (got \(value))" }
        if abs(value) > Double(Float.greatestFiniteMagnitude) { return "must be within ±3.4e38 (got \(value))" }
        return nil
    }

    /// The problems of a property animation's values for `target`, with paths inside the
    /// animation (`values[1]`, `keyTimes`, `mass`).
    private static func valueProblems(
        _ values: AnimationValues, timing: MediaTiming, target: AnimationTarget
    ) -> [AnimationInputError] {
        var problems: [AnimationInputError] = []
        func check(_ value: [Double], at path: String) {
            guard value.count == target.componentCount else {
                let what = target.componentCount == 1 ? "1 number" : "\(target.componentCount) numbers \(target.labels)"
                problems.append(.init(path: path, reason: "expected \(what) for \(target) (got \(value.count))"))
                return
            }
            for (component, number) in value.enumerated() {
                if let reason = unrepresentable(number) {
                    problems.append(.init(path: target.componentCount == 1 ? path : "\(path)[\(component)]", reason: reason))
                }
            }
        }
        func checkBasic(_ basic: BasicValues) {
            if let from = basic.fromValue { check(from, at: "fromValue") }
            if let to = basic.toValue { check(to, at: "toValue") }
            if let by = basic.byValue { check(by, at: "byValue") }
        }
        switch values {
        case .basic(let basic):
            checkBasic(basic)
        case .keyframe(let keyframes):
            var path: PathData?
            if let text = keyframes.path {
                guard target.labels == "[x, y]" else {
                    problems.append(.init(path: "path", reason: "a path moves a point [x, y], such as position or emitterPosition; \(target) is not one"))
                    break
                }
                do {
                    path = try PathData(parsing: text)
                } catch {
                    problems.append(error)
                }
            } else {
                if keyframes.rotationMode != nil {
                    problems.append(.init(path: "rotationMode", reason: "turns the layer along a path: give path"))
                }
                for (index, value) in keyframes.values.enumerated() { check(value, at: "values[\(index)]") }
            }
            if let keyTimes = keyframes.keyTimes {
                for (index, time) in keyTimes.enumerated() where !time.isFinite {
                    problems.append(.init(path: "keyTimes[\(index)]", reason: "must be a finite number (got \(time))"))
                }
            }
            guard problems.isEmpty else { break }
            do {
                _ = try KeyframeInterpolation(
                    values: keyframes.values, path: path, keyTimes: keyframes.keyTimes, calculationMode: keyframes.calculationMode,
                    timingFunctions: keyframes.timingFunctions)
            } catch let error as AnimationInputError {
                problems.append(error)
            } catch {
                problems.append(.init(path: "values", reason: "\(error)"))
            }
        case .spring(let basic, let spring):
            checkBasic(basic)
            for (key, value) in [("mass", spring.mass), ("stiffness", spring.stiffness), ("damping", spring.damping),
                                 ("initialVelocity", spring.initialVelocity)] {
                if let reason = unrepresentable(value) { problems.append(.init(path: key, reason: reason)) }
            }
            guard problems.isEmpty else { break }
            if !(spring.mass > 0) { problems.append(.init(path: "mass", reason: "must be more than 0 (got \(spring.mass))")) }
            if !(spring.stiffness > 0) {
                problems.append(.init(path: "stiffness", reason: "must be more than 0 (got \(spring.stiffness))"))
            }
            if spring.damping < 0 { problems.append(.init(path: "damping", reason: "must not be negative (got \(spring.damping))")) }
            if problems.isEmpty, timing.duration == 0, !spring.motion.settlingDuration.isFinite {
                problems.append(.init(
                    path: "duration", reason: "an undamped spring (damping 0) never settles: give a duration"))
            }
        }
        return problems
    }
}
