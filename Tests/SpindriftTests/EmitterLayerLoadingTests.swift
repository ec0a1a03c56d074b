import Foundation
import Testing
import Spindrift

@Suite("EmitterLayer loading and validation")
struct EmitterLayerLoadingTests {
    static func message(_ json: String, overrides: [ConfigurationOverride] = []) -> String? {
        do {
            _ = try EmitterLayer(jsonData: Data(json.utf8), source: "bad.json", overrides: overrides)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("absent keys take Core Animation's defaults")
    func defaults() throws {
        let layer = try EmitterLayer(jsonData: Data(#"{"emitterCells": [{}]}"#.utf8), source: "x.json")
        #expect(layer.emitterShape == .point && layer.emitterMode == .volume && layer.renderMode == .unordered)
        #expect(layer.birthRate == 1 && layer.lifetime == 1 && layer.velocity == 1 && layer.scale == 1 && layer.spin == 1)
        #expect(layer.speed == 1 && layer.timeOffset == 0 && layer.beginTime == 0 && layer.seed == 0)
        #expect(layer.maxParticles == 2_000_000)
        let cell = layer.emitterCells[0]
        #expect(cell.birthRate == 0 && cell.lifetime == 0 && cell.scale == 1 && cell.color == [1, 1, 1, 1])
        #expect(cell.enabled && cell.contentsRect == [0, 0, 1, 1] && cell.emissionRange == 0)
    }

    @Test("encoding and decoding give the same layer")
    func roundTrip() throws {
        var layer = EmitterLayer()
        layer.emitterShape = .cuboid
        layer.emitterCells = [EmitterCell()]
        layer.emitterCells[0].name = "a"
        layer.emitterCells[0].color = [0.1, 0.2, 0.3, 0.4]
        layer.emitterCells[0].emitterCells = [EmitterCell()]
        #expect(try EmitterLayer(jsonData: layer.jsonData(), source: "x.json") == layer)
    }

    @Test("each bad input names the file, the JSON path and the reason", arguments: [
        (#"{"emitterCells":[{"name":"a","lifetime":1},{"lifetime":-2}]}"#,
         "bad.json: emitterCells[1].lifetime: must not be negative (got -2.0)"),
        (#"{"emitterCells":[{"birthRate":-1}]}"#, "bad.json: emitterCells[0].birthRate: must not be negative (got -1.0)"),
        (#"{"lifetime":-1}"#, "bad.json: lifetime: must not be negative (got -1.0)"),
        (#"{"birthRate":-0.5}"#, "bad.json: birthRate: must not be negative (got -0.5)"),
        (#"{"speed":-1}"#, "bad.json: speed: must not be negative (got -1.0)"),
        (#"{"emitterSize":[10,-1]}"#, "bad.json: emitterSize[1]: must not be negative (got -1.0)"),
        (#"{"emitterCells":[{"birthRat":1}]}"#, "bad.json: emitterCells[0].birthRat: unknown key (did you mean 'birthRate'?)"),
        (#"{"colour":[1,1,1,1]}"#, "bad.json: colour: unknown key"),
        (#"{"emitterCells":[{"lifetime":"long"}]}"#, "bad.json: emitterCells[0].lifetime: expected a number"),
        (#"{"emitterCells":[{"enabled":1}]}"#, "bad.json: emitterCells[0].enabled: expected true or false"),
        (#"{"emitterCells":{}}"#, "bad.json: emitterCells: expected an array"),
        (#"[1, 2]"#, "bad.json: expected an object"),
        ("{\n  \"seed\": 1,\n  \"speed\": x\n}", "bad.json: not valid JSON: Invalid value at line 3, column 12"),
        (#"{"emitterCells": ["#, "bad.json: not valid JSON: Unexpected end of file during JSON parse"),
        (#"{"lifetime": 1e999}"#, "bad.json: not valid JSON: Number 1e999 is not representable in Swift"),
        (#"{"emitterShape":"lne"}"#,
         "bad.json: emitterShape: unknown value 'lne' (expected one of: point, line, rectangle, circle, cuboid, sphere)"),
        (#"{"renderMode":"sorted"}"#,
         "bad.json: renderMode: unknown value 'sorted' (expected one of: unordered, oldestFirst, oldestLast, backToFront, additive)"),
        (#"{"seed":-1}"#, "bad.json: seed: expected a whole number from 0 to 4294967295 (got -1.0)"),
        (#"{"maxParticles":1.5}"#, "bad.json: maxParticles: expected a whole number (got 1.5)"),
        (#"{"maxParticles":0}"#, "bad.json: maxParticles: must be between 1 and 100000000 (got 0)"),
        (#"{"maxParticles":200000000}"#, "bad.json: maxParticles: must be between 1 and 100000000 (got 200000000)"),
        (#"{"emitterPosition":[1,2,3]}"#, "bad.json: emitterPosition: expected 2 numbers [x, y] (got 3)"),
        (#"{"emitterCells":[{"color":[1,1,2,1]}]}"#, "bad.json: emitterCells[0].color[2]: must be between 0 and 1 (got 2.0)"),
        (#"{"emitterCells":[{"color":[1,1,1]}]}"#, "bad.json: emitterCells[0].color: expected 4 numbers [red, green, blue, alpha] (got 3)"),
        (#"{"emitterCells":[{"contentsRect":[0.5,0,0.6,1]}]}"#,
         "bad.json: emitterCells[0].contentsRect: must be a non-empty [x, y, width, height] inside [0, 0, 1, 1]"),
        (#"{"emitterCells":[{"name":"a"},{"name":"a"}]}"#, "bad.json: emitterCells[1].name: 'a' is already the name of emitterCells[0]"),
        (#"{"emitterCells":[{"name":"a.b"}]}"#, "bad.json: emitterCells[0].name: must be non-empty and contain no '.' (got 'a.b')"),
        (#"{"emitterCells":[{"contents":""}]}"#, "bad.json: emitterCells[0].contents: must not be empty"),
        (#"{"birthRate":1000,"emitterCells":[{"birthRate":2e6}]}"#,
         "bad.json: emitterCells[0].birthRate: times the layer's birthRate must be at most 1000000000 per second (got 2000000000.0)"),
        (#"{"emitterCells":[{"yAcceleration":1e39}]}"#, "bad.json: emitterCells[0].yAcceleration: must be within ±3.4e38 (got 1e+39)"),
        (#"{"emitterCells":[{"emitterCells":[{"lifetime":-1}]}]}"#,
         "bad.json: emitterCells[0].emitterCells[0].lifetime: must not be negative (got -1.0)"),
    ] as [(String, String)])
    func badInput(json: String, expected: String) {
        #expect(Self.message(json) == expected)
    }

    @Test("every problem is reported, one line each")
    func severalProblems() {
        #expect(Self.message(#"{"speed":-1,"emitterCells":[{"birthRate":-1,"lifetime":-1}]}"#) == """
            bad.json: speed: must not be negative (got -1.0)
            bad.json: emitterCells[0].birthRate: must not be negative (got -1.0)
            bad.json: emitterCells[0].lifetime: must not be negative (got -1.0)
            """)
    }

    @Test("NaN and infinities are rejected wherever they come from")
    func nonFinite() {
        var layer = EmitterLayer()
        layer.velocity = .nan
        layer.emitterCells = [EmitterCell()]
        layer.emitterCells[0].yAcceleration = .infinity
        layer.emitterCells[0].color.y = .nan
        #expect(layer.validationProblems().map { "\($0.path): \($0.reason)" } == [
            "velocity: must be a finite number (got nan)",
            "emitterCells[0].yAcceleration: must be a finite number (got inf)",
            "emitterCells[0].color[1]: must be a finite number (got nan)",
        ])
    }

    @Test("cells nest at most 8 levels deep")
    func depth() {
        var json = "{}"
        for _ in 0..<9 { json = #"{"emitterCells":[\#(json)]}"# }
        let path = Array(repeating: "emitterCells[0]", count: 8).joined(separator: ".") + ".emitterCells"
        #expect(Self.message(json) == "bad.json: \(path): cells nest deeper than 8 levels")
        #expect(Self.message(#"{"emitterCells":[{}]}"#) == nil)
    }

    @Test("file errors name the file")
    func files() throws {
        #expect(throws: ConfigurationError(source: "/no/such.json", reason: "cannot read file: No such file or directory")) {
            try EmitterLayer(contentsOfFile: "/no/such.json")
        }
        #expect(throws: ConfigurationError(source: "/tmp", reason: "cannot read file: Is a directory")) {
            try EmitterLayer(contentsOfFile: "/tmp")
        }
    }
}
