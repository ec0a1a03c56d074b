import Foundation

/// The line `spindrift play --fps-report` prints on exit, for programs that measure the
/// window (`spindrift-bench --capacity`):
/// `fps-report: fps=57.3 particles=120000 frames=98 seconds=1.71 bound=draw renderer=software`,
/// the renderer's name last since it may contain spaces.
public struct FrameRateReport: Equatable, Sendable {
    /// The mean frame rate, in frames per second.
    public var framesPerSecond: Double
    /// The particles alive at the end.
    public var particles: Int
    /// The frames and the seconds the rate was measured over.
    public var frames: Int, seconds: Double
    /// The phase that took longest over those frames (``FramePhase/bound(of:)``); nil when
    /// none took any time.
    public var bound: FramePhase?
    /// The renderer that drew them, such as `opengl` or `software`.
    public var renderer: String

    /// A report with every value given.
    public init(framesPerSecond: Double, particles: Int, frames: Int, seconds: Double, bound: FramePhase? = nil, renderer: String) {
        self.framesPerSecond = framesPerSecond
        self.particles = particles
        self.frames = frames
        self.seconds = seconds
        self.bound = bound
        self.renderer = renderer
    }

    private static let prefix = "fps-report: "

    /// The line.
    public var line: String {
        Self.prefix + String(format: "fps=%.2f particles=%d frames=%d seconds=%.3f", framesPerSecond, particles, frames, seconds)
            + (bound.map { " bound=\($0.rawValue)" } ?? "") + " renderer=\(renderer)"
    }

    /// The report a ``line`` shows; nil for any other line.
    public init?(line: String) {
        guard line.hasPrefix(Self.prefix), let rendererStart = line.range(of: " renderer=") else { return nil }
        var values: [Substring: Substring] = [:]
        for field in line[line.index(line.startIndex, offsetBy: Self.prefix.count)..<rendererStart.lowerBound].split(separator: " ") {
            let parts = field.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            values[parts[0]] = parts[1]
        }
        guard let fps = values["fps"].flatMap({ Double($0) }), let particles = values["particles"].flatMap({ Int($0) }),
              let frames = values["frames"].flatMap({ Int($0) }), let seconds = values["seconds"].flatMap({ Double($0) })
        else { return nil }
        let bound = values["bound"].map { FramePhase(rawValue: String($0)) }
        guard bound != .some(nil) else { return nil }
        self.init(
            framesPerSecond: fps, particles: particles, frames: frames, seconds: seconds, bound: bound ?? nil,
            renderer: String(line[rendererStart.upperBound...]))
    }
}
