import Foundation

extension TextureArtwork {
    /// The crystal's arm length, from the centre, in pixels: its soft tip ends inside the
    /// 64 px texture.
    static let crystalArm = 27.5
    /// Half the width of the crystal's strokes, in pixels.
    static let crystalHalfWidth = 2.5
    /// The radius of the crystal's hexagonal centre (centre to corner), in pixels.
    static let crystalHub = 6.5

    /// The strokes of the arm that points up the texture (−y), in arm coordinates: x along
    /// the arm, y across it. Side branches leave at 60° toward the tip, mirrored across the
    /// arm, so that each meets its neighbour arm's branches at the 30° line only at its tip.
    static let crystalArmStrokes: [TextureStroke] = {
        let arm = crystalArm
        let branch = SIMD2(cos(Double.pi / 3), sin(Double.pi / 3))
        var strokes = [TextureStroke(start: [0, 0], end: [arm, 0])]
        for (at, length) in [(0.4, 0.28), (0.65, 0.2)] {
            let root = SIMD2(at * arm, 0)
            strokes.append(TextureStroke(start: root, end: root + branch * (length * arm)))
            strokes.append(TextureStroke(start: root, end: root + branch * SIMD2(1, -1) * (length * arm)))
        }
        return strokes
    }()

    /// The crystal's opacity at `dx`, `dy` pixels from the centre: the nearest of the six
    /// arms' strokes, over the filled hexagon whose corners lie on the arms.
    func crystalOpacity(dx: Double, dy: Double) -> Double {
        let point = SIMD2(dx, dy)
        var nearest = Double.infinity
        for arm in 0..<6 {
            // Arm k points at −90° + 60°·k; turn the point into that arm's frame.
            let angle = -Double.pi / 2 + Double(arm) * Double.pi / 3
            let local = SIMD2(point.x * cos(angle) + point.y * sin(angle), -point.x * sin(angle) + point.y * cos(angle))
            for stroke in Self.crystalArmStrokes { nearest = min(nearest, stroke.distance(to: local)) }
        }
        let stroke = TextureStroke.coverage(distance: nearest, halfWidth: Self.crystalHalfWidth, softness: 3.0)
        // The hexagon's edge lies at the apothem across the 30° directions between arms.
        let radius = (dx * dx + dy * dy).squareRoot()
        let offArm = abs(remainder(atan2(dy, dx) + Double.pi / 2, Double.pi / 3))
        let beyondEdge = radius * cos(Double.pi / 6 - offArm) - Self.crystalHub * cos(Double.pi / 6)
        let hub = TextureStroke.coverage(distance: beyondEdge, halfWidth: 0, softness: 1.5)
        return max(stroke, hub)
    }
}
