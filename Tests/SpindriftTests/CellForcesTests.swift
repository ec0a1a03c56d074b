import Foundation
import Testing
@testable import SpindriftDescription

/// The problems of a one-cell description whose cell has `spindrift` as its `spindrift` object,
/// as the command line prints them (nil when it loads).
private func problems(_ spindrift: String) -> [String]? {
    let json = #"{"emitterCells": [{"name": "a", "birthRate": 1, "lifetime": 1, "spindrift": \#(spindrift)}]}"#
    do {
        _ = try Scene(jsonData: Data(json.utf8), source: "c.json")
        return nil
    } catch {
        return error.problems.map { "\($0.path): \($0.reason)" }
    }
}

@Suite("Cell forces")
struct CellForcesTests {
    @Test("every force decodes under the cell's spindrift object and encodes back the same")
    func roundTrip() throws {
        let json = #"""
            {"emitterCells": [{"spindrift": {"drag": 0.5, "wind": [10, -2, 1],
              "windGusts": {"strength": 20, "period": 3, "seed": 9},
              "sway": {"amplitude": [4, 1], "frequency": 0.5, "phaseRange": 3},
              "initialRotation": 1, "initialRotationRange": 0.25,
              "ground": {"y": 300, "restitution": 0.4, "friction": 0.2, "settle": 2, "bounces": 3}}}]}
            """#
        let layer = try EmitterLayer(jsonData: Data(json.utf8), source: "c.json")
        let forces = try #require(layer.emitterCells[0].spindrift)
        #expect(forces.drag == 0.5 && forces.windVector == [10, -2, 1] && forces.initialRotationRange == 0.25)
        #expect(forces.windGusts?.seed == 9 && forces.sway?.amplitude == [4, 1] && forces.ground?.bounces == 3)
        #expect(try EmitterLayer(jsonData: layer.jsonData(), source: "again.json") == layer)
        let defaults = try JSONDecoder().decode(CellExtensions.self, from: Data(#"{"sway": {}, "ground": {"y": 5}}"#.utf8))
        #expect(defaults.sway?.phaseRange == 2 * Double.pi && defaults.ground?.bounces == 8 && defaults.ground?.restitution == 0)
        #expect(!CellExtensions().hasForces && defaults.hasForces)
    }

    @Test("bad force values are problems with their JSON paths", arguments: [
        (#"{"drag": -1}"#, ["emitterCells[0].spindrift.drag: must not be negative (got -1.0)"]),
        (#"{"drag": 1e39}"#, ["emitterCells[0].spindrift.drag: must be within ±3.4e38 (got 1e+39)"]),
        (#"{"wind": [1]}"#, ["emitterCells[0].spindrift.wind: must be 2 numbers [x, y] or 3 [x, y, z] (got 1)"]),
        (#"{"wind": [1, 2, 3, 4]}"#, ["emitterCells[0].spindrift.wind: must be 2 numbers [x, y] or 3 [x, y, z] (got 4)"]),
        (#"{"wind": [1, 1e39]}"#, ["emitterCells[0].spindrift.wind[1]: must be within ±3.4e38 (got 1e+39)"]),
        (#"{"windGusts": {"strength": -2, "period": 0}}"#, [
            "emitterCells[0].spindrift.windGusts.strength: must not be negative (got -2.0)",
            "emitterCells[0].spindrift.windGusts.period: must be more than 0 (got 0.0)",
        ]),
        (#"{"sway": {"amplitude": [1, 2], "frequency": -1, "phaseRange": -0.5}}"#, [
            "emitterCells[0].spindrift.sway.frequency: must not be negative (got -1.0)",
            "emitterCells[0].spindrift.sway.phaseRange: must not be negative (got -0.5)",
        ]),
        (#"{"initialRotationRange": -1}"#, ["emitterCells[0].spindrift.initialRotationRange: must not be negative (got -1.0)"]),
        (#"{"ground": {"y": 1, "restitution": 1.5, "friction": -0.1, "settle": -1, "bounces": -1}}"#, [
            "emitterCells[0].spindrift.ground.restitution: must be between 0 and 1 (got 1.5)",
            "emitterCells[0].spindrift.ground.friction: must be between 0 and 1 (got -0.1)",
            "emitterCells[0].spindrift.ground.settle: must not be negative (got -1.0)",
            "emitterCells[0].spindrift.ground.bounces: must be between 0 and 1000 (got -1)",
        ]),
    ] as [(String, [String])])
    func badValues(spindrift: String, expected: [String]) {
        #expect(problems(spindrift) == expected)
    }

    @Test("wrong shapes are decoding problems with their JSON paths")
    func wrongShapes() {
        #expect(problems(#"{"sway": {"amplitude": [1, 2, 3]}}"#)
            == ["emitterCells[0].spindrift.sway.amplitude: expected 2 numbers [x, y] (got 3)"])
        #expect(problems(#"{"ground": {"height": 3}}"#) == ["emitterCells[0].spindrift.ground.height: unknown key"])
        #expect(problems(#"{"wind": "east"}"#)?.first?.hasPrefix("emitterCells[0].spindrift.wind: ") == true)
    }
}
