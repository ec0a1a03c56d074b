import CSDL2
import Foundation
import Spindrift
import SpindriftCommandLine
import SpindriftPlayback
@testable import SpindriftSDL
import SpindriftTestSupport
import Testing

/// Queues a key press for the window, with the modifier keys `modifiers` held.
func press(_ key: SDL_KeyCode, modifiers: SDL_Keymod = KMOD_NONE) {
    var event = SDL_Event()
    event.type = SDL_KEYDOWN.rawValue
    event.key.keysym.sym = SDL_Keycode(key.rawValue)
    event.key.keysym.mod = UInt16(modifiers.rawValue)
    SDL_PushEvent(&event)
}

extension SDLTests {
    /// Windows on SDL's dummy video driver: they open, run and close with no display. The
    /// driver is given to each `spindrift play` child process in its environment, and to
    /// ``SDLVideo/initialize(environment:)`` for the windows opened in this process: the test
    /// process's own environment is left alone, so no other suite runs under it.
    @Suite("PlayWindow")
    struct PlayWindowTests {
        @Test("play opens a window, draws frames, closes after --quit-after-frames and reports its statistics")
        func play() throws {
            let (status, output) = try spindriftProcess(["play", "snow", "--quit-after-frames", "5", "--size", "320x180", "--no-vsync"])
            #expect(status == 0, "\(output)")
            let lines = output.split(separator: "\n")
            // Warnings (such as a missing HUD font) may come first.
            let summary = lines.first { $0.hasPrefix("play snow: ") }
            #expect(summary?.hasPrefix("play snow: 5 frames in ") == true, "\(output)")
            for phase in FramePhase.allCases {
                #expect(lines.contains { $0.hasPrefix(phase.rawValue + " ") })
            }
        }

        @Test("with --quit-after too, whichever comes first closes the window")
        func quitAfterFramesFirst() throws {
            let (status, output) = try spindriftProcess(["play", "snow", "--quit-after-frames", "3", "--quit-after", "3600", "--size", "160x90"])
            #expect(status == 0, "\(output)")
            #expect(output.contains("play snow: 3 frames in "), "\(output)")
        }

        /// Opens a window of `size` points on a copy of `preset` (the snow preset by default),
        /// `folder/fall.json`, whose runs close after `frames` frames (nil: when a key closes
        /// it) 1/60 s apart, the mouse doing what `touch` says, and passes it to `body` while
        /// SDL's video runs.
        func withSession<Result>(
            in folder: URL, preset: String = "snow", frames: Int? = 1, screenshotAfter: Double? = nil,
            renderer: RendererChoice = .auto, gpuResident: GPUResidentChoice = .auto, driver: String = "dummy", size: SIMD2<Int> = [160, 90],
            touch: TouchMode = .position,
            log: @escaping (String) -> Void = { _ in },
            _ body: (PlaySession, String) throws -> Result
        ) throws -> Result {
            let file = folder.appendingPathComponent("fall.json").path
            try FileManager.default.copyItem(atPath: assetsDirectory.appendingPathComponent("presets/\(preset).json").path, toPath: file)
            var options = PlayOptions(configurationPath: file, texturesDirectory: texturesDirectory)
            options.size = size
            options.touch = touch
            options.screenshotDirectory = folder.path
            options.quitAfterFrames = frames
            options.screenshotAfter = screenshotAfter
            options.renderer = renderer
            options.gpuResident = gpuResident
            try SDLVideo.initialize(environment: ["SDL_VIDEODRIVER": driver])
            defer { SDLVideo.shutdown() }
            let session = try PlaySession(program: try SceneProgram(scene: Scene(contentsOfFile: file)), options: options, log: log)
            try session.prepare()
            // The run starts at 0 and so does its first frame, as on a fast machine; then a
            // frame every 1/60 s.
            var readings = 0
            session.frameClock = {
                readings += 1
                return Double(max(0, readings - 2)) / 60
            }
            return try body(session, file)
        }

