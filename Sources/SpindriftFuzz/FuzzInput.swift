/// One generated test: a description (written to `input.json`, or a preset's name) and the
/// `spindrift` command line that reads it, with every path relative to a scratch folder.
public struct FuzzInput: Sendable {
    /// The input's number in its campaign; with the campaign's seed it regenerates the input.
    public let index: Int
    /// The command run.
    public let subcommand: FuzzSubcommand
    /// The seed the description came from.
    public let origin: String
    /// The description's bytes, written to `input.json`; `nil` when the command names a preset.
    public let description: [UInt8]?
    /// The arguments after `spindrift`.
    public let arguments: [String]
    /// The file `simulate --dump` writes (relative), if any.
    public let dumpFile: String?

    /// The name of the description file in the scratch folder.
    public static let descriptionFile = "input.json"

    /// An input.
    public init(index: Int, subcommand: FuzzSubcommand, origin: String, description: [UInt8]?, arguments: [String],
                dumpFile: String?) {
        self.index = index
        self.subcommand = subcommand
        self.origin = origin
        self.description = description
        self.arguments = arguments
        self.dumpFile = dumpFile
    }

    /// The command line, quoted for a POSIX shell, with `program` first.
    public func shellCommand(program: String) -> String {
        ([program] + arguments).map(Self.quote).joined(separator: " ")
    }

    /// `text` quoted for a POSIX shell.
    public static func quote(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "-_./=:,+".unicodeScalars.contains($0)
        }
        return plain && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

import Foundation
