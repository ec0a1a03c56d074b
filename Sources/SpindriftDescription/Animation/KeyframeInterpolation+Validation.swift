extension KeyframeInterpolation {
    /// Checks and resolves a keyframe animation's inputs, throwing ``AnimationInputError``
    /// for the first problem:
    /// - `values`: at least one, each with the same number of components, 1 to 4, all finite.
    /// - `keyTimes` (optional; evenly spaced when nil): one per value (n + 1 for `discrete`),
    ///   each in 0…1, ascending (equal neighbours allowed: an instant jump), the first 0 and
    ///   the last 1. Ignored, unchecked, by `paced` and `cubicPaced`.
    /// - `timingFunctions` (optional; linear when nil): one per segment, n − 1. Used by
    ///   `linear` and `cubic`; ignored, unchecked, by the other modes.
    /// - `path` (optional): replaces `values` (which are then ignored, unchecked) by the
    ///   path's points: its start, then each segment's end (see ``segments``).
    public init(
        values: [[Double]], path: PathData? = nil, keyTimes: [Double]? = nil, calculationMode: CalculationMode = .linear,
        timingFunctions: [TimingFunction]? = nil, timingFunction: TimingFunction = .linear,
        isAdditive: Bool = false, isCumulative: Bool = false
    ) throws {
        let segments = path?.segments ?? []
        let vectors: [SIMD4<Double>], count: Int
        if let path {
            let points = [segments.first?.points[0] ?? path.start] + segments.map { $0.points[$0.points.count - 1] }
            vectors = points.map { SIMD4($0.x, $0.y, 0, 0) }
            count = 2
        } else {
            (vectors, count) = try Self.vectors(values)
        }
        let n = vectors.count
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        let timeCount = calculationMode == .discrete ? n + 1 : n
        var times: [Double]
        if let keyTimes, !paced {
            try Self.check(keyTimes: keyTimes, expected: timeCount, discrete: calculationMode == .discrete)
            times = keyTimes
        } else {
            let steps = Double(max(timeCount - 1, 1))
            times = (0..<timeCount).map { Double($0) / steps }
        }
        var functions = [TimingFunction](repeating: .linear, count: n - 1)
        if let timingFunctions, calculationMode == .linear || calculationMode == .cubic {
            guard timingFunctions.count == n - 1 else {
                throw AnimationInputError(
                    path: "timingFunctions",
                    reason: "must have \(n - 1) entries, one per segment between values (got \(timingFunctions.count))")
            }
            functions = timingFunctions
        }
        if calculationMode == .paced, path == nil { times = Self.pacedKeyTimes(vectors) ?? times }
        self.values = vectors
        self.componentCount = count
        self.keyTimes = times
        self.calculationMode = calculationMode
        self.timingFunctions = functions
        self.timingFunction = timingFunction
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        self.segments = segments
        if path != nil {
            self.arcLengths = paced ? Self.arcLengthTable(segments: segments.count) { index, t in
                let point = segments[index].point(at: t)
                return SIMD4(point.x, point.y, 0, 0)
            } : []
        } else {
            self.arcLengths = calculationMode == .cubicPaced ? Self.arcLengthTable(segments: vectors.count - 1) { index, t in
                Self.cubicPoint(vectors, segment: index, local: t)
            } : []
        }
    }

    /// The values as vectors, with their component count, checked: at least one, each with the
    /// same number of components, 1 to 4, all finite.
    private static func vectors(_ values: [[Double]]) throws -> ([SIMD4<Double>], Int) {
        guard let first = values.first else {
            throw AnimationInputError(path: "values", reason: "must have at least one value")
        }
        let count = first.count
        var vectors: [SIMD4<Double>] = []
        vectors.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            guard (1...4).contains(value.count) else {
                throw AnimationInputError(
                    path: "values[\(index)]", reason: "must have 1 to 4 components (got \(value.count))")
            }
            guard value.count == count else {
                throw AnimationInputError(
                    path: "values[\(index)]",
                    reason: "has \(value.count) components where values[0] has \(count)")
            }
            var vector = SIMD4<Double>()
            for (component, number) in value.enumerated() {
                guard number.isFinite else {
                    throw AnimationInputError(
                        path: "values[\(index)][\(component)]", reason: "must be finite (got \(number))")
                }
                vector[component] = number
            }
            vectors.append(vector)
        }
        return (vectors, count)
    }

    private static func check(keyTimes: [Double], expected: Int, discrete: Bool) throws {
        guard keyTimes.count == expected else {
            let what = discrete ? "one more than values for discrete" : "one per value"
            throw AnimationInputError(
                path: "keyTimes", reason: "must have \(expected) entries, \(what) (got \(keyTimes.count))")
        }
        for (index, time) in keyTimes.enumerated() where !(time >= 0 && time <= 1) {
            throw AnimationInputError(path: "keyTimes[\(index)]", reason: "must be in 0…1 (got \(time))")
        }
        if keyTimes[0] != 0 {
            throw AnimationInputError(path: "keyTimes[0]", reason: "must be 0 (got \(keyTimes[0]))")
        }
        let last = keyTimes.count - 1
        if keyTimes[last] != 1 {
            throw AnimationInputError(path: "keyTimes[\(last)]", reason: "must be 1 (got \(keyTimes[last]))")
        }
        for index in 1..<keyTimes.count where keyTimes[index] < keyTimes[index - 1] {
            throw AnimationInputError(
                path: "keyTimes[\(index)]",
                reason: "must not be less than keyTimes[\(index - 1)] (\(keyTimes[index - 1])): key times ascend (got \(keyTimes[index]))")
        }
    }

    /// Cumulative distance over total distance at each value; nil when all values are equal.
    private static func pacedKeyTimes(_ values: [SIMD4<Double>]) -> [Double]? {
        var cumulative = [0.0]
        for index in 1..<max(values.count, 1) {
            let step = values[index] - values[index - 1]
            cumulative.append(cumulative[index - 1] + ((step * step).sum()).squareRoot())
        }
        guard let total = cumulative.last, total > 0, total.isFinite else { return nil }
        var times = cumulative.map { $0 / total }
        times[times.count - 1] = 1
        return times
    }

    /// The arc length of a curve of `segments` segments whose point in segment i at local
    /// parameter t is `point(i, t)`, at ``chordsPerSegment(segments:)`` chords per segment.
    private static func arcLengthTable(segments: Int, point: (Int, Double) -> SIMD4<Double>) -> [Double] {
        guard segments > 0 else { return [0] }
        let samples = chordsPerSegment(segments: segments)
        var table = [0.0]
        table.reserveCapacity(segments * samples + 1)
        for segment in 0..<segments {
            var previous = point(segment, 0)
            for sample in 1...samples {
                let next = point(segment, Double(sample) / Double(samples))
                let chord = next - previous
                table.append(table[table.count - 1] + ((chord * chord).sum()).squareRoot())
                previous = next
            }
        }
        return table
    }
}
