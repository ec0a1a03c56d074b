import Testing
@testable import SpindriftDescription

/// ∫₀ᵖ value by the midpoint rule over `steps` intervals: a check independent of the
/// quadrature under test.
private func midpoint(_ curve: KeyframeInterpolation, to p: Double, steps: Int = 200_000) -> Double {
    let h = p / Double(steps)
    return (0..<steps).reduce(0) { $0 + curve.value(at: (Double($1) + 0.5) * h)[0] } * h
}

@Suite("KeyframeInterpolation.integral")
struct KeyframeIntegralTests {
    @Test("a linear curve integrates to the trapezoids under it, exactly")
    func linear() throws {
        let curve = try KeyframeInterpolation(values: [[1], [3], [0]], keyTimes: [0, 0.25, 1])
        #expect(abs(curve.integral(to: 0.25)[0] - 0.5) <= 1e-14)
        #expect(abs(curve.integral(to: 1)[0] - (0.5 + 1.125)) <= 1e-14)
        // Half-way through the second segment: 0.5 + the trapezoid 3 → 1.5 over 0.375.
        #expect(abs(curve.integral(to: 0.625)[0] - (0.5 + 0.375 * 2.25)) <= 1e-14)
        #expect(curve.integral(to: 0) == .zero && curve.integral(to: -1) == .zero && curve.integral(to: 2) == curve.integral(to: 1))
    }

    @Test("a discrete curve integrates its steps, exactly")
    func discrete() throws {
        let curve = try KeyframeInterpolation(values: [[1], [2], [4]], keyTimes: [0, 0.5, 0.75, 1], calculationMode: .discrete)
        #expect(curve.integral(to: 0.6)[0] == 0.5 + 0.1 * 2)
        #expect(curve.integral(to: 1)[0] == 0.5 + 0.5 + 1)
    }

    @Test("eased, cubic and paced curves integrate as the midpoint rule says: to 1e-9, cubicPaced to 1e-6",
          arguments: [CalculationMode.linear, .cubic, .paced, .cubicPaced])
    func eased(mode: CalculationMode) throws {
        let curve = try KeyframeInterpolation(
            values: [[0.5], [2], [-1], [1]], keyTimes: [0, 0.2, 0.7, 1], calculationMode: mode,
            timingFunctions: [.easeIn, .default, TimingFunction(0.9, -0.5, 0.1, 1.6)])
        for p in [0.1, 0.2, 0.45, 0.7, 0.93, 1] {
            let tolerance = mode == .cubicPaced ? 1e-6 : 1e-9
            #expect(abs(curve.integral(to: p)[0] - midpoint(curve, to: p)) <= tolerance, "\(mode) at \(p)")
        }
    }

    @Test("a prepared integral reads as the curve's integral, bit for bit, at interval ends, inside intervals, at the ends, out of range and NaN: cubic paced, eased as a whole, and exact",
          arguments: [CalculationMode.cubicPaced, .linear, .discrete])
    func preparedIntegral(mode: CalculationMode) throws {
        let curve = try KeyframeInterpolation(
            values: [[0.5, 1], [2, 0], [-1, 3], [1, 1]], keyTimes: mode == .discrete ? nil : [0, 0.2, 0.7, 1],
            calculationMode: mode, timingFunction: mode == .linear ? .easeInEaseOut : .linear)
        // Whole intervals' ends (k/256), points inside them, the ends, out of range and NaN.
        let inside: [Double] = (1...199).map { 0.75 + Double($0) / 800 }
        let progresses: [Double] = [-1, 0, 0.001, 1.0 / 256, 0.2, 0.2, 0.5 + 1.0 / 512, 0.75] + inside + [1, 1.5]
        let prepared = KeyframeInterpolation.PreparedIntegral(curve)
        for progress in progresses + [.nan, .infinity, -.infinity] {
            #expect(prepared.integral(to: progress) == curve.integral(to: progress), "\(mode) at \(progress)")
        }
    }

    @Test("a prepared integral of the exact form reads as the curve's integral, bit for bit, at key times, inside segments, at the ends, out of range and NaN: eased segments, an empty segment, steps and a long curve",
          arguments: [
              (CalculationMode.cubic, [0, 0.2, 0.2, 0.7, 1.0], 5), (.linear, [0, 0.2, 0.2, 0.7, 1.0], 5),
              (.discrete, [0, 0.2, 0.2, 0.7, 0.9, 1.0], 5), (.cubic, [], 300),
          ])
    func preparedExactIntegral(mode: CalculationMode, keyTimes: [Double], count: Int) throws {
        let values = (0..<count).map { [Double($0 % 7) - 2.5, Double($0 % 3)] }
        let easings = (0..<(count - 1)).map { [TimingFunction.easeIn, .linear, .easeInEaseOut][$0 % 3] }
        let curve = try KeyframeInterpolation(
            values: values, keyTimes: keyTimes.isEmpty ? nil : keyTimes, calculationMode: mode,
            timingFunctions: mode == .discrete ? nil : easings)
        let inside: [Double] = (1...399).map { Double($0) / 400 + 1.0 / 3_000 }
        let progresses: [Double] = [-1, 0, 0.001] + keyTimes + curve.keyTimes + inside + [1, 1.5, .nan, .infinity, -.infinity]
        let prepared = KeyframeInterpolation.PreparedIntegral(curve)
        for progress in progresses {
            #expect(prepared.integral(to: progress) == curve.integral(to: progress), "\(mode) at \(progress)")
        }
    }

    @Test("a single value integrates to value × progress")
    func constant() throws {
        let curve = try KeyframeInterpolation(values: [[2, 3]])
        #expect(curve.integral(to: 0.5) == [1, 1.5, 0, 0])
    }
}
