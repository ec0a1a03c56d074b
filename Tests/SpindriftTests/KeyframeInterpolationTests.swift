import Testing
import Spindrift

private func keyframes(
    _ values: [[Double]], keyTimes: [Double]? = nil, mode: CalculationMode = .linear,
    timingFunctions: [TimingFunction]? = nil, timingFunction: TimingFunction = .linear
) throws -> KeyframeInterpolation {
    try KeyframeInterpolation(
        values: values, keyTimes: keyTimes, calculationMode: mode, timingFunctions: timingFunctions,
        timingFunction: timingFunction)
}

private func length(_ v: SIMD4<Double>) -> Double { (v * v).sum().squareRoot() }

@Suite("Keyframe interpolation")
struct KeyframeInterpolationTests {
    @Test("linear, evenly spaced: 0, 10, 30 at 0, ½, 1",
          arguments: [(0.0, 0.0), (0.25, 5), (0.5, 10), (0.75, 20), (1, 30)] as [(Double, Double)])
    func linearEven(p: Double, expected: Double) throws {
        #expect(abs(try keyframes([[0], [10], [30]]).value(at: p).x - expected) < 1e-12)
    }

    @Test("linear with keyTimes 0, 0.2, 1",
          arguments: [(0.1, 5.0), (0.2, 10), (0.6, 20), (0.9, 27.5)] as [(Double, Double)])
    func linearKeyTimes(p: Double, expected: Double) throws {
        #expect(abs(try keyframes([[0], [10], [30]], keyTimes: [0, 0.2, 1]).value(at: p).x - expected) < 1e-12)
    }

    @Test("equal neighbouring key times make an instant jump to the later value")
    func jump() throws {
        let animation = try keyframes([[0], [10], [20], [30]], keyTimes: [0, 0.5, 0.5, 1])
        #expect(abs(animation.value(at: 0.25).x - 5) < 1e-12)
        #expect(animation.value(at: 0.5).x == 20)
        #expect(abs(animation.value(at: 0.75).x - 25) < 1e-12)
    }

    @Test("per-segment timing functions ease the segment's local progress; the animation's own first")
    func timingFunctions() throws {
        let segments = try keyframes([[0], [10], [30]], keyTimes: [0, 0.2, 1], timingFunctions: [.easeIn, .linear])
        #expect(abs(segments.value(at: 0.1).x - 10 * TimingFunction.easeIn.progress(0.5)) < 1e-12)
        #expect(abs(segments.value(at: 0.6).x - 20) < 1e-12)
        let whole = try keyframes([[0], [10]], timingFunction: .easeIn)
        #expect(abs(whole.value(at: 0.5).x - 3.154) < 5e-4)
        #expect(abs(whole.value(at: 0.5).x - 10 * TimingFunction.easeIn.progress(0.5)) < 1e-12)
    }

    @Test("discrete: each value holds from its key time until the next (n + 1 key times)",
          arguments: [(0.0, 1.0), (0.2, 1), (0.5, 2), (0.74, 2), (0.75, 3), (1, 3)] as [(Double, Double)])
    func discrete(p: Double, expected: Double) throws {
        let animation = try keyframes([[1], [2], [3]], keyTimes: [0, 0.5, 0.75, 1], mode: .discrete)
        #expect(animation.value(at: p).x == expected)
    }

    @Test("discrete without key times: thirds", arguments: [(0.3, 1.0), (0.34, 2), (0.66, 2), (0.67, 3), (1, 3)] as [(Double, Double)])
    func discreteEven(p: Double, expected: Double) throws {
        let animation = try keyframes([[1], [2], [3]], mode: .discrete)
        #expect(animation.keyTimes.count == 4)
        #expect(animation.value(at: p).x == expected)
    }

    @Test("paced: key times from distances 5 and 6 are 0, 5/11, 1; given key times and timing functions are ignored")
    func paced() throws {
        let animation = try keyframes(
            [[0, 0], [3, 4], [3, 10]], keyTimes: [0, 0.9, 0.1], mode: .paced, timingFunctions: [.easeIn])
        #expect(animation.keyTimes == [0, 5.0 / 11, 1])
        #expect(length(animation.value(at: 2.5 / 11) - [1.5, 2, 0, 0]) < 1e-12)
        #expect(length(animation.value(at: 5.0 / 11) - [3, 4, 0, 0]) < 1e-12)
        #expect(length(animation.value(at: 8.0 / 11) - [3, 7, 0, 0]) < 1e-12)
    }

