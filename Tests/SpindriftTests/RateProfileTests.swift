import Foundation
import Testing
import Spindrift

@Suite("RateProfile")
struct RateProfileTests {
    /// The rate profile of cell `c` (birth rate 10) under `animations`.
    static func profile(_ animations: String) throws -> RateProfile {
        let json = #"{"emitterCells": [{"name": "c", "birthRate": 10, "lifetime": 1}], "animations": ["# + animations + "]}"
        let program = try EmitterProgram(layer: EmitterLayer(jsonData: Data(json.utf8), source: "r.json"))
        return try #require(program.cells[0].rateProfile)
    }

    @Test("a linear ramp integrates in closed form, and the inverse finds where the integral reaches a value")
    func ramp() throws {
        // Layer birthRate 1 → 0 over 4 s from t = 1, held: rate 10 before, 10·(1 − (t − 1)/4), then 0.
        let profile = try Self.profile("""
            {"class": "CAKeyframeAnimation", "keyPath": "birthRate", "values": [1, 0], "beginTime": 1, "duration": 4,
             "fillMode": "both", "isRemovedOnCompletion": false}
            """)
        func exact(_ t: Double) -> Double {
            let s = min(max(t - 1, 0), 4)
            return 10 * min(t - 1, 0) + 10 * (s - s * s / 8)
        }
        for t in [-3.0, 0, 1, 1.5, 2.25, 3, 4.9, 5, 8, 1000] {
            #expect(abs(profile.integral(to: t) - exact(t)) < 1e-9, "t = \(t)")
        }
        for value in [-5.0, 1, 7.5, 12, 19.999] {
            let t = profile.time(whereIntegralReaches: value)
            #expect(abs(exact(t) - value) < 1e-9, "F = \(value)")
        }
        #expect(profile.time(whereIntegralReaches: 20.5) == .infinity)
        #expect(abs(profile.rate(at: 3) - 5) < 1e-12 && profile.rate(at: 6) == 0 && profile.rate(at: 0) == 10)
        #expect(abs(profile.peakRate - 10) < 1e-12)
    }

    @Test("a rate that repeats forever grows by the same amount each period, at any distance", arguments: [
        0.25, 17.6, 1e5 + 0.75,
    ])
    func periodic(time: Double) throws {
        // Cell rate 10 × a layer multiplier 0 → 2 over each second, forever: 10 per second on
        // average, 10·p² into a period.
        let profile = try Self.profile("""
            {"class": "CABasicAnimation", "keyPath": "birthRate", "fromValue": 0, "toValue": 2, "duration": 1,
             "repeatCount": 3.4028234663852886e38}
            """)
        let p = time - time.rounded(.down)
        let exact = 10 * time.rounded(.down) + 10 * p * p
        #expect(abs(profile.integral(to: time) - exact) < 1e-9 * max(1, exact))
        #expect(abs(profile.time(whereIntegralReaches: exact) - time) < 1e-9 * max(1, time))
    }

    @Test("a spring's rate integrates to the quadrature of its closed form")
    func spring() throws {
        let profile = try Self.profile("""
            {"class": "CASpringAnimation", "keyPath": "emitterCells.c.birthRate", "fromValue": 0, "toValue": 10, "damping": 3}
            """)
        let motion = SpringMotion(damping: 3)
        // A fine midpoint sum of 10·x(t) over the spring's run.
        let end = motion.settlingDuration, steps = 200_000
        var sum = 0.0
        for index in 0..<steps {
            sum += 10 * motion.fraction(at: (Double(index) + 0.5) * end / Double(steps))
        }
        sum *= end / Double(steps)
        #expect(abs(profile.integral(to: end) - profile.integral(to: 0) - sum) < 1e-6)
    }
}
