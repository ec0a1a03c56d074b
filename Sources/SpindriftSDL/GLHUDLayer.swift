import CSDL2
import Spindrift
import SpindriftPlayback

/// The HUD on the OpenGL path: ``HUDOverlay`` draws with SDL's software renderer on a
/// transparent RGBA surface; when its lines change (or the window's size does) the part that
/// is not transparent is uploaded to a texture, which is laid over the particles as one
/// premultiplied quad every frame. So the profiler's frame-time graph follows the HUD's
/// refreshes (4 a second) here, not every frame: drawing and uploading the HUD per frame
/// would cost more than what it measures.
final class GLHUDLayer {
    /// The HUD's text, drawn on ``surface``.
    let overlay: HUDOverlay
    private let context: GLContext
    /// The surface the HUD is drawn on, in points: as large as the largest display, so a
    /// resized window rarely outgrows it (a larger one shows the HUD in its top-left part).
    private let surface: UnsafeMutablePointer<SDL_Surface>
    /// The software renderer on ``surface``, which frees it after itself.
    private let handle: RendererHandle
    private let texture: GLTexture
    private let quad: GLInstanceBuffer
    /// Whether the lines changed since the surface was last drawn and uploaded.
    private var changed = true
    /// The viewport the surface was last drawn for, in points.
    private var drawnViewport: SIMD2<Int32> = .zero
    /// The part of the surface that is not transparent, as uploaded; nil when all of it is.
    private var drawnRect: SDL_Rect?

    /// A HUD layer of `size` points; `warn` hears once that the font is missing.
    init(context: GLContext, size: SIMD2<Int32>, warn: (String) -> Void) throws(SDLError) {
        self.context = context
        texture = try GLTexture(context: context)
        quad = try GLInstanceBuffer(context: context)
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, size.x, size.y, 32, SDL_PIXELFORMAT_RGBA32.rawValue) else {
            throw .last("create the \(size.x)x\(size.y) HUD surface")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            let error = SDLError.last("create the HUD's software renderer")
            SDL_FreeSurface(surface)
            throw error
        }
        self.surface = surface
        handle = RendererHandle(renderer: renderer) { SDL_FreeSurface(surface) }
        overlay = HUDOverlay(handle: handle, warn: warn)
    }

    /// Shows the text `panels`, `errorLines` and the profiler's `profileLines` with bars for
    /// `statistics`, cut for a window `viewportWidth` points wide, from the next
    /// ``draw(viewport:program:statistics:)`` on.
    func update(panels: [[String]], errorLines: [String], profileLines: [String], statistics: FrameStatistics, viewportWidth: Int32) {
        overlay.update(
            panels: panels, errorLines: errorLines, profileLines: profileLines, statistics: statistics, viewportWidth: viewportWidth)
        changed = true
    }

    /// Lays the HUD over what is drawn, `viewport` points spanning the target; redraws it
    /// (the profiler's graph with the frames of `statistics`) and uploads it first when it
    /// changed.
    func draw(viewport: SIMD2<Int32>, program: GLSpriteProgram, statistics: FrameStatistics) throws(SDLError) {
        let shown = SIMD2(min(viewport.x, surface.pointee.w), min(viewport.y, surface.pointee.h))
        guard shown.x > 0, shown.y > 0 else { return }
        if changed || viewport != drawnViewport {
            let renderer = handle.renderer
            SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
            SDL_RenderClear(renderer)
            overlay.draw(viewport: shown, statistics: statistics)
            SDL_RenderFlush(renderer)
            drawnRect = coveredRect(within: shown)
            if let rect = drawnRect {
                try texture.upload(surface, rect: rect)
                var instance = SpriteInstance(
                    centerX: Float(rect.x) + Float(rect.w) / 2, centerY: Float(rect.y) + Float(rect.h) / 2,
                    halfWidth: Float(rect.w) / 2, halfHeight: Float(rect.h) / 2, rotation: 0,
                    red: 255, green: 255, blue: 255, alpha: 255, u0: 0, v0: 0, u1: .max, v1: .max)
                withUnsafeBytes(of: &instance) { quad.upload($0) }
            }
            (changed, drawnViewport) = (false, viewport)
        }
        guard drawnRect != nil else { return }
        // SDL's blending onto the transparent surface left its colours premultiplied.
        program.use(viewport: SIMD2<Float>(viewport), blending: .premultiplied)
        texture.bind()
        quad.draw(0..<1)
    }

    /// The smallest rectangle of the surface's top-left `size` pixels holding every pixel
    /// that is not transparent; nil when there is none.
    private func coveredRect(within size: SIMD2<Int32>) -> SDL_Rect? {
        let image = surface.pointee
        let alpha = image.format.pointee.Amask
        var low = SIMD2<Int32>(size.x, size.y), high = SIMD2<Int32>(-1, -1)
        for y in 0..<size.y {
            let row = (image.pixels + Int(y) * Int(image.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<size.x where row[Int(x)] & alpha != 0 {
                low = pointwiseMin(low, [x, y])
                high = pointwiseMax(high, [x, y])
            }
        }
        guard high.x >= 0 else { return nil }
        return SDL_Rect(x: low.x, y: low.y, w: high.x - low.x + 1, h: high.y - low.y + 1)
    }
}
