import Foundation

/// Runs work with the process's standard error sent to a temporary file and returns what was
/// written there: libpng prints its errors and warnings ("libpng error: IHDR: CRC error")
/// itself, which would otherwise reach the terminal as lines naming no file.
///
/// It swaps file descriptor 2 for the whole process, so call it only while no other thread
/// writes to standard error (images are loaded on the main thread, outside any step).
enum StandardErrorCapture {
    /// The result of `work` and the text it wrote to standard error, trimmed; when standard
    /// error cannot be swapped, `work` runs as it is and the text is empty.
    static func capturing<Result>(_ work: () -> Result) -> (result: Result, text: String) {
        fflush(nil)
        guard let file = tmpfile() else { return (work(), "") }
        defer { fclose(file) }
        let saved = dup(STDERR_FILENO)
        guard saved >= 0 else { return (work(), "") }
        defer { close(saved) }
        guard dup2(fileno(file), STDERR_FILENO) >= 0 else { return (work(), "") }
        let result = work()
        fflush(nil)
        dup2(saved, STDERR_FILENO)
        rewind(file)
        var text = ""
        var line = [CChar](repeating: 0, count: 512)
        // A few lines at most; the rest is dropped.
        while text.count < 2000, fgets(&line, Int32(line.count), file) != nil {
            text += String(cString: line)
        }
        return (result, text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
