import Foundation
import Spindrift
import SpindriftArguments
import SpindriftPlayback

/// `--capacity`: the most particles at which a description (a layer or a scene: every layer
/// scaled) holds a frame rate, found by a
/// ``CapacitySearch`` three times: simulated alone, simulated and batched (in this process,
/// on ``BenchmarkOptions/threads`` threads), and in `spindrift play`'s window (a child
/// process, ``WindowCapacityProbe``), after measuring the window's fixed cost: its frame with
/// no particles, which a window that misses the rate even so is bound by. Every probe is pre-warmed to its steady state and
/// stepped as `play` steps: fixed steps of 1/120 s, as many per frame as the frame rate needs.
struct CapacityBenchmark {
    /// What to run.
    var options: BenchmarkOptions
    /// Where presets and textures are found.
    var assets: AssetLocator
    /// Receives each probe as it is measured.
    var progress: (String) -> Void

    /// Seconds of frames each in-process probe measures (at least 2 frames).
    static let measuredSeconds = 0.4

    /// Runs the three searches; returns the report.
    func run() throws(BenchmarkError) -> String {
        let name = options.capacityTarget
        let loaded: (scene: Scene, path: String)
        let program: SceneProgram
        do {
            loaded = try assets.loadScene(name)
            program = try SceneProgram(scene: loaded.scene, source: loaded.path)
        } catch {
            throw .scenario("\(error)")
        }
        guard let empty = CapacitySearch(targetFramesPerSecond: options.framesPerSecond, programs: program.layers) else {
            throw .scenario("\(name) keeps no particles alive: there is nothing to scale")
        }
        let baseCount = CapacitySearch.baseCount(of: program.layers)
        let started = ContinuousClock.now
        let third = options.capacitySeconds / 3
        var lines = [
            "capacity of \(name) at \(fixed(options.framesPerSecond)) fps: the most particles whose mean frame rate "
                + "holds at least \(fixed(options.framesPerSecond * CapacitySearch.tolerance)) fps",
            "\(options.threads) thread(s), fixed steps of 1/120 s, pre-warmed to the steady state, "
                + (options.capacityProbes.map { "\($0) probe(s) per search" } ?? "\(fixed(options.capacitySeconds)) s")
                + " at most; scale ×1 is \(grouped(Int(baseCount))) particles",
        ]
        // Whether a search that has measured `probes` probes may measure another: within the
        // probe budget when there is one, else before `deadline` seconds into the run.
        func mayProbe(after probes: Int, until deadline: Double) -> Bool {
            if let budget = options.capacityProbes { return probes < budget }
            // The first probe (scale ×1) runs even past the deadline: a loaded machine can
            // spend a short budget before the search starts, and a search without probes says nothing.
            return probes == 0 || (ContinuousClock.now - started).nanoseconds / 1e9 < deadline
        }
        func search(_ title: String, until deadline: Double, measure: (Double) throws(BenchmarkError) -> (Int, Double))
            throws(BenchmarkError) -> (CapacitySearch, cut: String?) {
            var search = empty
            var probes = 0
            while let scale = search.nextScale, mayProbe(after: probes, until: deadline) {
                probes += 1
                let (particles, framesPerSecond) = try measure(scale)
                let probe = search.record(scale: scale, particles: particles, framesPerSecond: framesPerSecond)
                progress("\(title): " + Self.describe(probe))
                lines.append("  \(title) probe " + Self.describe(probe))
            }
            return (search, search.nextScale == nil ? nil : options.capacityProbes == nil ? "time up" : "probes spent")
        }
        var window = WindowCapacityProbe(assets: assets, name: name, quitAfter: WindowCapacityProbe.quitAfter)
        // The fixed cost first: what every probe's frame pays before its first particle.
        var emptyMisses = false
        if let (_, rate) = try? window.measure(loaded.scene.emptied) {
            emptyMisses = rate < options.framesPerSecond * CapacitySearch.tolerance
            let line = "window's fixed cost (\(window.rendererName ?? "unknown drawing path")): "
                + "\(fixed(1000 / rate)) ms per frame (\(fixed(rate)) fps) with no particles"
                + (window.bound.map { ", " + $0.boundLine } ?? "")
            progress(line)
            lines.append(line)
        }
        let (simulation, simulationCut) = try search("simulation", until: third) { scale throws(BenchmarkError) in
            try measureInProcess(loaded.scene, scale: scale, atMost: empty.maximumParticles, batch: false)
        }
        let (batched, batchedCut) = try search("simulation + batch", until: 2 * third) { scale throws(BenchmarkError) in
            try measureInProcess(loaded.scene, scale: scale, atMost: empty.maximumParticles, batch: true)
        }
        var windowResult: (CapacitySearch, cut: String?)?
        var windowBounds: [Double: FramePhase] = [:]
        do {
            if window.unavailable == nil, !emptyMisses {
                windowResult = try search("window", until: options.capacitySeconds) { scale throws(BenchmarkError) in
                    let scene = try Self.steadyScene(loaded.scene, scale: scale, atMost: empty.maximumParticles, name: name)
                    defer { windowBounds[scale] = window.bound }
                    return try window.measure(scene)
                }
            }
        } catch {
            guard case .windowUnavailable = error else { throw error }
        }
        lines.append("capacity at \(fixed(options.framesPerSecond)) fps:")
        lines.append(Self.summary("simulation", simulation, cut: simulationCut))
        lines.append(Self.summary("simulation + batch", batched, cut: batchedCut))
        if let (search, cut) = windowResult {
            let bound = search.best.flatMap { windowBounds[$0.scale] }.map { ", " + $0.boundLine } ?? ""
            lines.append(Self.summary("window (\(window.rendererName ?? "unknown drawing path"))", search, cut: cut) + bound)
        } else if emptyMisses {
            lines.append(Self.label("window") + "none: it misses the rate with no particles (its fixed cost)")
        } else {
            lines.append(Self.label("window") + "not measured: \(window.unavailable ?? "no result")")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The frame rate of `layer` at `scale`: pre-warmed, 3 frames to warm up, then frames
    /// for ``measuredSeconds``.
    private func measureInProcess(
        _ scene: Scene, scale: Double, atMost maximumParticles: Int, batch: Bool
    ) throws(BenchmarkError) -> (Int, Double) {
        let program: SceneProgram
        do {
            program = try scene.scaledToSteadyState(
                by: scale, atMost: maximumParticles, source: "\(options.capacityTarget) × \(fixed(scale))")
        } catch {
            throw .scenario(error.description)
        }
        let system = SceneSystem(program: program)
        system.threads = options.threads
        system.advance(by: 0)
        let appearances = ScenarioRun.appearances(of: program)
        var batches = [RenderBatch](repeating: RenderBatch(), count: program.layers.count)
        var stepClock = FixedStepClock()
        var step = 0
        let frameSeconds = 1 / options.framesPerSecond
        func frame() {
            for _ in 0..<stepClock.steps(forFrameDelta: frameSeconds) {
                step += 1
                system.advance(to: Double(step) * stepClock.step)
            }
            guard batch else { return }
            for layer in batches.indices {
                batches[layer].build(from: system.systems[layer].frame, appearances: appearances[layer], threads: options.threads)
            }
        }
        for _ in 0..<3 { frame() }
        let clock = ContinuousClock()
        let start = clock.now
        var frames = 0
        while frames < 2 || (clock.now - start).nanoseconds / 1e9 < Self.measuredSeconds {
            frame()
            frames += 1
        }
        return (system.particleCount, Double(frames) * 1e9 / (clock.now - start).nanoseconds)
    }

    /// `scene` at `scale`, pre-warmed to its steady state, as a scene (for the window's file).
    private static func steadyScene(
        _ scene: Scene, scale: Double, atMost maximumParticles: Int, name: String
    ) throws(BenchmarkError) -> Scene {
        do {
            return try scene.scaledToSteadyState(by: scale, atMost: maximumParticles, source: "\(name) × \(fixed(scale))").scene
        } catch {
            throw .scenario(error.description)
        }
    }

    /// The summary line of a search, `cut` short for a reason (the time was up) or not (nil).
    private static func summary(_ title: String, _ search: CapacitySearch, cut: String?) -> String {
        let label = Self.label(title)
        guard !search.probes.isEmpty else { return label + "not measured: the time was up" }
        guard let best = search.best else {
            return label + "none: even ×\(fixed(search.minimumScale)) misses the rate" + (cut.map { " (\($0))" } ?? "")
        }
        let bound = search.reachedMaximum ? " or more (the memory bound)" : ""
        let precision = cut.map { " (\($0) before the search closed in)" } ?? ""
        return label + grouped(best.particles) + " particles" + bound + precision
    }

    /// A summary line's title, padded so that the figures line up.
    private static func label(_ title: String) -> String {
        "  " + title.padding(toLength: max(26, title.count), withPad: " ", startingAt: 0) + "  "
    }

    private static func describe(_ probe: CapacitySearch.Probe) -> String {
        "×\(fixed(probe.scale)): \(grouped(probe.particles)) particles, \(fixed(probe.framesPerSecond)) fps: "
            + (probe.holds ? "holds" : "misses")
    }

}
