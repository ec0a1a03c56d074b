import Foundation
import Spindrift
import Testing

@Suite("Description problems: every problem in one run")
struct DescriptionProblemsTests {
    @Test("unknown keys at every level, wrong types and bad values are reported together, in decoding order")
    func everyProblem() {
        let json = #"""
            {"emiterShape": "line", "birthRate": -1, "shadowOpacity": 0.5,
             "emitterCells": [{"birthRat": 1, "lifetime": true, "Color": [1, 1, 1, 1], "style": {}},
                              {"lifetime": -2, "xyz": 1}]}
            """#
        #expect(SceneTests.message(json) == """
            scene.json: emiterShape: unknown key (did you mean 'emitterShape'?)
            scene.json: emitterCells[0].Color: unknown key (did you mean 'color'?)
            scene.json: emitterCells[0].birthRat: unknown key (did you mean 'birthRate'?)
            scene.json: emitterCells[0].lifetime: expected a number
            scene.json: emitterCells[1].xyz: unknown key
            scene.json: birthRate: must not be negative (got -1.0)
            scene.json: emitterCells[1].lifetime: must not be negative (got -2.0)
            """)
    }

    @Test("a name is suggested only when it differs in letter case or by at most 2 edits", arguments: [
        ("birthRat", "birthRate"), ("brithRate", "birthRate"), ("BIRTHRATE", "birthRate"), ("emitterposition", "emitterPosition"),
        ("lifetme", "lifetime"), ("opactiy", "opacity"),
    ])
    func closeNames(key: String, suggestion: String) {
        #expect(SceneTests.message(#"{"emitterCells": [], "\#(key)": 1}"#)
            == "scene.json: \(key): unknown key (did you mean '\(suggestion)'?)")
    }

    @Test("a name further away gets no suggestion", arguments: ["emitter", "colour", "particles", "zzzz"])
    func farNames(key: String) {
        #expect(SceneTests.message(#"{"\#(key)": 1}"#) == "scene.json: \(key): unknown key")
    }

    @Test("real Core Animation keys that Spindrift ignores load, each with one notice saying what happens", arguments: [
        ("shadowOpacity", "accepted but not drawn: Spindrift draws no layer shadows"),
        ("shadowRadius", "accepted but not drawn: Spindrift draws no layer shadows"),
        ("shadowOffset", "accepted but not drawn: Spindrift draws no layer shadows"),
        ("shadowColor", "accepted but not drawn: Spindrift draws no layer shadows"),
        ("borderColor", "accepted but not drawn: Spindrift draws only a layer's particles"),
        ("cornerRadius", "accepted but not drawn: Spindrift draws only a layer's particles"),
        ("contentsScale", "accepted, no effect: an emitter layer draws no contents of its own"),
        ("preservesDepth", "not supported by Spindrift: ignored (particles are drawn flattened onto the layer, as with false)"),
        ("style", "not supported by Spindrift: ignored"),
        ("actions", "not supported by Spindrift: ignored"),
        ("transform", "not supported by Spindrift as a matrix: ignored (set it through its key paths: transform.rotation.z, "
            + "transform.scale, transform.scale.x, transform.scale.y, transform.translation.x, transform.translation.y)"),
    ])
    func ignoredLayerKeys(key: String, notice: String) throws {
        let scene = try SceneTests.scene(#"{"\#(key)": 1, "sublayers": [{"\#(key)": 2}]}"#)
        #expect(scene.notices == [.init(path: key, reason: notice), .init(path: "sublayers[0].\(key)", reason: notice)])
    }

    @Test("ignored cell keys are notices too", arguments: [
        ("minificationFilterBias", "not supported by Spindrift: ignored (there are no mipmaps to bias)"),
        ("style", "not supported by Spindrift: ignored"),
        ("fillMode", "not supported by Spindrift: ignored (a cell emits only inside its active window)"),
        ("isRemovedOnCompletion", "not supported by Spindrift: ignored (a cell's timing has no completion)"),
    ])
    func ignoredCellKeys(key: String, notice: String) throws {
        let scene = try SceneTests.scene(#"{"emitterCells": [{"\#(key)": 0}]}"#)
        #expect(scene.notices == [.init(path: "emitterCells[0].\(key)", reason: notice)])
    }

    @Test("a plain JSONDecoder still throws at the first unknown key")
    func plainDecoder() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(EmitterLayer.self, from: Data(#"{"b": 1, "a": 2}"#.utf8))
        }
    }
}
