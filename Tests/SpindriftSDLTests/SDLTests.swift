import Foundation
import Testing

/// SDL keeps global state (video, events, SDL_ttf), so its tests run one at a time.
@Suite("SDL", .serialized)
struct SDLTests {}

/// The repository's assets folder.
let assetsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("assets")

/// The repository's textures folder.
let texturesDirectory = assetsDirectory.appendingPathComponent("textures")

/// A fresh temporary folder.
func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spindrift-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
