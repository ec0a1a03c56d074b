import Foundation
import Spindrift

/// How `play --renderer auto` chooses its drawing path when both open: each draws
/// ``frames`` frames of the same load, ``scene`` (about ``particles`` sprites, stepped and
/// batched as `play` does), and the faster draws the window. A load rather than empty frames,
/// because a path's fixed cost says little about its cost per sprite: an accelerated SDL
/// renderer can clear and present faster than OpenGL and still draw each sprite ten times
/// slower. OpenGL keeps ties, within ``tie``. The measurements are handed in, so the choice
/// itself is deterministic.
public struct RendererTrial: Equatable, Sendable {
    /// Frames each path draws; the first, which pays for the context's start and the
    /// upload of the sprites, is left out.
    public static let frames = 12
    /// The share by which SDL's renderer must beat OpenGL to be chosen.
    public static let tie = 0.05
    /// About how many sprites each of the trial's frames draws.
    public static let particles = 4_000
    /// Seconds each sprite lives; the trial's emitter runs this long before its frames are
    /// timed, so that it holds about ``particles``.
    public static let lifetime = 1.0

    /// Mean milliseconds of a trial frame with OpenGL 3.3, and with SDL's renderer.
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
        let measured = String(format: "a frame of %d sprites takes %.2f ms with %@ and %.2f ms with %@",
                              Self.particles, openGLMilliseconds, openGLName, sdlMilliseconds, sdlName)
        let choice = picksOpenGL
            ? (sdlMilliseconds < openGLMilliseconds ? "drawing with \(openGLName) (within \(Int(Self.tie * 100)) %)"
                : "drawing with \(openGLName), the faster")
            : "drawing with \(sdlName), the faster"
        return "renderer auto: \(measured); \(choice)"
    }

    /// The trial's load: the built-in `snowflake` texture at scale 0.5 (16 points across),
    /// ``particles`` ÷ ``lifetime`` born per second all over a rectangle as large as the
    /// window, living ``lifetime`` seconds each and not moving, alpha-blended.
    public static var scene: Scene {
        var cell = EmitterCell()
        cell.name = "sprite"
        cell.contents = "snowflake"
        cell.birthRate = Double(particles) / lifetime
        cell.lifetime = lifetime
        cell.scale = 0.5
        var layer = EmitterLayer()
        layer.emitterShape = .rectangle
        layer.emitterMode = .surface
        layer.emitterUnits = .viewport
        layer.emitterPosition = [0.5, 0.5]
        layer.emitterSize = [1, 1]
        layer.seed = 1
        layer.emitterCells = [cell]
        return Scene(layer: layer)
    }
}
