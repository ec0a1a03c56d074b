import CSDL2
import Foundation
import Spindrift
import SpindriftSDL
import SpindriftTestSupport
import Testing

/// Writes a `width` × `height` image to `url`, PNG or (when `jpeg`) JPEG, whose pixel
/// (x, y) is `color(x, y)` as [red, green, blue, alpha]; opaque white unless told.
func writeImage(
    _ url: URL, width: Int, height: Int, jpeg: Bool = false,
    color: (Int, Int) -> SIMD4<UInt8> = { _, _ in [255, 255, 255, 255] }
) throws {
    let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGBA32.rawValue))
    defer { SDL_FreeSurface(surface) }
    for y in 0..<height {
        let row = surface.pointee.pixels.advanced(by: y * Int(surface.pointee.pitch))
        for x in 0..<width {
            let pixel = color(x, y)
            for channel in 0..<4 { row.storeBytes(of: pixel[channel], toByteOffset: x * 4 + channel, as: UInt8.self) }
        }
    }
    let status = jpeg ? IMG_SaveJPG(surface, url.path, 95) : IMG_SavePNG(surface, url.path)
    #expect(status == 0, "cannot write \(url.path)")
}

/// One particle of a cell showing `contents` at (40, 30), born at 1 s and living 100 s.
private func spriteLayer(_ contents: String, configure: (inout EmitterCell) -> Void = { _ in }) -> EmitterLayer {
    var cell = EmitterCell()
    cell.name = "dot"
    cell.contents = contents
    cell.birthRate = 1
    cell.lifetime = 100
    configure(&cell)
    var layer = EmitterLayer()
    layer.emitterPosition = [40, 30]
    layer.emitterCells = [cell]
    return layer
}

/// Draws `layer`, described by the file `source`, at 1.5 s on a black 80 × 60 canvas.
private func draw(_ layer: EmitterLayer, source: URL) throws -> OffscreenRenderer {
    try .drawnAtOneAndAHalfSeconds(try SceneProgram(scene: Scene(layer: layer)), source: source.path)
}


/// A file that cannot be drawn, made in a folder for the bad-image tests.
enum BadImage: String, CaseIterable, Sendable {
    case missing, folder, fifo, text, oversizedFile, oversizedImage, truncated, damaged, parentFolder

    /// The cell's `contents`.
    var contents: String {
        switch self {
        case .missing: "nope.png"
        case .folder: "frames.d"
        case .fifo: "pipe.png"
        case .text: "notes.txt"
        case .oversizedFile: "huge.png"
        case .oversizedImage: "wide.png"
        case .truncated: "cut.png"
        case .damaged: "damaged.png"
        case .parentFolder: ".."
        }
    }

    /// Makes the file in `folder`.
    func make(in folder: URL) throws {
        let url = folder.appendingPathComponent(contents)
        switch self {
        case .missing, .parentFolder:
            break
        case .folder:
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        case .fifo:
            #expect(mkfifo(url.path, 0o600) == 0)
        case .text:
            try Data("snow".utf8).write(to: url)
        case .oversizedFile:
            // Sparse: 16 MiB + 1 byte on disk in name only.
            try pngHeader(width: 4, height: 4).write(to: url)
            #expect(truncate(url.path, 16 << 20 + 1) == 0)
        case .oversizedImage:
            try pngHeader(width: 9000, height: 10).write(to: url)
        case .truncated:
            try pngHeader(width: 4, height: 4).prefix(18).write(to: url)
        case .damaged:
            try (pngHeader(width: 4, height: 4) + Data(repeating: 0x5A, count: 64)).write(to: url)
        }
    }

    /// The reason given after the file's path.
    var reason: String {
        switch self {
        case .missing: "cannot read file: No such file or directory"
        case .folder, .parentFolder: "cannot read file: Is a directory"
        case .fifo: "cannot read file: it is a FIFO (named pipe), not a regular file"
        case .text: "not a PNG or JPEG image"
        case .oversizedFile: "file is larger than 16 MiB (16777217 bytes)"
        case .oversizedImage: "the image is 9000 × 10 pixels, larger than 8192 × 8192"
        case .truncated: "a PNG image whose size cannot be read (truncated or damaged)"
        // SDL_image's words, then libpng's, which it printed itself.
        case .damaged: "cannot decode the PNG image: Error reading the PNG file. (libpng error: IHDR: CRC error)"
        }
    }
}

