import CSDL2

/// An SDL renderer that is destroyed only after everything drawing with it: textures, the
/// HUD and the scene hold this handle, so ARC releases them first, then the renderer, then
/// what it draws on (the window or the canvas surface).
final class RendererHandle {
    /// The SDL renderer.
    let renderer: OpaquePointer
    /// Frees the renderer's target once the renderer is gone.
    private let releaseTarget: () -> Void

    /// Takes ownership of `renderer`; `releaseTarget` frees what it draws on, after it.
    init(renderer: OpaquePointer, releaseTarget: @escaping () -> Void) {
        self.renderer = renderer
        self.releaseTarget = releaseTarget
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        releaseTarget()
    }

    /// Whether this is SDL's software renderer, which rasterises in 32-bit integers.
    var isSoftware: Bool {
        var info = SDL_RendererInfo()
        return SDL_GetRendererInfo(renderer, &info) == 0 && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    }
}
