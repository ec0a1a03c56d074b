import Foundation
import Spindrift
import SpindriftSDL
import Testing

/// A layer's JSON with the CALayer keys `keys` and one cell of `color` whose one particle
/// (born at t = 1, at rest) sits at `emitterPosition` in the layer's coordinates.
private func layerJSON(_ keys: String = "", at position: SIMD2<Double> = [40, 30], color: String = "[1, 1, 1, 1]") -> String {
    #"{\#(keys)\#(keys.isEmpty ? "" : ", ")"emitterPosition": [\#(position.x), \#(position.y)], "#
        + #""emitterCells": [{"contents": "square", "birthRate": 1, "lifetime": 100, "color": \#(color)}]}"#
}

/// Draws the description `json` at parent time 1.5 (one particle per cell) on a black 80 × 60 canvas.
private func render(_ json: String) throws -> OffscreenRenderer {
    try .drawnAtOneAndAHalfSeconds(try SceneProgram(scene: Scene(jsonData: Data(json.utf8), source: "test.json")), source: "test.json")
}

extension SDLTests {
    @Suite("Layers drawn: placement, transform, opacity, clipping, order")
    struct LayerRenderingTests {
        @Test("a layer without placement draws exactly as the window: the 16 × 16 square around (40, 30)")
        func unplaced() throws {
            let canvas = try render(layerJSON())
            #expect(canvas.pixel(x: 40, y: 30).x == 255 && canvas.pixel(x: 32, y: 22).x == 255)
            #expect(canvas.litPixels == 256)
        }

        @Test("opacity multiplies the particle's alpha: 0.5 over black gives half white; the root's multiplies too",
              arguments: [(#""opacity": 0.5"#, "", 127.5), (#""opacity": 0.5"#, #""opacity": 0.5, "#, 63.75), ("", #""opacity": 0.25, "#, 63.75)])
        func opacity(layerKeys: String, rootKeys: String, expected: Double) throws {
            let canvas = try render(#"{\#(rootKeys)"sublayers": [\#(layerJSON(layerKeys))]}"#)
            let pixel = canvas.pixel(x: 40, y: 30)
            #expect(abs(Double(pixel.x) - expected) <= 1.5 && pixel.x == pixel.y && pixel.y == pixel.z, "got \(pixel)")
        }

        @Test("position and anchorPoint place the layer's coordinates: (5, 5) of a layer at (60, 40) is (65, 45)")
        func placement() throws {
            let canvas = try render(layerJSON(#""bounds": [0, 0, 20, 20], "position": [60, 40], "anchorPoint": [0, 0]"#, at: [5, 5]))
            #expect(canvas.pixel(x: 65, y: 45).x == 255 && canvas.pixel(x: 58, y: 38).x == 255)
            #expect(canvas.pixel(x: 40, y: 30).x == 0)
            #expect(canvas.litPixels == 256)
        }

        @Test("the transform turns and scales about the anchor point: 8 points right of it go 4 points down at scale 0.5")
        func transform() throws {
            let canvas = try render(layerJSON(
                #""bounds": [0, 0, 20, 20], "position": [40, 30], "transform.rotation.z": 1.5707963267948966, "transform.scale": 0.5"#,
                at: [18, 10]))
            #expect(canvas.pixel(x: 40, y: 34).x == 255)
            // Scale 0.5 draws the square 8 × 8.
            #expect(canvas.litPixels == 64)
        }

        @Test("masksToBounds clips drawing to the layer's bounds: half the square is left")
        func clipping() throws {
            let clipped = try render(layerJSON(#""frame": [0, 0, 40, 60], "masksToBounds": true"#))
            #expect(clipped.pixel(x: 36, y: 30).x == 255 && clipped.pixel(x: 44, y: 30).x == 0)
            #expect(clipped.litPixels == 128)
            #expect(try render(layerJSON(#""frame": [0, 0, 40, 60]"#)).litPixels == 256)
            // The root's clip applies to its layers.
            let root = try render(#"{"frame": [0, 0, 80, 30], "masksToBounds": true, "sublayers": [\#(layerJSON())]}"#)
            #expect(root.litPixels == 128 && root.pixel(x: 40, y: 26).x == 255 && root.pixel(x: 40, y: 33).x == 0)
        }

        @Test("a hidden layer, or a layer under a hidden root, draws nothing", arguments: [
            #"{"sublayers": [\#(layerJSON(#""hidden": true"#))]}"#, #"{"hidden": true, "sublayers": [\#(layerJSON())]}"#,
        ])
        func hidden(json: String) throws {
            #expect(try render(json).litPixels == 0)
        }

        @Test("layers draw by zPosition, then array order: the red layer with zPosition 1 covers the blue one after it")
        func order() throws {
            let red = layerJSON(#""zPosition": 1"#, color: "[1, 0, 0, 1]"), blue = layerJSON(color: "[0, 0, 1, 1]")
            #expect(try render(#"{"sublayers": [\#(red), \#(blue)]}"#).pixel(x: 40, y: 30) == [255, 0, 0, 255])
            let plainRed = layerJSON(color: "[1, 0, 0, 1]")
            #expect(try render(#"{"sublayers": [\#(plainRed), \#(blue)]}"#).pixel(x: 40, y: 30) == [0, 0, 255, 255])
        }
    }
}
