import Foundation

/// `spindrift-fuzz`'s command line: parsing, help, and the run.
public enum FuzzCommandLine {
    /// The help text.
    public static let help = """
        usage: spindrift-fuzz [--seed N] [--count N] [--seconds S] [--out DIR] [options]

        Mutates emitter descriptions and command lines and runs the real `spindrift` binary on
        each input (validate, simulate --dump, render at a small size, SDL_VIDEODRIVER=dummy),
        one process per input, under a wall-clock limit and, through prlimit, address-space
        and file-size limits. Seeds: assets/presets/*.json, every JSON object literal in
        Tests/**/*.swift, and Tests/FuzzSeeds/*.json.

        An input fails on: a signal (crash), a run past the time limit (hang), an allocation
        failure message, a nonzero exit whose stderr has a line naming no file and no option
        (message), an inf or nan in a dump (non-finite), a missing or invalid dump (bad-dump),
        or an exit status other than 0, 1, 2 (status).

        options:
          --seed N          campaign seed (default 1): input I depends only on the seed and I
          --count N         run at most N inputs (default 1000 unless --seconds is given)
          --seconds S       start no input after S seconds
          --start I         index of the first input (replay one: --start I --count 1)
          --jobs N          inputs run at once (default 1)
          --classes LIST    mutation classes, comma-separated (default all):
                            structure, types, numbers, extremes, bytes, options
          --out DIR         write each failing input to DIR/<index>-<kind>/ (input.json,
                            replay.sh, command, result.txt, stdout.txt, stderr.txt)
          --spindrift PATH  the binary to run (default: `spindrift` beside this program)
          --root DIR        the repository (default: found above the current folder or this program)
          --timeout S       wall-clock limit per run, seconds (default 10)
          --memory MIB      address-space limit per run, MiB (default 4096)
          --verbose         print each failure as it is found
          --trace           print every input: command, verdict, first line of stderr
          --help            this text

        Prints a summary line (inputs tried, failures by kind) and each failure; exits 0 when
        no input failed, 1 when some did, 2 on a usage error.
        """

    /// Why a command line was rejected.
    public struct UsageError: Error, CustomStringConvertible {
        /// The message.
        public let description: String
    }

    /// The configuration from `arguments` (without the program name); `nil` for `--help`.
    /// `program` is this program's path, to find `spindrift` and the repository.
    public static func configuration(_ arguments: [String], program: URL, currentFolder: URL) throws(UsageError) -> FuzzConfiguration? {
        var values: [String: String] = [:]
        var verbose = false
        var trace = false
        var remaining = arguments[...]
        let valued: Set<String> = ["--seed", "--count", "--seconds", "--start", "--jobs", "--classes", "--out",
                                   "--spindrift", "--root", "--timeout", "--memory"]
        while let argument = remaining.popFirst() {
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts.first ?? argument
            if argument == "--help" || argument == "-h" { return nil }
            if argument == "--verbose" { verbose = true; continue }
            if argument == "--trace" { trace = true; continue }
            guard valued.contains(name) else { throw UsageError(description: "unknown option '\(argument)'; run 'spindrift-fuzz --help'") }
            guard let value = parts.count == 2 ? parts[1] : remaining.popFirst() else {
                throw UsageError(description: "\(name) needs a value")
            }
            values[name] = value
        }
        func number<T: LosslessStringConvertible>(_ option: String, _ valid: (T) -> Bool) throws(UsageError) -> T? {
            guard let text = values[option] else { return nil }
            guard let value = T(text), valid(value) else { throw UsageError(description: "\(option) '\(text)': not a valid value") }
            return value
        }
        let programFolder = program.deletingLastPathComponent()
        let executable = values["--spindrift"].map { URL(fileURLWithPath: $0, relativeTo: currentFolder).standardizedFileURL }
            ?? programFolder.appendingPathComponent("spindrift")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw UsageError(description: "--spindrift: no executable at \(executable.path); build it first (swift build)")
        }
        let root: URL
        if let given = values["--root"] {
            root = URL(fileURLWithPath: given, relativeTo: currentFolder).standardizedFileURL
        } else if let found = FuzzConfiguration.repositoryRoot(above: currentFolder)
                    ?? FuzzConfiguration.repositoryRoot(above: programFolder) {
            root = found
        } else {
            throw UsageError(description: "--root: no repository (assets/presets and Package.swift) above \(currentFolder.path)")
        }
        var configuration = FuzzConfiguration(executable: executable, root: root)
        configuration.seed = try number("--seed") { (_: UInt64) in true } ?? 1
        configuration.start = try number("--start") { (value: Int) in value >= 0 } ?? 0
        configuration.count = try number("--count") { (value: Int) in value >= 0 }
        configuration.seconds = try number("--seconds") { (value: Double) in value >= 0 && value.isFinite }
        if configuration.count == nil, configuration.seconds == nil { configuration.count = 1000 }
        configuration.jobs = try number("--jobs") { (value: Int) in (1...64).contains(value) } ?? 1
        if let timeout = try number("--timeout", { (value: Double) in value > 0 && value.isFinite }) {
            configuration.limits.seconds = timeout
        }
        if let memory = try number("--memory", { (value: UInt64) in value >= 64 && value < 1 << 30 }) {
            configuration.limits.memoryBytes = memory << 20
        }
        if let list = values["--classes"] {
            guard let classes = MutationClass.list(list) else {
                throw UsageError(description: "--classes '\(list)': expected a comma-separated list of "
                                 + MutationClass.allCases.map(\.rawValue).joined(separator: ", "))
            }
            configuration.classes = Set(classes)
        }
        configuration.outputFolder = values["--out"].map { URL(fileURLWithPath: $0, relativeTo: currentFolder).standardizedFileURL }
        configuration.verbose = verbose
        configuration.trace = trace
        return configuration
    }

    /// Runs `spindrift-fuzz` with `arguments`; returns the exit status.
    public static func main(_ arguments: [String], program: URL) -> Int32 {
        let configuration: FuzzConfiguration
        do {
            guard let parsed = try Self.configuration(
                arguments, program: program, currentFolder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            else {
                say(help)
                return 0
            }
            configuration = parsed
        } catch {
            FileHandle.standardError.write(Data("spindrift-fuzz: \(error)\n".utf8))
            return 2
        }
        if LimitedProcess.prlimit == nil {
            FileHandle.standardError.write(Data("spindrift-fuzz: prlimit not found: runs have a time limit only\n".utf8))
        }
        let campaign = FuzzCampaign(configuration)
        say("spindrift-fuzz: \(campaign.generator.seeds.count) seeds from \(configuration.root.path); running "
              + configuration.executable.path)
        let report = campaign.run { line in say(line) }
        for failure in report.failures { say(failure.line) }
        say(report.summary)
        return report.failures.isEmpty ? 0 : 1
    }
}

/// Writes a line to standard output at once (unbuffered, so progress shows in a pipe), with
/// control characters escaped: failures quote what the inputs made spindrift print.
func say(_ line: String) {
    let escaped = line.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).escapingControlCharacters }
    FileHandle.standardOutput.write(Data((escaped.joined(separator: "\n") + "\n").utf8))
}
