import Foundation

/// A clip being encoded by FFmpeg's `ffmpeg` command: frames of raw RGBA go down its
/// standard input, the video into a temporary file beside the destination, which replaces
/// the destination only once `ffmpeg` has finished well, so a file already there is never
/// left half-written.
final class ClipEncoder {
    /// The file the clip goes to.
    let path: String
    private let temporaryPath: String
    private let logPath: String
    private let process: Process
    private let input: FileHandle
    private var finished = false

    /// Starts `ffmpeg` (found on `PATH`) encoding `format` from frames of `size` pixels,
    /// `fps` a second, keeping alpha when `transparent`.
    init(path: String, format: ClipFormat, size: SIMD2<Int>, fps: Double, transparent: Bool) throws(CommandLineError) {
        guard let ffmpeg = Self.executable(named: "ffmpeg") else {
            throw .file(path: path, reason: "encoding a .\(format.rawValue) clip needs FFmpeg's 'ffmpeg' command, which is not on PATH: "
                + "install FFmpeg (on Debian: apt-get install ffmpeg, or make deps), or write PNG frames with --out-dir")
        }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let unique = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        temporaryPath = folder + "/." + url.lastPathComponent + ".\(unique).partial"
        logPath = FileManager.default.temporaryDirectory.appendingPathComponent("spindrift-ffmpeg-\(unique).log").path
        self.path = path
        // Made here rather than by ffmpeg, so that an unwritable folder is this error.
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .file(path: path, reason: "cannot write: \(String(cString: strerror(errno)))") }
        close(descriptor)
        guard FileManager.default.createFile(atPath: logPath, contents: nil), let log = FileHandle(forWritingAtPath: logPath) else {
            unlink(temporaryPath)
            throw .file(path: logPath, reason: "cannot write FFmpeg's messages")
        }
        defer { try? log.close() }
        let pipe = Pipe()
        process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-hide_banner", "-loglevel", "error", "-y",
                             "-f", "rawvideo", "-pix_fmt", "rgba", "-video_size", "\(size.x)x\(size.y)",
                             "-framerate", String(format: "%.17g", fps), "-i", "pipe:0"]
            + format.encoderArguments(transparent: transparent) + [temporaryPath]
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = log
        input = pipe.fileHandleForWriting
        // A write to an ffmpeg that has quit must fail with EPIPE, to report its messages,
        // rather than end this process.
        signal(SIGPIPE, SIG_IGN)
        do {
            try process.run()
        } catch {
            finished = true
            discard()
            throw .file(path: path, reason: "cannot start \(ffmpeg): \(error.localizedDescription)")
        }
    }

    deinit {
        if !finished { abandon() }
    }

    /// Sends one frame: [red, green, blue, alpha] bytes, rows from the top, straight alpha.
    func append(_ pixels: [UInt8]) throws(CommandLineError) {
        var failure: Int32 = 0
        pixels.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(input.fileDescriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        guard failure == 0 else {
            try? input.close()
            process.waitUntilExit()
            throw failed(reason: String(cString: strerror(failure)))
        }
    }

    /// Ends the input, waits for `ffmpeg`, and moves the clip into place.
    func finish() throws(CommandLineError) {
        try? input.close()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else { throw failed(reason: nil) }
        finished = true
        unlink(logPath)
        guard rename(temporaryPath, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw .file(path: path, reason: "cannot write: \(reason)")
        }
    }

    /// The error for an `ffmpeg` that did not finish well, with its last lines; the
    /// temporary files are removed.
    private func failed(reason: String?) -> CommandLineError {
        finished = true
        let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        let lines = log.split(whereSeparator: \.isNewline).suffix(5).map(String.init)
        discard()
        let status = process.terminationReason == .exit
            ? "exit status \(process.terminationStatus)" : "signal \(process.terminationStatus)"
        var text = "ffmpeg could not encode the clip (\(status))"
        if let reason { text += ", \(reason)" }
        if !lines.isEmpty { text += ": " + lines.joined(separator: " / ") }
        return .file(path: path, reason: text)
    }

    /// Stops `ffmpeg` and removes the temporary files (an error elsewhere ended the clip).
    private func abandon() {
        if process.isRunning { process.terminate() }
        try? input.close()
        process.waitUntilExit()
        discard()
    }

    private func discard() {
        unlink(temporaryPath)
        unlink(logPath)
    }

    /// The path of the executable `name` in a folder of `PATH`, nil when there is none.
    private static func executable(named name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }
}
