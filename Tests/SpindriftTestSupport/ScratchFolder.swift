import Foundation

/// A fresh, empty folder for one test's files: each inside one folder per test process,
/// which is removed when the process exits, so that a test run leaves nothing behind in the
/// system's temporary folder (a crashed run leaves its one folder).
public func makeScratchFolder() throws -> URL {
    let folder = ScratchRoot.url.appendingPathComponent(UUID().uuidString, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// The path of a file named `name` in a fresh scratch folder (``makeScratchFolder()``); the
/// file does not exist yet.
public func scratchPath(_ name: String) throws -> String {
    try makeScratchFolder().appendingPathComponent(name).path
}

/// This process's folder of scratch folders, made on first use and removed at exit.
private enum ScratchRoot {
    static let url: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "spindrift-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))", isDirectory: true)
        // A C function pointer captures nothing: it reads the static, set by then.
        atexit { try? FileManager.default.removeItem(at: ScratchRoot.url) }
        return url
    }()
}
