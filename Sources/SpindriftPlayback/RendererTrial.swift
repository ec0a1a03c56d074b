import Foundation

/// How `play --renderer auto` chooses its drawing path when both open: each draws
/// ``frames`` empty frames (cleared, flushed, presented) and the faster draws the window.
/// OpenGL keeps ties, within ``tie``: it draws particles as instanced quads, so at equal
/// fixed cost it holds more of them. The measurements are handed in, so the choice itself
/// is deterministic.
public struct RendererTrial: Equatable, Sendable {
    /// Empty frames each path draws; the first, which pays for the context's start, is left out.
    public static let frames = 30
    /// The share by which SDL's renderer must beat OpenGL to be chosen.
    public static let tie = 0.05

    /// Mean milliseconds of an empty frame with OpenGL 3.3, and with SDL's renderer.
    public var openGLMilliseconds: Double, sdlMilliseconds: Double
    /// The paths' names, as the title shows them.
    public var openGLName: String, sdlName: String

    /// A trial with the measurements given.
    public init(openGLMilliseconds: Double, sdlMilliseconds: Double, openGLName: String, sdlName: String) {
        self.openGLMilliseconds = openGLMilliseconds
        self.sdlMilliseconds = sdlMilliseconds
        self.openGLName = openGLName
        self.sdlName = sdlName
    }

    /// Whether OpenGL draws the window.
    public var picksOpenGL: Bool { sdlMilliseconds >= openGLMilliseconds * (1 - Self.tie) }

    /// The line saying what was measured and which path draws, and why.
    public var line: String {
        let measured = String(format: "an empty frame takes %.2f ms with %@ and %.2f ms with %@",
                              openGLMilliseconds, openGLName, sdlMilliseconds, sdlName)
        let choice = picksOpenGL
            ? (sdlMilliseconds < openGLMilliseconds ? "drawing with \(openGLName) (within \(Int(Self.tie * 100)) %, it draws particles instanced)"
                : "drawing with \(openGLName), the faster")
            : "drawing with \(sdlName), the faster"
        return "renderer auto: \(measured); \(choice)"
    }
}
