import Foundation

/// Runs a campaign: generates inputs, runs `spindrift` on each under limits, judges them,
/// writes failing inputs out and counts.
public struct FuzzCampaign: Sendable {
    /// The configuration.
    public let configuration: FuzzConfiguration
    /// The inputs' generator.
    public let generator: FuzzInputGenerator

    /// A campaign; its seeds come from the repository.
    public init(_ configuration: FuzzConfiguration) {
        self.configuration = configuration
        generator = FuzzInputGenerator(seeds: SeedCorpus.load(root: configuration.root),
                                       classes: configuration.classes, seed: configuration.seed)
    }

    /// Runs one input in `folder` (emptied first) and judges it.
    public func run(_ input: FuzzInput, in folder: URL) -> (FuzzVerdict, RunResult) {
        let files = FileManager.default
        try? files.removeItem(at: folder)
        try? files.createDirectory(at: folder, withIntermediateDirectories: true)
        try? files.createDirectory(at: folder.appendingPathComponent("frames"), withIntermediateDirectories: true)
        if let description = input.description {
            _ = files.createFile(atPath: folder.appendingPathComponent(FuzzInput.descriptionFile).path, contents: Data(description))
        }
        let environment = ["SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                           "SPINDRIFT_ASSETS": configuration.root.appendingPathComponent("assets").path]
        let result = LimitedProcess.run(configuration.executable, arguments: input.arguments, directory: folder,
                                        environment: environment, limits: configuration.limits)
        let dump = input.dumpFile.flatMap { files.contents(atPath: folder.appendingPathComponent($0).path) }
        return (FuzzJudge.verdict(input, result, dump: dump), result)
    }

    /// Runs the campaign; `report` receives each failure line (when verbose) and progress.
    public func run(report: @escaping @Sendable (String) -> Void = { _ in }) -> FuzzReport {
        let state = CampaignState(seed: configuration.seed, start: configuration.start)
        let begin = Date()
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("spindrift-fuzz-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        let deadline = configuration.seconds.map { begin.addingTimeInterval($0) }
        let end = configuration.count.map { configuration.start + $0 }
        DispatchQueue.concurrentPerform(iterations: max(1, configuration.jobs)) { worker in
            let folder = scratch.appendingPathComponent("worker\(worker)")
            while let index = state.next(end: end, deadline: deadline) {
                let input = generator.input(index)
                let (verdict, result) = run(input, in: folder)
                if case .failed(let kind, let detail) = verdict {
                    let failure = FuzzFailure(input: input, kind: kind, detail: detail, result: result)
                    if let out = configuration.outputFolder { save(failure, in: out, from: folder) }
                    if configuration.verbose { report(failure.line) }
                }
                if configuration.trace {
                    let message = result.standardError.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
                    report("#\(index) \(input.shellCommand(program: "spindrift")): \(verdict) \(result.ending) \(message.prefix(200))")
                }
                if let line = state.record(input, verdict, result) { report(line) }
            }
        }
        try? FileManager.default.removeItem(at: scratch)
        var final = state.report
        final.seconds = Date().timeIntervalSince(begin)
        final.failures.sort { $0.input.index < $1.input.index }
        return final
    }

    /// Writes a failing input to `out/<index>-<kind>/`: `input.json`, `command`, `replay.sh`,
    /// `result.txt`, `stdout.txt`, `stderr.txt`.
    public func save(_ failure: FuzzFailure, in out: URL, from scratch: URL) {
        let files = FileManager.default
        let folder = out.appendingPathComponent("\(failure.input.index)-\(failure.kind.rawValue)")
        try? files.createDirectory(at: folder, withIntermediateDirectories: true)
        if let description = failure.input.description {
            _ = files.createFile(atPath: folder.appendingPathComponent(FuzzInput.descriptionFile).path, contents: Data(description))
        }
        let command = failure.input.shellCommand(program: "\"${SPINDRIFT:-spindrift}\"")
            .replacingOccurrences(of: "'\"${SPINDRIFT:-spindrift}\"'", with: "\"${SPINDRIFT:-spindrift}\"")
        let replay = """
            #!/bin/sh
            # Replays input \(failure.input.index) of seed \(configuration.seed) (from \(failure.input.origin)).
            # SPINDRIFT=/path/to/spindrift sh replay.sh
            cd "$(dirname "$0")" && mkdir -p frames && SDL_VIDEODRIVER=dummy exec \(command)

            """
        _ = files.createFile(atPath: folder.appendingPathComponent("replay.sh").path, contents: Data(replay.utf8),
                         attributes: [.posixPermissions: 0o755])
        _ = files.createFile(atPath: folder.appendingPathComponent("command").path,
                         contents: Data((failure.input.shellCommand(program: "spindrift") + "\n").utf8))
        let summary = """
            kind: \(failure.kind.rawValue)
            detail: \(failure.detail)
            ending: \(failure.result.ending)
            seed: \(configuration.seed) index: \(failure.input.index) origin: \(failure.input.origin)
            replay: spindrift-fuzz --seed \(configuration.seed) --start \(failure.input.index) --count 1

            """
        _ = files.createFile(atPath: folder.appendingPathComponent("result.txt").path, contents: Data(summary.utf8))
        _ = files.createFile(atPath: folder.appendingPathComponent("stdout.txt").path, contents: Data(failure.result.standardOutput.utf8))
        _ = files.createFile(atPath: folder.appendingPathComponent("stderr.txt").path, contents: Data(failure.result.standardError.utf8))
    }
}
