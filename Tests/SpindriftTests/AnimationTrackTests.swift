import Foundation
import Testing
import Spindrift

@Suite("AnimationTrack")
struct AnimationTrackTests {
    /// The program of a layer (one cell `a`, layer velocity 5) with `animations`.
    static func program(_ animations: String) throws -> EmitterProgram {
        let json = #"{"velocity": 5, "emitterCells": [{"name": "a", "birthRate": 1, "lifetime": 1}], "animations": ["#
            + animations + "]}"
        return try EmitterProgram(layer: EmitterLayer(jsonData: Data(json.utf8), source: "t.json"))
    }

    /// The scalar presentation value of `keyPath` at each of `times`.
    static func values(_ program: EmitterProgram, _ keyPath: String, at times: [Double]) -> [Double] {
        times.map { program.presentationValue(of: keyPath, at: $0)![0] }
    }

    static func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($1)) }
    }

    @Test("fill modes: before the begin and after the end the model value shows unless a fill holds it", arguments: [
        ("removed", true, [5.0, 3, 5]),
        ("backwards", true, [2.0, 3, 5]),
        ("forwards", true, [5.0, 3, 5]),
        ("forwards", false, [5.0, 3, 4]),
        ("both", false, [2.0, 3, 4]),
    ])
    func fillModes(fillMode: String, removed: Bool, expected: [Double]) throws {
        let program = try Self.program("""
            {"class": "CABasicAnimation", "keyPath": "velocity", "fromValue": 2, "toValue": 4, "beginTime": 1,
             "duration": 2, "fillMode": "\(fillMode)", "isRemovedOnCompletion": \(removed)}
            """)
        #expect(Self.close(Self.values(program, "velocity", at: [0.5, 2, 3.5]), expected))
    }

    @Test("repeat and autoreverse: 0 → 10 in 1 s, forwards then back, twice, then the model value")
    func repeatAndAutoreverse() throws {
        let program = try Self.program("""
            {"class": "CABasicAnimation", "keyPath": "velocity", "fromValue": 0, "toValue": 10, "duration": 1,
             "repeatCount": 2, "autoreverses": true}
            """)
        #expect(Self.close(Self.values(program, "velocity", at: [0.25, 1.25, 2.25, 3.5, 4.5]), [2.5, 7.5, 2.5, 5, 5]))
    }

    @Test("additive adds the model value; cumulative builds on each repeat's end")
    func additiveAndCumulative() throws {
        let additive = try Self.program("""
            {"class": "CABasicAnimation", "keyPath": "velocity", "fromValue": 0, "toValue": 10, "duration": 1, "isAdditive": true}
            """)
        #expect(Self.close(Self.values(additive, "velocity", at: [0.5]), [10]))
        let cumulative = try Self.program("""
            {"class": "CABasicAnimation", "keyPath": "velocity", "fromValue": 0, "toValue": 10, "duration": 1,
             "repeatCount": 3, "isCumulative": true}
            """)
        #expect(Self.close(Self.values(cumulative, "velocity", at: [0.5, 1.5, 2.5]), [5, 15, 25]))
    }

    @Test("a later animation of the same property overrides an earlier one; an additive one adds to it")
    func order() throws {
        let program = try Self.program("""
            {"class": "CABasicAnimation", "keyPath": "velocity", "fromValue": 100, "toValue": 100, "duration": 10},
            {"class": "CABasicAnimation", "keyPath": "velocity", "fromValue": 20, "toValue": 20, "duration": 2},
            {"class": "CABasicAnimation", "keyPath": "velocity", "fromValue": 1, "toValue": 1, "duration": 5, "isAdditive": true}
            """)
        #expect(Self.close(Self.values(program, "velocity", at: [1, 3, 7, 11]), [21, 101, 100, 5]))
    }

    @Test("a spring follows its closed form on time, for its settling duration when no duration is given")
    func spring() throws {
        let program = try Self.program("""
            {"class": "CASpringAnimation", "keyPath": "emitterCells.a.scale", "fromValue": 0, "toValue": 2, "damping": 4,
             "fillMode": "forwards", "isRemovedOnCompletion": false}
            """)
        let motion = SpringMotion(damping: 4)
        let times = [0.05, 0.2, 0.7, 1.3]
        #expect(Self.close(Self.values(program, "emitterCells.a.scale", at: times), times.map { 2 * motion.fraction(at: $0) }))
        let settled = motion.settlingDuration
        #expect(Self.close(Self.values(program, "emitterCells.a.scale", at: [settled + 1]), [2 * motion.fraction(at: settled)]))
    }

    @Test("a group times its members: begin relative to the group, its speed, and its duration cuts them off")
    func group() throws {
        let program = try Self.program("""
            {"class": "CAAnimationGroup", "beginTime": 1, "duration": 2, "speed": 2, "animations": [
              {"class": "CABasicAnimation", "keyPath": "velocity", "fromValue": 0, "toValue": 10, "beginTime": 0.5, "duration": 1,
               "fillMode": "forwards", "isRemovedOnCompletion": false}]}
            """)
        // Layer time t: group time (t − 1) × 2, member time that − 0.5.
        #expect(Self.close(Self.values(program, "velocity", at: [1.2, 1.5, 1.7, 1.95, 2.1]), [5, 5, 9, 10, 5]))
    }

    @Test("the presentation value stays in the property's range: a birth rate never goes negative, a colour stays in 0…1")
    func clamping() throws {
        let program = try Self.program("""
            {"class": "CABasicAnimation", "keyPath": "emitterCells.a.birthRate", "fromValue": 4, "toValue": -4, "duration": 1},
            {"class": "CABasicAnimation", "keyPath": "emitterCells.a.color", "fromValue": [0, 0, 0, 0], "toValue": [0.5, -2, 0, 0], "duration": 1, "isAdditive": true}
            """)
        #expect(Self.close(Self.values(program, "emitterCells.a.birthRate", at: [0.25, 0.75]), [2, 0]))
        #expect(program.presentationValue(of: "emitterCells.a.color", at: 0.5) == [1, 0, 1, 1])
        #expect(program.presentationValue(of: "emitterCells.a.lifetime", at: 0.5) == [1, 0, 0, 0])
        #expect(program.presentationValue(of: "nothing", at: 0.5) == nil)
    }

    /// The presentation value of `keyPath` at `time`, as many numbers as it has.
    static func vector(_ program: EmitterProgram, _ keyPath: String, at time: Double, count: Int) -> [Double] {
        let value = program.presentationValue(of: keyPath, at: time)!
        return (0..<count).map { value[$0] }
    }

    @Test("each new key path animates its value, a quarter of the way at a quarter of the duration", arguments: [
        ("position", [0.0, 0], [100.0, 200]), ("position.x", [0], [100]), ("position.y", [0], [100]),
        ("bounds", [0, 0, 40, 80], [40, 80, 0, 0]), ("bounds.size", [40, 80], [0, 0]), ("bounds.origin", [4, 8], [0, 0]),
        ("transform.translation", [4, 8], [0, 0]), ("emitterPosition.x", [0], [100]), ("emitterPosition.y", [0], [100]),
        ("emitterSize.width", [0], [100]), ("emitterSize.height", [0], [100]),
    ])
    func newKeyPaths(keyPath: String, from: [Double], to: [Double]) throws {
        let program = try Self.program("""
            {"class": "CABasicAnimation", "keyPath": "\(keyPath)", "fromValue": \(from), "toValue": \(to), "duration": 2}
            """)
        let expected = zip(from, to).map { $0 + ($1 - $0) / 4 }
        #expect(Self.close(Self.vector(program, keyPath, at: 0.5, count: from.count), expected))
    }

    @Test("a component key path sets its components only; animations apply in order, a later one overriding what it sets")
    func componentOrder() throws {
        let pair = #"{"class": "CABasicAnimation", "keyPath": "position", "fromValue": [0, 0], "toValue": [100, 200], "duration": 2}"#
        let x = #"{"class": "CABasicAnimation", "keyPath": "position.x", "fromValue": 10, "toValue": 20, "duration": 2}"#
        let additive = #"{"class": "CABasicAnimation", "keyPath": "position.x", "byValue": 10, "duration": 2, "isAdditive": true}"#
        #expect(Self.close(Self.vector(try Self.program(pair + "," + x), "position", at: 1, count: 2), [15, 100]))
        #expect(Self.close(Self.vector(try Self.program(x + "," + pair), "position", at: 1, count: 2), [50, 100]))
        #expect(Self.close(Self.vector(try Self.program(pair + "," + additive), "position", at: 1, count: 2), [55, 100]))
        #expect(Self.close(Self.vector(try Self.program(pair + "," + x), "position.y", at: 1, count: 1), [100]))
        // transform.translation.x is a component of the pair: the pair, added later, overrides it.
        let translation = try Self.program("""
            {"class": "CABasicAnimation", "keyPath": "transform.translation.x", "toValue": 8, "duration": 2},
            {"class": "CABasicAnimation", "keyPath": "transform.translation", "toValue": [4, 4], "duration": 2}
            """)
        #expect(Self.close(Self.vector(translation, "transform.translation", at: 1, count: 2), [2, 2]))
    }

    @Test("a path's linear mode runs each segment in equal time along its curve; keyTimes place the segment ends")
    func pathLinear() throws {
        let program = try Self.program("""
            {"class": "CAKeyframeAnimation", "keyPath": "position", "path": "M 0 0 L 100 0 Q 200 0 200 100", "duration": 2},
            {"class": "CAKeyframeAnimation", "keyPath": "emitterPosition", "path": "m 0 0 l 100 0 l 0 100",
             "keyTimes": [0, 0.8, 1], "duration": 1}
            """)
        #expect(Self.close(Self.vector(program, "position", at: 0.5, count: 2), [50, 0]))
        // The quadratic at t = 1/2: (100, 0)/4 + (200, 0)/2 + (200, 100)/4.
        #expect(Self.close(Self.vector(program, "position", at: 1.5, count: 2), [175, 25]))
        #expect(Self.close(Self.vector(program, "emitterPosition", at: 0.4, count: 2), [50, 0]))
        #expect(Self.close(Self.vector(program, "emitterPosition", at: 0.9, count: 2), [100, 50]))
    }

    @Test("a path's paced mode runs at constant speed by arc length; cubic follows the path as linear does; discrete jumps")
    func pathModes() throws {
        func at(_ mode: String, _ path: String, _ progress: Double) throws -> [Double] {
            let program = try Self.program("""
                {"class": "CAKeyframeAnimation", "keyPath": "position", "path": "\(path)", "calculationMode": "\(mode)", "duration": 1}
                """)
            return Self.vector(program, "position", at: progress, count: 2)
        }
        // 100 then 300 points: halfway along is 100 points into the second segment.
        #expect(Self.close(try at("paced", "M 0 0 L 100 0 L 100 300", 0.5), [100, 100]))
        #expect(Self.close(try at("cubicPaced", "M 0 0 L 100 0 L 100 300", 0.75), [100, 200]))
        // A straight cubic whose parameter runs unevenly: paced still moves 30 of 100 points at 0.3.
        let paced = try at("paced", "M 0 0 C 90 0 99 0 100 0", 0.3)
        #expect(abs(paced[0] - 30) < 1e-3 && paced[1] == 0)
        #expect(try at("cubic", "M 0 0 L 100 0 Q 200 0 200 100", 0.75) == (try at("linear", "M 0 0 L 100 0 Q 200 0 200 100", 0.75)))
        // Points (0, 0), (100, 0), (100, 100) at key times 0, 1/3, 2/3 (and 1).
        #expect(Self.close(try at("discrete", "M 0 0 L 100 0 L 100 100", 0.5), [100, 0]))
    }

    @Test("rotationMode adds the path's direction: auto the tangent, autoReverse half a turn more")
    func rotationMode() throws {
        for (mode, extra) in [("auto", 0.0), ("kCAAnimationRotateAutoReverse", Double.pi)] {
            let program = try Self.program("""
                {"class": "CAKeyframeAnimation", "keyPath": "position", "path": "M 0 0 L 100 0 Q 200 0 200 100",
                 "rotationMode": "\(mode)", "duration": 2}
                """)
            let track = try #require(program.animations.tracks.values.first)
            #expect(abs(track.rotation(at: 0.5) - extra) < 1e-12)
            // The quadratic's tangent at t = 1/2: (100, 0) + (0, 100) → 45°.
            #expect(abs(track.rotation(at: 1.5) - (Double.pi / 4 + extra)) < 1e-12)
        }
    }
}
