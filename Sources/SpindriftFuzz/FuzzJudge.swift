import Foundation

/// Decides whether a run of `spindrift` on an input failed.
public enum FuzzJudge {
    /// Phrases of a failed allocation (Swift runtime, glibc, the kernel's words).
    public static let allocationPhrases = ["failed to allocate", "cannot allocate memory", "out of memory", "bad_alloc",
                                           "allocation failed", "memory exhausted"]

    /// The verdict on `result`, the run of `input`; `dump` is the dump file's contents, if
    /// one was written.
    public static func verdict(_ input: FuzzInput, _ result: RunResult, dump: Data?) -> FuzzVerdict {
        let error = result.standardError
        if let phrase = allocationPhrases.first(where: { error.lowercased().contains($0) }) {
            return .failed(.allocation, "\(result.ending); stderr says '\(phrase)': \(firstLines(error))")
        }
        if result.timedOut { return .failed(.hang, "no exit within the time limit") }
        if let signal = result.signal {
            if signal == SIGXFSZ { return .skipped("a file past the fuzzer's size limit (SIGXFSZ)") }
            return .failed(.crash, "\(signalName(signal)); stderr: \(firstLines(error))")
        }
        let status = result.status ?? -1
        guard [0, 1, 2].contains(status) else { return .failed(.status, "exit \(status); stderr: \(firstLines(error))") }
        if status != 0 {
            let lines = error.split(whereSeparator: \.isNewline).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            if lines.isEmpty { return .failed(.message, "exit \(status) without a message") }
            // Warnings before the error (such as the steady-state note) are not the error.
            let errors = lines.filter { !$0.contains("warning:") }
            if errors.isEmpty { return .failed(.message, "exit \(status) with only warnings: \(firstLines(error))") }
            if let line = errors.first(where: { !names(String($0), input) }) {
                return .failed(.message, "exit \(status), a line naming no file or option: \(line.prefix(300))")
            }
            return .rejected
        }
        if let file = input.dumpFile {
            guard let dump else { return .failed(.badDump, "exit 0 but no dump was written to \(file)") }
            if let (kind, detail) = DumpInspector.problem(in: dump, json: file.hasSuffix(".json")) {
                return .failed(kind, detail)
            }
        }
        return .accepted
    }

    /// Whether a message line names the description file (or preset), an output file, or an
    /// option (`--name`).
    static func names(_ line: String, _ input: FuzzInput) -> Bool {
        var names = [FuzzInput.descriptionFile, input.arguments.count > 1 ? input.arguments[1] : ""]
        // Values given as `--key value` or `--key=value` that name files.
        let values = input.arguments.map { $0.hasPrefix("--") ? String($0.split(separator: "=", maxSplits: 1).dropFirst().first ?? "") : $0 }
        names += values.filter { value in
            value.contains("/") || value == "." || value == "frames" || [".json", ".csv", ".png", ".txt"].contains { value.hasSuffix($0) }
        }
        if names.contains(where: { !$0.isEmpty && line.contains($0) }) { return true }
        return line.range(of: #"--[a-z]"#, options: .regularExpression) != nil
    }

    private static func firstLines(_ text: String) -> String {
        let lines = text.split(whereSeparator: \.isNewline).prefix(3).joined(separator: " | ")
        return lines.isEmpty ? "(empty)" : String(lines.prefix(400))
    }

    /// "SIGSEGV (11)" and the like.
    public static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [SIGSEGV: "SIGSEGV", SIGILL: "SIGILL", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS",
                                      SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGTRAP: "SIGTRAP", SIGXCPU: "SIGXCPU"]
        return "\(names[signal] ?? "signal") (\(signal))"
    }
}
