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

    /// Writes a line to standard output.
    public func print(_ line: String) { standard(line + "\n") }

    /// Writes `spindrift: warning: …` to standard error, the prefix on every line, control
    /// characters escaped.
    public func warn(_ message: String) {
        error(message.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "spindrift: warning: \(String($0).escapingControlCharacters)\n" }.joined())
    }
}
