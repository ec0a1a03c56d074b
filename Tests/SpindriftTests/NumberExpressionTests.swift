import Foundation
import Spindrift
import Testing

@Suite("NumberExpression: numbers written as emitter code writes them")
struct NumberExpressionTests {
    static let sums: [(String, Double)] = [
        ("pi/4", Double.pi / 4), ("M_PI*0.5", Double.pi * 0.5), ("-0.5/3", -0.5 / 3), ("2*.pi", 2 * Double.pi),
        ("π", Double.pi), ("CGFloat.pi / 2", Double.pi / 2), ("Double.pi", Double.pi), ("Float.pi", Double.pi),
        ("M_PI_2", Double.pi / 2), ("M_PI_4", Double.pi / 4),
        ("CGFloat(Double.pi / 2)", Double.pi / 2), ("CGFloat(-(Double.pi / 2))", -Double.pi / 2), ("Float(1) / 4", 0.25),
        ("Double( 2 )*3", 6), ("(CGFloat)M_PI", Double.pi), ("(float) 2 * 3", 6), ("(double)(1 + 2) / 2", 1.5),
        ("-(CGFloat)2", -2), ("1 - 2 - 3", -4), ("8 / 2 / 2", 2), ("1 + 2 * 3", 7),
        ("(1 + 2) * 3", 9), ("-(-(2))", 2), ("--2", 2), (" .5 ", 0.5), ("1e-3", 0.001), ("2.5E2", 250), ("\t3\t", 3),
    ]

    @Test("arithmetic on numbers and every spelling of π evaluates as Swift would", arguments: sums)
    func evaluates(text: String, value: Double) throws {
        #expect(try NumberExpression.evaluate(text) == .init(number: value, readsCurrentTime: false))
    }

    static let currentTimes: [(String, Double)] = [
        ("CACurrentMediaTime()", 0.0), ("CACurrentMediaTime() + 0.5", 0.5), ("CACurrentMediaTime ( ) - 1", -1),
    ]

    @Test("CACurrentMediaTime() is now, 0, and says it was read", arguments: currentTimes)
    func currentTime(text: String, value: Double) throws {
        #expect(try NumberExpression.evaluate(text) == .init(number: value, readsCurrentTime: true))
    }

