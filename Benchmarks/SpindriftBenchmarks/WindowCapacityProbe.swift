import Foundation
import Spindrift
import SpindriftArguments
import SpindriftPlayback

/// Measures the window's frame rate for a capacity search by running `spindrift play` (the
/// binary beside `spindrift-bench`, which itself links no SDL) on a scaled description
/// written to a temporary file, without vsync, for ``quitAfter`` seconds, and reading the
/// line its `--fps-report` prints.
struct WindowCapacityProbe {
    /// Seconds each window runs: the report skips its first second.
    static let quitAfter = 2.5
    /// Seconds a window may take beyond ``quitAfter`` (pre-warming, SDL) before it is stopped.
    static let grace = 60.0

    /// Where presets and textures are found (handed to the child as `SPINDRIFT_ASSETS`).
    var assets: AssetLocator
    /// The description's name, for the temporary file.
    var name: String
    /// Seconds each window runs.
    var quitAfter: Double
    /// The renderer the window reported, once one has.
    private(set) var rendererName: String?
    /// The phase that took longest in the latest window's frames.
    private(set) var bound: FramePhase?
    /// Why the window cannot be measured, once that is known.
    private(set) var unavailable: String?

    init(assets: AssetLocator, name: String, quitAfter: Double) {
        self.assets = assets
        self.name = name
        self.quitAfter = quitAfter
    }

    /// The `spindrift` binary beside this program.
    static var binary: URL? {
        Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("spindrift")
    }

    /// The particles and the frame rate of `scene` in a window; throws
    /// ``BenchmarkError/windowUnavailable(_:)`` (and keeps the reason in ``unavailable``)
    /// when no window can be measured: no display, no `spindrift` binary, a failed run.
    mutating func measure(_ scene: Scene) throws(BenchmarkError) -> (Int, Double) {
        do {
            return try run(scene)
        } catch {
            if case .windowUnavailable(let reason) = error { unavailable = reason }
            throw error
        }
    }

    private mutating func run(_ scene: Scene) throws(BenchmarkError) -> (Int, Double) {
        guard let binary = Self.binary, FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw .windowUnavailable("no spindrift binary beside spindrift-bench (build it: swift build -c release)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spindrift-capacity-\(getpid())")
        let file = folder.appendingPathComponent(
            URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent + ".json")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try scene.jsonData().write(to: file)
        } catch {
            throw .file(path: file.path, reason: "cannot write: \((error as NSError).localizedDescription)")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["play", file.path, "--no-vsync", "--quit-after", "\(quitAfter)", "--fps-report"]
        var environment = ProcessInfo.processInfo.environment
        environment["SPINDRIFT_ASSETS"] = assets.directory.path
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        (process.standardOutput, process.standardError) = (output, errors)
        do {
            try process.run()
        } catch {
            throw .windowUnavailable("cannot run \(binary.path): \((error as NSError).localizedDescription)")
        }
        let deadline = ContinuousClock.now + .seconds(quitAfter + Self.grace)
        while process.isRunning, ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw .windowUnavailable("spindrift play did not finish within \(Int(quitAfter + Self.grace)) s")
        }
        process.waitUntilExit()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").first.map(String.init) ?? "no message"
        switch process.terminationStatus {
        case 0: break
        case 3: throw .windowUnavailable("no display (\(complaint))")
        case let status: throw .windowUnavailable("spindrift play failed with status \(status): \(complaint)")
        }
        guard let report = printed.split(separator: "\n").lazy.compactMap({ FrameRateReport(line: String($0)) }).last else {
            throw .windowUnavailable("spindrift play printed no fps report")
        }
        (rendererName, bound) = (report.renderer, report.bound)
        return (report.particles, report.framesPerSecond)
    }
}
