import CSDL2
import Foundation

/// SDL's video and event subsystems, and SDL_ttf, for the window.
public enum SDLVideo {
    /// Starts SDL's video and events on a real display: X11 or Wayland, or the KMS/DRM
    /// console when neither `DISPLAY` nor `WAYLAND_DISPLAY` is set. `SDL_VIDEODRIVER` in
    /// `environment` (such as `dummy` in tests, which pass it here rather than change the
    /// process's environment) is honoured as given. Throws when no display can be opened;
    /// balance a success with ``shutdown()``.
    public static func initialize(environment: [String: String] = ProcessInfo.processInfo.environment) throws(SDLError) {
        let explicitDriver = environment["SDL_VIDEODRIVER"].flatMap { $0.isEmpty ? nil : $0 }
        let hasDisplay = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains { !($0 ?? "").isEmpty }
        if let explicitDriver {
            SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, explicitDriver, SDL_HINT_OVERRIDE)
        } else if !hasDisplay {
            // Without a display server SDL would try Wayland (printing noise) and then fall
            // back to its invisible offscreen driver; only the console is worth trying.
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "KMSDRM")
        }
        defer { SDL_ResetHint(SDL_HINT_VIDEODRIVER) }
        if SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0 {
            throw SDLError(operation: "open a display", reason: hasDisplay
                ? String(cString: SDL_GetError())
                : "DISPLAY and WAYLAND_DISPLAY are not set and there is no KMS/DRM console")
        }
        let driver = String(cString: SDL_GetCurrentVideoDriver())
        if explicitDriver == nil && ["offscreen", "dummy"].contains(driver) {
            SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
            throw SDLError(operation: "open a display", reason: "SDL found none and fell back to its \(driver) driver")
        }
        if TTF_WasInit() == 0, TTF_Init() != 0 {
            let error = SDLError.last("start SDL_ttf")
            SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
            throw error
        }
    }

    /// Stops what ``initialize(environment:)`` started.
    public static func shutdown() {
        TTF_Quit()
        SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
    }
}
