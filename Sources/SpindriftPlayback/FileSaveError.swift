import Foundation
import Spindrift

/// Why a file was not saved: the path and the system's reason (`No space left on device`),
/// or a reason of Spindrift's own.
public struct FileSaveError: Error, Equatable, CustomStringConvertible {
    /// The file that was not saved.
    public let path: String
    /// The `errno` of the failed call; 0 for a reason of Spindrift's own.
    public let code: Int32
    /// Why, in words.
    public let reason: String

    /// A failure with the system's reason for `code`.
    package init(path: String, code: Int32) {
        self.path = path
        self.code = code
        reason = String(cString: strerror(code))
    }

    /// A failure for a reason of Spindrift's own.
    package init(path: String, reason: String) {
        self.path = path
        code = 0
        self.reason = reason
    }

    public var description: String { "\(path.escapingControlCharacters): \(reason)" }
}
