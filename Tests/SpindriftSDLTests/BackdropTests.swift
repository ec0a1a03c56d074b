import Foundation
import Spindrift
@testable import SpindriftSDL
import Testing

/// `json` drawn at parent time 1 s on an 80 × 60 canvas on `backdrop`.
private func drawn(_ json: String, backdrop: Backdrop = Backdrop(color: [0, 0, 0, 255])) throws -> OffscreenRenderer {
    let canvas = try OffscreenRenderer(size: [80, 60], texturesDirectory: texturesDirectory, backdrop: backdrop)
    let program = try SceneProgram(scene: Scene(jsonData: Data(json.utf8), source: "test.json"))
    try canvas.prepare(for: program, source: "test.json")
    let system = SceneSystem(program: program, windowSize: [80, 60])
    system.advance(by: 0)
    system.advance(to: 1)
    try canvas.render(system)
    return canvas
}

/// A sublayer with `keys`, emitting nothing.
private func sublayer(_ keys: String) -> String {
    #"{"emitterCells": [], \#(keys)}"#
}

/// One white square particle at (40, 30) from t = 0.5, drawn `mode`.
private func square(mode: RenderMode, color: String = "[1, 1, 1, 1]") -> String {
    #"{"emitterPosition": [40, 30], "renderMode": "\#(mode.rawValue)", "emitterCells": [{"name": "dot", "contents": "square", "#
        + #""birthRate": 2, "lifetime": 9, "color": \#(color)}]}"#
}

extension SDLTests {
    @Suite("Backdrop")
    struct BackdropTests {
        @Test("a single layer's background fills the window, under its particles")
        func singleLayer() throws {
            let canvas = try drawn(#"{"backgroundColor": [1, 0, 0, 1], "emitterCells": []}"#)
            for (x, y) in [(0, 0), (79, 59), (40, 30)] { #expect(canvas.pixel(x: x, y: y) == [255, 0, 0, 255]) }
        }

        @Test("a sublayer's background fills its frame, faded with its opacity, over the root's")
        func sublayerFrame() throws {
            let layer = sublayer(#""frame": [10, 20, 30, 20], "backgroundColor": [0, 0, 1, 1], "opacity": 0.5"#)
            let canvas = try drawn(#"{"backgroundColor": [0, 1, 0, 1], "sublayers": [\#(layer)]}"#)
            #expect(canvas.pixel(x: 9, y: 20) == [0, 255, 0, 255])
            #expect(canvas.pixel(x: 40, y: 39) == [0, 255, 0, 255])
            let inside = [canvas.pixel(x: 10, y: 20), canvas.pixel(x: 39, y: 39)]
            for pixel in inside {
                #expect(abs(Int(pixel.y) - 128) <= 1 && abs(Int(pixel.z) - 128) <= 1 && pixel.x == 0, "\(pixel)")
            }
        }

        @Test("a hidden layer draws no background, and a transparent one changes nothing")
        func hiddenAndTransparent() throws {
            #expect(try drawn(#"{"backgroundColor": [1, 0, 0, 1], "hidden": true, "emitterCells": []}"#).pixel(x: 5, y: 5) == [0, 0, 0, 255])
            #expect(try drawn(#"{"backgroundColor": [1, 0, 0, 0], "emitterCells": []}"#).pixel(x: 5, y: 5) == [0, 0, 0, 255])
        }

        @Test("a backdrop that replaces the root's background hides a single layer's and a scene root's, not a sublayer's")
        func replaced() throws {
            let white = Backdrop(color: [255, 255, 255, 255], replacesRootBackground: true)
            #expect(try drawn(#"{"backgroundColor": [1, 0, 0, 1], "emitterCells": []}"#, backdrop: white).pixel(x: 5, y: 5)
                == [255, 255, 255, 255])
            let layer = sublayer(#""frame": [0, 0, 10, 10], "backgroundColor": [0, 0, 1, 1]"#)
            let scene = try drawn(#"{"backgroundColor": [1, 0, 0, 1], "sublayers": [\#(layer)]}"#, backdrop: white)
            #expect(scene.pixel(x: 5, y: 5) == [0, 0, 255, 255])
            #expect(scene.pixel(x: 50, y: 50) == [255, 255, 255, 255])
        }

        @Test("on a see-through backdrop the pixels are clear where nothing is drawn and straight where something is")
        func transparent() throws {
            let clear = Backdrop(color: [0, 0, 0, 0], replacesRootBackground: true)
            let layer = sublayer(#""frame": [0, 0, 10, 10], "backgroundColor": [1, 0.5, 0, 0.5]"#)
            let pixels = try drawn(#"{"sublayers": [\#(layer)]}"#, backdrop: clear).straightPixels()
            #expect(Array(pixels[(50 * 80 + 50) * 4..<(50 * 80 + 50) * 4 + 4]) == [0, 0, 0, 0])
            let inside = Array(pixels[(5 * 80 + 5) * 4..<(5 * 80 + 5) * 4 + 4])
            #expect(inside[0] >= 254 && abs(Int(inside[1]) - 128) <= 2 && inside[2] == 0 && abs(Int(inside[3]) - 128) <= 1, "\(inside)")
        }

        @Test("an additive particle over nothing gets the alpha of its brightest component, so over black it is what was drawn")
        func additiveOverNothing() throws {
            let clear = Backdrop(color: [0, 0, 0, 0], replacesRootBackground: true)
            let canvas = try drawn(square(mode: .additive, color: "[1, 0.5, 0.25, 0.5]"), backdrop: clear)
            let drawnPixel = canvas.pixel(x: 40, y: 30)
            #expect(drawnPixel.w == 0 && drawnPixel.x > 100, "\(drawnPixel)")
            let straight = Array(try canvas.straightPixels()[(30 * 80 + 40) * 4..<(30 * 80 + 40) * 4 + 4])
            #expect(straight[3] == drawnPixel.x && straight[0] == 255, "\(straight)")
            for component in 0..<3 {
                let overBlack = (Int(straight[component]) * Int(straight[3]) + 127) / 255
                #expect(abs(overBlack - Int(drawnPixel[component])) <= 1, "\(straight) against \(drawnPixel)")
            }
        }

        @Test("backgrounds look the same on the OpenGL path as on the software one")
        func openGL() throws {
            try requireOpenGL()
            let layer = sublayer(#""frame": [10, 20, 30, 20], "backgroundColor": [0, 0, 1, 0.75]"#)
            let json = #"{"backgroundColor": [0.2, 0.4, 0.6, 1], "sublayers": [\#(layer)]}"#
            let software = try drawn(json).drawnPixels()
            let canvas = try GLOffscreenRenderer(size: [80, 60], texturesDirectory: texturesDirectory, backdrop: Backdrop(color: [0, 0, 0, 255]))
            let program = try SceneProgram(scene: Scene(jsonData: Data(json.utf8), source: "test.json"))
            try canvas.prepare(for: program, source: "test.json")
            let system = SceneSystem(program: program, windowSize: [80, 60])
            system.advance(by: 0)
            try canvas.render(system)
            let gl = try canvas.drawnPixels()
            let worst = zip(software, gl).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= 1, "largest difference \(worst)")
        }
    }
}
