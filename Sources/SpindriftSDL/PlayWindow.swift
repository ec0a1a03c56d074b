import CSDL2
import Foundation
import Spindrift
import SpindriftPlayback

/// A resizable SDL window and the ``WindowBackend`` that draws it: OpenGL 3.3 or the SDL
/// renderer, as ``RendererChoice`` says.
final class PlayWindow {
    /// What draws the window, and owns it.
    let backend: any WindowBackend
    /// Why OpenGL was not used under ``RendererChoice/auto``; nil when it is, or was not asked for.
    let fallbackReason: String?
    /// What ``RendererChoice/auto`` measured when both paths opened; nil otherwise.
    let trial: RendererTrial?
    var window: OpaquePointer { backend.window }

    /// Opens a `size` points window titled `title` (control characters escaped: it may hold
    /// a file's name) and the name of the drawing path; SDL's video must be initialised. `.gl` throws when OpenGL 3.3 is not available, `.auto` falls
    /// back to the SDL renderer then, and when both open draws with the faster (``RendererTrial``).
    /// OpenGL keeps particles on the GPU from birth where it can when `gpuResident`.
    init(
        title: String, size: SIMD2<Int>, fullscreen: Bool, vsync: Bool, renderer: RendererChoice, texturesDirectory: URL,
        backdrop: Backdrop = .nightSky, gpuResident: Bool = true, warn: (String) -> Void
    ) throws(SDLError) {
        let title = title.escapingControlCharacters
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        func openGL() throws(SDLError) -> GLWindowBackend {
            try GLWindowBackend(title: title, size: size, flags: flags, vsync: vsync, texturesDirectory: texturesDirectory, backdrop: backdrop,
                                gpuResident: gpuResident, warn: warn)
        }
        func sdl() throws(SDLError) -> any WindowBackend {
            try SDLWindowBackend(title: title, size: size, flags: flags, vsync: vsync, texturesDirectory: texturesDirectory, backdrop: backdrop, warn: warn)
        }
        var fallbackReason: String?, trial: RendererTrial?
        switch renderer {
        case .gl:
            backend = try openGL()
        case .sdl:
            backend = try sdl()
        case .auto:
            let gl: GLWindowBackend
            do {
                gl = try openGL()
            } catch {
                fallbackReason = error.description
                backend = try sdl()
                break
            }
            // OpenGL's trial runs first, while its context is current. SDL's renderer may
            // itself draw with OpenGL: once it is gone, OpenGL's context is made current again.
            let glTime = Self.trialFrameMilliseconds(gl, texturesDirectory: texturesDirectory)
            if let glTime, let other = try? sdl(),
               let sdlTime = Self.trialFrameMilliseconds(other, texturesDirectory: texturesDirectory) {
                let measured = RendererTrial(openGLMilliseconds: glTime, sdlMilliseconds: sdlTime, openGLName: gl.name, sdlName: other.name)
                trial = measured
                backend = measured.picksOpenGL ? gl : other
            } else {
                backend = gl
            }
            if backend === gl { gl.context.makeCurrent() }
        }
        (self.fallbackReason, self.trial) = (fallbackReason, trial)
        SDL_SetWindowTitle(backend.window, "\(title) (\(backend.name))")
    }

    /// The mean milliseconds of `backend`'s frames of ``RendererTrial/scene`` (stepped, batched,
    /// drawn, waited for and presented, as `play` does), ``RendererTrial/frames`` of them, the
    /// first left out; nil when its textures cannot be loaded from `texturesDirectory`. The
    /// context is `backend`'s own while it draws (``GLWindowBackend`` makes its current).
    private static func trialFrameMilliseconds(_ backend: any WindowBackend, texturesDirectory: URL) -> Double? {
        let source = texturesDirectory.appendingPathComponent("renderer-trial.json").path
        guard let program = try? SceneProgram(scene: RendererTrial.scene, source: source),
              (try? backend.prepare(for: program, source: source)) != nil else { return nil }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(backend.window, &width, &height)
        let system = SceneSystem(program: program, windowSize: SIMD2(Double(width), Double(height)))
        let step = 1.0 / 60
        while system.time < RendererTrial.lifetime { system.advance(by: step) }
        func frame() {
            system.advance(by: step)
            backend.buildBatch(from: system)
            try? backend.drawBatch()
            backend.finishDrawing()
            backend.present()
        }
        frame()
        return PlaySession.milliseconds { for _ in 1..<RendererTrial.frames { frame() } } / Double(RendererTrial.frames - 1)
    }

    /// A centred window titled `title`, `size` points, with SDL `flags`.
    static func create(title: String, size: SIMD2<Int>, flags: UInt32) throws(SDLError) -> OpaquePointer {
        let centred = Int32(0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED, a macro Swift cannot import.
        guard let window = SDL_CreateWindow(title, centred, centred, Int32(size.x), Int32(size.y), flags) else {
            throw .last(flags & SDL_WINDOW_OPENGL.rawValue != 0 ? "create an OpenGL window" : "create the window")
        }
        return window
    }

    /// The window's size in points: the simulation's viewport.
    var viewport: SIMD2<Int32> {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return [width, height]
    }

    /// Switches between a window and fullscreen on the current display.
    func toggleFullscreen() {
        let isFullscreen = SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
        SDL_SetWindowFullscreen(window, isFullscreen ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
    }
}
