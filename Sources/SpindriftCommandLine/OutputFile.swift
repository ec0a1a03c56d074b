import Foundation

/// Writes command output files, reporting failures with the system's reason.
enum OutputFile {
    /// Writes `text` to `path`, replacing it.
    static func write(_ text: String, to path: String) throws(CommandLineError) {
        try write(Array(text.utf8), to: path)
    }

    /// Writes `bytes` to `path`, replacing it; every write and the close are checked, so a
    /// full disk is an error ("No space left on device") rather than a short file.
    static func write(_ bytes: [UInt8], to path: String) throws(CommandLineError) {
        func failure() -> CommandLineError {
            .file(path: path, reason: "cannot write: \(String(cString: strerror(errno)))")
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure() }
        var failed: CommandLineError?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failed = failure()
                    return
                }
                offset += written
            }
        }
        if let failed {
            close(descriptor)
            throw failed
        }
        guard close(descriptor) == 0 else { throw failure() }
    }
}