extension SDLTests {
    @Suite("TextureLibrary")
    struct TextureLibraryTests {
        @Test("a user PNG draws at its pixels × contentsRect ÷ contentsScale × scale, in rendered pixels", arguments: [
            (1.0, 1.0, SIMD4<Double>(0, 0, 1, 1), 12 * 8),
            (2, 3, [0, 0, 1, 1], 18 * 12),
            (1, 0.5, [0, 0, 1, 1], 6 * 4),
            (1, 2, [0, 0, 0.5, 1], 12 * 16),
        ] as [(Double, Double, SIMD4<Double>, Int)])
        func userImageSize(contentsScale: Double, scale: Double, rect: SIMD4<Double>, pixels: Int) throws {
            let folder = try makeScratchFolder()
            try writeImage(folder.appendingPathComponent("dot.png"), width: 12, height: 8)
            let layer = spriteLayer("dot.png") {
                $0.contentsScale = contentsScale
                $0.scale = scale
                $0.contentsRect = rect
            }
            let canvas = try draw(layer, source: folder.appendingPathComponent("fx.json"))
            #expect(canvas.litPixels == pixels)
            #expect(canvas.pixel(x: 40, y: 30) == [255, 255, 255, 255])
        }

        @Test("a JPEG draws too, at its pixel size")
        func jpeg() throws {
            let folder = try makeScratchFolder()
            try writeImage(folder.appendingPathComponent("dot.jpg"), width: 12, height: 8, jpeg: true)
            #expect(try draw(spriteLayer("dot.jpg"), source: folder.appendingPathComponent("fx.json")).litPixels == 12 * 8)
        }

        @Test("a relative path resolves against the description file's folder, an absolute one as it is",
              arguments: ["img/dot.png", "../shared/dot.png", "./img/../img/dot.png", "ABSOLUTE"])
        func relativePaths(contents: String) throws {
            let root = try makeScratchFolder()
            let descriptions = root.appendingPathComponent("fx")
            for folder in ["fx/img", "shared"] {
                try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            try writeImage(descriptions.appendingPathComponent("img/dot.png"), width: 12, height: 8)
            try writeImage(root.appendingPathComponent("shared/dot.png"), width: 12, height: 8)
            let path = contents == "ABSOLUTE" ? root.appendingPathComponent("shared/dot.png").path : contents
            // The current folder plays no part.
            let canvas = try draw(spriteLayer(path), source: descriptions.appendingPathComponent("fx.json"))
            #expect(canvas.litPixels == 12 * 8)
        }

        @Test("an image that cannot be drawn is an error naming the description, the contents' JSON path, the file and why",
              arguments: BadImage.allCases)
        func badImage(bad: BadImage) throws {
            let folder = try makeScratchFolder()
            try bad.make(in: folder)
            let source = folder.appendingPathComponent("fx.json").path
            let canvas = try OffscreenRenderer(size: [8, 8], texturesDirectory: texturesDirectory)
            let error = #expect(throws: ConfigurationError.self) {
                try canvas.scene.prepare(for: SceneProgram(scene: Scene(layer: spriteLayer(bad.contents))), source: source)
            }
            let file = bad == .parentFolder ? folder.deletingLastPathComponent().path : folder.appendingPathComponent(bad.contents).path
            #expect(error?.source == source)
            #expect(error?.problems.map(\.path) == ["emitterCells[0].contents"])
            #expect(error?.problems.first?.reason == "image \(file): \(bad.reason) (cell 'dot')")
        }

