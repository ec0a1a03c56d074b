import CSDL2
import Foundation
import Spindrift

/// SDL's software renderer drawing into a memory surface: no window and no display, the
/// same ``SceneRenderer`` as the window. `spindrift render` and the tests use it.
public final class OffscreenRenderer: FrameCanvas {
    /// Width and height in pixels (one pixel per point).
    public let size: SIMD2<Int>
    /// What is drawn.
    public let scene: SceneRenderer
    private let surface: UnsafeMutablePointer<SDL_Surface>
    /// The renderer, which frees `surface` after itself once the scene's textures are gone.
    private let handle: RendererHandle
    private var renderer: OpaquePointer { handle.renderer }

    /// A `size` pixels canvas drawing textures from `texturesDirectory` on `backdrop`.
    public init(size: SIMD2<Int>, texturesDirectory: URL, backdrop: Backdrop = .nightSky) throws(SDLError) {
        precondition(size.x > 0 && size.y > 0, "an offscreen canvas needs a positive size")
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(size.x), Int32(size.y), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw .last("create a \(size.x)x\(size.y) canvas")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw .last("create the software renderer")
        }
        self.size = size
        self.surface = surface
        // Textures first (the scene's), then the renderer, then the surface it draws on.
        handle = RendererHandle(renderer: renderer) { SDL_FreeSurface(surface) }
        self.scene = SceneRenderer(handle: handle, texturesDirectory: texturesDirectory, backdrop: backdrop)
    }

    /// Loads the textures of `program`'s cells (``SceneRenderer/prepare(for:source:)``).
    public func prepare(for program: SceneProgram, source: String) throws(ConfigurationError) {
        try scene.prepare(for: program, source: source)
    }

    /// Draws `system`'s particles (its program prepared with ``SceneRenderer/prepare(for:source:)``).
    public func render(_ system: SceneSystem) throws(SDLError) {
        scene.buildBatch(from: system)
        try scene.drawBatch()
        SDL_RenderFlush(renderer)
    }

    /// The pixel at column `x`, row `y` as [red, green, blue, alpha].
    public func pixel(x: Int, y: Int) -> SIMD4<UInt8> {
        precondition((0..<size.x).contains(x) && (0..<size.y).contains(y), "pixel (\(x), \(y)) outside the canvas")
        let row = surface.pointee.pixels.advanced(by: y * Int(surface.pointee.pitch))
        let value = row.load(fromByteOffset: x * 4, as: UInt32.self)
        return SIMD4(UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
                     UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 24))
    }

    /// The pixels as drawn, premultiplied (``FrameCanvas/drawnPixels()``).
    public func drawnPixels() -> [UInt8] {
        let (pitch, pixels) = (Int(surface.pointee.pitch), surface.pointee.pixels!)
        return [UInt8](unsafeUninitializedCapacity: size.x * size.y * 4) { bytes, count in
            for y in 0..<size.y {
                let row = pixels + y * pitch
                for x in 0..<size.x {
                    // ARGB8888 is one native-endian 32-bit word per pixel.
                    let value = row.load(fromByteOffset: x * 4, as: UInt32.self)
                    let index = (y * size.x + x) * 4
                    (bytes[index], bytes[index + 1]) = (UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8))
                    (bytes[index + 2], bytes[index + 3]) = (UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 24))
                }
            }
            count = size.x * size.y * 4
        }
    }
}
