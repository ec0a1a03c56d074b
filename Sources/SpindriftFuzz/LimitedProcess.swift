import Foundation

/// Runs a program with a wall-clock limit (SIGKILL when it is passed) and, through
/// util-linux `prlimit`, limits on address space and file size and no core dumps.
public enum LimitedProcess {
    /// `prlimit`, when the machine has it.
    public static let prlimit: String? = ["/usr/bin/prlimit", "/bin/prlimit"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Runs `executable` with `arguments` in `directory`, its environment extended by
    /// `environment`, under `limits`; standard output and error go to files in `directory`.
    public static func run(_ executable: URL, arguments: [String], directory: URL, environment: [String: String],
                           limits: ProcessLimits) -> RunResult {
        let process = Process()
        if let prlimit {
            process.executableURL = URL(fileURLWithPath: prlimit)
            process.arguments = ["--as=\(limits.memoryBytes)", "--fsize=\(limits.fileBytes)", "--core=0", "--",
                                 executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let outputURL = directory.appendingPathComponent(".stdout"), errorURL = directory.appendingPathComponent(".stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        guard let output = try? FileHandle(forWritingTo: outputURL), let error = try? FileHandle(forWritingTo: errorURL) else {
            return RunResult(status: nil, signal: nil, timedOut: false, standardOutput: "",
                             standardError: "spindrift-fuzz: cannot open output files in \(directory.path)")
        }
        defer {
            try? output.close()
            try? error.close()
        }
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            return RunResult(status: nil, signal: nil, timedOut: false, standardOutput: "",
                             standardError: "spindrift-fuzz: cannot start \(executable.path): \(error)")
        }
        var timedOut = false
        if finished.wait(timeout: .now() + limits.seconds) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        process.waitUntilExit()
        let signalled = process.terminationReason == .uncaughtSignal
        return RunResult(
            status: signalled ? nil : process.terminationStatus,
            signal: signalled ? process.terminationStatus : nil,
            timedOut: timedOut,
            standardOutput: excerpt(of: outputURL), standardError: excerpt(of: errorURL))
    }

    /// Bytes kept from each end of a long output.
    public static let excerptBytes = 64 << 10

    /// `file`, or when it is longer than two ``excerptBytes``, its first and its last
    /// ``excerptBytes`` in whole lines (the first cut after its last line end, the last from
    /// after its first), so that a long output is not judged by a line cut in two, and an
    /// error after pages of warnings is still read.
    private static func excerpt(of file: URL) -> String {
        let limit = excerptBytes
        guard let handle = try? FileHandle(forReadingFrom: file) else { return "" }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()) ?? 0
        try? handle.seek(toOffset: 0)
        guard size > UInt64(2 * limit) else { return String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self) }
        var head = (try? handle.read(upToCount: limit)) ?? Data()
        if let lastNewline = head.lastIndex(of: UInt8(ascii: "\n")) { head = head.prefix(through: lastNewline) }
        try? handle.seek(toOffset: size - UInt64(limit))
        var tail = (try? handle.readToEnd()) ?? Data()
        if let firstNewline = tail.firstIndex(of: UInt8(ascii: "\n")) { tail = tail.suffix(from: tail.index(after: firstNewline)) }
        return String(decoding: head + tail, as: UTF8.self)
    }
}