        @Test("a name with a backslash or a control character never leaves the textures folder", arguments: [
            (#"a\b"#, #"contains '\'"#),
            ("snow\u{0}flake", #"contains the control character \u{00}"#),
        ])
        func escapingNames(name: String, why: String) throws {
            let canvas = try OffscreenRenderer(size: [8, 8], texturesDirectory: texturesDirectory)
            let error = #expect(throws: ConfigurationError.self) {
                try canvas.scene.prepare(for: SceneProgram(scene: Scene(layer: spriteLayer(name))), source: "test.json")
            }
            let shown = name.replacingOccurrences(of: "\u{0}", with: #"\u{00}"#)
            #expect(error?.problems.map(\.path) == ["emitterCells[0].contents"])
            #expect(error?.problems.first?.reason == "texture name '\(shown)' \(why): contents names an image NAME.png, .jpg or "
                + ".jpeg beside the description, a built-in texture NAME.png directly in \(texturesDirectory.path), or an image "
                + "file by a path with '/' or '.' (cell 'dot')")
        }

        @Test("an image path with a NUL is refused as \\u{00}, never opened cut short", arguments: ["img/sp\u{0}ark.png", "a.png\u{0}.txt"])
        func nulInPath(path: String) throws {
            let canvas = try OffscreenRenderer(size: [8, 8], texturesDirectory: texturesDirectory)
            let error = #expect(throws: ConfigurationError.self) {
                try canvas.scene.prepare(for: SceneProgram(scene: Scene(layer: spriteLayer(path))), source: "test.json")
            }
            let shown = path.replacingOccurrences(of: "\u{0}", with: #"\u{00}"#)
            #expect(error?.problems.first?.reason
                == "image path '\(shown)' contains the control character \\u{00}, which no file name holds (cell 'dot')")
        }

        static let namedImages: [(files: [String], contents: String, pixels: Int)] = [
            (["dot.png"], "dot", 12 * 8),
            (["dot.jpg"], "dot", 12 * 8),
            (["dot.jpeg"], "dot", 12 * 8),
            (["dot.png", "dot.jpg", "dot.jpeg"], "dot", 12 * 8),
            (["dot.jpg", "dot.jpeg"], "dot", 12 * 8),
            (["square.png"], "square", 12 * 8),
        ]

        @Test("a name without an extension is an image beside the description (.png, then .jpg, then .jpeg) before a built-in texture",
              arguments: namedImages)
        func namedImage(files: [String], contents: String, pixels: Int) throws {
            let folder = try makeScratchFolder()
            // The first file looked up is 12 × 8; the others, which must not be drawn, 4 × 4.
            for (index, file) in files.enumerated() {
                let size = index == 0 ? (12, 8) : (4, 4)
                try writeImage(folder.appendingPathComponent(file), width: size.0, height: size.1, jpeg: !file.hasSuffix(".png"))
            }
            #expect(try draw(spriteLayer(contents), source: folder.appendingPathComponent("fx.json")).litPixels == pixels)
        }

        @Test("a name with no image beside the description is the built-in texture")
        func builtInName() throws {
            let folder = try makeScratchFolder()
            try writeImage(folder.appendingPathComponent("square.gif"), width: 12, height: 8)
            #expect(try draw(spriteLayer("square"), source: folder.appendingPathComponent("fx.json")).litPixels == 16 * 16)
        }

