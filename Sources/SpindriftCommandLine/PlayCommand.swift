import Foundation
import Spindrift
import SpindriftPlayback
import SpindriftSDL

/// `spindrift play`: opens a window on an emitter, tunable with the keys and by editing its file.
enum PlayCommand: Subcommand {
    static let name = "play"
    static let summary = "watch an emitter in a window and tune it live"
    static let help = """
        usage: spindrift play [CONFIG|PRESET] [OPTIONS]

        Opens a window on an emitter (default: the snow preset), pre-warmed to its
        timeOffset, simulated in fixed steps of 1/120 s. The file is watched: saving it
        reloads it within a second; a file that fails validation leaves the last good
        emitter running and shows the error in the window until it is fixed.
        Without a display, says so and exits with status 3: use 'spindrift render'.

        keys:
          Space             pause / resume
          .                 one step while paused
          ,                 one step back while paused
          [ / ]             seek back / forward 1 s (with Shift: 10 s), to the state
                            of the current description as if it had always run
          B                 run time backward / forward (snow rises back into the sky)
          R                 restart from t=0 (pre-warmed to timeOffset again)
          A                 replay the animations from now (each beginTime counted
                            from the layer's local time now): a burst on demand
          Tab               select the next cell, at any depth, then the layer itself
                            (of the first layer, in a scene)
          Up / Down         choose a parameter: every number of its keys
          Left / Right      decrease / increase it by its step (spindrift keys lists
                            them: x1.1 for rates and sizes, +-5 degrees for angles, ...)
          Backspace         reset the parameter to the file's value (with Shift: all)
          Ctrl+Z            undo a change of the tuning (Ctrl+Shift+Z: redo)
          W                 save the file with the tuned values written into its text
                            as NAME.tuned.json next to it (a preset's: in the current
                            folder; NAME.tuned-2.json, ... when taken; never overwrites);
                            spindrift diff NAME.json NAME.tuned.json lists the changes
          S                 save a screenshot as spindrift-N.png in the current folder
          F                 fullscreen on / off
          C                 capacity search: raise the particle count step by step (birth
                            rates x2, then bisecting) until 60 fps no longer holds, then
                            show the most particles that held it (C or Esc cancels)
          H                 HUD on / off (fps, particles per cell, parameters, and the
                            profiler: frame-time graph, ms per phase)
          1 / 2 / 3         collapse / show the HUD's help, tuning, profiler panel
          Esc               cancel a capacity search, else quit
          Q                 quit

        mouse (--touch): press and drag the left button to move the first layer's
        emitterPosition to the pointer, through the layer's placement.

        options:
          --size WxH        window size in points (default 1280x720)
          --fullscreen      start fullscreen
          --background C    the colour behind the layers, in place of the root layer's
                            backgroundColor (default: the night-sky blue, under it):
                            #RRGGBB, #RRGGBBAA, r,g,b[,a] each 0 to 1, or a name
                            (black, white, gray, red, green, blue, transparent)
          --no-vsync        do not wait for the display's refresh (to measure)
          --touch MODE      what the mouse does: position (default): pressing and
                            dragging moves the emitter; burst: the same, and the
                            layer's birthRate is 0 except while the button is held;
                            off: nothing
          --renderer R      gl: OpenGL 3.3 core, every particle an instance of one
                            quad; sdl: SDL's 2D renderer; auto (default): draws 4000
                            sprites with both, keeps the faster (gl within 5 %) and
                            says what it measured; sdl when gl cannot start, saying why
          --gpu-resident auto|on|off
                            on: with OpenGL, upload each particle once, at its
                            birth, and let the GPU evaluate it every frame, for cells
                            whose motion has a closed form (the HUD's drawing line
                            says which); off: the CPU writes every sprite every
                            frame, as the SDL renderer does; auto (default): times
                            both with the renderer's trial and keeps the faster (on
                            within 5 %)
          --quit-after S    close the window after S seconds
          --quit-after-frames N
                            close the window after N frames (with --quit-after,
                            whichever comes first)
          --set KEY=VALUE   edit by key path, e.g. emitterCells.flake.birthRate=60 (repeatable;
                            applied again on every reload)
          --screenshot-after S
                            save the whole window, HUD included, after S seconds as
                            spindrift-N.png in the current folder (S leaves the HUD out)
          --fps-report      on exit, also print one line for programs to read:
                            fps-report: fps=F particles=N frames=K seconds=S bound=PHASE renderer=NAME
                            (the mean rate after the first second of frames; PHASE
                            the part of the frame taking longest; NAME the drawing
                            path, on OpenGL ending GPU-resident or CPU batch)
          --help            show this help

        The HUD and the window title name the drawing path in use.
        On exit, prints the frames drawn, the mean fps and p50/p95/p99 milliseconds per
        phase (simulate, build batch, draw, present, whole frame).
        """

