import Foundation
import SpindriftCommandLine
import SpindriftTestSupport
import Synchronization
import Testing

/// SDL keeps global state (video, events, SDL_ttf), so its tests run one at a time.
@Suite("SDL", .serialized)
struct SDLTests {}

/// The repository's assets folder.
let assetsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("assets")

/// The repository's textures folder.
let texturesDirectory = assetsDirectory.appendingPathComponent("textures")

/// Collects what a command prints, standard output and error together.
final class Transcript: Sendable {
    private let text = Mutex("")

    /// An output that appends to the transcript.
    var output: CommandOutput {
        CommandOutput(standard: { line in self.text.withLock { $0 += line } }, error: { line in self.text.withLock { $0 += line } })
    }

    /// Everything printed so far.
    var contents: String { text.withLock { $0 } }
}

/// Runs `spindrift ARGUMENTS` on the repository's assets in this process; returns the status
/// and the transcript.
func spindrift(_ arguments: [String]) -> (status: Int32, output: String) {
    let transcript = Transcript()
    let status = SpindriftCommand.run(arguments, assets: AssetLocator(directory: assetsDirectory), output: transcript.output)
    return (status, transcript.contents)
}

/// Runs the `spindrift` binary beside the test runner with `ARGUMENTS` on the repository's
/// assets, SDL's video on `driver`, with `environment` added; returns its status and its output, standard error and
/// output together.
func spindriftProcess(
    _ arguments: [String], driver: String = "dummy", environment: [String: String] = [:]
) throws -> (status: Int32, output: String) {
    let binary = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("spindrift")
    let executable = try #require(binary.map(\.path), "no test runner path")
    try #require(FileManager.default.isExecutableFile(atPath: executable), "no spindrift binary at \(executable): swift build builds it")
    return try runChildProcess(executable, arguments, environment: ["SDL_VIDEODRIVER": driver, "SPINDRIFT_ASSETS": assetsDirectory.path].merging(environment) { $1 })
}
