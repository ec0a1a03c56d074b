import Foundation
import Spindrift
import SpindriftSDL

/// `spindrift render`: draws frames headless with SDL's software renderer (or OpenGL through
/// EGL) and writes PNGs, or a GIF, MP4 or WebM clip through FFmpeg.
enum RenderCommand: Subcommand {
    static let name = "render"
    static let summary = "draw frames headless (no display needed) and write PNGs or a clip"
    static let maximumFrames = 100_000
    /// The length of a clip without --frames, in seconds.
    static let defaultClipSeconds = 3.0
    static let help = """
        usage: spindrift render CONFIG|PRESET --time T --out FRAME.png [OPTIONS]
               spindrift render CONFIG|PRESET --frames N --out-dir DIR [--fps F] [--time T] [OPTIONS]
               spindrift render CONFIG|PRESET --out CLIP.gif|CLIP.mp4|CLIP.webm [--frames N] [--fps F] [--time T] [OPTIONS]

        Draws an emitter (or a scene of layers) at parent time T (pre-warmed to its timeOffset, as in the window)
        with the window's drawing code on an offscreen software renderer, and writes a PNG.
        With --frames, writes N frames F per second apart from time T (default 0) as
        DIR/frame-0000.png, DIR/frame-0001.png, ...
        With --out CLIP.gif, .mp4 or .webm, encodes those frames (default \(Int(defaultClipSeconds)) seconds' worth) as
        one clip with FFmpeg's ffmpeg command, replacing CLIP only once it is complete.

        options:
          --time T          parent seconds (required for a single frame)
          --out FILE        the PNG to write (single frame), or the clip
          --frames N        number of frames of a clip (1 to \(maximumFrames))
          --fps F           frames per second of a clip, 0.001 to 1000 (default 30)
          --out-dir DIR     the folder of a clip's frames (created if missing)
          --background C    the colour behind the layers, in place of the root layer's
                            backgroundColor (default: the night-sky blue, under it):
                            #RRGGBB, #RRGGBBAA, r,g,b[,a] each 0 to 1, or a name
                            (black, white, gray, red, green, blue, transparent)
          --transparent     keep alpha: PNGs, GIFs and WebMs see-through where nothing
                            is drawn (over --background if given); not for .mp4
          --size WxH        canvas in pixels, one per point (default 1280x720)
          --seed N          replace the layer's seed (0 to 4294967295)
          --set KEY=VALUE   edit by key path, e.g. emitterCells.flake.birthRate=60 (repeatable)
          --renderer R      sdl (default): SDL's software renderer; gl: the window's
                            OpenGL 3.3 path, offscreen through EGL (no display needed)
          --gpu-resident on|off
                            with --renderer gl, on: draw as the window does with a GPU,
                            each particle uploaded once at birth and evaluated by the
                            GPU where its cell allows; off (default): the CPU batch
          --help            show this help
        """

