import Foundation

/// Everything a campaign needs: the program, the repository (for seeds and assets), the seed,
/// the bounds, the limits per run and where failures go.
public struct FuzzConfiguration: Sendable {
    /// The `spindrift` binary to run.
    public var executable: URL
    /// The repository root: seeds from `assets/presets`, `Tests`; assets for the runs.
    public var root: URL
    /// The campaign seed: the same seed gives the same inputs.
    public var seed: UInt64 = 1
    /// Index of the first input (to replay one input: `--start I --count 1`).
    public var start = 0
    /// Most inputs to run; `nil`: until `seconds` is spent.
    public var count: Int?
    /// Most wall-clock seconds to spend starting inputs; `nil`: until `count` is reached.
    public var seconds: Double?
    /// Runs at once.
    public var jobs = 1
    /// Enabled mutation classes.
    public var classes: Set<MutationClass> = Set(MutationClass.allCases)
    /// Limits of each run.
    public var limits = ProcessLimits()
    /// Folder for failing inputs, one folder each; `nil`: not written.
    public var outputFolder: URL?
    /// Print each failure as it is found.
    public var verbose = false
    /// Print every input: its command, verdict and first line of stderr.
    public var trace = false

    /// A configuration running `executable` with the repository at `root`.
    public init(executable: URL, root: URL) {
        self.executable = executable
        self.root = root
    }

    /// The repository root above `start` (the folder holding `assets/presets` and `Package.swift`).
    public static func repositoryRoot(above start: URL) -> URL? {
        var folder = start.standardizedFileURL
        while true {
            let presets = folder.appendingPathComponent("assets/presets").path
            if FileManager.default.fileExists(atPath: presets),
               FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