    static func run(_ arguments: [String], assets: AssetLocator, output: CommandOutput) throws(CommandLineError) -> Int32 {
        let parsed = try ParsedArguments(
            arguments, command: invocation, valued: [
                "--size", "--quit-after", "--quit-after-frames", "--set", "--renderer", "--screenshot-after", "--touch",
                "--background", "--gpu-resident",
            ],
            flags: ["--fullscreen", "--no-vsync", "--fps-report"])
        try parsed.expectPositionals(atMost: 1, command: invocation)
        let configuration = parsed.positionals.first ?? "snow"
        let overrides = try parsed.overrides()
        let (program, path, loadWarnings) = try assets.loadProgram(configuration, overrides: overrides)
        for warning in loadWarnings { output.warn(warning) }
        var options = PlayOptions(configurationPath: path, texturesDirectory: assets.texturesDirectory)
        options.overrides = overrides
        // The installed assets are not the user's to change: a preset's tuning goes here.
        if assets.isPreset(path) { options.tunedDirectory = FileManager.default.currentDirectoryPath }
        if let size = try parsed.size("--size") { options.size = SIMD2(Int(size.x), Int(size.y)) }
        options.backdrop = try parsed.backdrop()
        options.fullscreen = parsed.has("--fullscreen")
        options.vsync = !parsed.has("--no-vsync")
        options.renderer = try parsed.choice("--renderer", among: RendererChoice.allCases) ?? .auto
        options.touch = try parsed.choice("--touch", among: TouchMode.allCases) ?? .position
        options.gpuResident = try parsed.choice("--gpu-resident", among: GPUResidentChoice.allCases) ?? .auto
        options.quitAfter = try parsed.number("--quit-after", expected: "seconds, 0 or more", where: { $0 >= 0 })
        options.quitAfterFrames = try parsed.integer("--quit-after-frames", in: 1...Self.maximumFrames)
        options.fpsReport = parsed.has("--fps-report")
        options.screenshotAfter = try parsed.number("--screenshot-after", expected: "seconds, 0 or more", where: { $0 >= 0 })

        do {
            try SDLVideo.initialize()
        } catch {
            throw .noDisplay(reason: error.reason)
        }
        defer { SDLVideo.shutdown() }
        let session: PlaySession
        do {
            session = try PlaySession(program: program, options: options, log: { output.print($0) }, warn: { output.warn($0) })
        } catch {
            // With `--renderer gl` the window is OpenGL's: failing to open it is OpenGL's failure.
            throw options.renderer == .gl ? .openGLUnavailable(error) : .graphics(reason: error.description)
        }
        let statistics: FrameStatistics
        var report: FrameRateReport?
        do {
            if let reason = session.rendererFallback {
                output.warn("OpenGL 3.3 is not available (\(reason)); drawing with the \(session.rendererName)")
            }
            if let trial = session.rendererTrial { output.warn(trial.line) }
            try session.prepare()
            statistics = try session.run()
            if options.fpsReport {
                let (rate, frames, seconds) = statistics.framesPerSecond(after: Self.fpsReportWarmUp)
                var means = FrameTiming()
                for phase in FramePhase.parts where frames > 0 { means[phase] = statistics.recentMean(of: phase, frames: frames) }
                report = FrameRateReport(
                    framesPerSecond: rate, particles: session.particleCount, frames: frames, seconds: seconds,
                    bound: FramePhase.bound(of: means), renderer: session.drawingPathName)
            }
        } catch let error as SDLError {
            throw .graphics(reason: error.description)
        } catch let error as ConfigurationError {
            throw .configuration(error)
        } catch {
            throw .graphics(reason: SDLError(operation: "play", reason: "\(error)").description)
        }
        output.print("play \(configuration): " + statistics.report())
        if let report { output.print(report.line) }
        return 0
    }

    /// The most frames `--quit-after-frames` takes: half a year of frames at 60 fps.
    static let maximumFrames = 1_000_000_000

    /// Seconds of frames that `--fps-report` leaves out: pre-warming and warming up.
    static let fpsReportWarmUp = 1.0
}
