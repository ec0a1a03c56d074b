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
}
