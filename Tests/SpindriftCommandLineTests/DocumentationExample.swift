import Foundation

/// The runnable parts of one Markdown document: the files its examples read and the commands
/// of its `console` blocks with the output shown for each.
///
/// The convention (docs/README.md explains it to writers):
/// - In a block fenced as ```` ```console ````, a line starting with `$ ` is a command, run with
///   `/bin/sh -c`; the lines after it, up to the next command or the end of the block, are its
///   output, standard output and standard error together as one stream, exactly.
/// - A line `...` in that output stands for any number of lines, none included.
/// - `$PWD` in that output stands for the folder the commands run in.
/// - A block whose info string holds `file=NAME` (```` ```json file=bad.json ````) is written to
///   NAME in that folder before the document's first command runs.
/// - Any other block (```` ```sh ````, ```` ```swift ````, …) is shown, not run.
struct DocumentationExample {
    /// A command and the output the document shows for it.
    struct Command {
        /// The document's path relative to the repository, and the command's line in it (from 1).
        var location: String
        var line: String
        var output: [String]
    }

    var commands: [Command] = []
    /// File name and contents.
    var files: [(name: String, text: String)] = []
    /// What breaks the convention, each as "path:line: reason": a block with `$ ` lines that
    /// is not a `console` block (so never run), output shown before any command.
    var problems: [String] = []

    init(markdown: String, path: String) {
        var info: String?
        var body: [String] = []
        var opening = 0
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let current = info {
                if line.hasPrefix("```") {
                    addBlock(info: current, lines: body, firstLine: opening + 1, path: path)
                    info = nil
                } else {
                    body.append(String(line))
                }
            } else if line.hasPrefix("```") {
                info = String(line.dropFirst(3))
                body = []
                opening = index + 1
            }
        }
    }

    private mutating func addBlock(info: String, lines: [String], firstLine: Int, path: String) {
        let words = info.split(separator: " ")
        if let name = words.first(where: { $0.hasPrefix("file=") })?.dropFirst("file=".count) {
            files.append((String(name), lines.map { $0 + "\n" }.joined()))
        }
        guard words.first == "console" else {
            if lines.contains(where: { $0.hasPrefix("$ ") }) {
                problems.append("\(path):\(firstLine - 1): a block with commands that is not a console block")
            }
            return
        }
        var inCommand = false
        for (offset, line) in lines.enumerated() {
            if line.hasPrefix("$ ") {
                commands.append(Command(location: "\(path):\(firstLine + offset)", line: String(line.dropFirst(2)), output: []))
                inCommand = true
            } else if inCommand {
                commands[commands.count - 1].output.append(line)
            } else {
                problems.append("\(path):\(firstLine + offset): output before any command")
            }
        }
    }

    /// Whether `printed` (lines) is what `shown` describes: equal line by line, where a shown
    /// line `...` matches any number of printed lines.
    static func matches(shown: ArraySlice<String>, printed: ArraySlice<String>) -> Bool {
        guard let first = shown.first else { return printed.isEmpty }
        if first == "..." {
            return (printed.startIndex...printed.endIndex).contains {
                matches(shown: shown.dropFirst(), printed: printed[$0...])
            }
        }
        return printed.first == first && matches(shown: shown.dropFirst(), printed: printed.dropFirst())
    }

    /// The lines of a command's output, the last newline not counted as a line break.
    static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
