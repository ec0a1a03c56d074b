import Foundation
import Spindrift
import SpindriftPlayback
import SpindriftTestSupport
import Testing

/// A description formatted by hand: odd indentation and spacing, keys in no table's order, a
/// number as an expression, a number with a trailing zero, no final line feed.
private let handWritten = """
    {
       "birthRate" : 2,
      "emitterCells": [
          { "name": "flake", "birthRate": 30, "color": [1, 1, 1, 1],
            "velocity": "pi * 10",
            "emitterCells": [
              {
                "name": "spark",
                "lifetime": 2.50
              }
            ]
          },
          {"birthRate":5,"lifetime":1}
      ],
      "emitterPosition": [ 320, 0 ]
    }
    """

/// Writes `text` as `fall.json` in a new folder; returns its path.
private func originalFile(_ text: String) throws -> String {
    let path = try makeScratchFolder().appendingPathComponent("fall.json").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

/// The text `W` saves for `edits` over a file holding `text`.
private func saved(_ edits: [TuningEdit], over text: String) throws -> String {
    try String(contentsOfFile: TunedFile.save(edits, from: originalFile(text)), encoding: .utf8)
}

/// The lines of `new` that differ from those of `old` (which has as many), as `N: LINE`.
private func changedLines(from old: String, to new: String) throws -> [String] {
    let (oldLines, newLines) = (old.split(separator: "\n", omittingEmptySubsequences: false), new.split(separator: "\n", omittingEmptySubsequences: false))
    try #require(oldLines.count == newLines.count)
    return zip(oldLines, newLines).enumerated().filter { $1.0 != $1.1 }.map { "\($0 + 1): \($1.1)" }
}

@Suite("TunedFile")
struct TunedFileTests {
    @Test("NAME.tuned.json next to the original or in the folder given, numbered when taken")
    func naming() {
        #expect(TunedFile.path(for: "/a/snow.json") { _ in false } == "/a/snow.tuned.json")
        let taken: Set = ["/a/snow.tuned.json", "/a/snow.tuned-2.json"]
        #expect(TunedFile.path(for: "/a/snow.json") { taken.contains($0) } == "/a/snow.tuned-3.json")
        #expect(TunedFile.path(for: "/a/snow.tuned.json") { taken.contains($0) } == "/a/snow.tuned-3.json")
        #expect(TunedFile.path(for: "/assets/presets/snow.json", in: "/a") { taken.contains($0) } == "/a/snow.tuned-3.json")
    }

    @Test("the tuned values replace their text; a missing key is added like its siblings; every other byte stays")
    func editsInPlace() throws {
        let edits = [
            TuningEdit(cell: ["flake"], parameter: .cell("birthRate"), value: 36.3),
            TuningEdit(cell: ["flake"], parameter: .cell("color.red"), value: 0.95),
            TuningEdit(cell: ["flake"], parameter: .cell("velocity"), value: 34.5575),
            TuningEdit(cell: ["flake", "spark"], parameter: .cell("velocity"), value: 10),
            TuningEdit(cell: ["cell1"], parameter: .cell("lifetime"), value: 1.1),
            TuningEdit(cell: ["cell1"], parameter: .cell("scale"), value: 0.1),
            TuningEdit(cell: [], parameter: .layer("birthRate"), value: 2.2),
            TuningEdit(cell: [], parameter: .layer("emitterPosition.x"), value: 330),
        ]
        #expect(try saved(edits, over: handWritten) == """
            {
               "birthRate" : 2.2,
              "emitterCells": [
                  { "name": "flake", "birthRate": 36.3, "color": [0.95, 1, 1, 1],
                    "velocity": 34.5575,
                    "emitterCells": [
                      {
                        "name": "spark",
                        "lifetime": 2.50,
                        "velocity": 10
                      }
                    ]
                  },
                  {"birthRate":5,"lifetime":1.1,"scale":0.1}
              ],
              "emitterPosition": [ 330, 0 ]
            }

            """)
    }

    @Test("a key spelled by an alias is edited in that spelling; a vector added whole; a one-line object stays one line")
    func aliases() throws {
        let text = """
            {
              "transform.rotation": 0.1,
              "emitterCells": [{ "name": "a", "isEnabled": true, "birthRate": 1 }]
            }

            """
        let edits = [
            TuningEdit(cell: [], parameter: .layer("transform.rotation.z"), value: 0.187266),
            TuningEdit(cell: ["a"], parameter: .cell("lifetime"), value: 2),
            TuningEdit(cell: ["a"], parameter: .cell("color.alpha"), value: 0.5),
        ]
        #expect(try saved(edits, over: text) == """
            {
              "transform.rotation": 0.187266,
              "emitterCells": [{ "name": "a", "isEnabled": true, "birthRate": 1, "lifetime": 2, "color": [1, 1, 1, 0.5] }]
            }

            """)
    }

    @Test("in a scene, the tuning is written into the first layer; an empty cell gets its key inside its braces")
    func scene() throws {
        let text = #"{"sublayers": [{"emitterCells": [{}]}, {"emitterCells": [{"birthRate": 1}]}]}"#
        let edits = [TuningEdit(cell: ["cell0"], parameter: .cell("birthRate"), value: 2)]
        #expect(try saved(edits, over: text) == #"{"sublayers": [{"emitterCells": [{"birthRate": 2}]}, {"emitterCells": [{"birthRate": 1}]}]}"# + "\n")
    }

    @Test("tuning, undoing and saving twice changes exactly the tuned lines of the file, in two new files")
    func saveTwice() throws {
        let original = try originalFile(handWritten)
        var state = PlaybackState(layer: try Scene(contentsOfFile: original).layers[0])
        _ = state.handle(.increase)
        _ = state.handle(.increase)
        _ = state.handle(.undo)
        let first = try TunedFile.save(state.changedTuning, from: original)
        _ = state.handle(.nextCell)
        _ = state.handle(.nextCell)
        _ = state.handle(.increase)
        let second = try TunedFile.save(state.changedTuning, from: original)
        #expect(first.hasSuffix("/fall.tuned.json") && second.hasSuffix("/fall.tuned-2.json"))
        #expect(try changedLines(from: handWritten + "\n", to: String(contentsOfFile: first, encoding: .utf8)) == [
            #"4:       { "name": "flake", "birthRate": 33, "color": [1, 1, 1, 1],"#,
        ])
        #expect(try changedLines(from: handWritten + "\n", to: String(contentsOfFile: second, encoding: .utf8)) == [
            #"4:       { "name": "flake", "birthRate": 33, "color": [1, 1, 1, 1],"#,
            #"13:       {"birthRate":5.5,"lifetime":1}"#,
        ])
        #expect(try String(contentsOfFile: original, encoding: .utf8) == handWritten)
    }

    @Test("a write that fails part way (a full disk) leaves no file, the original untouched, and says why in the system's words")
    func failingWriter() throws {
        let original = try originalFile(handWritten)
        let folder = URL(fileURLWithPath: original).deletingLastPathComponent()
        var calls = 0
        let edits = [TuningEdit(cell: ["flake"], parameter: .cell("birthRate"), value: 33)]
        #expect(throws: FileSaveError(path: folder.appendingPathComponent("fall.tuned.json").path, code: ENOSPC)) {
            try TunedFile.save(edits, from: original, in: nil) { descriptor, bytes in
                calls += 1
                guard calls == 1 else {
                    errno = ENOSPC
                    return -1
                }
                return write(descriptor, bytes.baseAddress, 10)
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["fall.json"])
        #expect(try String(contentsOfFile: original, encoding: .utf8) == handWritten)
        #expect("\(FileSaveError(path: "/a/fall.tuned.json", code: ENOSPC))" == "/a/fall.tuned.json: No space left on device")
    }

    @Test("short writes go on until the whole file is written")
    func shortWrites() throws {
        let original = try originalFile(handWritten)
        let edits = [TuningEdit(cell: ["flake"], parameter: .cell("birthRate"), value: 33)]
        let path = try TunedFile.save(edits, from: original, in: nil) { descriptor, bytes in
            write(descriptor, bytes.baseAddress, min(bytes.count, 7))
        }
        #expect(try Scene(contentsOfFile: path).layers[0].emitterCells[0].birthRate == 33)
    }

    @Test("a dangling symbolic link at the first free name is skipped and left alone")
    func danglingLink() throws {
        let original = try originalFile(handWritten)
        let folder = URL(fileURLWithPath: original).deletingLastPathComponent()
        let link = folder.appendingPathComponent("fall.tuned.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "nowhere.json")
        let saved = try TunedFile.save([TuningEdit(cell: ["flake"], parameter: .cell("birthRate"), value: 33)], from: original)
        #expect(saved == folder.appendingPathComponent("fall.tuned-2.json").path)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "nowhere.json")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("nowhere.json").path))
    }

    @Test("nothing is saved when the file no longer loads, names a cell the tuning lacks, or would grow past 16 MiB")
    func refusals() throws {
        let broken = try originalFile(#"{"emitterCells": [{"name": "a", "lifetime": -1}]}"#)
        let edit = TuningEdit(cell: ["gone"], parameter: .cell("birthRate"), value: 2)
        let destination = broken.replacingOccurrences(of: "fall.json", with: "fall.tuned.json")
        #expect(throws: FileSaveError(
            path: destination,
            reason: "the file it tunes does not load (\(broken): emitterCells[0].lifetime: must not be negative (got -1.0)); nothing was saved")) {
            try TunedFile.save([edit], from: broken)
        }
        let good = try originalFile(#"{"emitterCells": [{"name": "a"}]}"#)
        #expect(throws: FileSaveError(
            path: good.replacingOccurrences(of: "fall.json", with: "fall.tuned.json"),
            reason: "the tuning (gone.birthRate=2) cannot be written into the text of \(good); nothing was saved")) {
            try TunedFile.save([edit], from: good)
        }
        let frame = #"{"emitterCells": [{"name": "", "birthRate": 1}]}"#
        let large = try originalFile(frame.replacingOccurrences(
            of: #""name": """#, with: #""name": ""# + String(repeating: "n", count: EmitterLayer.maxFileBytes - frame.utf8.count) + "\""))
        #expect {
            try TunedFile.save([TuningEdit(cell: [String(repeating: "n", count: EmitterLayer.maxFileBytes - frame.utf8.count)],
                                           parameter: .cell("lifetime"), value: 2)], from: large)
        } throws: { error in
            "\(error)".hasSuffix("the tuned description takes 16777232 bytes, more than the 16 MiB that Spindrift reads; nothing was saved")
        }
        for file in [broken, good, large] {
            #expect(try FileManager.default.contentsOfDirectory(atPath: URL(fileURLWithPath: file).deletingLastPathComponent().path) == ["fall.json"])
        }
    }
}