        @Test("a built-in name written with .png is a path beside the description, not the built-in texture")
        func builtInWithExtension() throws {
            let folder = try makeScratchFolder()
            let canvas = try OffscreenRenderer(size: [8, 8], texturesDirectory: texturesDirectory)
            let error = #expect(throws: ConfigurationError.self) {
                try canvas.scene.prepare(for: SceneProgram(scene: Scene(layer: spriteLayer("square.png"))),
                                         source: folder.appendingPathComponent("fx.json").path)
            }
            #expect(error?.problems.first?.reason
                == "image \(folder.path)/square.png: cannot read file: No such file or directory (cell 'dot')")
        }

        /// A 4 × 4 checkerboard of opaque black and white drawn 8 times its size (32 × 32).
        private func checkerboard(magnification: TextureFilter) throws -> OffscreenRenderer {
            let folder = try makeScratchFolder()
            try writeImage(folder.appendingPathComponent("board.png"), width: 4, height: 4) { x, y in
                (x + y) % 2 == 0 ? [255, 255, 255, 255] : [0, 0, 0, 255]
            }
            let layer = spriteLayer("board.png") {
                $0.scale = 8
                $0.magnificationFilter = magnification
            }
            return try draw(layer, source: folder.appendingPathComponent("fx.json"))
        }

        /// The pixels inside the 32 × 32 sprite, 2 away from its edges, that are neither black nor white.
        private func blended(_ canvas: OffscreenRenderer) -> Int {
            var count = 0
            for y in 16..<44 {
                for x in 26..<54 where (10...245).contains(canvas.pixel(x: x, y: y).x) { count += 1 }
            }
            return count
        }

        @Test("magnificationFilter nearest draws hard texel edges, linear blends them, trilinear draws as linear")
        func magnificationFilters() throws {
            let nearest = try checkerboard(magnification: .nearest)
            #expect(blended(nearest) == 0)
            // Every texel is an 8 × 8 block of one colour: (x − 24) / 8 + (y − 14) / 8 even is white.
            #expect(nearest.pixel(x: 27, y: 17) == [255, 255, 255, 255] && nearest.pixel(x: 35, y: 17) == [0, 0, 0, 255])
            let linear = try checkerboard(magnification: .linear)
            // Along every texel boundary inside the sprite (3 vertical and 3 horizontal lines of
            // 28 pixels) colours blend over several pixels.
            #expect(blended(linear) > 6 * 28)
            let trilinear = try checkerboard(magnification: .trilinear)
            for y in 0..<60 {
                for x in 0..<80 where trilinear.pixel(x: x, y: y) != linear.pixel(x: x, y: y) {
                    Issue.record("trilinear differs from linear at (\(x), \(y))")
                }
            }
        }

        @Test("the magnification filter applies where the nominal scale ÷ contentsScale is above 1, the minification filter elsewhere",
              arguments: [
                  (8.0, 1.0, TextureFilter.nearest, TextureFilter.linear, 1),
                  (0.5, 1, .nearest, .linear, 0),
                  (0.5, 1, .linear, .nearest, 1),
                  (1, 1, .nearest, .linear, 0),
                  (-3, 2, .nearest, .linear, 1),
                  (3, 4, .nearest, .trilinear, 0),
              ] as [(Double, Double, TextureFilter, TextureFilter, Int)])
        func filterChoice(scale: Double, contentsScale: Double, magnification: TextureFilter, minification: TextureFilter, texture: Int) throws {
            let canvas = try OffscreenRenderer(size: [8, 8], texturesDirectory: texturesDirectory)
            let layer = spriteLayer("square") {
                $0.scale = scale
                $0.contentsScale = contentsScale
                $0.magnificationFilter = magnification
                $0.minificationFilter = minification
            }
            let appearances = try canvas.scene.textures.appearances(for: SceneProgram(scene: Scene(layer: layer)), source: "test.json")
            #expect(appearances[0].map { $0?.texture } == [texture])
        }

        @Test("an image changed on disk is read again by the next prepare; a broken change keeps drawing the last good one")
        func changedImage() throws {
            let folder = try makeScratchFolder()
            let image = folder.appendingPathComponent("dot.png")
            let source = folder.appendingPathComponent("fx.json").path
            try writeImage(image, width: 12, height: 8)
            let canvas = try OffscreenRenderer(size: [80, 60], texturesDirectory: texturesDirectory, backdrop: Backdrop(color: [0, 0, 0, 255]))
            let program = try SceneProgram(scene: Scene(layer: spriteLayer("dot.png")))
            let system = SceneSystem(program: program, windowSize: [80, 60])
            system.advance(to: 1.5)
            try canvas.scene.prepare(for: program, source: source)
            try canvas.render(system)
            #expect(canvas.litPixels == 12 * 8)
            try writeImage(image, width: 6, height: 4)
            try canvas.scene.prepare(for: program, source: source)
            try canvas.render(system)
            #expect(canvas.litPixels == 6 * 4)
            try Data("not an image".utf8).write(to: image)
            #expect(throws: ConfigurationError.self) { try canvas.scene.prepare(for: program, source: source) }
            try canvas.render(system)
            #expect(canvas.litPixels == 6 * 4)
        }
    }
}
