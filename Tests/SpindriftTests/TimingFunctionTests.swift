import Foundation
import Testing
import Spindrift

/// y(s) where x(s) = p, by plain bisection on the Bézier definition (independent of the
/// library's Newton solve).
private func bezierByBisection(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, at p: Double) -> Double {
    func curve(_ s: Double, _ a: Double, _ b: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let middle = (low + high) / 2
        if curve(middle, c1x, c2x) < p { low = middle } else { high = middle }
    }
    return curve((low + high) / 2, c1y, c2y)
}

private let presets: [(String, TimingFunction, [Double])] = [
    ("linear", .linear, [0, 0, 1, 1]),
    ("easeIn", .easeIn, [0.42, 0, 1, 1]),
    ("easeOut", .easeOut, [0, 0, 0.58, 1]),
    ("easeInEaseOut", .easeInEaseOut, [0.42, 0, 0.58, 1]),
    ("default", .default, [0.25, 0.1, 0.25, 1]),
]

@Suite("Timing function")
struct TimingFunctionTests {
    @Test("the presets have Core Animation's control points", arguments: presets.indices)
    func presetTable(index: Int) {
        let (_, function, points) = presets[index]
        #expect(function.controlPoint1 == SIMD2(points[0], points[1]))
        #expect(function.controlPoint2 == SIMD2(points[2], points[3]))
    }

    @Test("every preset matches the Bézier solved by bisection at sample points",
          arguments: presets.indices, [0, 0.05, 0.1, 0.25, 0.3, 0.5, 0.7, 0.75, 0.9, 0.99, 1])
    func presetSamples(index: Int, p: Double) {
        let (_, function, c) = presets[index]
        let expected = bezierByBisection(c[0], c[1], c[2], c[3], at: p)
        #expect(abs(function.progress(p) - expected) < 1e-9)
    }

    @Test("easeIn at 0.5 gives 0.3154, as the reference checks")
    func easeInHalf() {
        #expect(abs(TimingFunction.easeIn.progress(0.5) - 0.3154) < 5e-5)
        #expect(abs(TimingFunction.easeIn.progress(0.5) - bezierByBisection(0.42, 0, 1, 1, at: 0.5)) < 1e-12)
    }

    @Test("linear, and any curve whose control points lie on the diagonal, is the identity, bit for bit",
          arguments: [[0, 0, 1, 1], [0.3, 0.3, 0.7, 0.7], [0.9, 0.9, 0.1, 0.1], [1, 1, 1, 1]] as [[Double]])
    func diagonalIdentity(points: [Double]) {
        let curve = TimingFunction(points[0], points[1], points[2], points[3])
        for step in 0...1000 {
            let p = Double(step) / 1000 + 1e-4 * sin(Double(step))
            #expect(curve.progress(p) == min(max(p, 0), 1), "p = \(p)")
        }
    }

    @Test("custom curves, including ones whose x slope vanishes, match bisection",
          arguments: [[0.9, -0.5, 0.1, 1.5], [0, 1, 1, 0], [0.5, 2, 0.5, -1], [1, 1, 1, 1], [0, 0, 0, 0], [0.2, 0.7, 0.9, 0.1]] as [[Double]])
    func customCurves(c: [Double]) {
        let function = TimingFunction(c[0], c[1], c[2], c[3])
        for step in 0...200 {
            let p = Double(step) / 200
            // 1e-7: where x′ vanishes at an end (c1x = 0), s is only known to √(rounding of x).
            #expect(abs(function.progress(p) - bezierByBisection(c[0], c[1], c[2], c[3], at: p)) < 1e-7)
        }
    }

    @Test("where x is flat (control x 1 then 0: x′(½) = 0) the solve is as exact as x's rounding allows")
    func flatCurve() {
        // x(s) − ½ = (s − ½)³·(−2)… about: rounding of 1e-16 in x leaves about 1e-5 in s.
        let function = TimingFunction(1, 0, 0, 1)
        #expect(abs(function.progress(0.5) - 0.5) < 2e-5)
        for step in 0...200 {
            let p = Double(step) / 200
            #expect(abs(function.progress(p) - bezierByBisection(1, 0, 0, 1, at: p)) < 2e-5)
        }
    }

    @Test("presets and curves with y in 0…1 are monotonic", arguments: presets.indices)
    func monotonic(index: Int) {
        let functions = [presets[index].1, TimingFunction(1, 0, 0, 1), TimingFunction(0.1, 0.9, 0.9, 0.1)]
        for function in functions {
            var previous = function.progress(0)
            for step in 1...1000 {
                let value = function.progress(Double(step) / 1000)
                #expect(value >= previous)
                previous = value
            }
        }
    }

    @Test("progress outside 0…1 is clamped; NaN reads as 0", arguments: presets.indices)
    func clampedInput(index: Int) {
        let function = presets[index].1
        #expect(function.progress(-3) == 0)
        #expect(function.progress(1.5) == 1)
        #expect(function.progress(.infinity) == 1)
        #expect(function.progress(-.infinity) == 0)
        #expect(function.progress(.nan) == 0)
    }

    @Test("control x values are clamped to 0…1; y values are kept, limited to ±1e6")
    func clampedControlPoints() {
        #expect(TimingFunction(1.5, 0.2, -0.5, 0.8) == TimingFunction(1, 0.2, 0, 0.8))
        #expect(TimingFunction(.nan, .nan, 0.5, 3).controlPoint1 == SIMD2(0, 0))
        #expect(TimingFunction(0.5, 1e9, 0.5, -.infinity).controlPoint1.y == 1e6)
        #expect(TimingFunction(0.5, 1e9, 0.5, -.infinity).controlPoint2.y == -1e6)
        #expect(TimingFunction(0.5, 1e9, 0.5, -.infinity).progress(0.5).isFinite)
    }
}
