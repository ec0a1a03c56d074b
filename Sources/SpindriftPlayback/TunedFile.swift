import Foundation
import Spindrift

/// Where `W` saves a tuned emitter: NAME.tuned.json next to the original NAME.json, or
/// NAME.tuned-2.json, NAME.tuned-3.json, … when that is taken, so nothing is overwritten.
public enum TunedFile {
    /// The first free tuned path for `original`; `exists` tells whether a path is taken.
    public static func path(for original: String, exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) -> String {
        let url = URL(fileURLWithPath: original)
        var name = url.deletingPathExtension().lastPathComponent
        // Tuning a tuned file numbers the next version instead of stacking suffixes.
        if let range = name.range(of: #"\.tuned(-\d+)?$"#, options: .regularExpression) {
            name.removeSubrange(range)
        }
        let folder = url.deletingLastPathComponent()
        return firstFreePath(exists: exists) { number in
            folder.appendingPathComponent(number == 1 ? "\(name).tuned.json" : "\(name).tuned-\(number).json").path
        }
    }

    /// Writes `scene` (one layer or a scene of sublayers) as JSON to the first free tuned
    /// path for `original`; returns that path.
    public static func save(_ scene: Scene, nextTo original: String) throws -> String {
        let destination = path(for: original)
        // withoutOverwriting: a file created since the check is an error, never replaced.
        try scene.jsonData().write(to: URL(fileURLWithPath: destination), options: .withoutOverwriting)
        return destination
    }
}
