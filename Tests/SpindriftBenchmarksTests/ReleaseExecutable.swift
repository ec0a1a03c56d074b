import Foundation
import Testing

/// The repository's root.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// A release executable, which `make test` builds: debug builds allocate where the optimiser
/// would not, and the promise is about what users run.
func release(_ name: String) throws -> String {
    let path = root.appendingPathComponent(".build/release/\(name)").path
    try #require(FileManager.default.isExecutableFile(atPath: path), "build it first: swift build -c release (make test does)")
    return path
}
