import Foundation
import Spindrift

/// Where `W` saves a tuned emitter: NAME.tuned.json next to the original NAME.json, or
/// NAME.tuned-2.json, NAME.tuned-3.json, … when that is taken, so nothing is overwritten.
public enum TunedFile {
    /// The first free tuned path for `original`; `exists` tells whether a path is taken.
    public static func path(for original: String, exists: (String) -> Bool = nameIsTaken) -> String {
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
    /// path for `original`, whole or not at all; returns that path. Throws a
    /// ``FileSaveError`` saying why nothing was saved.
    public static func save(_ scene: Scene, nextTo original: String) throws(FileSaveError) -> String {
        try save(scene, nextTo: original, writer: { Glibc.write($0, $1.baseAddress, $1.count) })
    }

    /// ``save(_:nextTo:)`` writing through `writer` (as `write(2)`).
    package static func save(
        _ scene: Scene, nextTo original: String, writer: (Int32, UnsafeRawBufferPointer) -> Int
    ) throws(FileSaveError) -> String {
        var destination = path(for: original)
        let data = try contents(of: scene, path: destination)
        while true {
            do {
                try NewFile.create(data, at: destination, writer: writer)
                return destination
            } catch where error.code == EEXIST {
                // Taken since the search for a free name: take the next one.
                destination = path(for: original)
            }
        }
    }

    /// `scene` as JSON that Spindrift reads back: pretty-printed, or compact when that
    /// would pass ``EmitterLayer/maxFileBytes``.
    static func contents(of scene: Scene, path: String) throws(FileSaveError) -> Data {
        let data: Data
        do {
            let pretty = try scene.jsonData()
            data = pretty.count <= EmitterLayer.maxFileBytes ? pretty : try scene.jsonData(prettyPrinted: false)
        } catch {
            throw FileSaveError(path: path, reason: "cannot encode the description: \(error)")
        }
        guard data.count <= EmitterLayer.maxFileBytes else {
            throw FileSaveError(
                path: path,
                reason: "the description takes \(data.count) bytes as JSON, more than the \(EmitterLayer.maxFileBytes >> 20) MiB "
                    + "that Spindrift reads; nothing was saved")
        }
        return data
    }
}
