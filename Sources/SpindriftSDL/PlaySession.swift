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
    /// Frames before frames are checked for allocations (with a counting shim preloaded): a
    /// second at 60 fps, by when buffers have grown to the steady state.
    static let allocationWarmUpFrames = 60
    /// Seconds a status message (a saved file) stays in the HUD.
    static let statusDuration = 4.0
    /// Seconds a capacity search's result stays in the HUD.
    static let capacityResultDuration = 30.0

    private let options: PlayOptions
    private let log: (String) -> Void
    private let warn: (String) -> Void
    let window: PlayWindow
    /// The tuning keys' and the mouse's state, on the first layer.
    private(set) var state: PlaybackState
    /// Each layer's local time when `A` last replayed the animations, by layer index (nil:
    /// not replayed, or not started then): their `beginTime`s count from there.
    private var replayedAt: [Double?] = []
    /// The restart and seek that the keys read so far this frame ask for.
    private var pendingJump = PendingJump()
    /// The description as the file (and `--set`) give it; the first layer is tuned.
    private var fileScene: Scene
    /// The simulation on screen.
    let system: SceneSystem
    private var watcher: ConfigurationWatcher
    private var clock = FixedStepClock()
    private var statistics = FrameStatistics()
    private var status: (text: String, until: Double, seconds: Double)?
    private var reportedError: ConfigurationError?
    /// The `C` key's search while it runs.
    private var capacitySearch: WindowCapacitySearch?
    /// The target of the `C` key's search, in frames per second.
    static let capacityFramesPerSecond = 60.0
    /// Why the images edited on their own since the description's last load cannot be drawn.
    private var imageError: ConfigurationError?
    /// Seconds on the clock that paces the frames (their deltas, reloads, the HUD's refresh,
    /// `--quit-after`): the monotonic clock; tests give frames fixed durations with it.
    package var frameClock: () -> Double = { (ContinuousClock.now - PlaySession.clockOrigin).seconds }
    /// An instant that ``frameClock`` counts from.
    private static let clockOrigin = ContinuousClock.now

    /// Opens the window for `program`, loaded from ``PlayOptions/configurationPath``, and
    /// pre-warms it; SDL's video must be initialised (``SDLVideo/initialize()``). `log`
    /// receives one-line messages (reloads, saved files), `warn` failures to save.
    public init(
        program: SceneProgram, options: PlayOptions, log: @escaping (String) -> Void, warn: @escaping (String) -> Void = { _ in }
    ) throws(SDLError) {
        self.options = options
        self.log = log
        self.warn = warn
        let title = "Spindrift: " + URL(fileURLWithPath: options.configurationPath).deletingPathExtension().lastPathComponent
        window = try PlayWindow(
            title: title, size: options.size, fullscreen: options.fullscreen, vsync: options.vsync, renderer: options.renderer,
            texturesDirectory: options.texturesDirectory, backdrop: options.backdrop,
            gpuResident: options.gpuResident, warn: log)
        state = PlaybackState(layer: program.scene.layers[0], touch: options.touch)
        fileScene = program.scene
        let viewport = window.viewport
        system = SceneSystem(program: program, windowSize: SIMD2(Double(viewport.x), Double(viewport.y)))
        system.threads = ProcessInfo.processInfo.activeProcessorCount
        watcher = ConfigurationWatcher(path: options.configurationPath, overrides: options.overrides)
        // `--touch burst` starts with the layer's birth rate at 0.
        if state.layer != program.scene.layers[0] { reconfigure() }
    }

    /// Loads the textures of the initial layer; a missing one names the file and the cell.
    public func prepare() throws(ConfigurationError) {
        try window.backend.prepare(for: system.program, source: options.configurationPath)
    }

    /// Runs until the window is closed, `Esc`/`Q`, ``PlayOptions/quitAfter`` or
    /// ``PlayOptions/quitAfterFrames``; returns every frame's timing.
    public func run() throws(SDLError) -> FrameStatistics {
        var run = RunState(clock: frameClock, windowScreenshotDue: options.screenshotAfter)
        if run.allocationCounter != nil { statistics.steadyAllocations = (0, 0) }
        system.advance(by: 0)
        while true {
            var frame = run.startFrame()
            guard handleEvents(in: &frame) else { break }
            // The frame's edits apply at its time, before the jumps it asks for.
            if frame.reconfigures { reconfigure() }
            // Seeks, steps back and restarts read this frame, folded into one jump.
            jump()
            searchCapacity(in: &frame)
            reloadIfDue(in: &frame, run: &run)
            let simulating = Self.milliseconds { simulate(frame) }
            let building = Self.milliseconds { window.backend.buildBatch(from: system) }
            let drawing = try Self.milliseconds { () throws(SDLError) in try draw(&frame, run: &run) }
            let presenting = Self.milliseconds { frame.drawingAllocations += run.allocations { window.backend.present() } }
            (frame.timing[.simulate], frame.timing[.build]) = (simulating, building)
            (frame.timing[.draw], frame.timing[.present]) = (drawing, presenting)
            record(frame, run: run)
            if run.isOver(options) { break }
        }
        return statistics
    }

    /// What one ``run()`` carries from frame to frame.
    private struct RunState {
        /// ``frameClock``, and its reading when the run started.
        let clock: () -> Double, start: Double
        /// Seconds from the run's start to the previous frame's.
        var previousFrame = 0.0
        /// Seconds from the run's start at which the file is read again and the HUD refreshed.
        var nextReload = PlaySession.reloadInterval, nextHUD = 0.0
        /// Seconds from the run's start at which `--screenshot-after` takes its screenshot.
        var windowScreenshotDue: Double?
        /// Frames started so far.
        var frames = 0
        /// With a counting shim preloaded, frames that only simulate and draw are checked for
        /// heap allocations in Spindrift's own work (reported on exit); the drawing calls are
        /// left out: SDL's software renderer and the OpenGL driver allocate as they please.
        let allocationCounter = AllocationCounter()

        init(clock: @escaping () -> Double, windowScreenshotDue: Double?) {
            (self.clock, start, self.windowScreenshotDue) = (clock, clock(), windowScreenshotDue)
        }

        /// Seconds since the run started.
        var elapsed: Double { clock() - start }

        /// The heap allocations so far (0 without a counting shim).
        var allocationCount: UInt { allocationCounter?.count() ?? 0 }

        /// Runs `body`; returns the heap allocations it made (0 without a counting shim).
        func allocations<E>(_ body: () throws(E) -> Void) throws(E) -> UInt {
            let before = allocationCount
            try body()
            return allocationCount - before
        }

        /// Starts the next frame now.
        mutating func startFrame() -> Frame {
            let allocationsBefore = allocationCount
            let start = elapsed
            let frame = Frame(start: start, delta: start - previousFrame, allocationsBefore: allocationsBefore)
            previousFrame = start
            frames += 1
            return frame
        }

        /// Whether the frame just recorded is the last that `options` ask for.
        func isOver(_ options: PlayOptions) -> Bool {
            if let quitAfterFrames = options.quitAfterFrames, frames >= quitAfterFrames { return true }
            if let quitAfter = options.quitAfter, elapsed >= quitAfter { return true }
            return false
        }
    }

    /// One frame of ``run()``: when it started, what its events ask for, and what it measured.
    private struct Frame {
        /// Seconds from the run's start to the frame's, and from the previous frame's.
        let start: Double, delta: Double
        /// The heap allocations counted before the frame (0 without a counting shim).
        let allocationsBefore: UInt
        /// Milliseconds per phase.
        var timing = FrameTiming()
        /// Whether the frame only simulates and draws: no event, search, reload or HUD refresh.
        var isSteady = true
        /// Steps that `.` asks for on top of the clock's.
        var extraSteps = 0
        /// Whether the keys or the mouse changed the description: it is compiled again once,
        /// after the frame's events.
        var reconfigures = false
        /// Whether `S` asks for a screenshot (or `--screenshot-after` took one).
        var screenshot = false
        /// Whether what the HUD shows changed: it is refreshed this frame.
        var hudChanged = false
        /// Heap allocations in SDL's and OpenGL's drawing calls, left out of the frame's.
        var drawingAllocations: UInt = 0

        init(start: Double, delta: Double, allocationsBefore: UInt) {
            (self.start, self.delta, self.allocationsBefore) = (start, delta, allocationsBefore)
            timing[.frame] = delta * 1000
        }
    }

    /// Milliseconds that `body` takes.
    static func milliseconds<E>(_ body: () throws(E) -> Void) throws(E) -> Double {
        let start = ContinuousClock.now
        try body()
        return (ContinuousClock.now - start).seconds * 1000
    }

    /// Applies the events queued since the previous frame; returns false when one closes the window.
    private func handleEvents(in frame: inout Frame) -> Bool {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            switch handle(event, at: frame.start) {
            case .quit: return false
            case .step: frame.extraSteps += 1
            case .screenshot: frame.screenshot = true
            case .reconfigure: frame.reconfigures = true
            default: break
            }
            // Any key or click may change what the HUD shows: refresh it this frame.
            frame.hudChanged = frame.hudChanged || event.type == SDL_KEYDOWN.rawValue
                || event.type == SDL_MOUSEBUTTONDOWN.rawValue || event.type == SDL_MOUSEBUTTONUP.rawValue
            frame.isSteady = false
        }
        return true
    }

    /// Hands the frame to a running capacity search.
    private func searchCapacity(in frame: inout Frame) {
        guard capacitySearch != nil else { return }
        frame.isSteady = false
        frame.hudChanged = advanceCapacitySearch(at: frame.start, interval: frame.delta) || frame.hudChanged
    }

    /// Reads the watched file again when it is time to; a capacity search owns the emitter:
    /// the file is read again once it is over.
    private func reloadIfDue(in frame: inout Frame, run: inout RunState) {
        guard frame.start >= run.nextReload, capacitySearch == nil else { return }
        frame.isSteady = false
        run.nextReload = frame.start + Self.reloadInterval
        frame.hudChanged = reload() || frame.hudChanged
    }

    /// Moves the simulation on by the frame's fixed steps (back, when time runs backward),
    /// then by the steps `.` asked for.
    private func simulate(_ frame: Frame) {
        let steps = state.isPaused ? 0 : clock.steps(forFrameDelta: frame.delta)
        if state.isReversed {
            // Backward, a frame is one jump, rebuilt in O(particles alive) as seeking is;
            // at time 0 there is nowhere further back to go.
            if steps > 0, system.time > 0 { note(system.seek(to: system.time - Double(steps) * clock.step)) }
        } else {
            for _ in 0..<steps { system.advance(by: clock.step) }
        }
        for _ in 0..<frame.extraSteps { system.advance(by: clock.step) }
    }

    /// Draws the batch, the screenshot `S` asks for, and the HUD (refreshed when it changed or
    /// is due), takes the `--screenshot-after` screenshot when due, and waits for the drawing:
    /// the draw phase then measures the real work rather than the queueing, leaving only vsync
    /// to present.
    private func draw(_ frame: inout Frame, run: inout RunState) throws(SDLError) {
        frame.drawingAllocations += try run.allocations { () throws(SDLError) in try window.backend.drawBatch() }
        if frame.screenshot { saveScreenshot() }
        if frame.hudChanged || frame.start >= run.nextHUD {
            frame.isSteady = false
            run.nextHUD = frame.start + Self.hudInterval
            updateHUD(at: frame.start)
        }
        frame.drawingAllocations += try run.allocations { () throws(SDLError) in
            try window.backend.drawHUD(viewport: window.viewport, statistics: statistics)
            if let due = run.windowScreenshotDue, frame.start >= due {
                // The whole window, HUD included (`S` leaves the HUD out).
                run.windowScreenshotDue = nil
                frame.screenshot = true
                saveScreenshot()
            }
            window.backend.finishDrawing()
        }
    }

    /// Gives the HUD the lines of the frame that started at `time`.
    private func updateHUD(at time: Double) {
        let panels = currentHUDPanels(at: time)
        let errorLines = reloadError.map { error in
            ["reload failed, still playing the last good description:"]
                + error.description.split(separator: "\n").map(String.init)
        } ?? []
        let profilerCollapsed = state.collapsedPanels.contains(.profiler)
        let profileLines = [HUDPanel.profiler.title(collapsed: profilerCollapsed)]
            + (profilerCollapsed ? [] : HUDText.profileLines(statistics: statistics, particles: system.particleCount))
        window.backend.updateHUD(
            panels: state.isHUDVisible ? panels : [], errorLines: errorLines,
            profileLines: state.isHUDVisible ? profileLines : [], statistics: statistics, viewportWidth: window.viewport.x)
    }

    /// Records the frame's timing and, for a steady frame after the warm-up, its allocations
    /// outside the drawing calls.
    private func record(_ frame: Frame, run: RunState) {
        statistics.record(frame.timing)
        if let allocationCounter = run.allocationCounter, frame.isSteady, !frame.screenshot,
           run.frames > Self.allocationWarmUpFrames, let (frames, allocations) = statistics.steadyAllocations {
            statistics.steadyAllocations = (
                frames + 1, allocations + allocationCounter.count() - frame.allocationsBefore - frame.drawingAllocations)
        }
    }

    /// Applies one SDL event arriving in the frame that started at `time` seconds; returns
    /// the action the loop itself must take.
    private func handle(_ event: SDL_Event, at time: Double) -> PlaybackAction {
        switch event.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_WINDOWEVENT.rawValue where event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
            window.backend.matchWindowSize()
            let viewport = window.viewport
            // The emitter's viewport-relative geometry follows the new size; particles stay.
            system.reconfigure(program: system.program, windowSize: SIMD2(Double(viewport.x), Double(viewport.y)))
            return .none
        case SDL_MOUSEBUTTONDOWN.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return state.press(at: emitterPosition(atWindowPoint: event.button.x, event.button.y))
        case SDL_MOUSEMOTION.rawValue:
            return state.drag(to: emitterPosition(atWindowPoint: event.motion.x, event.motion.y))
        case SDL_MOUSEBUTTONUP.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return state.release()
        case SDL_KEYDOWN.rawValue:
            guard let key = PlaybackKey(keycode: event.key.keysym.sym, modifiers: event.key.keysym.mod),
                  event.key.repeat == 0 || key.repeats
            else {
                return .none
            }
            let action = state.handle(key)
            switch action {
            case .restart:
                pendingJump.restart()
            case .seek(let seconds):
                pendingJump.seek(by: seconds, from: system.time)
            case .stepBack:
                pendingJump.seek(by: -clock.step, from: system.time)
            case .replayAnimations:
                replayedAt = system.systems.map(\.localTime)
                return .reconfigure
            case .saveTuned:
                saveTuned()
            case .toggleFullscreen:
                window.toggleFullscreen()
            case .startCapacitySearch:
                startCapacitySearch(at: time)
            case .cancelCapacitySearch:
                endCapacitySearch("capacity search cancelled")
            case .none, .step, .screenshot, .quit, .reconfigure:
                break
            }
            return action
        default:
            return .none
        }
    }

    /// Reloads the watched file when it changed, or its images when one of their files changed;
    /// returns whether a new description or image plays. The tuning is applied over the new
    /// file. A file that fails validation, or names an image that cannot be loaded, leaves the
    /// last good description (and the tuning, and the images) playing and its error in the
    /// window (and once in the log).
    func reload() -> Bool {
        var reloaded = false
        if let scene = watcher.poll() {
            do {
                var reloadedState = state
                reloadedState.replaceLayer(scene.layers[0])
                let program = try SceneProgram(scene: played(scene, state: reloadedState), source: options.configurationPath)
                try window.backend.prepare(for: program, source: options.configurationPath)
                state = reloadedState
                fileScene = scene
                system.reconfigure(program: program)
                log("reloaded \(options.configurationPath)")
                imageError = nil
                reloaded = true
            } catch {
                watcher.reject(error)
            }
        } else if watcher.error == nil, window.backend.imagesChanged() {
            // An image edited on its own: the same description, drawn with the new pixels.
            do {
                try window.backend.prepare(for: system.program, source: options.configurationPath)
                log("reloaded the images of \(options.configurationPath)")
                imageError = nil
                reloaded = true
            } catch {
                imageError = error
            }
        }
        if let error = reloadError, error != reportedError {
            log("reload failed, still playing the last good description:\n\(error)")
        }
        reportedError = reloadError
        return reloaded
    }

    /// The description played: the file's, with the first layer tuned and touched, and the
    /// animations `A` replayed counting from the local time it was pressed at.
    private var playedScene: Scene { played(fileScene, state: state) }

    /// `file` as played with `state`: its first layer tuned and touched, and the animations
    /// `A` replayed.
    private func played(_ file: Scene, state: PlaybackState) -> Scene {
        var scene = file
        scene.replaceLayer(at: 0, with: state.layer)
        for (index, start) in replayedAt.enumerated() where scene.layers.indices.contains(index) {
            if let start { scene.replaceLayer(at: index, with: scene.layers[index].replayingAnimations(from: start)) }
        }
        return scene
    }

    /// Simulates ``playedScene`` from now on, keeping the live particles. The state accepts
    /// only valid values, so this compiles; should it not, the last good program keeps running
    /// and the HUD says why.
    private func reconfigure() {
        do {
            let program = try SceneProgram(scene: playedScene, source: options.configurationPath)
            try window.backend.prepare(for: program, source: options.configurationPath)
            system.reconfigure(program: program)
        } catch {
            report("\(error)")
        }
    }

    /// The first layer's `emitterPosition` that puts the emitter under the window point
    /// (`x`, `y`), through the layer's placement now (its animated transform included); nil
    /// where none does.
    private func emitterPosition(atWindowPoint x: Int32, _ y: Int32) -> SIMD2<Double>? {
        state.tunedLayer.emitterPosition(atWindowPoint: SIMD2(Double(x), Double(y)), placement: system.placements[0])
    }

    /// Why OpenGL 3.3 is not drawing the window under ``RendererChoice/auto``: SDL's or
    /// OpenGL's reason; nil when it is, or when ``PlayOptions/renderer`` chose a path.
    public var rendererFallback: String? { window.fallbackReason }
    /// What `--renderer auto` measured to choose the drawing path; nil unless both opened.
    public var rendererTrial: RendererTrial? { window.trial }

    /// The drawing path in use, as the HUD and the title name it.
    public var rendererName: String { window.backend.name }
    /// The drawing path, for reports: ``rendererName``, and on OpenGL whether cells are
    /// GPU-resident where they can be (`…, GPU-resident`) or all on the CPU batch (`…, CPU batch`).
    public var drawingPathName: String {
        guard let gl = window.backend as? GLWindowBackend else { return rendererName }
        return gl.pathName(resident: gl.gpuResident)
    }

    /// Why the latest contents of the watched file, or of an image it names, are not
    /// playing; nil while they are.
    var reloadError: ConfigurationError? { watcher.error ?? imageError }

    /// Saves the values that differ from the file into a copy of it (``TunedFile``).
    private func saveTuned() {
        let edits = state.changedTuning
        guard !edits.isEmpty else {
            report("nothing to save: no tuned value differs from the file")
            return
        }
        do {
            let path = try TunedFile.save(edits, from: options.configurationPath, in: options.tunedDirectory)
            report("saved \(HUDText.values(edits.count)) tuned over \(options.configurationPath) to \(path)")
        } catch {
            report("cannot save the tuned emitter: \(error)", to: warn)
        }
    }

    private func saveScreenshot() {
        let path = ScreenshotFile.path(in: options.screenshotDirectory)
        do {
            try window.backend.saveScreenshot(to: path)
            report("saved a screenshot to \(path)")
        } catch {
            report("\(error)")
        }
    }

    /// Starts the `C` key's search on the description as tuned.
    private func startCapacitySearch(at time: Double) {
        guard let search = WindowCapacitySearch(
            targetFramesPerSecond: Self.capacityFramesPerSecond, programs: system.program.layers, now: time)
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
        let step = search.frame(
            at: time, interval: interval, particles: system.particleCount, timing: statistics.timing(back: 0) ?? FrameTiming())
        capacitySearch = search
        switch step {
        case .none:
            return false
        case .empty, .probe:
            do {
                let program = if case .probe(let scale) = step {
                    try playedScene.scaledToSteadyState(by: scale, atMost: search.search.maximumParticles, source: options.configurationPath)
                } else {
                    try SceneProgram(scene: playedScene.emptied, source: options.configurationPath)
                }
                try restart(with: program)
            } catch {
                endCapacitySearch("capacity search stopped: \(error)")
            }
        case .finished:
            endCapacitySearch(search.resultLine(renderer: window.backend.name))
        }
        return true
    }

    /// Ends the capacity search with `message` and plays the description as tuned again,
    /// from a restart.
    private func endCapacitySearch(_ message: String) {
        capacitySearch = nil
        state.isSearchingCapacity = false
        do {
            try restart(with: try SceneProgram(scene: playedScene, source: options.configurationPath))
        } catch {
            report("\(error)")
        }
        report(message, for: Self.capacityResultDuration)
    }

    /// Makes the jumps in time that this frame's keys asked for, folded into one.
    private func jump() {
        let jump = pendingJump.take()
        if jump.restarts {
            // A restart plays the animations as the file times them.
            if replayedAt.contains(where: { $0 != nil }) {
                replayedAt = []
                reconfigure()
            }
            restart()
        }
        if let target = jump.target {
            sayIfSlow("seek") { note(system.seek(to: target)) }
            clock.reset()
        }
    }

    /// Simulates `program` from a restart, pre-warmed.
    private func restart(with program: SceneProgram) throws(ConfigurationError) {
        // The capacity search's empty frames have no cells: appearances follow the program.
        try window.backend.prepare(for: program, source: options.configurationPath)
        system.reconfigure(program: program)
        restart()
    }

    /// Starts again from time 0, pre-warmed to the layer's timeOffset.
    private func restart() {
        system.restart()
        sayIfSlow("pre-warm") { system.advance(by: 0) }
        clock.reset()
    }

    /// Runs `rebuild` (a pre-warm or a seek, `what`) and says in the HUD when it took longer
    /// than a frame at 60 per second: a cell with integrated forces integrates each particle
    /// from its birth, which a long timeOffset or lifetime makes slow.
    private func sayIfSlow(_ what: String, _ rebuild: () -> Void) {
        let started = ContinuousClock.now
        rebuild()
        let took = (ContinuousClock.now - started).seconds
        if took > 1 / Self.capacityFramesPerSecond {
            report("\(what) took \(Int((took * 1000).rounded())) ms, longer than a frame")
        }
    }

    /// The particles alive now.
    public var particleCount: Int { system.particleCount }

    /// Reports what a seek says about itself, unless the HUD shows it already (time running
    /// backward seeks every frame).
    private func note(_ seekNotes: [String]) {
        for text in seekNotes where status?.text != "seek: " + text { report("seek: " + text) }
    }

    /// Logs `message` (to `sink` when given) and shows it in the HUD for a few seconds.
    private func report(_ message: String, for seconds: Double = statusDuration, to sink: ((String) -> Void)? = nil) {
        (sink ?? log)(message)
        status = (message, .infinity, seconds)
    }

    /// The HUD's text panels for the frame that started at `time`.
    private func currentHUDPanels(at time: Double) -> [[String]] {
        if let current = status, current.until == .infinity {
            status = (current.text, time + current.seconds, current.seconds)
        } else if let current = status, time > current.until {
            status = nil
        }
        let title = URL(fileURLWithPath: options.configurationPath).lastPathComponent + " (\(window.backend.name))"
        let cells = system.cells.map {
            HUDText.CellCount(name: $0.label, particles: system.systems[$0.layer].particleCount(inCell: $0.cell))
        }
        let paths = window.backend.drawingPaths
        let drawing = system.cells.compactMap { cell -> HUDText.CellPath? in
            guard cell.layer < paths.count, cell.cell < paths[cell.layer].count, paths[cell.layer][cell.cell] != .hidden else {
                return nil
            }
            return HUDText.CellPath(name: cell.label, path: paths[cell.layer][cell.cell].summary)
        }
        let animations = system.systems[0].layer.animations
        return HUDText.panels(
            title: title, state: state, statistics: statistics, cells: cells, drawing: drawing,
            timeline: HUDText.timeline(state: state, time: system.time, localTime: system.localTime),
            animations: HUDText.animations(animations.map { animation in
                (animation.label, system.localTime.flatMap { animation.resolvedTiming.state(atParentTime: $0) })
            }),
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
