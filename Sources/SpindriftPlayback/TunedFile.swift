import Foundation
import Spindrift

/// Where and how `W` saves the tuning: a copy of the original NAME.json with the tuned values
/// written into its text (``TunedText``), as NAME.tuned.json beside it (or in another folder,
/// for a preset), or NAME.tuned-2.json, NAME.tuned-3.json, … when that is taken, so nothing
/// is overwritten, the user's file included.
public enum TunedFile {
    /// The first free tuned path for `original`, in `folder` (nil: the original's folder);
    /// `exists` tells whether a path is taken.
    public static func path(for original: String, in folder: String? = nil, exists: (String) -> Bool = nameIsTaken) -> String {
        let url = URL(fileURLWithPath: original)
        var name = url.deletingPathExtension().lastPathComponent
        // Tuning a tuned file numbers the next version instead of stacking suffixes.
        if let range = name.range(of: #"\.tuned(-\d+)?$"#, options: .regularExpression) {
            name.removeSubrange(range)
        }
        let destination = folder.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? url.deletingLastPathComponent()
        return firstFreePath(exists: exists) { number in
            destination.appendingPathComponent(number == 1 ? "\(name).tuned.json" : "\(name).tuned-\(number).json").path
        }
    }

    /// Writes the file `original` with `edits` (of its first layer) written into its text to
    /// the first free tuned path (in `folder`, nil: beside it), whole or not at all; returns
    /// that path. Throws a ``FileSaveError`` saying why nothing was saved.
    public static func save(_ edits: [TuningEdit], from original: String, in folder: String? = nil) throws(FileSaveError) -> String {
        try save(edits, from: original, in: folder, writer: { Glibc.write($0, $1.baseAddress, $1.count) })
    }

    /// ``save(_:from:in:)`` writing through `writer` (as `write(2)`).
    package static func save(
        _ edits: [TuningEdit], from original: String, in folder: String?, writer: (Int32, UnsafeRawBufferPointer) -> Int
    ) throws(FileSaveError) -> String {
        var destination = path(for: original, in: folder)
        let data = try contents(original: original, edits: edits, destination: destination)
        while true {
            do {
                try NewFile.create(data, at: destination, writer: writer)
                return destination
            } catch where error.code == EEXIST {
                // Taken since the search for a free name: take the next one.
                destination = path(for: original, in: folder)
            }
        }
    }

    /// The file `original` as it is now with `edits` written into its text, checked to read
    /// back as the file's description with the edits applied, and within
    /// ``EmitterLayer/maxFileBytes``.
    static func contents(original: String, edits: [TuningEdit], destination: String) throws(FileSaveError) -> Data {
        let data: Data, scene: Scene
        do {
            data = try EmitterLayer.contents(ofFile: original)
            scene = try Scene(jsonData: data, source: original)
        } catch {
            throw FileSaveError(path: destination, reason: "the file it tunes does not load (\(error)); nothing was saved")
        }
        var expected = scene, tuned = scene.layers[0]
        let unknown = edits.filter { !$0.apply(to: &tuned) }
        expected.replaceLayer(at: 0, with: tuned)
        guard unknown.isEmpty, let text = TunedText.applying(edits, tuned: tuned, to: Array(data)),
              (try? Scene(jsonData: Data(text), source: destination)) == expected
        else {
            throw FileSaveError(
                path: destination,
                reason: "the tuning (\(edits.map(\.description).joined(separator: ", "))) cannot be written into the text of \(original); nothing was saved")
        }
        guard text.count <= EmitterLayer.maxFileBytes else {
            throw FileSaveError(
                path: destination,
                reason: "the tuned description takes \(text.count) bytes, more than the \(EmitterLayer.maxFileBytes >> 20) MiB "
                    + "that Spindrift reads; nothing was saved")
        }
        return Data(text)
    }
}
