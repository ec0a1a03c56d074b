import Foundation

/// Where `S` saves a screenshot: `spindrift-N.png` in a folder, N the first unused number.
public enum ScreenshotFile {
    /// The first free screenshot path in `directory`; `exists` tells whether a path is taken.
    public static func path(in directory: String, exists: (String) -> Bool = nameIsTaken) -> String {
        firstFreePath(exists: exists) { URL(fileURLWithPath: directory).appendingPathComponent("spindrift-\($0).png").path }
    }
}