    @Test("paced moves at constant speed: at progress k/34 it is k/2 along the 17-long polyline", arguments: 0...34)
    func pacedDistance(k: Int) throws {
        let points: [SIMD4<Double>] = [[0, 0, 0, 0], [3, 4, 0, 0], [3, 10, 0, 0], [-2, 10, 0, 0], [-2, 11, 0, 0]]
        let animation = try keyframes(points.map { [$0.x, $0.y] }, mode: .paced)
        // Walk the polyline independently.
        var remaining = Double(k) / 2
        var expected = points[0]
        for index in 1..<points.count {
            let step = length(points[index] - points[index - 1])
            if remaining <= step {
                expected = points[index - 1] + (points[index] - points[index - 1]) * (remaining / step)
                break
            }
            remaining -= step
            expected = points[index]
        }
        #expect(length(animation.value(at: Double(k) / 34) - expected) < 1e-10)
    }

    @Test("a cubicPaced spline of 100,001 keyframes keeps an arc-length table of at most 2^18 chords, and still paces")
    func longPacedTable() throws {
        let animation = try keyframes((0...100_000).map { [Double($0)] }, mode: .cubicPaced)
        #expect(animation.arcLengths.count <= (1 << 18) + 1)
        // Evenly spaced values on a line: the curve is the line, its arc length the value.
        for step in 0...10 {
            #expect(abs(animation.value(at: Double(step) / 10).x - Double(step) * 10_000) < 1e-6)
        }
    }

