import Foundation
import Spindrift

/// Where a command writes: standard output and standard error, replaceable in tests.
public struct CommandOutput: Sendable {
    /// Writes to standard output.
    public var standard: @Sendable (String) -> Void
    /// Writes to standard error.
    public var error: @Sendable (String) -> Void

    /// An output with the given writers.
    public init(standard: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
        self.standard = standard
        self.error = error
    }

    /// The process's standard output and standard error.
    public static let console = CommandOutput(
        standard: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
        error: { text in FileHandle.standardError.write(Data(text.utf8)) })

    /// Writes `text` to standard output, each of its lines ended by a line feed and with
    /// control characters escaped (``Swift/String/escapingControlCharacters``), so that a
    /// name or a path from a description or a command line cannot drive the terminal.
    public func print(_ text: String) { standard(Self.lines(text, prefix: "")) }

    /// Writes `spindrift: warning: …` to standard error, the prefix on every line, control
    /// characters escaped.
    public func warn(_ message: String) { error(Self.lines(message, prefix: "spindrift: warning: ")) }

    /// Each line of `text` after `prefix`, control characters escaped, ended by a line feed.
    private static func lines(_ text: String, prefix: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { prefix + String($0).escapingControlCharacters + "\n" }.joined()
    }
}
