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

        @Test("white everywhere, the shape in alpha: opaque centre, transparent corners", arguments: TextureArtwork.allCases)
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
