import Foundation
import SpindriftTestSupport
import Testing

@Suite("make install")
struct InstallTests {
    @Test("installed under a prefix and run by name from PATH in another folder, spindrift finds its presets and textures")
    func runFromPath() throws {
        let root = FuzzSliceTests.root
        let prefix = URL(fileURLWithPath: try scratchPath("prefix"))
        let elsewhere = URL(fileURLWithPath: try scratchPath("elsewhere"))
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let installed = try Self.run(
            root.appendingPathComponent("scripts/install.sh").path, [prefix.path, root.appendingPathComponent(".build/debug").path],
            in: root, path: "/usr/bin:/bin")
        #expect(installed.status == 0)
        #expect(installed.output == "installed spindrift and spindrift-bench in \(prefix.path)/bin, "
            + "their assets in \(prefix.path)/share/spindrift/assets\n")
        let presets = try Self.run("/usr/bin/env", ["spindrift", "presets"], in: elsewhere, path: prefix.path + "/bin:/usr/bin:/bin")
        #expect(presets.status == 0)
        #expect(presets.output == CommandRun("presets").standard)
        // A frame draws with the installed textures.
        let frame = elsewhere.appendingPathComponent("snow.png").path
        let rendered = try Self.run(
            "/usr/bin/env", ["spindrift", "render", "snow", "--time", "1", "--size", "64x64", "--out", frame], in: elsewhere,
            path: prefix.path + "/bin:/usr/bin:/bin")
        #expect(rendered.status == 0, "\(rendered.output)")
        #expect(FileManager.default.fileExists(atPath: frame))
    }

    /// Runs `executable` with `arguments` in `folder` with only `PATH` set: its status and its
    /// standard output and error together.
    static func run(_ executable: String, _ arguments: [String], in folder: URL, path: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ["PATH": path, "SDL_VIDEODRIVER": "dummy"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
