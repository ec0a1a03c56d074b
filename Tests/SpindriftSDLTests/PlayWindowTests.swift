import CSDL2
import Foundation
import Spindrift
import SpindriftCommandLine
import SpindriftPlayback
@testable import SpindriftSDL
import Testing

/// Queues a key press for the window.
private func press(_ key: SDL_KeyCode) {
    var event = SDL_Event()
    event.type = SDL_KEYDOWN.rawValue
    event.key.keysym.sym = SDL_Keycode(key.rawValue)
    SDL_PushEvent(&event)
}

extension SDLTests {
    /// Windows on SDL's dummy video driver: they open, run and close with no display.
    @Suite("PlayWindow")
    struct PlayWindowTests {
        init() {
            setenv("SDL_VIDEODRIVER", "dummy", 1)
        }

        @Test("play opens a window, draws frames, closes after --quit-after and reports its statistics")
        func play() {
            let (status, output) = spindrift(["play", "snow", "--quit-after", "0.3", "--size", "320x180", "--no-vsync"])
            #expect(status == 0, "\(output)")
            let lines = output.split(separator: "\n")
            // Warnings (such as a missing HUD font) may come first.
            let summary = lines.first { $0.hasPrefix("play snow: ") }
            #expect(summary?.contains(" frames in ") == true, "\(output)")
            for phase in FramePhase.allCases {
                #expect(lines.contains { $0.hasPrefix(phase.rawValue + " ") })
            }
        }

        /// Opens a window on a copy of the snow preset, `folder/fall.json`, and passes it to
        /// `body` while SDL's video runs.
        private func withSession<Result>(
            in folder: URL, quitAfter: Double?, screenshotAfter: Double? = nil, _ body: (PlaySession, String) throws -> Result
        ) throws -> Result {
            let file = folder.appendingPathComponent("fall.json").path
            try FileManager.default.copyItem(atPath: assetsDirectory.appendingPathComponent("presets/snow.json").path, toPath: file)
            var options = PlayOptions(configurationPath: file, texturesDirectory: texturesDirectory)
            options.size = [160, 90]
            options.screenshotDirectory = folder.path
            options.quitAfter = quitAfter
            options.screenshotAfter = screenshotAfter
            try SDLVideo.initialize()
            defer { SDLVideo.shutdown() }
            let session = try PlaySession(program: try EmitterProgram(layer: EmitterLayer(contentsOfFile: file)), options: options) { _ in }
            try session.prepare()
            return try body(session, file)
        }

        /// Plays a copy of the snow preset in `folder` after queuing `keys`; returns the statistics.
        private func play(in folder: URL, keys: [SDL_KeyCode], quitAfter: Double?) throws -> FrameStatistics {
            try withSession(in: folder, quitAfter: quitAfter) { session, _ in
                for key in keys { press(key) }
                return try session.run()
            }
        }

        @Test("a broken reload keeps the last good emitter and reports the error; a fixed file is picked up")
        func reload() throws {
            try withSession(in: try temporaryFolder(), quitAfter: 0) { session, file in
                let good = try String(contentsOfFile: file, encoding: .utf8)
                try good.replacingOccurrences(of: #""birthRate": 30"#, with: #""birthRate": -30"#)
                    .write(toFile: file, atomically: true, encoding: .utf8)
                #expect(!session.reload())
                #expect(session.reloadError?.problems.first?.path == "emitterCells[0].birthRate")
                #expect(session.system.layer.emitterCells[0].birthRate == 30)
                _ = try session.run()
                #expect(session.reloadError != nil)

                try good.replacingOccurrences(of: #""birthRate": 30"#, with: #""birthRate": 45"#)
                    .write(toFile: file, atomically: true, encoding: .utf8)
                #expect(session.reload())
                #expect(session.reloadError == nil)
                #expect(session.system.layer.emitterCells[0].birthRate == 45)
            }
        }

        @Test("a reload naming a missing texture keeps the last good emitter")
        func reloadMissingTexture() throws {
            try withSession(in: try temporaryFolder(), quitAfter: 0) { session, file in
                let good = try String(contentsOfFile: file, encoding: .utf8)
                try good.replacingOccurrences(of: #""contents": "blurry""#, with: #""contents": "nope""#)
                    .write(toFile: file, atomically: true, encoding: .utf8)
                #expect(!session.reload())
                #expect(session.reloadError?.problems.map(\.path) == ["emitterCells[1].contents"])
                #expect(session.system.layer.emitterCells[1].contents == "blurry")
                _ = try session.run()
            }
        }

        @Test("resizing the window gives the simulation the new viewport")
        func resize() throws {
            try withSession(in: try temporaryFolder(), quitAfter: 0) { session, _ in
                #expect(session.system.viewport == [160, 90])
                SDL_SetWindowSize(session.window.window, 400, 100)
                _ = try session.run()
                #expect(session.system.viewport == [400, 100])
            }
        }

        @Test("keys reach the state: → tunes the birth rate, W saves it, S takes a screenshot")
        func keys() throws {
            let folder = try temporaryFolder()
            let statistics = try play(in: folder, keys: [SDLK_RIGHT, SDLK_w, SDLK_s], quitAfter: 0)
            #expect(statistics.frameCount == 1)
            let tuned = try EmitterLayer(contentsOfFile: folder.appendingPathComponent("fall.tuned.json").path)
            #expect(abs(tuned.emitterCells[0].birthRate - 33) < 1e-9)
            #expect(tuned.emitterCells[1].birthRate == 30)
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("spindrift-1.png").path))
        }

        @Test("C runs a capacity search in the window: it restarts the emitter scaled; C again cancels and restores it")
        func capacitySearch() throws {
            try withSession(in: try temporaryFolder(), quitAfter: 0) { session, _ in
                let original = session.system.program.layer
                press(SDLK_c)
                _ = try session.run()
                // The first frame started the search: scale 1 is the description as it is, pre-warmed.
                #expect(session.system.layer.birthRate == original.birthRate)
                #expect(session.system.layer.timeOffset >= 20)
                press(SDLK_ESCAPE)
                _ = try session.run()
                #expect(session.system.layer == original)
            }
        }

        @Test("--screenshot-after saves the whole window once, the HUD's profiler included")
        func windowScreenshot() throws {
            let folder = try temporaryFolder()
            try withSession(in: folder, quitAfter: 0.2, screenshotAfter: 0.1) { session, _ in
                _ = try session.run()
            }
            let path = folder.appendingPathComponent("spindrift-1.png").path
            #expect(FileManager.default.fileExists(atPath: path))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("spindrift-2.png").path))
        }

        @Test("Q closes the window before it draws", arguments: [SDLK_q, SDLK_ESCAPE])
        func quit(key: SDL_KeyCode) throws {
            let statistics = try play(in: try temporaryFolder(), keys: [key], quitAfter: nil)
            #expect(statistics.frameCount == 0)
        }

        @Test("--help documents every key", arguments: ["Space", "Tab", "Up / Down", "Left / Right", " R ", " W ", " S ", " C ", " F ", " H ", " Esc ", " Q ", " . "])
        func help(key: String) {
            let (status, output) = spindrift(["play", "--help"])
            #expect(status == 0)
            #expect(output.contains("\n  \(key.trimmingCharacters(in: .whitespaces))"))
        }

        @Test("without a display, SDL's fallback drivers are refused unless asked for")
        func noDisplay() {
            let error = #expect(throws: SDLError.self) { try SDLVideo.initialize(environment: [:]) }
            #expect(error?.reason.contains("dummy") == true)
        }
    }
}
