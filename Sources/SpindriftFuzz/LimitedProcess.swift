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
            standardOutput: head(of: outputURL), standardError: head(of: errorURL))
    }

    /// The first 64 KiB of `file`, cut after its last whole line when there is more, so that
    /// a long output is not judged by a line cut in two.
    private static func head(of file: URL) -> String {
        let limit = 64 << 10
        guard let handle = try? FileHandle(forReadingFrom: file) else { return "" }
        defer { try? handle.close() }
        var data = (try? handle.read(upToCount: limit + 1)) ?? Data()
        if data.count > limit {
            data = data.prefix(limit)
            if let lastNewline = data.lastIndex(of: UInt8(ascii: "\n")) { data = data.prefix(through: lastNewline) }
        }
        return String(decoding: data, as: UTF8.self)
    }
}
