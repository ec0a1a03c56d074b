import Foundation
import SpindriftTestSupport
import Testing

/// The README's and the docs' examples, run against the debug build that `swift build
/// --build-tests` makes: every command of a `console` block must print what the document
/// shows (the convention is in `DocumentationExample` and docs/README.md).
@Suite("documentation examples")
struct DocumentationExamplesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// README.md and every docs/*.md, relative to the repository.
    static let documents: [String] = ["README.md"]
        + ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }

    static func example(_ document: String) throws -> DocumentationExample {
        DocumentationExample(
            markdown: try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8), path: document)
    }

    @Test("every command a document shows prints what the document shows", arguments: documents)
    func commands(document: String) throws {
        let executable = Self.root.appendingPathComponent(".build/debug/spindrift")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path),
                     "no \(executable.path): run swift build --build-tests first")
        let example = try Self.example(document)
        #expect(example.problems.isEmpty, "\(example.problems.joined(separator: "\n"))")
        let folder = try makeScratchFolder()
        for file in example.files {
            try Data(file.text.utf8).write(to: folder.appendingPathComponent(file.name))
        }
        for command in example.commands {
            var printed = try Self.run(command.line, in: folder)
            for path in Set([folder.path, folder.resolvingSymlinksInPath().path]) {
                printed = printed.replacingOccurrences(of: path, with: "$PWD")
            }
            let lines = DocumentationExample.lines(of: printed)
            if !DocumentationExample.matches(shown: command.output[...], printed: lines[...]) {
                Issue.record("""
                    \(command.location): $ \(command.line)
                    --- the document shows:
                    \(command.output.joined(separator: "\n"))
                    --- the command printed:
                    \(lines.joined(separator: "\n"))
                    """)
            }
        }
    }

    @Test("the README is a front door of at most 12 KiB with both commands, and the docs run their examples")
    func coverage() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.utf8.count <= 12_288)
        #expect(readme.contains("make run") && readme.contains("make test"))
        let examples = try Self.documents.map(Self.example)
        #expect(examples.allSatisfy { $0.problems.isEmpty })
        // A parser that found no commands would pass every document: the count keeps it honest.
        #expect(examples.map(\.commands.count).reduce(0, +) >= 40)
        #expect(examples[0].commands.count >= 3)
    }

    @Test("a shown line '...' stands for any lines, every other line must be printed exactly", arguments: [
        (["a", "b"], ["a", "b"], true),
        (["a", "b"], ["a", "c"], false),
        (["total  416"], ["total  565"], false),
        (["a"], ["a", "b"], false),
        (["a", "b"], ["a"], false),
        (["a", "...", "d"], ["a", "b", "c", "d"], true),
        (["a", "...", "d"], ["a", "d"], true),
        (["a", "...", "d"], ["a", "b", "c"], false),
        (["...", "d"], ["d", "x"], false),
        (["..."], [], true),
    ])
    func matching(shown: [String], printed: [String], matches: Bool) {
        #expect(DocumentationExample.matches(shown: shown[...], printed: printed[...]) == matches)
    }

    @Test("console blocks give commands and their output; file blocks are written; other blocks are not run")
    func parsing() {
        let markdown = """
            ```text file=a.txt
            hello
            ```
            ```console
            $ cat a.txt
            hello
            $ true
            ```
            ```sh
            $ make run
            ```
            ```console
            stray
            ```
            """
        let example = DocumentationExample(markdown: markdown, path: "x.md")
        #expect(example.files.map(\.name) == ["a.txt"])
        #expect(example.files.map(\.text) == ["hello\n"])
        #expect(example.commands.map(\.line) == ["cat a.txt", "true"])
        #expect(example.commands.map(\.output) == [["hello"], []])
        #expect(example.commands.map(\.location) == ["x.md:5", "x.md:7"])
        #expect(example.problems == ["x.md:9: a block with commands that is not a console block",
                                     "x.md:13: output before any command"])
    }

    /// Runs a command line in `folder` and returns standard output and standard error as one
    /// stream. `spindrift`, `spindrift-bench` and `spindrift-fuzz` are the debug builds; SDL
    /// draws with its dummy driver, so `play` needs no display.
    static func run(_ command: String, in folder: URL) throws -> String {
        let outputURL = folder.deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + ".output")
        FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outputURL) }
        let output = try FileHandle(forWritingTo: outputURL)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = root.appendingPathComponent(".build/debug").path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["SPINDRIFT_ASSETS"] = root.appendingPathComponent("assets").path
        environment["SDL_VIDEODRIVER"] = "dummy"
        environment["LC_ALL"] = "C"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A backstop so that a command that never ends cannot stall the suite.
        process.arguments = ["timeout", "300", "/bin/sh", "-c", command]
        process.currentDirectoryURL = folder
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = output
        try process.run()
        process.waitUntilExit()
        try output.close()
        return String(decoding: try Data(contentsOf: outputURL), as: UTF8.self)
    }
}
