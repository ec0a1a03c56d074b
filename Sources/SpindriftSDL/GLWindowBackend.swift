import CSDL2
import SpindriftPlayback
import Foundation
import Spindrift

/// A window drawn with OpenGL 3.3 core: the particles by ``GLSceneRenderer``, the HUD by
/// ``GLHUDLayer``, in the window's drawable pixels (more than its points on a high-DPI display).
final class GLWindowBackend: SceneDrawingBackend {
    let context: GLContext
    let scene: GLSceneRenderer
    let hud: GLHUDLayer
    var window: OpaquePointer { context.window }

    /// Opens a window titled `title`, `size` points, with SDL `flags` (`SDL_WINDOW_OPENGL`
    /// added) and an OpenGL 3.3 core context; presenting waits for the display with `vsync`;
    /// cells take the GPU-resident path where they can when `gpuResident`.
    /// Throws, with the window closed again, when the context, a shader or a buffer cannot be
    /// made (the error carries the shader log or OpenGL's error).
    init(
        title: String, size: SIMD2<Int>, flags: UInt32, vsync: Bool, texturesDirectory: URL, backdrop: Backdrop,
        gpuResident: Bool = true, warn: (String) -> Void
    ) throws(SDLError) {
        GLContext.requestAttributes()
        let window = try PlayWindow.create(title: title, size: size, flags: flags | SDL_WINDOW_OPENGL.rawValue)
        context = try GLContext(window: window) { SDL_DestroyWindow(window) }
        // Not every driver can choose; presenting then does what the driver does.
        SDL_GL_SetSwapInterval(vsync ? 1 : 0)
        scene = try GLSceneRenderer(context: context, texturesDirectory: texturesDirectory, backdrop: backdrop)
        scene.gpuResident = gpuResident
        var hudSize = SIMD2(Int32(size.x), Int32(size.y))
        for display in 0..<max(0, SDL_GetNumVideoDisplays()) {
            var bounds = SDL_Rect()
            if SDL_GetDisplayBounds(display, &bounds) == 0 { hudSize = pointwiseMax(hudSize, [bounds.w, bounds.h]) }
        }
        hud = try GLHUDLayer(context: context, size: hudSize, warn: warn)
    }

    func waitForDisplay() {
        context.makeCurrent()
        SDL_GL_SetSwapInterval(1)
    }

    /// Whether cells take the GPU-resident path where they can, from the next batch on.
    var gpuResident: Bool {
        get { scene.gpuResident }
        set { scene.gpuResident = newValue }
    }

    /// ``name`` and how cells draw when `resident` says whether they are GPU-resident where
    /// they can be: `…, GPU-resident` or `…, CPU batch`.
    func pathName(resident: Bool) -> String { name + (resident ? ", GPU-resident" : ", CPU batch") }

    /// `OpenGL 3.3, ` and the driver's renderer, such as `llvmpipe (LLVM 15.0.6, 256 bits)`.
    var name: String { context.pathName }

    /// The window's size in points.
    private var viewport: SIMD2<Int32> {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return [width, height]
    }

    func drawBatch() throws(SDLError) {
        try scene.drawBatch(viewport: SIMD2<Float>(viewport), pixels: context.drawableSize)
    }

    func updateHUD(panels: [[String]], errorLines: [String], profileLines: [String], statistics: FrameStatistics, viewportWidth: Int32) {
        hud.update(panels: panels, errorLines: errorLines, profileLines: profileLines, statistics: statistics, viewportWidth: viewportWidth)
    }

    func drawHUD(viewport: SIMD2<Int32>, statistics: FrameStatistics) throws(SDLError) {
        try hud.draw(viewport: viewport, program: scene.program, statistics: statistics)
    }

    func finishDrawing() {
        context.gl.finish()
    }

    func present() {
        SDL_GL_SwapWindow(window)
    }

    /// Nothing to do: every frame reads the drawable size.
    func matchWindowSize() {}

    /// Reads the back buffer (the particles, not yet the HUD) in drawable pixels.
    func saveScreenshot(to path: String) throws(SDLError) {
        let surface = try context.readPixels(size: context.drawableSize)
        defer { SDL_FreeSurface(surface) }
        if IMG_SavePNG(surface, path) != 0 { throw .last("write \(path)") }
    }
}