    static func run(_ arguments: [String], assets: AssetLocator, output: CommandOutput) throws(CommandLineError) -> Int32 {
        let parsed = try ParsedArguments(
            arguments, command: invocation,
            valued: ["--time", "--out", "--frames", "--fps", "--out-dir", "--size", "--seed", "--set", "--renderer", "--background",
                     "--gpu-resident"],
            flags: ["--transparent"])
        try parsed.expectPositionals(atMost: 1, command: invocation)
        guard let configuration = parsed.positionals.first else {
            throw .missingArgument(command: invocation, what: "CONFIG or PRESET")
        }
        var frames = try parsed.integer("--frames", in: 1...maximumFrames)
        let time = try parsed.number("--time", expected: "seconds, 0 or more", where: { $0 >= 0 })
        let fps = try parsed.number("--fps", expected: "frames per second, from 0.001 to 1000", where: { (0.001...1000).contains($0) }) ?? 30
        let transparent = parsed.has("--transparent")
        let backdrop = try parsed.backdrop(transparent: transparent)
        let clip = try parsed.path("--out").flatMap { (file) throws(CommandLineError) in try ClipFormat.of(file).map { (file, $0) } }
        let destinations: (Int) -> String
        if let (file, format) = clip {
            if parsed.value("--out-dir") != nil {
                throw .invalidValue(option: "--out-dir", value: parsed.value("--out-dir")!,
                                    expected: "no folder with --out \(file): the frames go into the clip")
            }
            if transparent, format == .mp4 {
                throw .invalidValue(option: "--out", value: file, expected: "a .gif or .webm clip or PNG frames with --transparent "
                    + "(an .mp4 has no alpha channel)")
            }
            frames = frames ?? max(1, Int((defaultClipSeconds * fps).rounded()))
            destinations = { _ in file }
        } else if let frames {
            guard let folder = try parsed.path("--out-dir") else { throw .missingArgument(command: invocation, what: "--out-dir DIR for --frames \(frames)") }
            try createFolder(folder)
            destinations = { URL(fileURLWithPath: folder).appendingPathComponent(String(format: "frame-%04d.png", $0)).path }
        } else {
            guard time != nil else { throw .missingArgument(command: invocation, what: "--time T") }
            guard let file = try parsed.path("--out") else { throw .missingArgument(command: invocation, what: "--out FILE.png") }
            destinations = { _ in file }
        }
        let size = try parsed.size("--size") ?? [1280, 720]
        let seed = try parsed.integer("--seed", in: UInt32.min...UInt32.max)
        let renderer = try parsed.choice("--renderer", among: [RendererChoice.sdl, .gl]) ?? .sdl
        let gpuResident = try parsed.onOff("--gpu-resident") ?? false
        if gpuResident, renderer != .gl {
            throw .invalidValue(option: "--gpu-resident", value: "on", expected: "off with --renderer sdl (the GPU-resident path is OpenGL's)")
        }
        let (program, path, loadWarnings) = try assets.loadProgram(configuration, overrides: parsed.overrides(), seed: seed)
        for warning in loadWarnings { output.warn(warning) }

        let canvas = try preparedCanvas(
            size: SIMD2(Int(size.x), Int(size.y)), renderer: renderer, texturesDirectory: assets.texturesDirectory,
            backdrop: backdrop, gpuResident: gpuResident, program: program, source: path)
        let encoder = try clip.map { (file, format) throws(CommandLineError) in
            try ClipEncoder(path: file, format: format, size: canvas.size, fps: fps, transparent: transparent)
        }
        let system = SceneSystem(program: program, windowSize: size)
        system.threads = ProcessInfo.processInfo.activeProcessorCount
        // The engine is exact whatever the step, so one step reaches the first frame's time.
        system.advance(by: 0)
        let start = time ?? 0
        system.advance(to: start)
        for warning in system.warnings + system.timePrecisionWarnings(time: parsed.value("--time") ?? "0") {
            output.warn(warning)
        }
        for frame in 0..<(frames ?? 1) {
            system.advance(to: start + Double(frame) / fps)
            let image: [UInt8]
            do {
                try canvas.render(system)
                image = try encoder == nil ? canvas.pngData() : canvas.straightPixels()
            } catch {
                throw .graphics(reason: error.description)
            }
            if let encoder {
                try encoder.append(image)
                continue
            }
            let destination = destinations(frame)
            try OutputFile.write(image, to: destination)
            output.print("wrote \(destination) (\(Int(size.x))x\(Int(size.y)), time "
                + String(format: "%g", system.time) + " s, \(system.particleCount) particles)")
        }
        if let encoder, let frames {
            try encoder.finish()
            output.print("wrote \(encoder.path) (\(Int(size.x))x\(Int(size.y)), \(frames) frames at " + String(format: "%g", fps)
                + " fps, time " + String(format: "%g", start) + " to " + String(format: "%g", system.time)
                + " s, \(system.particleCount) particles at the end)")
        }
        return 0
    }

    /// Creates `folder` and its missing parents; a failure gives the system's reason.
    private static func createFolder(_ folder: String) throws(CommandLineError) {
        var prefix = folder.hasPrefix("/") ? "/" : ""
        for component in folder.split(separator: "/") {
            prefix += component + "/"
            if mkdir(prefix, 0o777) != 0 && errno != EEXIST {
                throw .file(path: folder, reason: "cannot create folder: \(String(cString: strerror(errno)))")
            }
        }
        var status = stat()
        guard stat(folder, &status) == 0 else {
            throw .file(path: folder, reason: "cannot create folder: \(String(cString: strerror(errno)))")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw .file(path: folder, reason: "cannot create folder: \(String(cString: strerror(ENOTDIR)))")
        }
    }
}
