import CSDL2
import Foundation

/// The built-in textures, drawn procedurally: white RGB with the shape in the alpha
/// channel, so a cell's colour tints them exactly. `spindrift make-textures` writes them
/// to `assets/textures/NAME.png`.
public enum TextureArtwork: String, CaseIterable, Sendable {
    /// A sharp white disc, 32 px: the snowflake dot.
    case snowflake
    /// A white disc fading out smoothly from its centre to its rim, 48 px: the blurry dot,
    /// an out-of-focus flake.
    case blurry
    /// A small bright core with thin horizontal and vertical rays, 32 px.
    case spark
    /// A wide Gaussian glow, 64 px.
    case glow
    /// A solid white square, 16 px.
    case square
    /// A six-armed snow crystal, 64 px: a hexagonal centre and six arms, each with two
    /// pairs of side branches (at 40 % and 65 % of its length), soft-edged strokes thick
    /// enough to survive being drawn at a third of their size.
    case crystal
    /// A sprite sheet of 16 glyphs (katakana-like signs and digits drawn with strokes),
    /// 128 px: 4 × 4 cells of 32 px, picked with a cell's `contentsRect` (cell i at
    /// [i % 4, i / 4] × 0.25, 0.25 wide and high): the matrix preset's rain.
    case glyphs
    /// A leaf, 48 px: a pointed oval along the diagonal with a see-through midrib and a
    /// short stem, soft-edged; the leaves preset tints it autumn colours.
    case leaf

    /// Width and height in pixels.
    public var size: Int {
        switch self {
        case .glow, .crystal: 64
        case .glyphs: 128
        case .blurry, .leaf: 48
        case .square: 16
        default: 32
        }
    }

    /// Opacity 0…1 of the pixel whose centre lies `dx`, `dy` pixels from the texture's centre.
    func opacity(dx: Double, dy: Double) -> Double {
        let radius = Double(size) / 2
        let distance = (dx * dx + dy * dy).squareRoot()
        switch self {
        case .snowflake:
            // One pixel of antialiasing at the rim.
            return min(max(radius - 0.5 - distance, 0), 1)
        case .blurry:
            // Smoothstep: flat at the centre and at the rim, half opaque halfway out.
            let falloff = max(0, 1 - distance / radius)
            return falloff * falloff * (3 - 2 * falloff)
        case .spark:
            let core = max(0, 1 - distance / 4)
            let horizontal = max(0, 1 - abs(dx) / radius) * max(0, 1 - abs(dy) / 1.5)
            let vertical = max(0, 1 - abs(dy) / radius) * max(0, 1 - abs(dx) / 1.5)
            return min(1, core + horizontal + vertical)
        case .glow:
            return distance < radius ? exp(-pow(distance / (radius / 2.5), 2)) : 0
        case .square:
            return 1
        case .crystal:
            return crystalOpacity(dx: dx, dy: dy)
        case .glyphs:
            return glyphSheetOpacity(x: dx + radius, y: dy + radius)
        case .leaf:
            return leafOpacity(dx: dx, dy: dy)
        }
    }

    /// The pixels, row by row, four bytes each: red, green, blue, alpha.
    public func rgbaPixels() -> [UInt8] {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(size * size * 4)
        let centre = Double(size) / 2
        for y in 0..<size {
            for x in 0..<size {
                let alpha = opacity(dx: Double(x) + 0.5 - centre, dy: Double(y) + 0.5 - centre)
                pixels += [255, 255, 255, UInt8((alpha * 255).rounded())]
            }
        }
        return pixels
    }

    /// Writes the texture as `NAME.png` in `directory`; returns the file's path.
    public func save(in directory: URL) throws(SDLError) -> String {
        let path = directory.appendingPathComponent(rawValue + ".png").path
        var pixels = rgbaPixels()
        let saved = pixels.withUnsafeMutableBytes { bytes -> Int32 in
            // ABGR8888 is red, green, blue, alpha in memory on a little-endian machine.
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                bytes.baseAddress, Int32(size), Int32(size), 32, Int32(size * 4),
                SDL_PIXELFORMAT_ABGR8888.rawValue)
            else { return -1 }
            defer { SDL_FreeSurface(surface) }
            return IMG_SavePNG(surface, path)
        }
        if saved != 0 { throw .last("write \(path)") }
        return path
    }
}

extension TextureArtwork {
    /// The leaf's opacity at `dx`, `dy` pixels from the centre: along the diagonal from the
    /// lower left to the upper right, u ∈ −1…1 along the blade, the half-width is
    /// 0.36 × radius × (1 − u²)^0.7 (pointed at both ends), one pixel of antialiasing at the
    /// edge, a midrib at half opacity and a stem past the lower end.
    fileprivate func leafOpacity(dx: Double, dy: Double) -> Double {
        let radius = Double(size) / 2
        let along = (dx - dy) / 2.squareRoot(), across = (dx + dy) / 2.squareRoot()
        let length = radius * 0.8, u = along / length
        let stem = u < -1 && u > -1.25 ? max(0, 1 - abs(across) / 1.2) : 0
        guard abs(u) < 1 else { return stem }
        let halfWidth = 0.36 * radius * pow(1 - u * u, 0.7)
        let blade = min(max(halfWidth - abs(across) + 0.5, 0), 1)
        let rib = max(0, 1 - abs(across) / 0.9) * (1 - abs(u))
        return max(blade * (1 - 0.5 * rib), stem)
    }
}
