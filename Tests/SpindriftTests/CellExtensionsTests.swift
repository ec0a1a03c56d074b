import Foundation
import Testing
@testable import SpindriftDescription

/// The problems of a one-cell description whose cell has `spindrift` as its `spindrift` object,
/// as the command line prints them (nil when it loads).
private func problems(_ spindrift: String, cell: String = #""name": "a", "birthRate": 1, "lifetime": 1"#) -> [String]? {
    let json = #"{"emitterCells": [{\#(cell), "spindrift": \#(spindrift)}]}"#
    do {
        _ = try Scene(jsonData: Data(json.utf8), source: "c.json")
        return nil
    } catch {
        return error.problems.map { "\($0.path): \($0.reason)" }
    }
}

@Suite("CellExtensions")
struct CellExtensionsTests {
    @Test("every curve decodes under the cell's spindrift object and encodes back the same")
    func roundTrip() throws {
        let json = #"""
            {"emitterCells": [{"spindrift": {
              "scaleOverLife": {"values": [1, 3]},
              "colorOverLife": {"values": [[1, 1, 1, 1], [1, 0.5, 0, 1]], "keyTimes": [0, 1], "timingFunctions": ["easeIn"]},
              "alphaOverLife": {"values": [1, 0.5, 0], "keyTimes": [0, 0.5, 0.5, 1], "calculationMode": "discrete"},
              "spinOverLife": {"values": [0, 2, 1], "calculationMode": "kCAAnimationCubic"}}}]}
            """#
        let layer = try EmitterLayer(jsonData: Data(json.utf8), source: "c.json")
        let extensions = try #require(layer.emitterCells[0].spindrift)
        #expect(extensions.scaleOverLife == LifeCurve(values: [[1], [3]]))
        #expect(extensions.colorOverLife == LifeCurve(
            values: [[1, 1, 1, 1], [1, 0.5, 0, 1]], keyTimes: [0, 1], timingFunctions: [.easeIn]))
        #expect(extensions.alphaOverLife?.calculationMode == .discrete)
        #expect(extensions.spinOverLife?.calculationMode == .cubic)
        #expect(try EmitterLayer(jsonData: layer.jsonData(), source: "again.json") == layer)
        let encoded = String(decoding: try JSONEncoder().encode(extensions.scaleOverLife), as: UTF8.self)
        #expect(encoded == #"{"values":[1,3]}"#)
    }

    @Test("a cell without curves encodes no spindrift key")
    func absentWhenUnused() throws {
        let layer = try EmitterLayer(jsonData: Data(#"{"emitterCells": [{"birthRate": 1}]}"#.utf8), source: "c.json")
        #expect(layer.emitterCells[0].spindrift == nil)
        #expect(!String(decoding: try layer.jsonData(), as: UTF8.self).contains("spindrift"))
    }

    @Test("a curve's problems name their JSON path, with CAKeyframeAnimation's messages")
    func validation() {
        let prefix = "emitterCells[0].spindrift."
        #expect(problems(#"{"scaleOverLife": {"values": [1, 2, 3], "keyTimes": [0, 0.7, 0.5, 1]}}"#)
            == [prefix + "scaleOverLife.keyTimes: must have 3 entries, one per value (got 4)"])
        #expect(problems(#"{"scaleOverLife": {"values": [1, 2, 3], "keyTimes": [0, 0.7, 0.5]}}"#)
            == [prefix + "scaleOverLife.keyTimes[2]: must be 1 (got 0.5)"])
        #expect(problems(#"{"scaleOverLife": {"values": [1, 2, 3, 4], "keyTimes": [0, 0.7, 0.5, 1]}}"#)
            == [prefix + "scaleOverLife.keyTimes[2]: must not be less than keyTimes[1] (0.7): key times ascend (got 0.5)"])
        #expect(problems(#"{"scaleOverLife": {"values": []}}"#) == [prefix + "scaleOverLife.values: must have at least one value"])
        #expect(problems(#"{"scaleOverLife": {"values": [1, 2], "timingFunctions": ["easeIn", "easeOut"]}}"#)
            == [prefix + "scaleOverLife.timingFunctions: must have 1 entries, one per segment between values (got 2)"])
        #expect(problems(#"{"alphaOverLife": {"values": [1, 1.5]}}"#)
            == [prefix + "alphaOverLife.values[1]: must be between 0 and 1 (got 1.5)"])
        #expect(problems(#"{"colorOverLife": {"values": [[1, 1, 1, 1], [1, -0.5, 1, 1]]}}"#)
            == [prefix + "colorOverLife.values[1][1]: must be between 0 and 1 (got -0.5)"])
        #expect(problems(#"{"colorOverLife": {"values": [1, 0]}}"#)
            == [prefix + "colorOverLife.values[0]: must be 4 numbers [red, green, blue, alpha] for colorOverLife (got 1)"])
        #expect(problems(#"{"spinOverLife": {"values": [[1, 2]]}}"#)
            == [prefix + "spinOverLife.values[0]: must be a number for spinOverLife (got 2)"])
        #expect(problems(#"{"scaleOverLife": {"values": [1, 1e39]}}"#)
            == [prefix + "scaleOverLife.values[1]: must be within ±3.4e38 (got 1e+39)"])
        #expect(problems(#"{"scaleOverLife": {"values": [1], "keyTime": [0]}, "sizeOverLife": {}}"#)
            == [prefix + "sizeOverLife: unknown key", prefix + "scaleOverLife.keyTime: unknown key (did you mean 'keyTimes'?)"])
        #expect(problems(#"{"scaleOverLife": {"values": [0.5, 2, 1], "calculationMode": "cubic"}}"#) == nil)
    }

    @Test("a rate of change given beside the curve that replaces it loads with a warning")
    func replacedRateWarns() throws {
        let json = #"""
            {"emitterCells": [{"scaleSpeed": 0.1, "alphaSpeed": -1, "redSpeed": 0.5,
              "spindrift": {"scaleOverLife": {"values": [1, 2]}, "alphaOverLife": {"values": [1, 0]}}}]}
            """#
        let scene = try Scene(jsonData: Data(json.utf8), source: "c.json")
        #expect(scene.notices == [
            .init(path: "emitterCells[0].scaleSpeed", reason: "ignored: spindrift.scaleOverLife replaces it"),
            .init(path: "emitterCells[0].alphaSpeed", reason: "ignored: spindrift.alphaOverLife replaces it"),
        ])
    }

    @Test("the key reference documents every curve as Spindrift's own, the cell's spindrift key too")
    func documented() {
        let table = KeyReference.sections.first { $0.name == "spindrift-cell-keys" }?.table ?? ""
        for key in ["scaleOverLife", "colorOverLife", "alphaOverLife", "spinOverLife"] {
            #expect(table.contains("| `\(key)` | object: curve over life | `none` | × birth value | no |  | *Spindrift*: Multiplies"))
        }
        #expect(EmitterCell.property(named: "spindrift")?.isExtension == true)
    }

    @Test("the emission keys decode and encode back the same")
    func emissionRoundTrip() throws {
        let json = #"""
            {"emitterCells": [{"name": "shell", "spindrift": {
              "bursts": [{"time": 0.5, "count": 30, "cycles": 0, "interval": 2, "countRange": 5}, {"time": 1, "count": 2}],
              "maxEmissions": 100, "spawnDistribution": {"gaussian": 0.2}},
              "emitterCells": [{"name": "spark", "spindrift": {"trigger": "death", "triggerCount": 40}}]}]}
            """#
        let layer = try EmitterLayer(jsonData: Data(json.utf8), source: "c.json")
        let shell = try #require(layer.emitterCells[0].spindrift)
        #expect(shell.bursts == [EmissionBurst(time: 0.5, count: 30, cycles: 0, interval: 2, countRange: 5),
                                 EmissionBurst(time: 1, count: 2)])
        #expect(shell.maxEmissions == 100)
        #expect(shell.spawnDistribution == SpawnDistribution(gaussian: 0.2))
        #expect(shell.trigger == .life && shell.triggerCount == nil)
        let spark = try #require(layer.emitterCells[0].emitterCells[0].spindrift)
        #expect(spark.trigger == .death && spark.triggeredCount == 40)
        #expect(try EmitterLayer(jsonData: layer.jsonData(), source: "again.json") == layer)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // Interval and countRange are left out at their defaults.
        #expect(String(decoding: try encoder.encode(shell.bursts[1]), as: UTF8.self) == #"{"count":2,"cycles":1,"time":1}"#)
    }

    @Test("the emission keys' problems name their JSON path", arguments: [
        (#"{"bursts": [{"time": 1, "count": -1}]}"#, ["bursts[0].count: must not be negative (got -1)"]),
        (#"{"bursts": [{"time": -1, "count": 1}]}"#, ["bursts[0].time: must not be negative (got -1.0)"]),
        (#"{"bursts": [{"count": 1, "cycles": -2, "interval": 1}]}"#, ["bursts[0].cycles: must not be negative (got -2)"]),
        (#"{"bursts": [{"count": 1, "cycles": 3}]}"#,
         ["bursts[0].interval: must be at least 0.001 when cycles is not 1 (got 0)"]),
        (#"{"bursts": [{"count": 1, "cycles": 0, "interval": 1e-9}]}"#,
         ["bursts[0].interval: must be at least 0.001 when cycles is not 1 (got 1e-09)"]),
        (#"{"bursts": [{"count": 1, "cycles": 0, "interval": -1}]}"#,
         ["bursts[0].interval: must not be negative (got -1.0)"]),
        (#"{"bursts": [{"count": 1, "countRange": 2000000}]}"#, ["bursts[0].countRange: must be at most 1000000 (got 2000000)"]),
        (#"{"bursts": [{"count": 1.5}]}"#, ["bursts[0].count: expected a whole number (got 1.5)"]),
        (#"{"bursts": [{"count": 1, "when": 2}]}"#, ["bursts[0].when: unknown key"]),
        (#"{"maxEmissions": -1}"#, ["maxEmissions: must not be negative (got -1)"]),
        (#"{"spawnDistribution": {"gaussian": 0}}"#, ["spawnDistribution.gaussian: must be more than 0 (got 0.0)"]),
        (#"{"spawnDistribution": {}}"#, ["spawnDistribution.gaussian: must be more than 0 (got 0.0)"]),
        (#"{"trigger": "death"}"#,
         ["trigger: 'death' needs a parent: only a sub-cell (in emitterCells of a cell) can be triggered"]),
        (#"{"triggerCount": 3}"#, ["triggerCount: needs trigger 'birth' or 'death'"]),
    ] as [(String, [String])])
    func emissionValidation(spindrift: String, expected: [String]) {
        #expect(problems(spindrift) == expected.map { "emitterCells[0].spindrift." + $0 })
    }

    @Test("a sub-cell's trigger and its count are checked where they are", arguments: [
        (#"{"trigger": "birth", "triggerCount": 0}"#, ["triggerCount: must be from 1 to 1000000 (got 0)"]),
        (#"{"trigger": "life", "triggerCount": 2}"#, ["triggerCount: needs trigger 'birth' or 'death'"]),
        (#"{"trigger": "dying"}"#, ["trigger: unknown value 'dying' (expected one of: life, birth, death)"]),
        (#"{"trigger": "death", "triggerCount": 5}"#, []),
    ] as [(String, [String])])
    func triggerValidation(spindrift: String, expected: [String]) {
        let child = #"{"name": "b", "lifetime": 1, "spindrift": \#(spindrift)}"#
        let found = problems("{}", cell: #""name": "a", "birthRate": 1, "lifetime": 1, "emitterCells": [\#(child)]"#)
        #expect((found ?? []) == expected.map { "emitterCells[0].emitterCells[0].spindrift." + $0 })
    }

    @Test("a triggered cell's birth rate loads with a warning that it is ignored")
    func triggeredRateWarns() throws {
        let json = #"""
            {"emitterCells": [{"name": "a", "birthRate": 1, "lifetime": 1,
              "emitterCells": [{"name": "b", "birthRate": 5, "spindrift": {"trigger": "birth"}}]}]}
            """#
        let scene = try Scene(jsonData: Data(json.utf8), source: "c.json")
        #expect(scene.notices == [.init(
            path: "emitterCells[0].emitterCells[0].birthRate",
            reason: "ignored: spindrift.trigger 'birth' emits spindrift.triggerCount particles instead")])
    }
}
