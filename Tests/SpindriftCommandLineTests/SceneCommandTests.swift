import Foundation
import Spindrift
import SpindriftTestSupport
import Testing

extension SpindriftCommandTests {
    /// A scratch file holding `json`.
    static func file(_ json: String, named name: String = "scene.json") throws -> String {
        let path = try scratchPath(name)
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("validate reports every problem of a file in one run, and exits 1")
    func validateEveryProblem() throws {
        let path = try Self.file(#"{"birthRat": 1, "sublayers": [{"opacity": 2, "emitterCells": [{"lifetime": -1, "colr": 1}]}]}"#)
        let run = CommandRun("validate", path)
        #expect(run.status == 1)
        #expect(run.standard.isEmpty)
        #expect(run.error == """
            spindrift: \(path): birthRat: unknown key
            spindrift: \(path): sublayers[0].emitterCells[0].colr: unknown key (did you mean 'color'?)
            spindrift: \(path): sublayers[0].opacity: must be between 0 and 1 (got 2.0)
            spindrift: \(path): sublayers[0].emitterCells[0].lifetime: must not be negative (got -1.0)

            """)
    }

    @Test("validate accepts ignored Core Animation keys with one warning each and exits 0")
    func validateWarnings() throws {
        let path = try Self.file(#"{"shadowOpacity": 0.4, "preservesDepth": true, "emitterCells": [{"birthRate": 1, "lifetime": 1}]}"#)
        let run = CommandRun("validate", path)
        #expect(run.status == 0)
        #expect(run.error == """
            spindrift: warning: \(path): preservesDepth: not supported by Spindrift: ignored (particles are drawn flattened onto the layer, as with false)
            spindrift: warning: \(path): shadowOpacity: accepted but not drawn: Spindrift draws no layer shadows

            """)
        #expect(run.standard == "\(path): valid (1 cell)\n")
    }

    @Test("validate and presets describe the campfire scene")
    func campfirePreset() {
        let validate = CommandRun("validate", "campfire")
        #expect(validate.status == 0, "\(validate.error)")
        #expect(validate.standard.hasSuffix("campfire.json: valid (2 layers, 3 cells)\n"))
        let presets = CommandRun("presets")
        #expect(presets.standard.contains(
            "campfire        scene of 2 layers: fire (line emitter, cells: flame, ember), smoke (line emitter, cells: puff)\n"))
    }

    @Test("simulate counts a scene's cells under their layers and dumps LAYER/CELL labels")
    func simulateScene() throws {
        let dump = try scratchPath("campfire.csv")
        let run = CommandRun("simulate", "campfire", "--time", "1", "--dump", dump)
        #expect(run.status == 0, "\(run.error)")
        let lines = run.standard.split(separator: "\n").map(String.init)
        #expect(lines.first == "campfire: time 1 s (local fire 3, smoke 7 s), 60 steps of 0.0166667 s")
        #expect(lines.dropFirst().map { $0.split(separator: " ").first.map(String.init) ?? "" }
            == ["fire/", "flame", "ember", "smoke/", "puff", "total"])
        let counts = lines.dropFirst().map { Int($0.split(separator: " ").last!)! }
        #expect(counts[0] == counts[1] + counts[2] && counts[3] == counts[4] && counts[5] == counts[0] + counts[3])
        let cells = Set(try String(contentsOfFile: dump, encoding: .utf8).split(separator: "\n").dropFirst()
            .map { String($0.split(separator: ",")[0]) })
        #expect(cells == ["fire/flame", "fire/ember", "smoke/puff"])
    }

    @Test("a layer named with a number is refused, also through --set, so sublayers.1 and the label 1/ mean the layer at index 1")
    func numericLayerNames() throws {
        let path = try scratchPath("two.json")
        let cell = #"{"name": "spark", "birthRate": 10, "lifetime": 10}"#
        try Data(#"{"sublayers": [{"name": "1", "emitterCells": [\#(cell)]}, {"emitterCells": [\#(cell)]}]}"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        let refused = CommandRun("simulate", path, "--time", "1")
        #expect(refused.status == 1)
        #expect(refused.error == "spindrift: \(path): sublayers[0].name: must not be a number "
            + "('1' would read as the index of a layer; use a name with a letter, such as 'layer-1')\n")
        let renamed = CommandRun("simulate", path, "--time", "1", "--set", "sublayers.0.name=layer1", "--set", "sublayers.1.emitterCells.spark.birthRate=20")
        #expect(renamed.status == 0, "\(renamed.error)")
        #expect(renamed.standard.split(separator: "\n").dropFirst().map(String.init)
            == ["layer1/  10", "  spark  10", "1/       20", "  spark  20", "total    30"])
        let set = CommandRun("simulate", "campfire", "--time", "0", "--set", #"sublayers.fire.name="1""#)
        #expect(set.status == 1)
        #expect(set.error.hasSuffix(#"campfire.json with --set sublayers.fire.name="1": sublayers[0].name: must not be a number "#
            + "('1' would read as the index of a layer; use a name with a letter, such as 'layer-1')\n"))
    }
}
