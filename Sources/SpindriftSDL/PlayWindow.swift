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
    /// OpenGL keeps particles on the GPU from birth where it can as `gpuResident` says: `.auto`
    /// times OpenGL both ways too.
    init(
        title: String, size: SIMD2<Int>, fullscreen: Bool, vsync: Bool, renderer: RendererChoice, texturesDirectory: URL,
        backdrop: Backdrop = .nightSky, gpuResident: GPUResidentChoice = .on, warn: (String) -> Void
    ) throws(SDLError) {
        let title = title.escapingControlCharacters
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        // The trial's frames are presented without waiting for the display, which would time
        // its refresh instead of the drawing; the path chosen waits from then on.
        let measures = renderer != .sdl && (renderer == .auto || gpuResident == .auto)
        func openGL() throws(SDLError) -> GLWindowBackend {
            try GLWindowBackend(
                title: title, size: size, flags: flags, vsync: vsync && !measures, texturesDirectory: texturesDirectory,
                backdrop: backdrop, gpuResident: gpuResident != .off, warn: warn)
        }
        func sdl(vsync: Bool) throws(SDLError) -> any WindowBackend {
            try SDLWindowBackend(title: title, size: size, flags: flags, vsync: vsync, texturesDirectory: texturesDirectory, backdrop: backdrop, warn: warn)
        }
        var fallbackReason: String?, trial: RendererTrial?
        switch renderer {
        case .sdl:
            backend = try sdl(vsync: vsync)
        case .gl, .auto:
            let gl: GLWindowBackend
            do {
                gl = try openGL()
            } catch {
                guard renderer == .auto else { throw error }
                fallbackReason = error.description
                backend = try sdl(vsync: vsync)
                break
            }
            // OpenGL's trial runs first, while its context is current. SDL's renderer may
            // itself draw with OpenGL: once it is gone, OpenGL's context is made current again.
            let openGLPaths = measures ? Self.openGLPaths(gl, gpuResident: gpuResident, texturesDirectory: texturesDirectory) : nil
            var paths = openGLPaths?.map(\.path) ?? []
            var other: (any WindowBackend)?
            if renderer == .auto, openGLPaths != nil, let opened = try? sdl(vsync: false),
               let time = Self.trialFrameMilliseconds(opened, texturesDirectory: texturesDirectory) {
                other = opened
                paths.append(RendererTrial.Path(name: opened.name, milliseconds: time))
            }
            gl.gpuResident = gpuResident != .off
            var chosen: any WindowBackend = gl
            if let openGLPaths, paths.count >= 2 {
                let measured = RendererTrial(option: other == nil ? "gpu-resident auto" : "renderer auto", paths: paths)
                trial = measured
                if measured.choice < openGLPaths.count {
                    gl.gpuResident = openGLPaths[measured.choice].resident
                    if !gl.gpuResident { gl.scene.residentOffReason = .measuredFaster }
                } else if let other {
                    chosen = other
                }
            }
            backend = chosen
            if chosen === gl {
                // The SDL renderer's window is closed first: closing it unbinds the current context.
                other = nil
                gl.context.makeCurrent()
            }
            if measures, vsync { chosen.waitForDisplay() }
        }
        (self.fallbackReason, self.trial) = (fallbackReason, trial)
        SDL_SetWindowTitle(backend.window, "\(title) (\(backend.name))")
    }

    /// The trial's OpenGL paths, timed on `gl`: GPU-resident and the CPU batch, named apart,
    /// when `gpuResident` is `.auto`, else the one it asks for; nil when the trial's textures
    /// cannot be loaded.
    private static func openGLPaths(
        _ gl: GLWindowBackend, gpuResident: GPUResidentChoice, texturesDirectory: URL
    ) -> [(path: RendererTrial.Path, resident: Bool)]? {
        let residents = gpuResident == .auto ? [true, false] : [gpuResident == .on]
        var paths: [(path: RendererTrial.Path, resident: Bool)] = []
        for resident in residents {
            gl.gpuResident = resident
            guard let time = trialFrameMilliseconds(gl, texturesDirectory: texturesDirectory) else { return nil }
            let name = residents.count == 1 ? gl.name : gl.pathName(resident: resident)
            paths.append((RendererTrial.Path(name: name, milliseconds: time), resident))
        }
        return paths
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
