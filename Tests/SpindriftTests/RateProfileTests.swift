import Foundation
import Testing
import Spindrift
@testable import SpindriftEngine

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
            return 10 * min(t, 1) + 10 * (s - s * s / 8)
        }
        for t in [-3.0, 0, 1, 1.5, 2.25, 3, 4.9, 5, 8, 1000] {
            #expect(abs(profile.integral(to: t) - exact(t)) < 1e-9, "t = \(t)")
        }
        for value in [-5.0, 1, 7.5, 12, 19.999, 29.999] {
            let t = profile.time(whereIntegralReaches: value)
            #expect(abs(exact(t) - value) < 1e-9, "F = \(value)")
        }
        #expect(profile.time(whereIntegralReaches: 30.5) == .infinity)
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

    @Test("eight targets at once are each target alone, to the bit: before the table, in it, past it, periods on",
          arguments: [
              #"{"class": "CAKeyframeAnimation", "keyPath": "birthRate", "values": [1, 0], "beginTime": 1, "duration": 4, "fillMode": "both", "isRemovedOnCompletion": false}"#,
              #"{"class": "CABasicAnimation", "keyPath": "birthRate", "fromValue": 0, "toValue": 2, "duration": 1, "repeatCount": 3.4028234663852886e38}"#,
              #"{"class": "CAKeyframeAnimation", "keyPath": "birthRate", "values": [0, 3, 0.5, 2], "keyTimes": [0, 0.2, 0.7, 1], "calculationMode": "cubic", "duration": 2.5, "repeatCount": 3.4028234663852886e38}"#,
          ])
    func lanes(animation: String) throws {
        let profile = try Self.profile(animation)
        let targets: [Double] = [-5, 0, 1e-9, 3.3, 7.5, 12, 19.999, 29.999, 30.5, 55.25, 1e4 + 0.3, 123_456.7, 4.2, 9.99, 0.5, 1e7]
        for first in stride(from: 0, to: targets.count, by: 8) {
            let lanes = profile.times(whereIntegralReaches: SIMD8(targets[first..<first + 8]))
            for lane in 0..<8 {
                let alone = profile.time(whereIntegralReaches: targets[first + lane])
                #expect(lanes[lane].bitPattern == alone.bitPattern, "F = \(targets[first + lane])")
            }
        }
    }

    @Test("two groups of eight found together are each target alone, to the bit: births in one piece, across pieces, and spread",
          arguments: [
              #"{"class": "CABasicAnimation", "keyPath": "birthRate", "fromValue": 0.5, "toValue": 1.5, "duration": 1, "repeatCount": 3.4028234663852886e38, "autoreverses": true, "timingFunction": "easeInEaseOut"}"#,
              #"{"class": "CAKeyframeAnimation", "keyPath": "birthRate", "values": [0, 3, 0.5, 2], "keyTimes": [0, 0.2, 0.7, 1], "calculationMode": "cubic", "duration": 2.5, "repeatCount": 3.4028234663852886e38}"#,
              #"{"class": "CAKeyframeAnimation", "keyPath": "birthRate", "values": [1, 0], "beginTime": 1, "duration": 4, "fillMode": "both", "isRemovedOnCompletion": false}"#,
          ])
    func pairs(animation: String) throws {
        let profile = try Self.profile(animation)
        // Sixteen births in a row (one piece, or two when a piece ends among them), at many
        // places of the table and periods on; then sixteen targets far apart.
        var groups: [[Double]] = stride(from: 0.25, to: 400, by: 3.7).map { start in
            (0..<16).map { start + Double($0) * 0.013 }
        }
        groups.append([-5, 0, 1e-9, 3.3, 7.5, 12, 19.999, 29.999, 30.5, 55.25, 1e4 + 0.3, 123_456.7, 4.2, 9.99, 0.5, 1e7])
        for targets in groups {
            let (first, second) = profile.times(
                whereIntegralReaches: SIMD8(targets[0..<8]), SIMD8(targets[8..<16]))
            for lane in 0..<16 {
                let alone = profile.time(whereIntegralReaches: targets[lane])
                let together = lane < 8 ? first[lane] : second[lane - 8]
                #expect(together.bitPattern == alone.bitPattern, "F = \(targets[lane])")
            }
        }
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

@Suite("Animated birth rates at their extremes")
struct AnimatedRateExtremesTests {
    /// A layer of cell `c` (rate 1, 1 s) and its sub-cell `k`, capped at 1000 particles, with `animations`.
    static func layer(_ animations: String, childRate: Double = 1) throws -> EmitterLayer {
        let json = """
            {"maxParticles": 1000, "emitterCells": [{"name": "c", "birthRate": 1, "lifetime": 1,
              "emitterCells": [{"name": "k", "birthRate": \(childRate), "lifetime": 1}]}], "animations": [\(animations)]}
            """
        return try EmitterLayer(jsonData: Data(json.utf8), source: "x.json")
    }

    @Test("birth times of a ramp to zero are the closed form's, to 1e-9 s even where the rate vanishes")
    func rampBirthTimes() throws {
        // Layer birthRate 1 → 0 over 3 s on a cell of rate 30: F(t) = 30·(t − t²/6), 45 births in all.
        let json = #"{"emitterCells": [{"name": "c", "birthRate": 30, "lifetime": 1}], "animations": [{"class": "CABasicAnimation", "keyPath": "birthRate", "fromValue": 1, "toValue": 0, "duration": 3, "fillMode": "forwards", "isRemovedOnCompletion": false}]}"#
        let profile = try #require(try EmitterProgram(layer: EmitterLayer(jsonData: Data(json.utf8), source: "r.json")).cells[0].rateProfile)
        for births in [1e-6, 1, 10, 22.5, 44, 45 - 1e-6, 45 - 1e-9] {
            let exact = 3 * (1 - (1 - births / 45).squareRoot())
            #expect(abs(profile.time(whereIntegralReaches: births) - exact) < 1e-9, "\(births) births")
            #expect(abs(profile.integral(to: exact) - births) < 1e-12 * 45, "\(births) births")
        }
    }

    @Test("an animation that begins where a Double no longer tells its start from its end leaves the rate as it was")
    func beginningTooFarOut() throws {
        let json = #"{"emitterCells": [{"name": "c", "birthRate": 30, "lifetime": 1}], "animations": [{"class": "CABasicAnimation", "keyPath": "birthRate", "fromValue": 1, "toValue": 0, "duration": 3, "beginTime": 9223372036854775807}]}"#
        let layer = try EmitterLayer(jsonData: Data(json.utf8), source: "far.json")
        let system = try ParticleSystem(layer: layer)
        for frame in 1...30 { system.advance(to: Double(frame) / 60) }
        #expect(system.particleCount == 15, "30 a second for half a second")
    }

    @Test("an animated birth rate above 1e9 per second is refused like a constant one, naming the cell")
    func animatedRateLimit() throws {
        let layer = try Self.layer("""
            {"class": "CAKeyframeAnimation", "keyPath": "birthRate", "values": [0, 3.4e38, 1, 3.4e38, 0],
             "keyTimes": [0, 0.25, 0.5, 0.75, 1], "duration": 2, "repeatCount": 3.4028234663852886e38}
            """)
        #expect(throws: ConfigurationError(source: "x.json", problems: [
            .init(path: "emitterCells[0].birthRate", reason: "animated, times the layer's birthRate, goes above "
                + "1000000000 per second: it must stay at most that"),
            .init(path: "emitterCells[0].emitterCells[0].birthRate", reason: "animated, times the layer's birthRate, goes "
                + "above 1000000000 per second: it must stay at most that"),
        ])) { try EmitterProgram(layer: layer, source: "x.json") }
    }

    @Test("rates at the extremes create at most the creation budget a frame, run at the cap and finish", arguments: [
        // Keyframes up to the highest accepted rate, forever.
        #"{"class": "CAKeyframeAnimation", "keyPath": "birthRate", "values": [0, 1e9, 1, 1e9, 0], "keyTimes": [0, 0.25, 0.5, 0.75, 1], "duration": 2, "repeatCount": 3.4028234663852886e38}"#,
        // A timing function that overshoots by a million: up to about 3e7 per second, then none.
        #"{"class": "CABasicAnimation", "keyPath": "emitterCells.c.birthRate", "fromValue": 0, "toValue": 100, "duration": 2, "timingFunction": [0.2, 1e6, 0.8, -1e6], "repeatCount": 3.4028234663852886e38}"#,
        // A sub-cell's rate from 0 to 1e9 each second, forever.
        #"{"class": "CABasicAnimation", "keyPath": "emitterCells.c.emitterCells.k.birthRate", "fromValue": 0, "toValue": 1e9, "duration": 1, "repeatCount": 3.4028234663852886e38}"#,
    ])
    func extremes(animation: String) throws {
        let system = try ParticleSystem(layer: Self.layer(animation))
        let budget = ParticleSystem.creationBudget(system.layer)
        system.advance(by: 0)
        var most = 0
        for frame in 1...90 {
            system.advance(to: Double(frame) / 60)
            #expect(system.latestCreations <= budget, "frame \(frame)")
            #expect(system.particleCount <= 1000, "frame \(frame)")
            most = max(most, system.particleCount)
        }
        #expect(most >= 500, "the cells fill at least one of their two equal shares")
        #expect(system.warnings.contains { $0.contains("more than maxParticles 1000: running at the cap") })
    }
}
