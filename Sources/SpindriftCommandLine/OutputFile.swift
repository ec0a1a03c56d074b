import Foundation

/// Writes command output files, reporting failures with the system's reason.
enum OutputFile {
    /// Writes `text` to `path`, replacing it.
    static func write(_ text: String, to path: String) throws(CommandLineError) {
        guard let file = fopen(path, "w") else {
            throw .file(path: path, reason: "cannot write: \(String(cString: strerror(errno)))")
        }
        let bytes = Array(text.utf8)
        let written = fwrite(bytes, 1, bytes.count, file)
        let closed = fclose(file)
        if written != bytes.count || closed != 0 {
            throw .file(path: path, reason: "cannot write: \(String(cString: strerror(errno)))")
        }
    }
}
