import CSDL2
import Foundation
import Spindrift
import SpindriftPlayback

/// `spindrift play`: a window showing an emitter, tuned with the keys and by editing its
/// file, simulated in fixed steps and measured per frame.
public final class PlaySession {
    /// Seconds between two reads of the watched file.
    public static let reloadInterval = 0.25
    /// Seconds between two refreshes of the HUD's numbers (keys refresh it at once).
    static let hudInterval = 0.25
    /// Seconds before frames are checked for allocations (with a counting shim preloaded).
    static let allocationWarmUp = 1.0
    /// Seconds a status message (a saved file) stays in the HUD.
    static let statusDuration = 4.0
    /// Seconds a capacity search's result stays in the HUD.
    static let capacityResultDuration = 30.0

    private let options: PlayOptions
    private let log: (String) -> Void
    let window: PlayWindow
    private var state: PlaybackState
    /// The simulation on screen.
    let system: ParticleSystem
    private var watcher: ConfigurationWatcher
    private var clock = FixedStepClock()
    private var statistics = FrameStatistics()
    private var status: (text: String, until: Double, seconds: Double)?
    private var reportedError: ConfigurationError?
    /// The `C` key's search while it runs.
    private var capacitySearch: WindowCapacitySearch?
    /// The target of the `C` key's search, in frames per second.
    static let capacityFramesPerSecond = 60.0

    /// Opens the window for `program`, loaded from ``PlayOptions/configurationPath``, and
    /// pre-warms it; SDL's video must be initialised (``SDLVideo/initialize()``). `log`
    /// receives one-line messages (reloads, saved files).
    public init(program: EmitterProgram, options: PlayOptions, log: @escaping (String) -> Void) throws(SDLError) {
        self.options = options
        self.log = log
        let title = "Spindrift: " + URL(fileURLWithPath: options.configurationPath).deletingPathExtension().lastPathComponent
        window = try PlayWindow(
            title: title, size: options.size, fullscreen: options.fullscreen, vsync: options.vsync,
            texturesDirectory: options.texturesDirectory, warn: log)
        state = PlaybackState(layer: program.layer)
        let viewport = window.viewport
        system = ParticleSystem(program: program, viewport: SIMD2(Double(viewport.x), Double(viewport.y)))
        system.threads = ProcessInfo.processInfo.activeProcessorCount
        watcher = ConfigurationWatcher(path: options.configurationPath, overrides: options.overrides)
    }

    /// Loads the textures of the initial layer; a missing one names the file and the cell.
    public func prepare() throws(ConfigurationError) {
        try window.scene.prepare(for: system.program, source: options.configurationPath)
    }

