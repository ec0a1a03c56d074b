import Foundation
import Spindrift

/// The `C` key of `play`: a ``CapacitySearch`` run in the window itself. Each probe
/// restarts the emitter at a count scale, pre-warmed to its steady state; the window's
/// frames are let settle for ``settleSeconds``, then their mean rate over
/// ``measuredSeconds`` is the probe's. The window calls ``frame(at:interval:particles:)``
/// once per frame and does what it answers.
public struct WindowCapacitySearch: Sendable {
    /// What the window must do after a frame.
    public enum Step: Equatable, Sendable {
        /// Nothing: keep drawing.
        case none
        /// Restart the emitter at this count scale (``Scene/scaledToSteadyState(by:atMost:source:)``).
        case probe(scale: Double)
        /// The search is over: back to the description as it was.
        case finished
    }

    /// Seconds of frames left out after a probe starts (pre-warming, textures, caches).
    public static let settleSeconds = 0.5
    /// Seconds of frames each probe measures (at least 2 frames).
    public static let measuredSeconds = 1.0
    /// Seconds after which no new probe starts.
    public static let timeLimit = 60.0

    /// The search so far.
    public private(set) var search: CapacitySearch
    /// Whether it stopped at ``timeLimit`` before closing in.
    public private(set) var timedOut = false
    private let started: Double
    private var scale: Double?
    /// When the probe's first frame started (nil until it has been drawn).
    private var probeStart: Double?
    private var frames = 0, measured = 0.0

    /// A search for the capacity of `programs` (a scene's layers) at `targetFramesPerSecond`,
    /// started at time `now` in seconds; nil when they keep no particle alive.
    public init?(targetFramesPerSecond: Double, programs: [EmitterProgram], now: Double) {
        guard let search = CapacitySearch(targetFramesPerSecond: targetFramesPerSecond, programs: programs) else { return nil }
        self.search = search
        started = now
    }

    /// Takes a frame that started at `time` seconds, `interval` seconds after the previous
    /// one, with `particles` alive; returns what the window must do next.
    public mutating func frame(at time: Double, interval: Double, particles: Int) -> Step {
        guard let scale else { return startNextProbe() }
        guard let probeStart else {
            probeStart = time
            return .none
        }
        if time - probeStart >= Self.settleSeconds {
            frames += 1
            measured += interval
        }
        guard frames >= 2, measured >= Self.measuredSeconds else { return .none }
        search.record(scale: scale, particles: particles, framesPerSecond: Double(frames) / measured)
        guard time - started < Self.timeLimit else {
            timedOut = search.nextScale != nil
            return .finished
        }
        return startNextProbe()
    }

    private mutating func startNextProbe() -> Step {
        guard let next = search.nextScale else { return .finished }
        (scale, probeStart, frames, measured) = (next, nil, 0, 0)
        return .probe(scale: next)
    }

    /// The HUD's line while the search runs.
    public var progressLine: String {
        let target = String(format: "%g", search.targetFramesPerSecond)
        var line = "capacity search at \(target) fps: probe \(search.probes.count + 1)"
        if let scale { line += String(format: " (×%g)", scale) }
        if let last = search.probes.last {
            line += ", last \(last.particles) particles at " + String(format: "%.1f fps", last.framesPerSecond)
        }
        if let best = search.best { line += ", best \(best.particles)" }
        return line + "  (C or Esc cancels)"
    }

    /// The HUD's line once the search is over, naming `renderer`.
    public func resultLine(renderer: String) -> String {
        let target = String(format: "%g", search.targetFramesPerSecond)
        guard let best = search.best else {
            return "capacity at \(target) fps (\(renderer)): none, even the smallest scale misses the rate"
        }
        let bound = search.reachedMaximum ? " or more (the memory bound)" : ""
        let cut = timedOut ? " (stopped after \(Int(Self.timeLimit)) s)" : ""
        return "capacity at \(target) fps (\(renderer)): \(best.particles) particles\(bound)"
            + String(format: " at ×%g, %.1f fps", best.scale, best.framesPerSecond) + cut
    }
}
