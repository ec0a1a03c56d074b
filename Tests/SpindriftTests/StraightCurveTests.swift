import Testing
@testable import SpindriftDescription
@testable import SpindriftEngine

@Suite("StraightCurve")
struct StraightCurveTests {
    /// Progresses that reach every segment and every clamp: negative, −0, past 1, infinite,
    /// NaN, on key times and next to them, and a spread of others.
    static let progresses: [Double] = {
        var random = SplitMix64(seed: 17)
        let edges: [Double] = [
            -1, -0.0, 0, 1e-300, 0.0383, 0.0383.nextDown, 0.0383.nextUp, 0.0393, 0.25, 0.5, 0.75, 0.999_999, 1, 1.5,
            .infinity, -.infinity, .nan, -.nan, 0.1183,
        ]
        return edges + (0..<85).map { _ in Double(random.next() >> 11) / Double(1 << 53) * 1.2 - 0.1 }
    }()

    /// Curves that run straight: two values, a jump (equal key times), vectors, paced, one
    /// value, and more key times than a reading counts.
    static let straightCurves: [KeyframeInterpolation] = [
        try! KeyframeInterpolation(values: [[1], [0.2]]),
        try! KeyframeInterpolation(
            values: [[1, 1, 1, 0], [1, 1, 1, 0], [1, 1, 1, 1], [0.25, 1, 0.4, 0.9], [0.05, 0.7, 0.2, 0]],
            keyTimes: [0, 0.0383, 0.0393, 0.1183, 1]),
        try! KeyframeInterpolation(values: [[0], [2], [2], [-1]], keyTimes: [0, 0.5, 0.5, 1]),
        try! KeyframeInterpolation(values: [[0, 0], [3, 4], [3, 0]], calculationMode: .paced),
        try! KeyframeInterpolation(values: [[0.7, 0.1, 0.2]]),
        try! KeyframeInterpolation(values: (0..<40).map { [Double($0 % 7)] }),
        try! KeyframeInterpolation(values: [[1], [3], [0]], keyTimes: [0, 0.25, 1], timingFunctions: [.linear, .linear]),
    ]

    @Test("reads a straight curve to the bits of the keyframe formulas, one progress at a time and eight at once",
          arguments: straightCurves)
    func readsLikeTheCurve(curve: KeyframeInterpolation) throws {
        let straight = try #require(StraightCurve(curve))
        for progress in Self.progresses {
            let expected = curve.value(at: progress), read = straight.value(at: progress)
            #expect(expected.x.bitPattern == read.x.bitPattern && expected.w.bitPattern == read.w.bitPattern, "at \(progress)")
        }
        for first in stride(from: 0, to: Self.progresses.count, by: 8) {
            let lanes = SIMD8<Double>((0..<8).map { Self.progresses[(first + $0) % Self.progresses.count] })
            let read = straight.lanes(at: lanes)
            for lane in 0..<8 {
                let expected = curve.value(at: lanes[lane])
                let same = [read.x[lane], read.y[lane], read.z[lane], read.w[lane]].map(\.bitPattern)
                    == [expected.x, expected.y, expected.z, expected.w].map(\.bitPattern)
                #expect(same, "at \(lanes[lane])")
            }
        }
    }

    @Test("a curve eased, in steps, along a spline or along a path does not run straight",
          arguments: [
              try! KeyframeInterpolation(values: [[1], [2]], timingFunctions: [.easeIn]),
              try! KeyframeInterpolation(values: [[1], [2]], timingFunction: .easeOut),
              try! KeyframeInterpolation(values: [[1], [2]], keyTimes: [0, 0.5, 1], calculationMode: .discrete),
              try! KeyframeInterpolation(values: [[1], [2], [0]], calculationMode: .cubic),
              try! KeyframeInterpolation(values: [[1], [2], [0]], calculationMode: .cubicPaced),
              try! KeyframeInterpolation(values: [], path: try! PathData(parsing: "M 0 0 L 10 0 L 10 10")),
          ])
    func notStraight(curve: KeyframeInterpolation) {
        #expect(StraightCurve(curve) == nil)
    }
}
