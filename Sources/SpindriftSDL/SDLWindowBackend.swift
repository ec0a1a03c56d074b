import CSDL2
import SpindriftPlayback
import Foundation
import Spindrift

/// A window drawn by SDL's 2D renderer, accelerated when SDL has one, else software: the
/// ``SceneRenderer`` and the ``HUDOverlay`` draw on it.
final class SDLWindowBackend: SceneDrawingBackend {
    let window: OpaquePointer
    /// The renderer, which destroys the window after itself once the scene's and the HUD's
    /// textures are gone.
    private let handle: RendererHandle
    var renderer: OpaquePointer { handle.renderer }
    let scene: SceneRenderer
    let hud: HUDOverlay

    /// Opens a window titled `title`, `size` points, with SDL `flags` and a renderer.
    init(
        title: String, size: SIMD2<Int>, flags: UInt32, vsync: Bool, texturesDirectory: URL, backdrop: Backdrop,
        warn: (String) -> Void
    ) throws(SDLError) {
        let window = try PlayWindow.create(title: title, size: size, flags: flags)
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
        scene = SceneRenderer(handle: handle, texturesDirectory: texturesDirectory, backdrop: backdrop)
        hud = HUDOverlay(handle: handle, warn: warn)
        matchWindowSize()
    }

    /// `SDL renderer, ` and SDL's name for it, such as `opengl` or `software`.
    var name: String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return "SDL renderer" }
        return "SDL renderer, " + String(cString: name)
    }

    func drawBatch() throws(SDLError) {
        try scene.drawBatch()
    }

    func updateHUD(panels: [[String]], errorLines: [String], profileLines: [String], statistics: FrameStatistics, viewportWidth: Int32) {
        hud.update(panels: panels, errorLines: errorLines, profileLines: profileLines, statistics: statistics, viewportWidth: viewportWidth)
    }

    func drawHUD(viewport: SIMD2<Int32>, statistics: FrameStatistics) {
        hud.draw(viewport: viewport, statistics: statistics)
    }

    /// SDL batches draw calls until presenting: flushing runs them.
    func finishDrawing() {
        SDL_RenderFlush(renderer)
    }

    func present() {
        SDL_RenderPresent(renderer)
    }

    func waitForDisplay() {
        // Not every renderer can change it once made; presenting then does what it does.
        _ = SDL_RenderSetVSync(renderer, 1)
    }

    /// Scales drawing from points to the renderer's pixels (more than one on a high-DPI display).
    func matchWindowSize() {
        var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight)
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        guard width > 0, height > 0 else { return }
        SDL_RenderSetScale(renderer, Float(pixelWidth) / Float(width), Float(pixelHeight) / Float(height))
    }

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
