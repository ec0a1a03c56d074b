import CSDL2
import SpindriftPlayback

extension PlaybackKey {
    /// The action of the SDL key `keycode` pressed with the modifier keys `modifiers`
    /// (`SDL_Keymod` bits), or nil for keys that do nothing.
    init?(keycode: SDL_Keycode, modifiers: UInt16 = 0) {
        let shift = modifiers & UInt16(KMOD_SHIFT.rawValue) != 0
        let control = modifiers & UInt16(KMOD_CTRL.rawValue) != 0
        switch Int(keycode) {
        case Int(SDLK_SPACE.rawValue): self = .pauseResume
        case Int(SDLK_PERIOD.rawValue): self = .step
        case Int(SDLK_COMMA.rawValue): self = .stepBack
        // Keycodes follow the layout without Shift: Shift + [ is still SDLK_LEFTBRACKET.
        case Int(SDLK_LEFTBRACKET.rawValue): self = shift ? .seekBackLong : .seekBack
        case Int(SDLK_RIGHTBRACKET.rawValue): self = shift ? .seekForwardLong : .seekForward
        case Int(SDLK_b.rawValue): self = .reverse
        case Int(SDLK_r.rawValue): self = .restart
        case Int(SDLK_a.rawValue): self = .replayAnimations
        case Int(SDLK_TAB.rawValue): self = .nextCell
        case Int(SDLK_UP.rawValue): self = .previousParameter
        case Int(SDLK_DOWN.rawValue): self = .nextParameter
        case Int(SDLK_LEFT.rawValue): self = .decrease
        case Int(SDLK_RIGHT.rawValue): self = .increase
        case Int(SDLK_BACKSPACE.rawValue): self = shift ? .resetTuning : .resetParameter
        case Int(SDLK_z.rawValue) where control: self = shift ? .redo : .undo
        case Int(SDLK_w.rawValue): self = .saveTuned
        case Int(SDLK_s.rawValue): self = .screenshot
        case Int(SDLK_f.rawValue): self = .fullscreen
        case Int(SDLK_h.rawValue): self = .toggleHUD
        case Int(SDLK_1.rawValue): self = .toggleHelp
        case Int(SDLK_2.rawValue): self = .toggleTuning
        case Int(SDLK_3.rawValue): self = .toggleProfiler
        case Int(SDLK_c.rawValue): self = .capacity
        case Int(SDLK_ESCAPE.rawValue): self = .escape
        case Int(SDLK_q.rawValue): self = .quit
        default: return nil
        }
    }

    /// Whether holding the key repeats it: only the tuning, undo, stepping and seeking keys do.
    var repeats: Bool {
        switch self {
        case .decrease, .increase, .undo, .redo, .step, .stepBack, .seekBack, .seekForward, .seekBackLong, .seekForwardLong: true
        default: false
        }
    }
}
