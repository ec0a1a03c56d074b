import Foundation
import SpindriftTestSupport
import Testing

/// Writes `text` as `name` in a new scratch folder; returns its path.
private func file(_ name: String, _ text: String) throws -> String {
    let path = try scratchPath(name)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

@Suite("spindrift diff")
struct DiffCommandTests {
    @Test("lists changed, added and removed keys and cells key path by key path, nested cells included; exit status 1")
    func changes() throws {
        let old = try file("a.json", """
            {
              "birthRate": 2,
              "emitterCells": [
                { "name": "rocket", "birthRate": 30, "isEnabled": true, "color": [1, 1, 1, 1],
                  "emitterCells": [{ "name": "spark", "lifetime": 2.50, "spin": 1 }] },
                { "birthRate": 5 },
                { "name": "gone", "birthRate": 1 }
              ],
              "animations": [{ "class": "CABasicAnimation", "keyPath": "birthRate", "toValue": 0, "duration": 2,
                               "isRemovedOnCompletion": false }]
            }
            """)
        let new = try file("b.json", """
            {"emitterCells": [{"birthRate": 5.0}, {"name": "rocket", "birthRate": 36.3, "enabled": true, "color": [0.95, 1, 1, 1],
              "emitterCells": [{"name": "spark", "lifetime": 2.5, "velocity": 10}]}, {"name": "new", "birthRate": 1}],
             "animations": [{"class": "CABasicAnimation", "keyPath": "birthRate", "toValue": 0, "duration": 3,
                             "removedOnCompletion": false}],
             "renderMode": "additive"}
            """)
        let run = CommandRun("diff", old, new)
        #expect(run.error == "")
        #expect(run.standard == """
            birthRate: removed 2
            emitterCells.rocket.birthRate: 30 → 36.3
            emitterCells.rocket.color: [1, 1, 1, 1] → [0.95, 1, 1, 1]
            emitterCells.rocket.emitterCells.spark.spin: removed 1
            emitterCells.rocket.emitterCells.spark.velocity: added 10
            emitterCells.cell1: removed cell
            emitterCells.gone: removed cell
            emitterCells.cell0: added cell
            emitterCells.new: added cell
            animations[0].duration: 2 → 3
            renderMode: added "additive"

            """)
        #expect(run.status == 1)
    }

    @Test("a scene's layers are matched by name, else index; a scene's list of cells and layers added whole is listed one by one")
    func scenes() throws {
        let old = try file("a.json", #"{"sublayers": [{"name": "fire", "emitterCells": [{"name": "flame"}]}, {"opacity": 0.5}]}"#)
        let new = try file("b.json", #"{"opacity": 0.9, "sublayers": [{"name": "fire"}, {"opacity": 0.25}, {"name": "smoke"}]}"#)
        let run = CommandRun("diff", old, new)
        #expect(run.standard == """
            sublayers.fire.emitterCells.flame: removed cell
            sublayers.1.opacity: 0.5 → 0.25
            sublayers.smoke: added layer
            opacity: added 0.9

            """)
        #expect(run.status == 1)
    }

    @Test("the same description, however written, is no change: exit status 0 and no output")
    func same() throws {
        let old = try file("a.json", #"{"emitterCells": [{"name": "a", "birthRate": 30, "isEnabled": false}], "transform.rotation": 0.5}"#)
        let new = try file("b.json", """
            {
                "transform.rotation.z": 5e-1,
                "emitterCells": [ { "birthRate": 30.0, "enabled": false, "name": "a" } ]
            }
            """)
        let run = CommandRun("diff", old, new)
        #expect((run.status, run.standard, run.error) == (0, "", ""))
        #expect(CommandRun("diff", "snow", "snow").status == 0)
    }

    @Test("bad input is exit status 2, with an error naming the file or the usage", arguments: [
        (["diff", "snow"], "spindrift: missing A and B; run 'spindrift diff --help'\n"),
        (["diff", "snow", "snow", "rain"], "spindrift: unexpected argument 'rain'; run 'spindrift diff --help'\n"),
        (["diff", "snow", "nowhere.json"], "spindrift: nowhere.json: cannot read file: No such file or directory\n"),
        (["diff", "snowy", "snow"],
         "spindrift: 'snowy' is neither a file nor a preset (presets: blizzard, campfire, confetti, confetti-burst, fire, fireworks, fountain, galaxy, leaves, matrix, rain, snow, snowdrift, sparkler)\n"),
    ])
    func badInput(arguments: [String], error: String) {
        let run = CommandRun(arguments: arguments)
        #expect((run.status, run.standard, run.error) == (2, "", error))
    }

    @Test("a description that does not load is exit status 2, every problem named with its file")
    func invalid() throws {
        let bad = try file("bad.json", #"{"emitterCells": [{"name": "a", "lifetime": -1, "birthRat": 2}]}"#)
        let run = CommandRun("diff", "snow", bad)
        #expect(run.status == 2)
        #expect(run.error == """
            spindrift: \(bad): emitterCells[0].birthRat: unknown key (did you mean 'birthRate'?)
            spindrift: \(bad): emitterCells[0].lifetime: must not be negative (got -1.0)

            """)
    }
}
