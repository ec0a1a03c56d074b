import Foundation
import Spindrift

/// Finds the `assets` folder (presets and textures): `$SPINDRIFT_ASSETS`, else the first
/// `assets` or `share/spindrift/assets` (where `make install` puts them) beside the
/// executable or one of its parent folders, else `./assets`. The executable is the one
/// running (`/proc/self/exe`), so a binary run by name from `PATH` finds its own.
public struct AssetLocator: Sendable {
    /// The assets folder.
    public var directory: URL

    /// The folder found as described above.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let path = environment["SPINDRIFT_ASSETS"], !path.isEmpty {
            directory = URL(fileURLWithPath: path)
            return
        }
        let fileManager = FileManager.default
        let executable = (try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? "."
        var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" {
            for candidate in ["assets", "share/spindrift/assets"] {
                let assets = folder.appendingPathComponent(candidate)
                if fileManager.fileExists(atPath: assets.appendingPathComponent("presets").path) {
                    directory = assets
                    return
                }
            }
            folder.deleteLastPathComponent()
        }
        directory = URL(fileURLWithPath: fileManager.currentDirectoryPath).appendingPathComponent("assets")
    }

    /// An explicit assets folder.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The presets folder.
    public var presetsDirectory: URL { directory.appendingPathComponent("presets") }
    /// The textures folder.
    public var texturesDirectory: URL { directory.appendingPathComponent("textures") }

    /// The names of the built-in presets, sorted.
    public var presetNames: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: presetsDirectory.path)) ?? []
        // A tuned save (`snow.tuned.json`, `snow.tuned-2.json`) put beside the presets is not one.
        return files.filter { $0.hasSuffix(".json") && !$0.contains(".tuned") }
            .map { String($0.dropLast(5)) }.sorted()
    }

    /// Whether `path` is a file of the presets folder, named by a preset's name or by its path.
    public func isPreset(_ path: String) -> Bool {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent().path
            == presetsDirectory.resolvingSymlinksInPath().path
    }

    /// The file for a `CONFIG|PRESET` argument: an existing file wins, then a preset name.
    public func configurationPath(for argument: String) throws(CommandLineError) -> String {
        if FileManager.default.fileExists(atPath: argument) { return argument }
        if presetNames.contains(argument) { return presetsDirectory.appendingPathComponent(argument + ".json").path }
        if argument.hasSuffix(".json") || argument.contains("/") || ParticleDesignerImport.isParticleDesignerFile(argument) {
            throw .file(path: argument, reason: "cannot read file: No such file or directory")
        }
        throw .unknownConfiguration(name: argument, presets: presetNames)
    }

    /// Loads `argument` (file or preset: one layer or a scene) with `overrides`.
    public func loadScene(
        _ argument: String, overrides: [ConfigurationOverride] = []
    ) throws(CommandLineError) -> (scene: Scene, path: String) {
        let path = try configurationPath(for: argument)
        do {
            return (try Scene(contentsOfFile: path, overrides: overrides), path)
        } catch {
            throw .configuration(error)
        }
    }

    /// Loads `argument` (file or preset) with `overrides` and, when given, another `seed` for
    /// every layer, compiled for simulation; also returns what the description gives that is
    /// ignored (``Scene/notices``) and what it asks for that will not happen
    /// (``SceneProgram/notices``), as warnings naming the file.
    public func loadProgram(
        _ argument: String, overrides: [ConfigurationOverride] = [], seed: UInt32? = nil
    ) throws(CommandLineError) -> (program: SceneProgram, path: String, warnings: [String]) {
        var (scene, path) = try loadScene(argument, overrides: overrides)
        if let seed {
            for index in scene.layers.indices {
                var layer = scene.layers[index]
                layer.seed = seed
                scene.replaceLayer(at: index, with: layer)
            }
        }
        do {
            let program = try SceneProgram(scene: scene, source: path)
            let warnings = (scene.notices + program.notices).map { ConfigurationError(source: path, problems: [$0]).description }
            return (program, path, warnings)
        } catch {
            throw .configuration(error)
        }
    }
}
