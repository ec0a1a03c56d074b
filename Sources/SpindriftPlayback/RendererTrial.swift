import Foundation
import Spindrift

/// How `play` chooses its drawing path by measuring (`--renderer auto` when both paths open,
/// `--gpu-resident auto` on OpenGL): each candidate path draws ``frames`` frames of the same
/// load, ``scene`` (about ``particles`` sprites, stepped and batched as `play` does), and the
/// fastest draws the window. A load rather than empty frames, because a path's fixed cost says
/// little about its cost per sprite: an accelerated SDL renderer can clear and present faster
/// than OpenGL and still draw each sprite four times slower, and on a software rasteriser the
/// GPU-resident path's vertex shader, run on the CPU, costs more than the CPU batch it saves.
/// The candidates come in order of preference, and an earlier one keeps a tie within ``tie``.
/// The measurements are handed in, so the choice itself is deterministic.
public struct RendererTrial: Equatable, Sendable {
    /// Frames each path draws; the first, which pays for the context's start and the
    /// upload of the sprites, is left out.
    public static let frames = 12
    /// The share by which a path must beat an earlier one to be chosen over it.
    public static let tie = 0.05
    /// About how many sprites each of the trial's frames draws.
    public static let particles = 4_000
    /// Seconds each sprite lives; the trial's emitter runs this long before its frames are
    /// timed, so that it holds about ``particles``.
    public static let lifetime = 1.0

    /// A drawing path and the mean milliseconds of its trial frames.
    public struct Path: Equatable, Sendable {
        /// The path's name, such as `OpenGL 3.3, llvmpipe (…), GPU-resident` or `SDL renderer, opengl`.
        public var name: String
        /// Mean milliseconds of a trial frame.
        public var milliseconds: Double

        /// The path named `name`, whose trial frames took `milliseconds` on average.
        public init(name: String, milliseconds: Double) {
            self.name = name
            self.milliseconds = milliseconds
        }
    }

    /// The option that asked for the trial, such as `renderer auto`.
    public var option: String
    /// The paths timed, most preferred first; at least two.
    public var paths: [Path]

    /// A trial of `paths` (at least two, most preferred first), asked for by `option`.
    public init(option: String, paths: [Path]) {
        precondition(paths.count >= 2, "a trial chooses between two paths or more")
        self.option = option
        self.paths = paths
    }

    /// The index in ``paths`` of the path that draws: the first whose frame the fastest does
    /// not beat by ``tie`` or more.
    public var choice: Int {
        let fastest = paths.map(\.milliseconds).min() ?? 0
        return paths.firstIndex { fastest >= $0.milliseconds * (1 - Self.tie) } ?? 0
    }

    /// The line saying what was measured and which path draws, and why.
    public var line: String {
        let times = paths.map { String(format: "%.2f ms with %@", $0.milliseconds, $0.name) }
        let measured = times.dropLast().joined(separator: ", ") + " and " + times[times.count - 1]
        let chosen = paths[choice]
        let fastest = paths.allSatisfy { $0.milliseconds >= chosen.milliseconds }
        let reason = fastest ? (paths.count == 2 ? ", the faster" : ", the fastest") : " (within \(Int(Self.tie * 100)) %)"
        return "\(option): a frame of \(Self.particles) sprites takes \(measured); drawing with \(chosen.name)\(reason)"
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
