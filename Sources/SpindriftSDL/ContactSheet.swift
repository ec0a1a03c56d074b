import CSDL2
import Foundation

/// A grid of labelled tiles in one image: each tile a frame shrunk by ``shrink`` (the mean of
/// each ``shrink`` × ``shrink`` block of pixels), over a strip with its label in DejaVu Sans
/// Mono. `spindrift presets --contact-sheet` puts every preset on one.
public final class ContactSheet {
    /// How many times smaller than its frame a tile is, along each axis.
    public static let shrink = 4
    /// The height of the label strip under each tile, in pixels.
    public static let labelHeight = 20
    /// The gap around and between the tiles, in pixels.
    public static let gap = 8
    /// The colour of the gaps and the label strips.
    static let paper: SIMD4<UInt8> = [24, 24, 28, 255]

    /// Width and height of a tile, in pixels.
    public let tileSize: SIMD2<Int>
    /// Tiles per row.
    public let columns: Int
    /// Width and height of the whole sheet, in pixels.
    public let size: SIMD2<Int>
    /// The sheet's pixels: [red, green, blue, alpha] bytes, straight alpha, rows from the top.
    public private(set) var pixels: [UInt8]
    /// The label font; nil when none of ``HUDOverlay/fontPaths`` opens (labels are left out).
    private let font: OpaquePointer?
    /// Whether this sheet started SDL_ttf, and so stops it.
    private let startedFonts: Bool

    /// An empty sheet of `count` tiles for frames of `frameSize` pixels, `columns` to a row.
    /// `warn` hears once when the labels cannot be drawn.
    public init(count: Int, frameSize: SIMD2<Int>, columns: Int, warn: (String) -> Void) {
        precondition(count > 0 && columns > 0, "a contact sheet needs tiles")
        precondition(frameSize.x >= Self.shrink && frameSize.y >= Self.shrink, "a frame smaller than a tile's pixel")
        tileSize = frameSize / Self.shrink
        self.columns = min(columns, count)
        let rows = (count + self.columns - 1) / self.columns
        size = [Self.gap + self.columns * (tileSize.x + Self.gap), Self.gap + rows * (tileSize.y + Self.labelHeight + Self.gap)]
        pixels = [UInt8](repeating: 0, count: size.x * size.y * 4)
        for pixel in 0..<(size.x * size.y) { for component in 0..<4 { pixels[pixel * 4 + component] = Self.paper[component] } }
        startedFonts = TTF_WasInit() == 0 && TTF_Init() == 0
        font = TTF_WasInit() != 0 ? HUDOverlay.openFont(pointSize: 13) : nil
        if font == nil {
            warn("no labels: none of \(HUDOverlay.fontPaths.joined(separator: ", ")) (Debian package fonts-dejavu-core)")
        }
    }

    deinit {
        if let font { TTF_CloseFont(font) }
        if startedFonts { TTF_Quit() }
    }

    /// The top-left corner of tile `index`, in sheet pixels.
    public func origin(ofTile index: Int) -> SIMD2<Int> {
        [Self.gap + index % columns * (tileSize.x + Self.gap), Self.gap + index / columns * (tileSize.y + Self.labelHeight + Self.gap)]
    }

    /// Puts `frame` (straight RGBA, rows from the top, ``shrink`` × ``tileSize`` pixels) shrunk
    /// into tile `index` over the paper, with `label` in the strip under it.
    public func place(_ frame: [UInt8], at index: Int, label: String) {
        let (origin, frameWidth, area) = (origin(ofTile: index), tileSize.x * Self.shrink, Self.shrink * Self.shrink)
        precondition(frame.count == frameWidth * tileSize.y * Self.shrink * 4, "a frame of another size than the sheet's")
        for y in 0..<tileSize.y {
            for x in 0..<tileSize.x {
                var sum = SIMD4<Int>.zero
                for row in (y * Self.shrink)..<((y + 1) * Self.shrink) {
                    for column in (x * Self.shrink)..<((x + 1) * Self.shrink) {
                        let at = (row * frameWidth + column) * 4
                        sum &+= SIMD4(Int(frame[at]), Int(frame[at + 1]), Int(frame[at + 2]), Int(frame[at + 3]))
                    }
                }
                let alpha = Double(sum[3]) / Double(area * 255)
                let at = ((origin.y + y) * size.x + origin.x + x) * 4
                for component in 0..<3 {
                    // Over the opaque paper, so that a see-through frame shows what it draws.
                    let drawn = Double(sum[component]) / Double(area)
                    pixels[at + component] = UInt8((drawn * alpha + Double(Self.paper[component]) * (1 - alpha)).rounded())
                }
            }
        }
        drawLabel(label, at: origin &+ [4, tileSize.y + 3])
    }

    /// The sheet encoded as a PNG file's bytes.
    public func pngData() throws(SDLError) -> [UInt8] {
        try encodedPNG(pixels, size: size)
    }

    /// Blends `text` in light grey onto the sheet with its top-left corner at `corner`, cut at
    /// the tile's right edge.
    private func drawLabel(_ text: String, at corner: SIMD2<Int>) {
        guard let font, let rendered = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 220, g: 220, b: 220, a: 255)),
              let surface = SDL_ConvertSurfaceFormat(rendered, SDL_PIXELFORMAT_RGBA32.rawValue, 0)
        else { return }
        SDL_FreeSurface(rendered)
        defer { SDL_FreeSurface(surface) }
        let width = min(Int(surface.pointee.w), tileSize.x - 8)
        let height = min(Int(surface.pointee.h), Self.labelHeight - 2)
        for y in 0..<max(height, 0) {
            let row = surface.pointee.pixels.advanced(by: y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt8.self)
            for x in 0..<max(width, 0) {
                let alpha = Double(row[x * 4 + 3]) / 255
                let at = ((corner.y + y) * size.x + corner.x + x) * 4
                for component in 0..<3 {
                    pixels[at + component] = UInt8((Double(row[x * 4 + component]) * alpha + Double(pixels[at + component]) * (1 - alpha)).rounded())
                }
            }
        }
    }
}
