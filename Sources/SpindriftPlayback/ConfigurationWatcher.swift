import Foundation
import Spindrift

/// Watches a description file for the tuning loop: each ``poll()`` re-reads it and, when
/// its contents changed, decodes and validates them.
///
/// A valid change is returned for the caller to play; an invalid one is kept in ``error``
/// (file, JSON path, reason) while the caller keeps playing its last good description,
/// until a later change fixes it. Contents are compared rather than modification times,
/// whose granularity can hide two quick saves of the same size.
public struct ConfigurationWatcher {
    /// The watched file.
    public let path: String
    /// The `--set` edits applied on every reload.
    public let overrides: [ConfigurationOverride]
    /// Why the file's latest contents cannot be played; nil while they can.
    public private(set) var error: ConfigurationError?
    private var lastContents: Data?
    /// What ``lastContents`` said: nil when they played, else why not.
    private var lastContentsError: ConfigurationError?

    /// A watcher of `path` that treats its current contents as already loaded.
    public init(path: String, overrides: [ConfigurationOverride] = []) {
        self.path = path
        self.overrides = overrides
        lastContents = try? EmitterLayer.contents(ofFile: path)
    }

    /// Re-reads the file; returns its description (one layer or a scene) when the contents
    /// changed and are valid.
    public mutating func poll() -> Scene? {
        let contents: Data
        do {
            contents = try EmitterLayer.contents(ofFile: path)
        } catch {
            // Editors that save by renaming leave the file missing for a moment: report it and
            // read again on the next poll; contents that come back unchanged are not reloaded.
            self.error = error
            return nil
        }
        guard contents != lastContents else {
            // Unchanged (say, saved again by renaming): what they said still holds.
            error = lastContentsError
            return nil
        }
        lastContents = contents
        do {
            let scene = try Scene(fileData: contents, source: path, overrides: overrides)
            (error, lastContentsError) = (nil, nil)
            return scene
        } catch {
            (self.error, lastContentsError) = (error, error)
            return nil
        }
    }

    /// Records a problem found after decoding (such as a missing texture) as the current
    /// error, so the caller keeps its last good description until the file changes again.
    public mutating func reject(_ problem: ConfigurationError) {
        (error, lastContentsError) = (problem, problem)
    }
}
