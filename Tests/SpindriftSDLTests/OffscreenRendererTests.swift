import CSDL2
import Foundation
import Spindrift
import SpindriftCommandLine
import SpindriftSDL
import Testing

/// A layer whose cells sit at (40, 30), one particle each from t = 1 (birth rate 1, lifetime 100).
private func layer(_ cells: [(name: String, contents: String, color: SIMD4<Double>)], mode: RenderMode = .unordered) -> EmitterLayer {
    var layer = EmitterLayer()
    layer.emitterPosition = [40, 30]
    layer.renderMode = mode
    layer.emitterCells = cells.map { description in
        var cell = EmitterCell()
        cell.name = description.name
        cell.contents = description.contents
        cell.color = description.color
        cell.birthRate = 1
        cell.lifetime = 100
        return cell
    }
    return layer
}

/// Draws `layer` at parent time `time` on a black `size` canvas.
private func render(_ layer: EmitterLayer, time: Double, size: SIMD2<Int> = [80, 60], backdrop: Backdrop = Backdrop(color: [0, 0, 0, 255])) throws -> OffscreenRenderer {
    let canvas = try OffscreenRenderer(size: size, texturesDirectory: texturesDirectory, backdrop: backdrop)
    let program = try SceneProgram(scene: Scene(layer: layer))
    try canvas.scene.prepare(for: program, source: "test.json")
    let system = SceneSystem(program: program, windowSize: SIMD2(Double(size.x), Double(size.y)))
    system.advance(by: 0)
    system.advance(by: time)
    try canvas.render(system)
    return canvas
}

/// The pixels of `canvas` that satisfy `isLit`.
private func count(_ canvas: OffscreenRenderer, where isLit: (SIMD4<UInt8>) -> Bool) -> Int {
    var lit = 0
    for y in 0..<canvas.size.y {
        for x in 0..<canvas.size.x where isLit(canvas.pixel(x: x, y: y)) { lit += 1 }
    }
    return lit
}

/// Whether every colour component of `pixel` is within `tolerance` of `expected`.
private func near(_ pixel: SIMD4<UInt8>, _ expected: SIMD3<Int>, tolerance: Int = 2) -> Bool {
    (0..<3).allSatisfy { abs(Int(pixel[$0]) - expected[$0]) <= tolerance }
}

extension SDLTests {
    @Suite("OffscreenRenderer")
    struct OffscreenRendererTests {
        @Test("a single white particle covers exactly its 16 × 16 square around its position")
        func singleParticle() throws {
            let canvas = try render(layer([("dot", "square", [1, 1, 1, 1])]), time: 1.5)
            #expect(canvas.pixel(x: 40, y: 30) == [255, 255, 255, 255])
            #expect(canvas.pixel(x: 32, y: 22) == [255, 255, 255, 255])
            #expect(canvas.pixel(x: 47, y: 37) == [255, 255, 255, 255])
            for (x, y) in [(31, 30), (48, 30), (40, 21), (40, 38)] {
                #expect(near(canvas.pixel(x: x, y: y), [0, 0, 0]), "pixel (\(x), \(y))")
            }
            #expect(count(canvas) { $0.x > 128 } == 256)
        }

        @Test("the particle's colour tints the texture")
        func tint() throws {
            let canvas = try render(layer([("dot", "square", [1, 0.5, 0, 1])]), time: 1.5)
            #expect(near(canvas.pixel(x: 40, y: 30), [255, 128, 0]))
        }

        @Test("alpha blending covers, additive blending adds", arguments: [RenderMode.unordered, .additive])
        func blending(mode: RenderMode) throws {
            // Half-transparent red drawn first, then half-transparent blue, on black.
            let cells = [("red", "square", SIMD4<Double>(1, 0, 0, 0.5)), ("blue", "square", SIMD4<Double>(0, 0, 1, 0.5))]
            let canvas = try render(layer(cells, mode: mode), time: 1.5)
            let expected: SIMD3<Int> = mode == .additive ? [128, 0, 128] : [64, 0, 128]
            #expect(near(canvas.pixel(x: 40, y: 30), expected), "got \(canvas.pixel(x: 40, y: 30))")
        }

