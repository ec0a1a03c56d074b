import Foundation
import Testing

/// The emitter code of public apps in `Tests/Snippets`, translated key by key into JSON.
@Suite("Emitter code from public apps")
struct SnippetTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snippets")

    /// A snippet, the warnings `validate` gives (after the file's name), and how many of each
    /// cell are alive after 3 s, in the order `simulate` lists them.
    struct Snippet: Sendable, CustomStringConvertible {
        let file: String
        let warnings: [String]
        let cellsAt3Seconds: [String]
        var description: String { file }
    }

    static let snippets: [Snippet] = [
        Snippet(
            file: "mario-star-wars-fireworks.json", warnings: [],
            cellsAt3Seconds: ["cell0      2", "  cell0    1", "    cell0  139", "total      142"]),
        Snippet(
            file: "ayako-fireworks.json", warnings: [],
            cellsAt3Seconds: ["cell0    2", "  cell0  46", "  cell1  800", "total    848"]),
        Snippet(
            file: "snowfall-animation.json",
            warnings: [
                "beginTime: CACurrentMediaTime() is taken as 0, the moment the description starts: "
                    + "\"CACurrentMediaTime()\" reads as 0"
            ],
            cellsAt3Seconds: ["cell0  390", "total  390"]),
        Snippet(file: "snow-emitter-cell.json", warnings: [], cellsAt3Seconds: ["cell0  600", "total  600"]),
        Snippet(file: "core-animation-demo-fire-star.json", warnings: [], cellsAt3Seconds: ["cell0  60", "total  60"]),
        Snippet(file: "emitter-demo-drops.json", warnings: [], cellsAt3Seconds: ["cell0  6", "total  6"]),
    ]

    @Test("each loads as written, with only the warnings Core Animation's leniency calls for", arguments: snippets)
    func validates(snippet: Snippet) {
        let path = Self.folder.appendingPathComponent(snippet.file).path
        let run = CommandRun("validate", path)
        #expect(run.status == 0)
        #expect(run.error == snippet.warnings.map { "spindrift: warning: \(path): \($0)\n" }.joined())
        #expect(run.standard.hasPrefix("\(path): valid ("))
    }

    @Test("each emits from every one of its cells", arguments: snippets)
    func simulates(snippet: Snippet) {
        let path = Self.folder.appendingPathComponent(snippet.file).path
        let run = CommandRun("simulate", path, "--time", "3")
        #expect(run.status == 0)
        #expect(run.standard.split(separator: "\n").dropFirst().map(String.init) == snippet.cellsAt3Seconds)
    }

    @Test("every description in the folder is one of the snippets tested here")
    func covered() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".json") }
        #expect(Set(files) == Set(Self.snippets.map(\.file)))
    }
}