    /// Runs until the window is closed, `Esc`/`Q`, or ``PlayOptions/quitAfter``; returns
    /// every frame's timing.
    public func run() throws(SDLError) -> FrameStatistics {
        let start = ContinuousClock.now
        func elapsed() -> Double { (ContinuousClock.now - start).seconds }
        system.advance(by: 0)
        var previousFrame = 0.0, nextReload = Self.reloadInterval, nextHUD = 0.0
        var hudLines: [String] = []
        var windowScreenshotDue = options.screenshotAfter
        // With a counting shim preloaded, frames that only simulate and draw are checked for
        // heap allocations in Spindrift's own work (reported on exit); SDL's drawing calls
        // are left out: its software renderer allocates as it pleases.
        let allocationCounter = AllocationCounter()
        if allocationCounter != nil { statistics.steadyAllocations = (0, 0) }
        var sdlAllocations: UInt = 0
        frames: while true {
            let allocationsBefore = allocationCounter?.count() ?? 0
            sdlAllocations = 0
            var steady = true
            let frameStart = elapsed()
            let delta = frameStart - previousFrame
            previousFrame = frameStart
            var timing = FrameTiming()
            timing[.frame] = delta * 1000

            var extraSteps = 0, screenshot = false, changed = false
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 {
                switch handle(event, at: frameStart) {
                case .quit: break frames
                case .step: extraSteps += 1
                case .screenshot: screenshot = true
                default: break
                }
                // Any key may change what the HUD shows: refresh it this frame.
                changed = changed || event.type == SDL_KEYDOWN.rawValue
                steady = false
            }
            if capacitySearch != nil {
                steady = false
                changed = advanceCapacitySearch(at: frameStart, interval: delta) || changed
            }
            // A capacity search owns the emitter: the file is read again once it is over.
            if frameStart >= nextReload, capacitySearch == nil {
                steady = false
                nextReload = frameStart + Self.reloadInterval
                changed = reload() || changed
            }

            let simulateStart = ContinuousClock.now
            let steps = (state.isPaused ? 0 : clock.steps(forFrameDelta: delta)) + extraSteps
            for _ in 0..<steps { system.advance(by: clock.step) }
            let buildStart = ContinuousClock.now
            window.scene.buildBatch(from: system)
            let drawStart = ContinuousClock.now
            let beforeDrawing = allocationCounter?.count() ?? 0
            try window.scene.drawBatch()
            sdlAllocations += (allocationCounter?.count() ?? 0) - beforeDrawing
            if screenshot { saveScreenshot() }
            if changed || frameStart >= nextHUD {
                steady = false
                nextHUD = frameStart + Self.hudInterval
                hudLines = currentHUDLines(at: frameStart)
                let errorLines = watcher.error.map { error in
                    ["reload failed, still playing the last good description:"]
                        + error.description.split(separator: "\n").map(String.init)
                } ?? []
                let profileLines = HUDText.profileLines(statistics: statistics, particles: system.particleCount)
                window.hud.update(
                    lines: state.isHUDVisible ? hudLines : [], errorLines: errorLines,
                    profileLines: state.isHUDVisible ? profileLines : [], statistics: statistics)
            }
            let beforePresenting = allocationCounter?.count() ?? 0
            window.hud.draw(viewport: window.viewport, statistics: statistics)
            if let due = windowScreenshotDue, frameStart >= due {
                // The whole window, HUD included (`S` leaves the HUD out).
                windowScreenshotDue = nil
                screenshot = true
                saveScreenshot()
            }
            // SDL batches draw calls until presenting; flushing here makes the draw phase
            // measure the real work rather than the queueing, leaving only vsync to present.
            SDL_RenderFlush(window.renderer)
            let drawEnd = ContinuousClock.now
            SDL_RenderPresent(window.renderer)
            let presentEnd = ContinuousClock.now
            sdlAllocations += (allocationCounter?.count() ?? 0) - beforePresenting

            timing[.simulate] = (buildStart - simulateStart).seconds * 1000
            timing[.build] = (drawStart - buildStart).seconds * 1000
            timing[.draw] = (drawEnd - drawStart).seconds * 1000
            timing[.present] = (presentEnd - drawEnd).seconds * 1000
            statistics.record(timing)
            // After a second of warming up, buffers have grown to the steady state.
            if let allocationCounter, steady, !screenshot, frameStart >= Self.allocationWarmUp,
               let (frames, allocations) = statistics.steadyAllocations {
                statistics.steadyAllocations = (
                    frames + 1, allocations + allocationCounter.count() - allocationsBefore - sdlAllocations)
            }
            if let quitAfter = options.quitAfter, elapsed() >= quitAfter { break }
        }
        return statistics
    }

