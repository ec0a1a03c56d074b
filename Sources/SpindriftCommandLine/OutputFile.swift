import Foundation

/// Writes command output files, reporting failures with the system's reason: every write and
/// the close are checked, so a full disk is an error ("No space left on device") rather than
/// a short file.
enum OutputFile {
    /// Writes `text` to `path`, replacing it.
    static func write(_ text: String, to path: String) throws(CommandLineError) {
        try write(to: path) { sink in sink(text) }
    }

    /// Writes `bytes` to `path`, replacing it.
    static func write(_ bytes: [UInt8], to path: String) throws(CommandLineError) {
        var file = try OpenFile(path: path)
        bytes.withUnsafeBytes { file.append($0) }
        try file.close()
    }

    /// Writes the pieces of text that `produce` hands to its sink to `path`, replacing it, as
    /// they come: a large output is never held whole. After a failed write the rest is dropped
    /// and the failure thrown.
    static func write(to path: String, _ produce: ((String) -> Void) -> Void) throws(CommandLineError) {
        var file = try OpenFile(path: path)
        produce { piece in
            var piece = piece
            piece.withUTF8 { file.append(UnsafeRawBufferPointer($0)) }
        }
        try file.close()
    }

    /// A file open for writing, remembering the first failure.
    private struct OpenFile {
        let path: String
        let descriptor: Int32
        var failure: CommandLineError?

        init(path: String) throws(CommandLineError) {
            self.path = path
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { throw Self.failure(path) }
        }

        static func failure(_ path: String) -> CommandLineError {
            .file(path: path, reason: "cannot write: \(String(cString: strerror(errno)))")
        }

        mutating func append(_ buffer: UnsafeRawBufferPointer) {
            var offset = 0
            while failure == nil, offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno != EINTR { failure = Self.failure(path) }
                } else {
                    offset += written
                }
            }
        }

        /// Closes the file; throws the first failure, or the close's.
        func close() throws(CommandLineError) {
            if let failure {
                _ = Foundation.close(descriptor)
                throw failure
            }
            guard Foundation.close(descriptor) == 0 else { throw Self.failure(path) }
        }
    }
}
