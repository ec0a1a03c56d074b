import CSDL2
import Foundation
import SpindriftSDL
import Testing

extension SDLTests {
    @Suite("TextureArtwork")
    struct TextureArtworkTests {
        @Test("the committed PNGs are what make-textures draws", arguments: TextureArtwork.allCases)
        func committed(artwork: TextureArtwork) throws {
            let path = texturesDirectory.appendingPathComponent(artwork.rawValue + ".png").path
            let loaded = try #require(IMG_Load(path), "\(path) cannot be read")
            defer { SDL_FreeSurface(loaded) }
            let surface = try #require(SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0))
            defer { SDL_FreeSurface(surface) }
            #expect(Int(surface.pointee.w) == artwork.size && Int(surface.pointee.h) == artwork.size)
            let expected = artwork.rgbaPixels()
            var differing = 0
            for y in 0..<artwork.size {
                let row = surface.pointee.pixels.advanced(by: y * Int(surface.pointee.pitch))
                for byte in 0..<(artwork.size * 4) where row.load(fromByteOffset: byte, as: UInt8.self) != expected[y * artwork.size * 4 + byte] {
                    differing += 1
                }
            }
            #expect(differing == 0, "run 'spindrift make-textures' after changing TextureArtwork")
        }

        @Test("a sprite is white everywhere, the shape in alpha: opaque centre, transparent corners",
              arguments: TextureArtwork.allCases.filter { $0 != .glyphs })
        func shape(artwork: TextureArtwork) {
            let pixels = artwork.rgbaPixels()
            let size = artwork.size
            #expect(stride(from: 0, to: pixels.count, by: 4).allSatisfy { pixels[$0] == 255 && pixels[$0 + 1] == 255 && pixels[$0 + 2] == 255 })
            let centre = ((size / 2) * size + size / 2) * 4 + 3
            #expect(pixels[centre] > 200)
            #expect(pixels[3] == (artwork == .square ? 255 : 0))
        }
    }
}

extension SDLTests.TextureArtworkTests {
    /// The alpha of `artwork` at (`x`, `y`) pixels from its top-left corner, bilinearly
    /// between pixel centres (0 outside).
    static func alpha(_ pixels: [UInt8], size: Int, x: Double, y: Double) -> Double {
        let (fx, fy) = (x - 0.5, y - 0.5)
        let (x0, y0) = (Int(fx.rounded(.down)), Int(fy.rounded(.down)))
        let (tx, ty) = (fx - Double(x0), fy - Double(y0))
        func at(_ column: Int, _ row: Int) -> Double {
            guard (0..<size).contains(column), (0..<size).contains(row) else { return 0 }
            return Double(pixels[(row * size + column) * 4 + 3]) / 255
        }
        return (at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx) * (1 - ty) + (at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx) * ty
    }

    /// The mean difference of alpha (0…1) between `artwork` and itself turned by `angle`
    /// radians about its centre.
    static func turnedDifference(_ artwork: TextureArtwork, by angle: Double) -> Double {
        let (pixels, size) = (artwork.rgbaPixels(), artwork.size)
        let centre = Double(size) / 2
        var total = 0.0
        for y in 0..<size {
            for x in 0..<size {
                let (dx, dy) = (Double(x) + 0.5 - centre, Double(y) + 0.5 - centre)
                let turned = alpha(pixels, size: size, x: centre + dx * cos(angle) - dy * sin(angle), y: centre + dx * sin(angle) + dy * cos(angle))
                total += abs(Double(pixels[(y * size + x) * 4 + 3]) / 255 - turned)
            }
        }
        return total / Double(size * size)
    }

    // Resampling a turned copy blurs it by under a pixel, so even an exactly symmetric
    // shape differs a little at its soft edges (0.012 for 60° and 120°; a half turn maps
    // pixel centres onto pixel centres and is exact): 0.02 bounds that with room; a quarter
    // turn, which a six-fold shape does not survive, differs several times more.
    @Test("the crystal has six-fold symmetry: turned by 60°, 120° or 180° it is itself; by 90° it is not")
    func crystalSymmetry() {
        for sixths in 1...3 {
            let difference = Self.turnedDifference(.crystal, by: Double(sixths) * Double.pi / 3)
            #expect(difference < 0.02, "\(sixths * 60)°: \(difference)")
        }
        #expect(Self.turnedDifference(.crystal, by: Double.pi / 2) > 0.04)
        // The test can fail: the four-fold spark is not itself turned by 60°.
        #expect(Self.turnedDifference(.spark, by: Double.pi / 3) > 0.02)
    }

    @Test("the crystal has a solid hexagonal centre, six arms reaching near the rim and side branches off the arm")
    func crystalShape() {
        let (pixels, size) = (TextureArtwork.crystal.rgbaPixels(), TextureArtwork.crystal.size)
        let alpha = { (dx: Double, dy: Double) in Self.alpha(pixels, size: size, x: 32 + dx, y: 32 + dy) }
        #expect(alpha(0, 0) > 0.99 && alpha(4, 0) > 0.99)
        for arm in 0..<6 {
            let angle = -Double.pi / 2 + Double(arm) * Double.pi / 3
            #expect(alpha(26 * cos(angle), 26 * sin(angle)) > 0.9, "arm \(arm) tip")
            // Midway between arms, beyond the branches, is sky.
            #expect(alpha(24 * cos(angle + Double.pi / 6), 24 * sin(angle + Double.pi / 6)) < 0.05, "between arm \(arm) and the next")
        }
        // The up arm's first branch leaves at 40 % of its length, 60° off toward the tip:
        // 5 px along the branch lies off the arm's axis.
        let root = 0.4 * 27.5
        #expect(alpha(5 * sin(Double.pi / 3), -(root + 5 * cos(Double.pi / 3))) > 0.9)
        // The arms' soft tips end inside the texture.
        #expect(alpha(0, 31.5) < 0.05 && alpha(0, -31.5) < 0.05)
    }

    @Test("the glyph sheet's 16 cells each hold a glyph, all different, with an empty border so that none bleeds into the next")
    func glyphSheet() {
        let (pixels, size) = (TextureArtwork.glyphs.rgbaPixels(), TextureArtwork.glyphs.size)
        let cell = size / TextureArtwork.glyphColumns
        let glyphs = (0..<16).map { index in
            (0..<cell).flatMap { y in
                (0..<cell).map { x in pixels[((index / 4 * cell + y) * size + index % 4 * cell + x) * 4 + 3] }
            }
        }
        for (index, glyph) in glyphs.enumerated() {
            let inked = glyph.filter { $0 > 128 }.count
            #expect(inked > 40, "glyph \(index): \(inked) inked pixels")
            let edges: [Int] = (0..<cell).flatMap { (step: Int) -> [Int] in
                [step, (cell - 1) * cell + step, step * cell, step * cell + cell - 1]
            }
            let border = edges.map { glyph[$0] }
            #expect(border.allSatisfy { $0 == 0 }, "glyph \(index) touches its cell's edge")
        }
        for first in glyphs.indices {
            for second in glyphs.indices where second > first {
                let differing = zip(glyphs[first], glyphs[second]).filter { abs(Int($0) - Int($1)) > 128 }.count
                #expect(differing > 20, "glyphs \(first) and \(second) differ in \(differing) pixels")
            }
        }
    }
}
