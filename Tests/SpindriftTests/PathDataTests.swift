import Foundation
import Testing
import Spindrift

@Suite("PathData")
struct PathDataTests {
    @Test("every command, absolute and relative, resolves to absolute elements; a move's extra pairs are lines")
    func commands() throws {
        let path = try PathData(parsing: "M 10,20 L 30 40 l 5-5 Q 50 60 70 80 q 1 2 3 4 C 1 2 3 4 5 6 c 1,1 2,2 3,3 Z m 1 1 2 2 z")
        #expect(path.elements == [
            .move([10, 20]), .line([30, 40]), .line([35, 35]),
            .quadCurve(control: [50, 60], end: [70, 80]), .quadCurve(control: [71, 82], end: [73, 84]),
            .curve(control1: [1, 2], control2: [3, 4], end: [5, 6]), .curve(control1: [6, 7], control2: [7, 8], end: [8, 9]),
            .close, .move([11, 21]), .line([13, 23]), .close,
        ])
        #expect(try PathData(parsing: "M0 0L1e1 .5-2 3").elements == [.move([0, 0]), .line([10, 0.5]), .line([-2, 3])])
    }

    @Test("segments: one per element after a move, a close drawing back to its subpath's start")
    func segments() throws {
        let segments = try PathData(parsing: "M 0 0 L 10 0 Q 20 0 20 10 Z M 50 50 C 60 50 70 60 70 70").segments
        #expect(segments.map(\.points) == [
            [[0, 0], [10, 0]], [[10, 0], [20, 0], [20, 10]], [[20, 10], [0, 0]],
            [[50, 50], [60, 50], [70, 60], [70, 70]],
        ])
    }

    @Test("Bézier segments are evaluated exactly: the Bernstein form at the parameter, with its derivative's angle")
    func bezier() throws {
        let segments = try PathData(parsing: "M 0 0 Q 100 0 100 100 M 0 0 C 0 100 100 100 100 0").segments
        for t in [0.0, 0.25, 0.5, 0.9, 1] {
            let s = 1 - t
            let quad = s * s * SIMD2<Double>(0, 0) + 2 * s * t * SIMD2<Double>(100, 0) + t * t * SIMD2<Double>(100, 100)
            #expect(segments[0].point(at: t) == quad)
            let cubic = 3 * s * s * t * SIMD2<Double>(0, 100) + 3 * s * t * t * SIMD2<Double>(100, 100) + t * t * t * SIMD2<Double>(100, 0)
            #expect(abs(segments[1].point(at: t).x - cubic.x) < 1e-12 && abs(segments[1].point(at: t).y - cubic.y) < 1e-12)
        }
        // The quadratic's derivative: 2(1 − t)(100, 0) + 2t(0, 100).
        #expect(abs(segments[0].tangentAngle(at: 0.5) - Double.pi / 4) < 1e-12)
        #expect(segments[1].tangentAngle(at: 0) == Double.pi / 2)
        // A control point on the start: the direction toward the next distinct one.
        #expect(try PathData(parsing: "M 0 0 C 0 0 0 10 10 10").segments[0].tangentAngle(at: 0) == Double.pi / 2)
    }

    @Test("bad path data names the character and its offset", arguments: [
        ("M 10 20 X 5", "unexpected 'X' at offset 8 in SVG path data"),
        ("M 0 0 L 10", "expected a number (got the end) at offset 10 in SVG path data"),
        ("M 0 0 C 1 2 3 L", "expected a number (got 'L') at offset 14 in SVG path data"),
        ("L 0 0", "expected 'M' or 'm' (got 'L') at offset 0 in SVG path data"),
        ("10 20", "expected 'M' or 'm' (got '1') at offset 0 in SVG path data"),
        ("M 0 0 H 10", "unsupported command 'H' (supported: M, L, C, Q, Z and their lowercase forms) at offset 6 in SVG path data"),
        ("M 0 0 Z 5", "unexpected '5' at offset 8 in SVG path data"),
        ("M 0 0 L 1e39 0", "number '1e39' beyond ±3.4e38 at offset 8 in SVG path data"),
        ("M 0 0 L 1 π", "expected a number (got 'π') at offset 10 in SVG path data"),
        ("M 0 0\u{1B}]0;x", "unexpected '\\u{1B}' at offset 5 in SVG path data"),
        ("M 0\u{A0}0", "expected a number (got '\u{A0}') at offset 3 in SVG path data"),
        ("M 0 0 é", "unexpected 'é' at offset 6 in SVG path data"),
        ("  ", "SVG path data is empty"),
        ("M0 0" + String(repeating: " L1 1", count: PathData.maximumElements),
         "more than 65536 elements at offset \(4 + 5 * PathData.maximumElements - 4) in SVG path data"),
    ])
    func errors(text: String, reason: String) {
        #expect(throws: AnimationInputError(path: "path", reason: reason)) { try PathData(parsing: text) }
    }

    @Test("a description's bad path is refused with its JSON path; a path on a number or without path data is refused too")
    func descriptionErrors() {
        func problem(_ animation: String) -> String {
            let json = #"{"emitterCells": [{"birthRate": 1}], "animations": [\#(animation)]}"#
            do {
                _ = try EmitterLayer(jsonData: Data(json.utf8), source: "t.json")
                return "accepted"
            } catch {
                return "\(error)"
            }
        }
        #expect(problem(#"{"class": "CAKeyframeAnimation", "keyPath": "position", "path": "M 0 0 X"}"#)
            == "t.json: animations[0].path: unexpected 'X' at offset 6 in SVG path data")
        #expect(problem(#"{"class": "CAKeyframeAnimation", "keyPath": "birthRate", "path": "M 0 0 L 1 1"}"#)
            == "t.json: animations[0].path: a path moves a point [x, y], such as position or emitterPosition; birthRate is not one")
        #expect(problem(#"{"class": "CAKeyframeAnimation", "keyPath": "position", "values": [[0, 0]], "rotationMode": "auto"}"#)
            == "t.json: animations[0].rotationMode: turns the layer along a path: give path")
    }
}
