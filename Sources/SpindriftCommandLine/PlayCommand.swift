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
          Tab               select the next cell
          Up / Down         choose a parameter of the selected cell
          Left / Right      decrease / increase it (x1.1 for rates and sizes,
                            +-5 degrees for angles, +-5 pt/s2 for accelerations)
          W                 save the tuned emitter as NAME.tuned.json next to the file
                            (NAME.tuned-2.json, ... when taken; never overwrites)
          S                 save a screenshot as spindrift-N.png in the current folder
          F                 fullscreen on / off
          H                 HUD on / off (fps, particles per cell, ms per phase, parameters)
          Esc / Q           quit

        options:
          --size WxH        window size in points (default 1280x720)
          --fullscreen      start fullscreen
          --no-vsync        do not wait for the display's refresh (to measure)
          --renderer R      gl: OpenGL 3.3 core, every particle an instance of one
                            quad; sdl: SDL's 2D renderer; auto (default): gl when an
                            OpenGL 3.3 context can be made, else sdl, saying why
          --quit-after S    close the window after S seconds
          --set KEY=VALUE   edit by key path, e.g. emitterCells.flake.birthRate=60 (repeatable;
                            applied again on every reload)
          --help            show this help

        The HUD and the window title name the drawing path in use.
        On exit, prints the frames drawn, the mean fps and p50/p95/p99 milliseconds per
        phase (simulate, build batch, draw, whole frame).
        """

    static func run(_ arguments: [String], assets: AssetLocator, output: CommandOutput) throws(CommandLineError) -> Int32 {
        let parsed = try ParsedArguments(
            arguments, command: invocation, valued: ["--size", "--quit-after", "--set", "--renderer"],
            flags: ["--fullscreen", "--no-vsync"])
        try parsed.expectPositionals(atMost: 1, command: invocation)
        let configuration = parsed.positionals.first ?? "snow"
        let overrides = try parsed.overrides()
        let (program, path) = try assets.loadProgram(configuration, overrides: overrides)
        var options = PlayOptions(configurationPath: path, texturesDirectory: assets.texturesDirectory)
        options.overrides = overrides
        if let size = try parsed.size("--size") { options.size = SIMD2(Int(size.x), Int(size.y)) }
        options.fullscreen = parsed.has("--fullscreen")
        options.vsync = !parsed.has("--no-vsync")
        options.renderer = try parsed.choice("--renderer", among: RendererChoice.allCases) ?? .auto
        options.quitAfter = try parsed.number("--quit-after", expected: "seconds, 0 or more", where: { $0 >= 0 })

        do {
            try SDLVideo.initialize()
        } catch {
            throw .noDisplay(reason: error.reason)
        }
        defer { SDLVideo.shutdown() }
        let statistics: FrameStatistics
        do {
            let session = try PlaySession(program: program, options: options) { output.print($0) }
            if let reason = session.rendererFallback {
                output.warn("OpenGL 3.3 is not available (\(reason)); drawing with the \(session.rendererName)")
            }
            try session.prepare()
            statistics = try session.run()
        } catch let error as SDLError {
            throw .graphics(reason: error.description)
        } catch let error as ConfigurationError {
            throw .configuration(error)
        } catch {
            throw .graphics(reason: SDLError(operation: "play", reason: "\(error)").description)
        }
        output.print("play \(configuration): " + statistics.report())
        return 0
    }
}