    static let refusals: [(String, String)] = [
        ("", "empty"),
        ("   ", "empty"),
        ("pi pi", "expected an operator (+ - * /) at column 4, found 'pi'"),
        ("2**3", "expected a number, a name or '(' at column 3, found '*'"),
        ("2^3", "expected an operator (+ - * /) at column 2, found '^'"),
        ("1/0", "the result is not finite (division by zero or overflow)"),
        ("0/0", "the result is not finite (division by zero or overflow)"),
        ("1e308 * 10", "the result is not finite (division by zero or overflow)"),
        ("((1)", "expected ')' at column 5, found the end"),
        ("1)", "expected an operator (+ - * /) at column 2, found ')'"),
        ("1 +", "expected a number, a name or '(' at column 4, found the end"),
        ("+1", "expected a number, a name or '(' at column 1, found '+'"),
        ("1.2.3", "'1.2.3' is not a number at column 1"),
        ("sin(1)", "unknown name 'sin' at column 1 (expected a number, one of pi, π, M_PI, .pi, CGFloat.pi, Double.pi, "
            + "Float.pi, M_PI_2, M_PI_4, CACurrentMediaTime(), or a conversion CGFloat(…), Float(…), Double(…))"),
        ("CGFloat 2", "expected '(' after CGFloat at column 9, found '2'"),
        ("CGFloat(1", "expected ')' at column 10, found the end"),
        ("(CGFloat)", "expected a number, a name or '(' at column 10, found the end"),
        ("(int)2", "unknown name 'int' at column 2 (expected a number, one of pi, π, M_PI, .pi, CGFloat.pi, Double.pi, "
            + "Float.pi, M_PI_2, M_PI_4, CACurrentMediaTime(), or a conversion CGFloat(…), Float(…), Double(…))"),
        ("CACurrentMediaTime", "expected '()' after CACurrentMediaTime at column 19, found the end"),
        ("½", "expected a number, a name or '(' at column 1, found '½'"),
        ("1\u{0}", "expected an operator (+ - * /) at column 2, found '\\u{00}'"),
        (String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40), "nested deeper than 32 levels at column 33"),
        (String(repeating: "-", count: 40) + "1", "nested deeper than 32 levels at column 33"),
        (String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000),
         "longer than 200 characters (got 200001)"),
    ]

    @Test("anything else is refused with the reason and the column", arguments: refusals)
    func refuses(text: String, reason: String) {
        #expect(throws: NumberExpression.Failure(reason: reason)) { try NumberExpression.evaluate(text) }
    }

    @Test("every number of a description may be an expression: scalars, vector components, whole numbers, animation values")
    func everywhere() throws {
        let layer = try #require(SceneTests.scene(#"""
            {"emitterPosition": ["M_PI", "2*pi"], "seed": "2*3", "birthRate": "1/2",
             "emitterCells": [{"name": "a", "emissionRange": "pi/4", "color": [1, "1/2", 1, 1], "spinRange": "-0.5/3"}],
             "animations": [{"class": "CAKeyframeAnimation", "keyPath": "emitterPosition", "values": [[0, "pi"], ["1+1", 0]],
                             "keyTimes": [0, "1/1"], "duration": "M_PI_2"}]}
            """#).layers.first)
        #expect(layer.emitterPosition == [Double.pi, 2 * Double.pi])
        #expect(layer.seed == 6)
        #expect(layer.birthRate == 0.5)
        #expect(layer.emitterCells[0].emissionRange == Double.pi / 4)
        #expect(layer.emitterCells[0].color == [1, 0.5, 1, 1])
        #expect(layer.emitterCells[0].spinRange == -0.5 / 3)
        #expect(layer.animations[0].timing.duration == Double.pi / 2)
        guard case .property(let property) = layer.animations[0].kind, case .keyframe(let keyframes) = property.values else {
            Issue.record("expected a keyframe animation")
            return
        }
        #expect(keyframes.values == [[0, Double.pi], [2, 0]])
        #expect(keyframes.keyTimes == [0, 1])
    }

    @Test("a bad expression is an error naming the JSON path, the text, the reason and the column; the others are still reported")
    func errors() {
        #expect(SceneTests.message(#"""
            {"emitterPosition": [0, "pi pi"], "seed": "1.5", "birthRate": "",
             "emitterCells": [{"emissionRange": "1/0"}, {"lifetime": "2**3"}],
             "animations": [{"class": "CABasicAnimation", "keyPath": "birthRate", "toValue": "tau"}]}
            """#) == """
            scene.json: emitterPosition[1]: invalid number "pi pi": expected an operator (+ - * /) at column 4, found 'pi'
            scene.json: seed: expected a whole number from 0 to 4294967295 (got 1.5)
            scene.json: birthRate: invalid number "": empty
            scene.json: emitterCells[0].emissionRange: invalid number "1/0": the result is not finite (division by zero or overflow)
            scene.json: emitterCells[1].lifetime: invalid number "2**3": expected a number, a name or '(' at column 3, found '*'
            scene.json: animations[0].toValue: invalid number "tau": unknown name 'tau' at column 1 (expected a number, one of pi, π, M_PI, .pi, CGFloat.pi, Double.pi, Float.pi, M_PI_2, M_PI_4, CACurrentMediaTime(), or a conversion CGFloat(…), Float(…), Double(…))
            """)
    }

    @Test("a text longer than the limit is not repeated in the message")
    func longText() {
        let deep = String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
        #expect(SceneTests.message(#"{"emitterCells": [{"emissionRange": "\#(deep)"}]}"#)
            == "scene.json: emitterCells[0].emissionRange: invalid number: longer than 200 characters (got 200001)")
    }

    @Test("beginTime CACurrentMediaTime() (+ an offset) is now with a warning, on the layer, a cell and an animation")
    func beginTimeNow() throws {
        let scene = try SceneTests.scene(#"""
            {"beginTime": "CACurrentMediaTime()",
             "emitterCells": [{"name": "a", "birthRate": 1, "lifetime": 1, "beginTime": "CACurrentMediaTime() + 0.5"}],
             "animations": [{"class": "CABasicAnimation", "keyPath": "birthRate", "toValue": 0,
                             "beginTime": "CACurrentMediaTime() + 2"}]}
            """#)
        let layer = try #require(scene.layers.first)
        #expect(layer.beginTime == 0)
        #expect(layer.emitterCells[0].beginTime == 0.5)
        #expect(layer.animations[0].timing.beginTime == 2)
        let now = "CACurrentMediaTime() is taken as 0, the moment the description starts: "
        #expect(scene.notices == [
            .init(path: "beginTime", reason: now + #""CACurrentMediaTime()" reads as 0"#),
            .init(path: "emitterCells[0].beginTime", reason: now + #""CACurrentMediaTime() + 0.5" reads as 0.5"#),
            .init(path: "animations[0].beginTime", reason: now + #""CACurrentMediaTime() + 2" reads as 2"#),
        ])
    }

    @Test("--set takes an expression too")
    func override() throws {
        let scene = try SceneTests.scene(
            #"{"emitterCells": [{"name": "a"}]}"#, overrides: [.init(keyPath: "emitterCells.a.emissionRange", value: "pi/2")])
        #expect(scene.layers[0].emitterCells[0].emissionRange == Double.pi / 2)
    }
}