        @Test("a full snow frame is dotted with flakes: a few percent of its pixels lit, every part of the width")
        func snow() throws {
            let snow = try AssetLocator(directory: assetsDirectory).loadScene("snow").scene.layers[0]
            let canvas = try render(snow, time: 3, size: [640, 360], backdrop: .nightSky)
            let lit = { (pixel: SIMD4<UInt8>) in Int(pixel.x) + Int(pixel.y) + Int(pixel.z) > 3 * 128 }
            let fraction = Double(count(canvas, where: lit)) / Double(640 * 360)
            #expect(fraction > 0.02 && fraction < 0.2, "lit fraction \(fraction)")
            // Flakes in each eighth of the width, top half and bottom half: the emitter line
            // spans the viewport and the pre-warm fills the height.
            for column in 0..<8 {
                for half in 0..<2 {
                    var found = false
                    for y in (half * 180)..<(half * 180 + 180) {
                        for x in (column * 80)..<(column * 80 + 80) where lit(canvas.pixel(x: x, y: y)) { found = true }
                    }
                    #expect(found, "no flake in column \(column), half \(half)")
                }
            }
        }

        @Test("cells of different textures share the atlas: a sorted, interleaved frame is one draw call",
              arguments: [RenderMode.oldestFirst, .backToFront, .unordered])
        func atlas(mode: RenderMode) throws {
            var snow = try AssetLocator(directory: assetsDirectory).loadScene("snow").scene.layers[0]
            snow.renderMode = mode
            let canvas = try render(snow, time: 3, size: [320, 180])
            #expect(canvas.scene.batches[0].instanceCount > 100)
            let runs = canvas.scene.batches[0].runs
            #expect(runs.count == 1)
            #expect(runs.first?.instances == 0..<canvas.scene.batches[0].instanceCount)
        }

        @Test("a missing texture names the file, the cell's JSON path and the cell")
        func missingTexture() throws {
            let canvas = try OffscreenRenderer(size: [8, 8], texturesDirectory: texturesDirectory)
            let error = #expect(throws: ConfigurationError.self) {
                try canvas.scene.prepare(
                    for: SceneProgram(scene: Scene(layer: layer([("dot", "square", [1, 1, 1, 1]), ("ghost", "nope", [1, 1, 1, 1])]))),
                    source: "test.json")
            }
            #expect(error?.source == "test.json")
            #expect(error?.problems.map(\.path) == ["emitterCells[1].contents"])
            #expect(error?.problems.first?.reason.contains("nope.png") == true)
            #expect(error?.problems.first?.reason.contains("cell 'ghost'") == true)
        }

        @Test("contentsRect selects part of the texture and sizes the sprite")
        func contentsRect() throws {
            var half = layer([("dot", "square", [1, 1, 1, 1])])
            half.emitterCells[0].contentsRect = [0, 0, 0.5, 1]
            let canvas = try render(half, time: 1.5)
            #expect(count(canvas) { $0.x > 128 } == 8 * 16)
        }

        @Test("drawn size = texture pixels × contentsRect fraction ÷ contentsScale × |scale|",
              arguments: [(1.0, 1.0, 16), (2.0, 1.0, 8), (1.0, -2.0, 32), (0.5, 0.5, 16)] as [(Double, Double, Int)])
        func drawnSize(contentsScale: Double, scale: Double, side: Int) throws {
            var sprite = layer([("dot", "square", [1, 1, 1, 1])])
            sprite.emitterCells[0].contentsScale = contentsScale
            sprite.emitterCells[0].scale = scale
            let canvas = try render(sprite, time: 1.5, size: [80, 60])
            #expect(count(canvas) { $0.x > 128 } == side * side)
        }

