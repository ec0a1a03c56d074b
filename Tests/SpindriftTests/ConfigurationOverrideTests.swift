import Foundation
import Testing
import Spindrift

@Suite("ConfigurationOverride")
struct ConfigurationOverrideTests {
    static let json = #"{"emitterShape":"point","emitterCells":[{"name":"flake","birthRate":1},{"birthRate":2,"emitterCells":[{"name":"spark"}]}]}"#

    static func apply(_ assignments: String...) throws -> EmitterLayer {
        var overrides: [ConfigurationOverride] = []
        for assignment in assignments { overrides.append(try ConfigurationOverride(parsing: assignment)) }
        return try EmitterLayer(jsonData: Data(json.utf8), source: "x.json", overrides: overrides)
    }

    @Test("edits layer keys, cells by name or index, nested cells, with JSON or bare-string values")
    func edits() throws {
        let layer = try Self.apply(
            "emitterCells.flake.birthRate=60", "emitterShape=line", "emitterPosition=[10, 20]",
            "emitterCells.1.emitterCells.spark.scale=0.5", "emitterCells.flake.contents=snowflake")
        #expect(layer.emitterCells[0].birthRate == 60)
        #expect(layer.emitterShape == .line)
        #expect(layer.emitterPosition == [10, 20])
        #expect(layer.emitterCells[1].emitterCells[0].scale == 0.5)
        #expect(layer.emitterCells[0].contents == "snowflake")
    }

    @Test("bad key paths and values say what is wrong", arguments: [
        ("emitterCells.flak.birthRate=1", "--set emitterCells.flak.birthRate=1: no cell named 'flak' (cells: flake)"),
        ("emitterCells.flake.birthRat=1", "--set emitterCells.flake.birthRat=1: unknown key 'birthRat' (did you mean 'birthRate'?)"),
        ("emitterCells.flake=1", "--set emitterCells.flake=1: 'emitterCells.flake' names a cell; add a property, such as emitterCells.flake.birthRate"),
        ("seed.x=1", "--set seed.x=1: 'seed' has no members"),
        ("birthRate", "--set birthRate: expected key.path=value, such as emitterCells.flake.birthRate=60"),
        ("emitterCells.flake.birthRate=fast",
         "x.json with --set emitterCells.flake.birthRate=fast: emitterCells[0].birthRate: invalid number \"fast\": unknown name "
            + "'fast' at column 1 (expected a number, one of pi, π, M_PI, .pi, CGFloat.pi, Double.pi, Float.pi, M_PI_2, M_PI_4, "
            + "CACurrentMediaTime(), or a conversion CGFloat(…), Float(…), Double(…))"),
        ("emitterCells.flake.lifetime=-1",
         "x.json with --set emitterCells.flake.lifetime=-1: emitterCells[0].lifetime: must not be negative (got -1.0)"),
        ("emitterCells.flake.lifetime=1e400",
         "--set emitterCells.flake.lifetime=1e400: the number 1e400 is beyond what a 64-bit float holds (±1.8e308), at line 1, column 1"),
        ("emitterCells.flake.lifetime=1e-400",
         "--set emitterCells.flake.lifetime=1e-400: the number 1e-400 is not 0 but nearer to 0 than a 64-bit float holds (5e-324), at line 1, column 1"),
        (#"emitterCells=[{"name":"a","name":"b"}]"#,
         #"--set emitterCells=[{"name":"a","name":"b"}]: [0].name: duplicate key 'name' at line 1, column 14"#),
        ("emitterCells.fl\u{1}ake.birthRate=1",
         #"--set emitterCells.fl\u{01}ake.birthRate=1: no cell named 'fl\u{01}ake' (cells: flake)"#),
    ] as [(String, String)])
    func errors(assignment: String, expected: String) {
        #expect(throws: (any Error).self) { try Self.apply(assignment) }
        do {
            _ = try Self.apply(assignment)
        } catch {
            #expect("\(error)" == expected)
        }
    }
}