    /// Applies one SDL event arriving in the frame that started at `time` seconds; returns
    /// the action the loop itself must take.
    private func handle(_ event: SDL_Event, at time: Double) -> PlaybackAction {
        switch event.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_WINDOWEVENT.rawValue where event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
            window.matchRendererToWindow()
            let viewport = window.viewport
            // The emitter's viewport-relative geometry follows the new size; particles stay.
            system.reconfigure(program: system.program, viewport: SIMD2(Double(viewport.x), Double(viewport.y)))
            return .none
        case SDL_KEYDOWN.rawValue:
            guard let key = PlaybackKey(keycode: event.key.keysym.sym), event.key.repeat == 0 || key.repeats else {
                return .none
            }
            let action = state.handle(key)
            switch action {
            case .restart:
                restart()
            case .reconfigure:
                // The state accepts only valid values, so this compiles; should it not, the
                // last good program keeps running and the HUD says why.
                do {
                    let program = try EmitterProgram(layer: state.layer, source: options.configurationPath)
                    try window.scene.prepare(for: program, source: options.configurationPath)
                    system.reconfigure(program: program)
                } catch {
                    report("\(error)")
                }
            case .saveTuned:
                saveTuned()
            case .toggleFullscreen:
                window.toggleFullscreen()
            case .startCapacitySearch:
                startCapacitySearch(at: time)
            case .cancelCapacitySearch:
                endCapacitySearch("capacity search cancelled")
            case .none, .step, .screenshot, .quit:
                break
            }
            return action
        default:
            return .none
        }
    }

    /// Reloads the watched file when it changed; returns whether a new description plays.
    /// The tuning is applied over the new file. A file that fails validation, or names a
    /// texture that cannot be loaded, leaves the last good description (and the tuning)
    /// playing and its error in the window (and once in the log).
    func reload() -> Bool {
        var reloaded = false
        if let layer = watcher.poll() {
            do {
                var reloadedState = state
                reloadedState.replaceLayer(layer)
                let program = try EmitterProgram(layer: reloadedState.layer, source: options.configurationPath)
                try window.scene.prepare(for: program, source: options.configurationPath)
                state = reloadedState
                system.reconfigure(program: program)
                log("reloaded \(options.configurationPath)")
                reloaded = true
            } catch {
                watcher.reject(error)
            }
        }
        if let error = watcher.error, error != reportedError {
            log("reload failed, still playing the last good description:\n\(error)")
        }
        reportedError = watcher.error
        return reloaded
    }

    /// Why the latest contents of the watched file are not playing; nil while they are.
    var reloadError: ConfigurationError? { watcher.error }

    private func saveTuned() {
        do {
            let path = try TunedFile.save(state.layer, nextTo: options.configurationPath)
            report("saved the tuned emitter to \(path)")
        } catch {
            report("cannot save the tuned emitter: \(error)")
        }
    }

    private func saveScreenshot() {
        let path = ScreenshotFile.path(in: options.screenshotDirectory)
        do {
            try window.saveScreenshot(to: path)
            report("saved a screenshot to \(path)")
        } catch {
            report("\(error)")
        }
    }

    /// Starts the `C` key's search on the description as tuned.
    private func startCapacitySearch(at time: Double) {
        guard let search = WindowCapacitySearch(
            targetFramesPerSecond: Self.capacityFramesPerSecond, program: system.program, now: time)
        else {
            report("no capacity search: the description keeps no particles alive")
            return
        }
        capacitySearch = search
        state.isSearchingCapacity = true
        log("capacity search at \(Int(Self.capacityFramesPerSecond)) fps started")
    }

    /// Hands the frame that started at `time`, `interval` seconds after the previous one, to
    /// the capacity search and does what it asks; returns whether the HUD must change.
    private func advanceCapacitySearch(at time: Double, interval: Double) -> Bool {
        guard var search = capacitySearch else { return false }
        let step = search.frame(at: time, interval: interval, particles: system.particleCount)
        capacitySearch = search
        switch step {
        case .none:
            return false
        case .probe(let scale):
            do {
                let program = try state.layer.scaledToSteadyState(
                    by: scale, atMost: search.search.maximumParticles, source: options.configurationPath)
                restart(with: program)
            } catch {
                endCapacitySearch("capacity search stopped: \(error)")
            }
        case .finished:
            endCapacitySearch(search.resultLine(renderer: window.rendererName))
        }
        return true
    }

    /// Ends the capacity search with `message` and plays the description as tuned again,
    /// from a restart.
    private func endCapacitySearch(_ message: String) {
        capacitySearch = nil
        state.isSearchingCapacity = false
        do {
            restart(with: try EmitterProgram(layer: state.layer, source: options.configurationPath))
        } catch {
            report("\(error)")
        }
        report(message, for: Self.capacityResultDuration)
    }

    /// Simulates `program` from a restart, pre-warmed.
    private func restart(with program: EmitterProgram) {
        system.reconfigure(program: program)
        restart()
    }

    /// Starts again from time 0, pre-warmed to the layer's timeOffset.
    private func restart() {
        system.restart()
        system.advance(by: 0)
        clock.reset()
    }

    /// The particles alive now.
    public var particleCount: Int { system.particleCount }

    /// The renderer's name, such as `opengl` or `software`.
    public var rendererName: String { window.rendererName }

    /// Logs `message` and shows it in the HUD for a few seconds.
    private func report(_ message: String, for seconds: Double = statusDuration) {
        log(message)
        status = (message, .infinity, seconds)
    }

    private func currentHUDLines(at time: Double) -> [String] {
        if let current = status, current.until == .infinity {
            status = (current.text, time + current.seconds, current.seconds)
        } else if let current = status, time > current.until {
            status = nil
        }
        let title = URL(fileURLWithPath: options.configurationPath).lastPathComponent + " (\(window.rendererName))"
        return HUDText.lines(
            title: title, state: state, statistics: statistics, cellNames: system.cellNames,
            counts: (0..<system.cellCount).map(system.particleCount(inCell:)),
            status: capacitySearch?.progressLine ?? status?.text)
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