    @Test("cubicPaced moves at constant speed along the spline: equal chords at equal progress steps")
    func cubicPacedSpeed() throws {
        let points: [[Double]] = [[0, 0], [3, 4], [6, 4], [8, 1], [12, 2]]
        let animation = try keyframes(points, mode: .cubicPaced)
        let steps = 400
        var distances: [Double] = []
        var previous = animation.value(at: 0)
        for step in 1...steps {
            let point = animation.value(at: Double(step) / Double(steps))
            distances.append(length(point - previous))
            previous = point
        }
        let mean = distances.reduce(0, +) / Double(steps)
        // A chord is a little shorter than its arc where the curve turns: 1e-3 covers that.
        for distance in distances { #expect(abs(distance - mean) < 1e-3 * mean) }
        #expect(animation.value(at: 0) == [0, 0, 0, 0])
        #expect(length(animation.value(at: 1) - [12, 2, 0, 0]) < 1e-12)
        // Every point is on the cubic curve: the nearest of 20 000 samples of it is close.
        let cubic = try keyframes(points, mode: .cubic)
        let curve = (0...20_000).map { cubic.value(at: Double($0) / 20_000) }
        for step in 0...40 {
            let point = animation.value(at: Double(step) / 40)
            #expect(curve.map { length($0 - point) }.min()! < 1e-3)
        }
    }

    @Test("cubic is Catmull-Rom: 0, 1, 4, 9 gives 0.3125 and 2.25 at the middles of the first two segments",
          arguments: [(0.0, 0.0), (1.0 / 6, 0.3125), (1.0 / 3, 1), (0.5, 2.25), (2.0 / 3, 4), (1, 9)] as [(Double, Double)])
    func cubic(p: Double, expected: Double) throws {
        // Segment 0 at s = ½: h10·m0 + h01·1 + h11·m1 = ⅛·½ + ½ − ⅛·2 = 0.3125 (m0 = ½, m1 = 2);
        // segment 1: ½·1 + ⅛·2 + ½·4 − ⅛·4 = 2.25 (m1 = 2, m2 = 4).
        #expect(abs(try keyframes([[0], [1], [4], [9]], mode: .cubic).value(at: p).x - expected) < 1e-12)
    }

    @Test("cubic with key times: segment 0 spans 0…0.5, each segment in its own local progress")
    func cubicKeyTimes() throws {
        let animation = try keyframes([[0, 0], [1, 2], [4, 0]], keyTimes: [0, 0.5, 1], mode: .cubic)
        // Segment 0 at s = ½: m0 = (v1 − v0)/2 = (0.5, 1), m1 = (v2 − v0)/2 = (2, 0).
        let expected = SIMD4<Double>(0.125 * 0.5 + 0.5 * 1 - 0.125 * 2, 0.125 * 1 + 0.5 * 2, 0, 0)
        #expect(length(animation.value(at: 0.25) - expected) < 1e-12)
        #expect(length(animation.value(at: 0.5) - [1, 2, 0, 0]) < 1e-12)
    }

    @Test("a single value is constant in every mode", arguments: CalculationMode.allCases)
    func single(mode: CalculationMode) throws {
        let animation = try keyframes([[4, 5, 6]], mode: mode)
        #expect(animation.componentCount == 3)
        for p in [0, 0.3, 1.0] { #expect(animation.value(at: p) == [4, 5, 6, 0]) }
    }

    @Test("cumulative adds iteration × the last value; additive adds the model value")
    func cumulativeAdditive() throws {
        var animation = try keyframes([[0], [10]])
        animation.isCumulative = true
        #expect(animation.value(at: 0.5, iteration: 2, modelValue: [100, 0, 0, 0]).x == 25)
        animation.isAdditive = true
        #expect(animation.value(at: 0.5, iteration: 2, modelValue: [100, 0, 0, 0]).x == 125)
        #expect(animation.value(at: 0.5, iteration: 2, autoreverses: true, modelValue: [100, 0, 0, 0]).x == 105)
    }

    @Test("bad inputs are rejected with the key and a precise reason",
          arguments: [
              ([], nil, CalculationMode.linear, nil, "values", "must have at least one value"),
              ([[1], [2, 3]], nil, .linear, nil, "values[1]", "has 2 components where values[0] has 1"),
              ([[1, 2, 3, 4, 5]], nil, .linear, nil, "values[0]", "must have 1 to 4 components (got 5)"),
              ([[1], []], nil, .linear, nil, "values[1]", "must have 1 to 4 components (got 0)"),
              ([[1], [.nan]], nil, .linear, nil, "values[1][0]", "must be finite (got nan)"),
              ([[1], [2]], [0, 0.5, 1], .linear, nil, "keyTimes", "must have 2 entries, one per value (got 3)"),
              ([[1], [2]], [0, 1], .discrete, nil, "keyTimes", "must have 3 entries, one more than values for discrete (got 2)"),
              ([[1], [2], [3]], [0, 1.5, 1], .cubic, nil, "keyTimes[1]", "must be in 0…1 (got 1.5)"),
              ([[1], [2], [3]], [0, .nan, 1], .linear, nil, "keyTimes[1]", "must be in 0…1 (got nan)"),
              ([[1], [2], [3]], [0.1, 0.5, 1], .linear, nil, "keyTimes[0]", "must be 0 (got 0.1)"),
              ([[1], [2], [3]], [0, 0.5, 0.9], .linear, nil, "keyTimes[2]", "must be 1 (got 0.9)"),
              ([[1], [2], [3], [4]], [0, 0.6, 0.4, 1], .linear, nil, "keyTimes[2]",
               "must not be less than keyTimes[1] (0.6): key times ascend (got 0.4)"),
              ([[1], [2], [3]], nil, .linear, [TimingFunction.easeIn], "timingFunctions",
               "must have 2 entries, one per segment between values (got 1)"),
          ] as [([[Double]], [Double]?, CalculationMode, [TimingFunction]?, String, String)])
    func rejected(values: [[Double]], keyTimes: [Double]?, mode: CalculationMode, functions: [TimingFunction]?, path: String, reason: String) {
        #expect(throws: AnimationInputError(path: path, reason: reason)) {
            try keyframes(values, keyTimes: keyTimes, mode: mode, timingFunctions: functions)
        }
    }

    @Test("the error reads PATH: REASON")
    func errorDescription() {
        #expect(AnimationInputError(path: "keyTimes[0]", reason: "must be 0 (got 0.1)").description == "keyTimes[0]: must be 0 (got 0.1)")
    }

    @Test("progress outside 0…1 is clamped; NaN reads as 0", arguments: CalculationMode.allCases)
    func clamped(mode: CalculationMode) throws {
        let animation = try keyframes([[1], [5], [2]], mode: mode)
        #expect(animation.value(at: -1) == animation.value(at: 0))
        #expect(animation.value(at: 3) == animation.value(at: 1))
        #expect(animation.value(at: .nan) == animation.value(at: 0))
        #expect(animation.value(at: 1).x == 2)
    }
}
