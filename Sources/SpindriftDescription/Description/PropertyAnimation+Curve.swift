extension PropertyAnimation {
    /// The math of these values eased by `timingFunction` (the animation's own), or nil when the
    /// values are invalid (validation says why). Additivity is left to the caller.
    package func curve(timingFunction: TimingFunction) -> AnimationCurve? {
        func vector(_ numbers: [Double]?) -> SIMD4<Double>? {
            guard let numbers, (1...4).contains(numbers.count) else { return nil }
            var result = SIMD4<Double>()
            for (lane, number) in numbers.enumerated() { result[lane] = number }
            return result
        }
        func basic(_ values: BasicValues) -> BasicInterpolation {
            BasicInterpolation(
                fromValue: vector(values.fromValue), toValue: vector(values.toValue), byValue: vector(values.byValue),
                timingFunction: timingFunction, isCumulative: isCumulative)
        }
        switch values {
        case .basic(let values):
            return .basic(basic(values))
        case .keyframe(let keyframes):
            var path: PathData?
            if let text = keyframes.path {
                guard let parsed = try? PathData(parsing: text) else { return nil }
                path = parsed
            }
            guard let interpolation = try? KeyframeInterpolation(
                values: keyframes.values, path: path, keyTimes: keyframes.keyTimes, calculationMode: keyframes.calculationMode,
                timingFunctions: keyframes.timingFunctions, timingFunction: timingFunction, isCumulative: isCumulative)
            else { return nil }
            return .keyframe(interpolation)
        case .spring(let values, let spring):
            return .spring(basic(values), spring.motion)
        }
    }
}
