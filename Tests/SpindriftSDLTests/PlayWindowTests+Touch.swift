import CSDL2
import Foundation
import Spindrift
import SpindriftPlayback
@testable import SpindriftSDL
import SpindriftTestSupport
import Testing

/// Queues a mouse event of `type` (a press, a release or a motion of the left button) at the
/// window point (`x`, `y`).
private func mouse(_ type: SDL_EventType, x: Int32, y: Int32) {
    var event = SDL_Event()
    event.type = type.rawValue
    if type == SDL_MOUSEMOTION {
        (event.motion.x, event.motion.y, event.motion.state) = (x, y, 1 << (UInt32(SDL_BUTTON_LEFT) - 1))
    } else {
        (event.button.x, event.button.y, event.button.button) = (x, y, UInt8(SDL_BUTTON_LEFT))
    }
    SDL_PushEvent(&event)
}

extension SDLTests.PlayWindowTests {
    @Test("a drag moves the emitter to the pointer at the frame's time; seeking afterwards plays the emitter where it is now")
    func drag() throws {
        try withSession(in: try makeScratchFolder()) { session, _ in
            mouse(SDL_MOUSEBUTTONDOWN, x: 40, y: 45)
            mouse(SDL_MOUSEMOTION, x: 120, y: 30)
            _ = try session.run()
            // Snow is in viewport units: the pointer over a fraction of the 160 × 90 window.
            #expect(session.system.scene.layers[0].emitterPosition == [0.75, 1.0 / 3])
            mouse(SDL_MOUSEBUTTONUP, x: 120, y: 30)
            mouse(SDL_MOUSEMOTION, x: 10, y: 10)
            press(SDLK_LEFTBRACKET)
            _ = try session.run()
            #expect(session.system.scene.layers[0].emitterPosition == [0.75, 1.0 / 3])
            #expect(session.state.changedTuning.isEmpty)
        }
    }

    @Test("--touch burst: the layer emits only while the button is held; --touch off: the mouse does nothing")
    func burst() throws {
        try withSession(in: try makeScratchFolder(), touch: .burst) { session, _ in
            #expect(session.system.scene.layers[0].birthRate == 0)
            #expect(session.particleCount == 0)
            mouse(SDL_MOUSEBUTTONDOWN, x: 80, y: 45)
            _ = try session.run()
            #expect(session.system.scene.layers[0].birthRate == 1)
            mouse(SDL_MOUSEBUTTONUP, x: 80, y: 45)
            _ = try session.run()
            #expect(session.system.scene.layers[0].birthRate == 0)
        }
        try withSession(in: try makeScratchFolder(), touch: .off) { session, _ in
            let before = session.system.scene
            mouse(SDL_MOUSEBUTTONDOWN, x: 80, y: 45)
            _ = try session.run()
            #expect(session.system.scene == before)
        }
    }

    @Test("A replays the animations from the local time now; R restarts them as the file times them")
    func replay() throws {
        try withSession(in: try makeScratchFolder(), preset: "confetti-burst", frames: 30) { session, _ in
            _ = try session.run()
            let now = try #require(session.system.localTime)
            press(SDLK_a)
            _ = try session.run()
            let animations = session.system.scene.layers[0].animations
            #expect(animations.map(\.timing.beginTime) == [now, now + 3])
            press(SDLK_r)
            _ = try session.run()
            #expect(session.system.scene.layers[0].animations.map(\.timing.beginTime) == [0, 3])
        }
    }

    @Test("the default HUD at 1280×720 takes at most a third of the window, its boxes apart and its lines within the width")
    func hudBudget() throws {
        try withSession(in: try makeScratchFolder(), frames: 2, size: [1280, 720]) { session, _ in
            press(SDLK_RIGHT)
            _ = try session.run()
            let hud = try #require((session.window.backend as? SDLWindowBackend)?.hud)
            let layout = try #require(hud.layout?.boxes)
            #expect(layout.area <= 1280 * 720 / 3, "\(layout)")
            #expect(layout.profiler != nil && layout.panels.count == 3)
            for (index, box) in layout.boxes.enumerated() {
                for other in layout.boxes[(index + 1)...] {
                    #expect(!(box.x < other.x + other.z && other.x < box.x + box.z && box.y < other.y + other.w && other.y < box.y + box.w))
                }
            }
            #expect(hud.panels.joined().allSatisfy { $0.width <= HUDLayout.maximumTextWidth })
            // A line longer than the width is cut, and drawn as wide as fits.
            let long = "tuned: " + Array(repeating: "flake.birthRate=33", count: 40).joined(separator: ", ")
            hud.update(panels: [[long]], errorLines: [], profileLines: [], statistics: FrameStatistics(), viewportWidth: 1280)
            let width = try #require(hud.panels.first?.first?.width)
            #expect(width <= HUDLayout.maximumTextWidth && width > HUDLayout.maximumTextWidth - 20)
        }
    }
}