        /// Plays a copy of the snow preset in `folder` after queuing `keys`; returns the statistics.
        private func play(in folder: URL, keys: [SDL_KeyCode], frames: Int?) throws -> FrameStatistics {
            try withSession(in: folder, frames: frames) { session, _ in
                for key in keys { press(key) }
                return try session.run()
            }
        }

        @Test("a broken reload keeps the last good emitter and reports the error; a fixed file is picked up")
        func reload() throws {
            try withSession(in: try makeScratchFolder()) { session, file in
                let good = try String(contentsOfFile: file, encoding: .utf8)
                try good.replacingOccurrences(of: #""birthRate": 36"#, with: #""birthRate": -36"#)
                    .write(toFile: file, atomically: true, encoding: .utf8)
                #expect(!session.reload())
                #expect(session.reloadError?.problems.first?.path == "emitterCells[0].birthRate")
                #expect(session.system.scene.layers[0].emitterCells[0].birthRate == 36)
                _ = try session.run()
                #expect(session.reloadError != nil)

                try good.replacingOccurrences(of: #""birthRate": 36"#, with: #""birthRate": 45"#)
                    .write(toFile: file, atomically: true, encoding: .utf8)
                #expect(session.reload())
                #expect(session.reloadError == nil)
                #expect(session.system.scene.layers[0].emitterCells[0].birthRate == 45)
            }
        }

        @Test("a reload naming a missing texture keeps the last good emitter")
        func reloadMissingTexture() throws {
            try withSession(in: try makeScratchFolder()) { session, file in
                let good = try String(contentsOfFile: file, encoding: .utf8)
                try good.replacingOccurrences(of: #""contents": "crystal""#, with: #""contents": "nope""#)
                    .write(toFile: file, atomically: true, encoding: .utf8)
                #expect(!session.reload())
                #expect(session.reloadError?.problems.map(\.path) == ["emitterCells[1].contents"])
                #expect(session.system.scene.layers[0].emitterCells[1].contents == "crystal")
                _ = try session.run()
            }
        }

        @Test("a reload that breaks a cell's own image keeps the last good emitter and its image, and shows why")
        func reloadBrokenImage() throws {
            try withSession(in: try makeScratchFolder()) { session, file in
                let image = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("mine.png")
                try writeImage(image, width: 12, height: 8)
                let good = try String(contentsOfFile: file, encoding: .utf8)
                    .replacingOccurrences(of: #""contents": "crystal""#, with: #""contents": "mine.png""#)
                try good.write(toFile: file, atomically: true, encoding: .utf8)
                #expect(session.reload())
                try Data("not a picture".utf8).write(to: image)
                try good.replacingOccurrences(of: #""birthRate": 36"#, with: #""birthRate": 40"#)
                    .write(toFile: file, atomically: true, encoding: .utf8)
                #expect(!session.reload())
                #expect(session.reloadError?.problems.map(\.path) == ["emitterCells[1].contents"])
                #expect(session.reloadError?.problems.first?.reason == "image \(image.path): not a PNG or JPEG image (cell 'flake')")
                #expect(session.system.scene.layers[0].emitterCells[0].birthRate == 36)
                #expect(session.system.scene.layers[0].emitterCells[1].contents == "mine.png")
                #expect(try session.run().frameCount == 1)
            }
        }

        @Test("an image edited on its own is read again; a broken edit keeps the last good image and shows why until fixed")
        func reloadEditedImage() throws {
            try withSession(in: try makeScratchFolder()) { session, file in
                let image = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("mine.png")
                try writeImage(image, width: 12, height: 8)
                try String(contentsOfFile: file, encoding: .utf8)
                    .replacingOccurrences(of: #""contents": "crystal""#, with: #""contents": "mine.png""#)
                    .write(toFile: file, atomically: true, encoding: .utf8)
                #expect(session.reload())
                #expect(!session.reload())
                try writeImage(image, width: 6, height: 4)
                #expect(session.reload())
                #expect(session.reloadError == nil)
                try Data("not a picture".utf8).write(to: image)
                #expect(!session.reload())
                #expect(session.reloadError?.problems.first?.reason == "image \(image.path): not a PNG or JPEG image (cell 'flake')")
                #expect(try session.run().frameCount == 1)
                try writeImage(image, width: 12, height: 8)
                #expect(session.reload())
                #expect(session.reloadError == nil)
            }
        }

        @Test("resizing the window gives the simulation the new viewport")
        func resize() throws {
            try withSession(in: try makeScratchFolder()) { session, _ in
                #expect(session.system.windowSize == [160, 90])
                SDL_SetWindowSize(session.window.window, 400, 100)
                _ = try session.run()
                #expect(session.system.windowSize == [400, 100])
            }
        }

        @Test("keys reach the state: → tunes the birth rate, W saves it, S takes a screenshot")
        func keys() throws {
            let folder = try makeScratchFolder()
            let statistics = try play(in: folder, keys: [SDLK_RIGHT, SDLK_w, SDLK_s], frames: 1)
            #expect(statistics.frameCount == 1)
            let tuned = try EmitterLayer(contentsOfFile: folder.appendingPathComponent("fall.tuned.json").path)
            #expect(abs(tuned.emitterCells[0].birthRate - 39.6) < 1e-9)
            #expect(tuned.emitterCells[1].birthRate == 14)
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("spindrift-1.png").path))
        }

        @Test("Ctrl+Z undoes a press and W writes the rest into a copy of the file's text; after Shift+Backspace W saves nothing")
        func undoAndSave() throws {
            let folder = try makeScratchFolder()
            let messages = Messages()
            try withSession(in: folder, log: messages.append) { session, file in
                press(SDLK_RIGHT)
                press(SDLK_RIGHT)
                press(SDLK_z, modifiers: KMOD_LCTRL)
                press(SDLK_w)
                _ = try session.run()
                press(SDLK_BACKSPACE, modifiers: KMOD_LSHIFT)
                press(SDLK_w)
                _ = try session.run()
                let original = try String(contentsOfFile: file, encoding: .utf8)
                let far = try #require(original.range(of: #""birthRate": 36"#))
                #expect(try String(contentsOf: folder.appendingPathComponent("fall.tuned.json"), encoding: .utf8)
                    == original.replacingCharacters(in: far, with: #""birthRate": 39.6"#))
                #expect(messages.lines == [
                    "saved 1 value tuned over \(file) to \(folder.appendingPathComponent("fall.tuned.json").path)",
                    "nothing to save: no tuned value differs from the file",
                ])
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["fall.json", "fall.tuned.json"])
        }

        @Test("C runs a capacity search in the window: it restarts the emitter without cells for the fixed cost; C again cancels and restores it")
        func capacitySearch() throws {
            try withSession(in: try makeScratchFolder()) { session, _ in
                let original = session.system.scene
                press(SDLK_c)
                _ = try session.run()
                // The first frame started the search with the empty frames: the description without its cells.
                #expect(session.system.scene == original.emptied)
                #expect(session.particleCount == 0)
                press(SDLK_ESCAPE)
                _ = try session.run()
                #expect(session.system.scene == original)
            }
        }

        @Test("--screenshot-after saves the whole window once, the HUD's profiler included")
        func windowScreenshot() throws {
            let folder = try makeScratchFolder()
            // Frames 1/60 s apart: the screenshot is due at the 7th of 12.
            try withSession(in: folder, frames: 12, screenshotAfter: 0.1) { session, _ in
                _ = try session.run()
            }
            let path = folder.appendingPathComponent("spindrift-1.png").path
            #expect(FileManager.default.fileExists(atPath: path))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("spindrift-2.png").path))
        }

        @Test("a scene plays, reloads with errors named in its sublayers, tunes its first layer and saves whole")
        func scene() throws {
            let folder = try makeScratchFolder()
            try withSession(in: folder, preset: "campfire") { session, file in
                #expect(session.system.systems.count == 2)
                let good = try String(contentsOfFile: file, encoding: .utf8)
                try good.replacingOccurrences(of: #""birthRate": 30"#, with: #""birthRate": -30"#)
                    .write(toFile: file, atomically: true, encoding: .utf8)
                #expect(!session.reload())
                #expect(session.reloadError?.problems.map(\.path) == ["sublayers[1].emitterCells[0].birthRate"])
                try good.replacingOccurrences(of: #""birthRate": 30"#, with: #""birthRate": 40"#)
                    .write(toFile: file, atomically: true, encoding: .utf8)
                #expect(session.reload())
                #expect(session.system.scene.layers[1].emitterCells[0].birthRate == 40)
                press(SDLK_RIGHT)
                press(SDLK_w)
                _ = try session.run()
            }
            let tuned = try Scene(contentsOfFile: folder.appendingPathComponent("fall.tuned.json").path)
            #expect(tuned.hasSublayers && tuned.layers.count == 2)
            #expect(abs(tuned.layers[0].emitterCells[0].birthRate - 198) < 1e-9)
            #expect(tuned.layers[1].emitterCells[0].birthRate == 40)
        }

        @Test("Shift+] seeks 10 s forward, [ 1 s back; paused, , steps back and . forward")
        func seekKeys() throws {
            try withSession(in: try makeScratchFolder()) { session, _ in
                press(SDLK_RIGHTBRACKET, modifiers: KMOD_LSHIFT)
                press(SDLK_LEFTBRACKET)
                press(SDLK_SPACE)
                press(SDLK_COMMA)
                press(SDLK_PERIOD)
                press(SDLK_COMMA)
                _ = try session.run()
                // 10 − 1 − 2 steps back + 1 forward (applied after the frame's keys), 1/120 s each.
                #expect(abs(session.system.time - (9 - 1.0 / 120)) < 1e-9)
                // The snow preset's timeOffset 32: local time runs 32 s ahead.
                #expect(abs(session.system.localTime! - (41 - 1.0 / 120)) < 1e-9)
                #expect(session.system.particleCount > 100)
            }
        }

        @Test("a burst of seek keys lands where the last one would; a quit read after a burst skips it")
        func seekBurst() throws {
            try withSession(in: try makeScratchFolder(), frames: 1) { session, _ in
                for _ in 0..<200 { press(SDLK_RIGHTBRACKET, modifiers: KMOD_LSHIFT) }
                for _ in 0..<100 { press(SDLK_LEFTBRACKET) }
                _ = try session.run()
                #expect(abs(session.system.time - 1900) < 0.1)
            }
            try withSession(in: try makeScratchFolder(), frames: nil) { session, _ in
                for _ in 0..<1000 { press(SDLK_RIGHTBRACKET, modifiers: KMOD_LSHIFT) }
                var quit = SDL_Event()
                quit.type = SDL_QUIT.rawValue
                SDL_PushEvent(&quit)
                _ = try session.run()
                #expect(session.system.time < 1)
            }
        }

        @Test("a seek after tuning the birth rate says that it shows the tuned description as if it had always run")
        func seekNote() throws {
            let transcript = Transcript()
            try withSession(in: try makeScratchFolder(), log: { transcript.output.standard($0) }) { session, _ in
                press(SDLK_RIGHT)
                press(SDLK_LEFTBRACKET)
                _ = try session.run()
            }
            // A debug build's seek may also take longer than a frame, which the window says too.
            let note = "seek: birth rates changed while playing: this is the current description as if it had always run"
            let rest = transcript.contents.dropFirst(note.count)
            #expect(transcript.contents.hasPrefix(note))
            #expect(rest.isEmpty || (rest.hasPrefix("seek took ") && rest.hasSuffix(" ms, longer than a frame")), "\(rest)")
        }

        @Test("B runs time backward: every frame jumps back by its duration, down to 0 at the most")
        func reverseKey() throws {
            try withSession(in: try makeScratchFolder(), frames: 31) { session, _ in
                press(SDLK_RIGHTBRACKET, modifiers: KMOD_RSHIFT)
                press(SDLK_b)
                _ = try session.run()
                // 31 frames 1/60 s apart: 0.5 s back from 10 s, to within the step of 1/120 s
                // that the fixed-step clock may carry over.
                #expect(abs(session.system.time - 9.5) <= 1.0 / 120 + 1e-9, "\(session.system.time)")
            }
        }

        @Test("--renderer gl draws with OpenGL 3.3 (SDL's offscreen driver here): the title names it, the HUD lies over the particles, S saves them, a resize is followed")
        func openGL() throws {
            try requireOpenGL()
            let folder = try makeScratchFolder()
            // 320 × 180: at 160 × 90 the near snow's 40-point flakes cover most of the sky.
            try withSession(in: folder, renderer: .gl, driver: "offscreen", size: [320, 180]) { session, _ in
                #expect(session.rendererName.hasPrefix("OpenGL 3.3, "))
                #expect(session.rendererFallback == nil)
                #expect(String(cString: SDL_GetWindowTitle(session.window.window)) == "Spindrift: fall (\(session.rendererName))")
                press(SDLK_s)
                _ = try session.run()
                // The HUD lies over the particles: its translucent black box (alpha 150/255)
                // keeps 105/255 of what is under it, left of the text: the night blue
                // (12, 18, 34) becomes (5, 7, 14), a flake at most (105, 105, 105). How many
                // flakes cross the strip depends on how long the frame took (a loaded machine
                // steps further), so every pixel is checked against the box's bound rather than
                // counted against a threshold. The offscreen driver's surface keeps the frame
                // after presenting (but not a new size).
                let backend = try #require(session.window.backend as? GLWindowBackend)
                let frame = try backend.context.readPixels(size: backend.context.drawableSize)
                defer { SDL_FreeSurface(frame) }
                #expect((frame.pointee.w, frame.pointee.h) == (320, 180))
                var darkenedBlue = 0, nightBlue = 0, brighterThanTheBox = 0
                for y in 8..<40 {
                    let row = frame.pointee.pixels.advanced(by: y * Int(frame.pointee.pitch)).assumingMemoryBound(to: UInt8.self)
                    for x in 5..<9 {
                        let pixel = (Int(row[x * 4]), Int(row[x * 4 + 1]), Int(row[x * 4 + 2]))
                        if abs(pixel.0 - 5) <= 1 && abs(pixel.1 - 7) <= 1 && abs(pixel.2 - 14) <= 1 { darkenedBlue += 1 }
                        if abs(pixel.0 - 12) <= 1 && abs(pixel.1 - 18) <= 1 && abs(pixel.2 - 34) <= 1 { nightBlue += 1 }
                        if max(pixel.0, pixel.1, pixel.2) > 106 { brighterThanTheBox += 1 }
                    }
                }
                #expect(nightBlue == 0 && brighterThanTheBox == 0, "\(nightBlue) \(brighterThanTheBox)")
                #expect(darkenedBlue > 0)
                SDL_SetWindowSize(session.window.window, 200, 100)
                _ = try session.run()
                #expect(session.system.windowSize == [200, 100])
            }
            // The snow preset pre-warmed: mostly the night blue, with flakes.
            let screenshot = folder.appendingPathComponent("spindrift-1.png").path
            let loaded = try #require(IMG_Load(screenshot), "no screenshot at \(screenshot)")
            defer { SDL_FreeSurface(loaded) }
            let image = try #require(SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0))
            defer { SDL_FreeSurface(image) }
            #expect((image.pointee.w, image.pointee.h) == (320, 180))
            var background = 0, bright = 0
            for y in 0..<Int(image.pointee.h) {
                let row = image.pointee.pixels.advanced(by: y * Int(image.pointee.pitch)).assumingMemoryBound(to: UInt8.self)
                for x in 0..<Int(image.pointee.w) {
                    let pixel = (row[x * 4], row[x * 4 + 1], row[x * 4 + 2])
                    if pixel == (12, 18, 34) { background += 1 }
                    if pixel.0 > 200 && pixel.1 > 200 && pixel.2 > 200 { bright += 1 }
                }
            }
            #expect(background > 320 * 180 / 2)
            #expect(bright > 0)
        }

        @Test("the window's title shows control characters escaped, so a file's name cannot hold raw escapes")
        func titleEscaped() throws {
            try SDLVideo.initialize(environment: ["SDL_VIDEODRIVER": "dummy"])
            defer { SDLVideo.shutdown() }
            let window = try PlayWindow(
                title: "Spindrift: a\u{1B}]0;owned\u{07}", size: [64, 36], fullscreen: false, vsync: false, renderer: .sdl,
                texturesDirectory: texturesDirectory, warn: { _ in })
            #expect(String(cString: SDL_GetWindowTitle(window.window)) == #"Spindrift: a\u{1B}]0;owned\u{07} ("# + window.backend.name + ")")
        }

        @Test("--renderer auto times both paths on the trial's sprites, draws with the faster, then draws the description's own scene")
        func autoTrial() throws {
            try requireOpenGL()
            let folder = try makeScratchFolder()
            try withSession(in: folder, renderer: .auto, driver: "offscreen", size: [320, 180]) { session, _ in
                let trial = try #require(session.rendererTrial)
                #expect(trial.option == "renderer auto")
                #expect(trial.paths.allSatisfy { $0.milliseconds > 0 })
                let names = trial.paths.map(\.name)
                #expect(names.count == 3 && names[0].hasPrefix("OpenGL 3.3, ") && names[0].hasSuffix(", GPU-resident"))
                #expect(names[1] == names[0].dropLast(", GPU-resident".count) + ", CPU batch")
                #expect(names[2].hasPrefix("SDL renderer, "))
                #expect(session.drawingPathName == names[trial.choice])
                if let gl = session.window.backend as? GLWindowBackend { #expect(gl.gpuResident == (trial.choice == 0)) }
                press(SDLK_s)
                _ = try session.run()
            }
            // The snow, not the trial's 4000 flakes, which would leave little of the night blue.
            let screenshot = folder.appendingPathComponent("spindrift-1.png").path
            let loaded = try #require(IMG_Load(screenshot), "no screenshot at \(screenshot)")
            defer { SDL_FreeSurface(loaded) }
            let image = try #require(SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0))
            defer { SDL_FreeSurface(image) }
            var background = 0
            for y in 0..<Int(image.pointee.h) {
                let row = image.pointee.pixels.advanced(by: y * Int(image.pointee.pitch)).assumingMemoryBound(to: UInt8.self)
                for x in 0..<Int(image.pointee.w) where (row[x * 4], row[x * 4 + 1], row[x * 4 + 2]) == (12, 18, 34) { background += 1 }
            }
            #expect(background > 320 * 180 / 2, "\(background)")
        }

        @Test("--gpu-resident auto on OpenGL times the trial both ways and keeps the faster; on and off are kept without a trial",
              arguments: [GPUResidentChoice.auto, .on, .off])
        func residentTrial(choice: GPUResidentChoice) throws {
            try requireOpenGL()
            try withSession(in: try makeScratchFolder(), renderer: .gl, gpuResident: choice, driver: "offscreen", size: [320, 180]) { session, _ in
                let gl = try #require(session.window.backend as? GLWindowBackend)
                guard choice == .auto else {
                    #expect(session.rendererTrial == nil)
                    #expect(gl.gpuResident == (choice == .on))
                    #expect(session.drawingPathName == gl.name + (choice == .on ? ", GPU-resident" : ", CPU batch"))
                    return
                }
                let trial = try #require(session.rendererTrial)
                #expect(trial.option == "gpu-resident auto")
                // The trial's frames did not wait for the display; the window's do (vsync is on).
                #expect(SDL_GL_GetSwapInterval() == 1)
                #expect(trial.paths.map(\.name) == [gl.name + ", GPU-resident", gl.name + ", CPU batch"])
                #expect(gl.gpuResident == (trial.choice == 0))
                _ = try session.run()
                // The HUD's drawing line says why the CPU batch draws.
                let reason: DrawingPath = trial.choice == 0 ? .gpuResident : .cpuBatch(.measuredFaster)
                #expect(gl.drawingPaths.joined().allSatisfy { $0 == reason || $0 == .hidden }, "\(gl.drawingPaths)")
            }
        }

        @Test("--renderer auto falls back to the SDL renderer without OpenGL and says why on standard error")
        func fallback() throws {
            let (status, output) = try spindriftProcess(["play", "snow", "--quit-after-frames", "1", "--size", "160x90"])
            #expect(status == 0, "\(output)")
            #expect(output.hasPrefix("spindrift: warning: OpenGL 3.3 is not available (cannot create an OpenGL window: "
                + "OpenGL support is either not configured in SDL or not available in current SDL video driver (dummy) or platform); "
                + "drawing with the SDL renderer, software\n"), "\(output)")
        }

        @Test("--renderer gl without OpenGL fails naming the option, the reason and the way around it")
        func openGLUnavailable() throws {
            let (status, output) = try spindriftProcess(["play", "snow", "--quit-after-frames", "1", "--renderer", "gl"])
            #expect(status == 1)
            #expect(output == "spindrift: --renderer gl: cannot create an OpenGL window: OpenGL support is either not configured in SDL "
                + "or not available in current SDL video driver (dummy) or platform; --renderer sdl draws without OpenGL\n")
        }

        @Test("--background sets the window's colour behind the layers; a colour it cannot read is refused")
        func background() throws {
            let (status, output) = try spindriftProcess(["play", "snow", "--background", "#FFFFFF", "--quit-after-frames", "2", "--size", "160x90"])
            #expect(status == 0, "\(output)")
            let (refusedStatus, refused) = spindrift(["play", "snow", "--background", "0.5"])
            #expect(refusedStatus == 2)
            #expect(refused == "spindrift: --background '0.5': expected #RRGGBB, #RRGGBBAA, red,green,blue[,alpha] each 0 to 1, "
                + "or a name: black, white, gray, grey, red, green, blue, transparent\n")
        }

        @Test("--renderer takes auto, gl or sdl")
        func rendererRefused() {
            let (status, output) = spindrift(["play", "snow", "--renderer", "vulkan"])
            #expect(status == 2)
            #expect(output == "spindrift: --renderer 'vulkan': expected auto, gl or sdl\n")
        }

        @Test("Q closes the window before it draws", arguments: [SDLK_q, SDLK_ESCAPE])
        func quit(key: SDL_KeyCode) throws {
            let statistics = try play(in: try makeScratchFolder(), keys: [key], frames: nil)
            #expect(statistics.frameCount == 0)
        }

        @Test("--help documents every key", arguments: ["Space", "Tab", "Up / Down", "Left / Right", " R ", " W ", " S ", " C ", " F ", " H ", " Esc ", " Q ", " . ", " , ", "[ / ]", " B "])
        func help(key: String) {
            let (status, output) = spindrift(["play", "--help"])
            #expect(status == 0)
            #expect(output.contains("\n  \(key.trimmingCharacters(in: .whitespaces))"))
        }

        @Test("without a display, SDL's fallback drivers are refused unless asked for")
        func noDisplay() {
            // SDL picks its dummy driver by itself, as if it had found nothing better.
            SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "dummy", SDL_HINT_OVERRIDE)
            defer { SDL_ResetHint(SDL_HINT_VIDEODRIVER) }
            let error = #expect(throws: SDLError.self) { try SDLVideo.initialize(environment: [:]) }
            #expect(error?.reason.contains("dummy") == true)
        }
    }
}

/// Log lines collected by a window's session.
private final class Messages: @unchecked Sendable {
    private(set) var lines: [String] = []

    func append(_ line: String) { lines.append(line) }
}
