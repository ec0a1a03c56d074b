import Foundation
import Spindrift

/// The `C` key of `play`: a ``CapacitySearch`` run in the window itself. It first measures
/// the window's fixed cost, its frames with no particles (a window that misses the rate even
/// so has no capacity to search: the result says what bounds it). Each probe
/// restarts the emitter at a count scale, pre-warmed to its steady state; the window's
/// frames are let settle for ``settleSeconds``, then their mean rate over
/// ``measuredSeconds`` is the probe's. The window calls ``frame(at:interval:particles:)``
/// once per frame and does what it answers.
public struct WindowCapacitySearch: Sendable {
    /// What the window must do after a frame.
    public enum Step: Equatable, Sendable {
        /// Nothing: keep drawing.
        case none
        /// Restart the emitter with no cells (``Scene/emptied``), to measure the fixed cost.
        case empty
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
    /// The mean seconds of a frame with no particles, once measured.
    public private(set) var emptyFrameSeconds: Double?
    /// The phase that took longest in the empty frames, and in each probe's, by scale.
    private var emptyBound: FramePhase?, bounds: [Double: FramePhase] = [:]
    private let started: Double
    /// The probe running: nil before the first, 0 for the empty frames, else the scale.
    private var scale: Double?
    /// When the probe's first frame started (nil until it has been drawn).
    private var probeStart: Double?
    private var frames = 0, measured = 0.0, phases = FrameTiming()

    /// A search for the capacity of `programs` (a scene's layers) at `targetFramesPerSecond`,
    /// started at time `now` in seconds; nil when they keep no particle alive.
    public init?(targetFramesPerSecond: Double, programs: [EmitterProgram], now: Double) {
        guard let search = CapacitySearch(targetFramesPerSecond: targetFramesPerSecond, programs: programs) else { return nil }
        self.search = search
        started = now
    }

    /// Takes a frame that started at `time` seconds, `interval` seconds after the previous
    /// one (whose phases took `timing`), with `particles` alive; returns what the window must
    /// do next.
    public mutating func frame(at time: Double, interval: Double, particles: Int, timing: FrameTiming = FrameTiming()) -> Step {
        guard let scale else { return startNextProbe() }
        guard let probeStart else {
            probeStart = time
            return .none
        }
        if time - probeStart >= Self.settleSeconds {
            frames += 1
            measured += interval
            for phase in FramePhase.parts { phases[phase] += timing[phase] }
        }
        guard frames >= 2, measured >= Self.measuredSeconds else { return .none }
        if scale == 0 {
            emptyFrameSeconds = measured / Double(frames)
            emptyBound = FramePhase.bound(of: phases)
            guard !emptyMissesTarget else { return .finished }
        } else {
            search.record(scale: scale, particles: particles, framesPerSecond: Double(frames) / measured)
            bounds[scale] = FramePhase.bound(of: phases)
        }
        guard time - started < Self.timeLimit else {
            timedOut = search.nextScale != nil
            return .finished
        }
        return startNextProbe()
    }

    private mutating func startNextProbe() -> Step {
        let next = emptyFrameSeconds == nil ? 0 : search.nextScale
        guard let next else { return .finished }
        (scale, probeStart, frames, measured, phases) = (next, nil, 0, 0, FrameTiming())
        return next == 0 ? .empty : .probe(scale: next)
    }

    /// Whether the frames with no particles already miss the target rate.
    private var emptyMissesTarget: Bool {
        emptyFrameSeconds.map { 1 / $0 < search.targetFramesPerSecond * CapacitySearch.tolerance } ?? false
    }

    /// The fixed cost's line, such as `empty frame 15.6 ms (64 fps), bound by present
    /// (presenting the frame)`; nil until measured.
    public var emptyFrameLine: String? {
        guard let seconds = emptyFrameSeconds else { return nil }
        let bound = emptyBound.map { ", " + $0.boundLine } ?? ""
        return String(format: "empty frame %.1f ms (%.0f fps)", seconds * 1000, 1 / seconds) + bound
    }

    /// The HUD's line while the search runs.
    public var progressLine: String {
        let target = String(format: "%g", search.targetFramesPerSecond)
        var line = "capacity search at \(target) fps: "
            + (scale == 0 ? "empty frames" : "probe \(search.probes.count + 1)")
        if let scale, scale > 0 { line += String(format: " (×%g)", scale) }
        if let last = search.probes.last {
            line += ", last \(last.particles) particles at " + String(format: "%.1f fps", last.framesPerSecond)
        }
        if let best = search.best { line += ", best \(best.particles)" }
        return line + "  (C or Esc cancels)"
    }

    /// The HUD's line once the search is over, naming `renderer`: the fixed cost first, then
    /// the capacity and what bounds the window there.
    public func resultLine(renderer: String) -> String {
        let target = String(format: "%g", search.targetFramesPerSecond)
        let fixed = emptyFrameLine.map { $0 + "; " } ?? ""
        guard !emptyMissesTarget else {
            return fixed + "capacity at \(target) fps (\(renderer)): none, the window misses the rate with no particles"
        }
        guard let best = search.best else {
            return fixed + "capacity at \(target) fps (\(renderer)): none, even the smallest scale misses the rate"
        }
        let memory = search.reachedMaximum ? " or more (the memory bound)" : ""
        let bound = bounds[best.scale].map { ", " + $0.boundLine } ?? ""
        let cut = timedOut ? " (stopped after \(Int(Self.timeLimit)) s)" : ""
        return fixed + "capacity at \(target) fps (\(renderer)): \(best.particles) particles\(memory)"
            + String(format: " at ×%g, %.1f fps", best.scale, best.framesPerSecond) + bound + cut
    }
}