        @Test("a nested cell is drawn; its invisible parent is not")
        func nestedDrawing() throws {
            var rocket = layer([("rocket", "square", [1, 1, 1, 1])])
            var child = rocket.emitterCells[0]
            child.name = "child"
            rocket.emitterCells[0].contents = nil
            rocket.emitterCells[0].emitterCells = [child]
            // The parent born at 1 s emits its first child at its age 1: nothing to see at 1.5 s.
            #expect(count(try render(rocket, time: 1.5)) { $0.x > 128 } == 0)
            #expect(count(try render(rocket, time: 2.5)) { $0.x > 128 } == 16 * 16)
        }

        @Test("the canvas's PNG bytes read back with the same pixels")
        func pngData() throws {
            let canvas = try render(layer([("dot", "square", [1, 1, 1, 1])]), time: 1.5)
            var data = try canvas.pngData()
            #expect(data.prefix(4) == [0x89, 0x50, 0x4E, 0x47])
            let decoded = try #require(data.withUnsafeMutableBytes { IMG_Load_RW(SDL_RWFromMem($0.baseAddress, Int32($0.count)), 1) })
            defer { SDL_FreeSurface(decoded) }
            let surface = try #require(SDL_ConvertSurfaceFormat(decoded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0))
            defer { SDL_FreeSurface(surface) }
            #expect(surface.pointee.w == 80 && surface.pointee.h == 60)
            for (x, y) in [(40, 30), (10, 10)] {
                let value = surface.pointee.pixels.advanced(by: y * Int(surface.pointee.pitch)).load(fromByteOffset: x * 4, as: UInt32.self)
                let expected = canvas.pixel(x: x, y: y)
                #expect(UInt8(truncatingIfNeeded: value >> 16) == expected.x && UInt8(truncatingIfNeeded: value) == expected.z)
            }
        }

        /// One particle of `contents` at the canvas's centre, `scale` times its size,
        /// turning `spin` radians a second, drawn at `time` on a `size` canvas.
        private func sprite(_ contents: String, scale: Double, spin: Double, time: Double = 5,
                            position: SIMD2<Double> = [32, 32], size: SIMD2<Int> = [64, 64]) throws -> OffscreenRenderer {
            var big = layer([("big", contents, [1, 1, 1, 1])])
            big.emitterPosition = position
            big.emitterCells[0].scale = scale
            big.emitterCells[0].spin = spin
            return try render(big, time: time, size: size)
        }

        @Test("a huge rotated sprite is cut to the canvas: once a segfault in SDL's software rasteriser",
              arguments: [45.0, 50, 1e4, 1e12])
        func hugeRotatedGlow(scale: Double) throws {
            // The sprite that crashed it: 64 px glow, scale 50, spin 0.5, on 64 × 64.
            let canvas = try sprite("glow", scale: scale, spin: 0.5)
            #expect(canvas.pixel(x: 32, y: 32).x > 200)
        }

        @Test("a rotated square far larger than the canvas covers all of it", arguments: [100.0, 400, 1e6])
        func hugeRotatedSquare(scale: Double) throws {
            let canvas = try sprite("square", scale: scale, spin: 0.5, size: [96, 64])
            #expect(count(canvas) { $0 == [255, 255, 255, 255] } == 96 * 64)
        }

        @Test("a huge sprite mostly off the canvas draws exactly its visible part")
        func hugePartlyVisible() throws {
            // A 1600-point square centred 760 points left of the canvas: its right edge at x = 40.
            let canvas = try sprite("square", scale: 100, spin: 0, position: [-760, 32])
            #expect(count(canvas) { $0.x > 128 } == 40 * 64)
            #expect(canvas.pixel(x: 39, y: 0).x == 255 && canvas.pixel(x: 40, y: 63).x == 0)
        }
    }
}
