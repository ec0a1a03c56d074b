import Foundation
import Spindrift
import SpindriftSDL

extension OffscreenRenderer {
    /// `program` (described by the file `source`) drawn at parent time 1.5 s on a black
    /// 80 × 60 canvas.
    static func drawnAtOneAndAHalfSeconds(_ program: SceneProgram, source: String) throws -> OffscreenRenderer {
        let canvas = try OffscreenRenderer(size: [80, 60], texturesDirectory: texturesDirectory, backdrop: Backdrop(color: [0, 0, 0, 255]))
        try canvas.scene.prepare(for: program, source: source)
        let system = SceneSystem(program: program, windowSize: [80, 60])
        system.advance(by: 0)
        system.advance(to: 1.5)
        try canvas.render(system)
        return canvas
    }

    /// How many pixels are brighter than half in red.
    var litPixels: Int {
        var lit = 0
        for y in 0..<size.y {
            for x in 0..<size.x where pixel(x: x, y: y).x > 128 { lit += 1 }
        }
        return lit
    }
}
