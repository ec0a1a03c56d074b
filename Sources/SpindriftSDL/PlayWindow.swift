import CSDL2
import Foundation

/// A resizable SDL window with an accelerated renderer (software when none is available),
/// the ``SceneRenderer`` that draws on it and the HUD.
final class PlayWindow {
    let window: OpaquePointer
    /// The renderer, which destroys the window after itself once the scene's and the HUD's
    /// textures are gone.
    private let handle: RendererHandle
    var renderer: OpaquePointer { handle.renderer }
    let scene: SceneRenderer
    let hud: HUDOverlay

    /// Opens a `size` points window titled `title`; SDL's video must be initialised.
    init(title: String, size: SIMD2<Int>, fullscreen: Bool, vsync: Bool, texturesDirectory: URL, warn: (String) -> Void) throws(SDLError) {
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        let centred = Int32(0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED, a macro Swift cannot import.
        guard let window = SDL_CreateWindow(title, centred, centred, Int32(size.x), Int32(size.y), flags) else {
            throw .last("create the window")
        }
        let vsyncFlag = vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | vsyncFlag)
            ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        else {
            let error = SDLError.last("create a renderer for the window")
            SDL_DestroyWindow(window)
            throw error
        }
        self.window = window
        // Textures first (the scene's and the HUD's), then the renderer, then the window.
        handle = RendererHandle(renderer: renderer) { SDL_DestroyWindow(window) }
        scene = SceneRenderer(handle: handle, texturesDirectory: texturesDirectory, background: SceneRenderer.defaultBackground)
        hud = HUDOverlay(handle: handle, warn: warn)
        matchRendererToWindow()
    }

    /// The renderer's name, such as `opengl` or `software`.
    var rendererName: String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    /// The window's size in points: the simulation's viewport.
    var viewport: SIMD2<Int32> {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return [width, height]
    }

    /// Scales drawing from points to the renderer's pixels (more than one on a high-DPI
    /// display); call it after every size change.
    func matchRendererToWindow() {
        var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight)
        let points = viewport
        guard points.x > 0, points.y > 0 else { return }
        SDL_RenderSetScale(renderer, Float(pixelWidth) / Float(points.x), Float(pixelHeight) / Float(points.y))
    }

    /// Switches between a window and fullscreen on the current display.
    func toggleFullscreen() {
        let isFullscreen = SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
        SDL_SetWindowFullscreen(window, isFullscreen ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
    }

    /// Writes what has been drawn so far this frame as a PNG at `path`.
    func saveScreenshot(to path: String) throws(SDLError) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        let format = SDL_PIXELFORMAT_ARGB8888.rawValue
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, format) else {
            throw .last("create a \(width)x\(height) screenshot")
        }
        defer { SDL_FreeSurface(surface) }
        if SDL_RenderReadPixels(renderer, nil, format, surface.pointee.pixels, surface.pointee.pitch) != 0 {
            throw .last("read the window's pixels")
        }
        if IMG_SavePNG(surface, path) != 0 { throw .last("write \(path)") }
    }
}
