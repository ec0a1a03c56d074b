import CSDL2
import Spindrift

/// Something `spindrift render` draws frames on and encodes as PNGs, one pixel per point:
/// ``OffscreenRenderer`` (SDL's software renderer) or ``GLOffscreenRenderer`` (OpenGL 3.3).
public protocol FrameCanvas: AnyObject {
    /// Width and height in pixels.
    var size: SIMD2<Int> { get }
    /// Loads the textures of `program`'s cells; a missing one names `source`, the cell and the file.
    func prepare(for program: SceneProgram, source: String) throws(ConfigurationError)
    /// Draws `system`'s particles (its program prepared) over the background.
    func render(_ system: SceneSystem) throws(SDLError)
    /// The pixels as drawn: [red, green, blue, alpha] bytes, rows from the top, colours
    /// premultiplied by alpha (blending onto a see-through backdrop leaves them so).
    func drawnPixels() throws(SDLError) -> [UInt8]
}

extension FrameCanvas {
    /// The pixels with straight alpha, as PNG and video files hold them: [red, green, blue,
    /// alpha] bytes, rows from the top; an opaque canvas's as drawn.
    ///
    /// Additive particles add light without covering what is under them, so over a
    /// see-through backdrop they leave colour at alpha 0, which straight alpha cannot hold:
    /// a pixel's alpha is raised to its brightest colour component, which composited over
    /// black gives exactly what was drawn, and over a lighter colour still shows the glow.
    public func straightPixels() throws(SDLError) -> [UInt8] {
        var pixels = try drawnPixels()
        pixels.withUnsafeMutableBufferPointer { bytes in
            for pixel in stride(from: 0, to: bytes.count, by: 4) where bytes[pixel + 3] != 255 {
                let alpha = max(bytes[pixel + 3], bytes[pixel], bytes[pixel + 1], bytes[pixel + 2])
                bytes[pixel + 3] = alpha
                guard alpha > 0 else { continue }
                for component in pixel..<(pixel + 3) {
                    bytes[component] = UInt8((UInt32(bytes[component]) * 255 + UInt32(alpha) / 2) / UInt32(alpha))
                }
            }
        }
        return pixels
    }

    /// The canvas encoded as a PNG file's bytes with straight alpha (``straightPixels()``),
    /// encoded in memory so that whoever writes them can check every write (SDL_image
    /// ignores failed writes to a file).
    public func pngData() throws(SDLError) -> [UInt8] {
        try encodedPNG(straightPixels(), size: size)
    }
}

/// `pixels` ([red, green, blue, alpha] bytes with straight alpha, rows from the top, `size`
/// pixels) encoded as a PNG file's bytes in memory.
func encodedPNG(_ pixels: [UInt8], size: SIMD2<Int>) throws(SDLError) -> [UInt8] {
    var pixels = pixels
    let (width, height) = (Int32(size.x), Int32(size.y))
    let writer = try MemoryWriter()
    let failed = pixels.withUnsafeMutableBytes { bytes -> Bool in
        guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
            bytes.baseAddress, width, height, 32, width * 4, SDL_PIXELFORMAT_RGBA32.rawValue) else { return true }
        defer { SDL_FreeSurface(surface) }
        return IMG_SavePNG_RW(surface, writer.stream, 0) != 0
    }
    if failed { throw .last("encode the image as PNG") }
    return writer.bytes
}
