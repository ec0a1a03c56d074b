import CSDL2
@testable import SpindriftSDL
import Testing

/// The four corners of a square `side` points wide centred on `centre`, turned `angle`
/// radians, mapping the whole of a texture.
private func square(centre: SIMD2<Float>, side: Float, angle: Float = 0) -> [SDL_Vertex] {
    let corners: [SIMD2<Float>] = [[-1, -1], [1, -1], [1, 1], [-1, 1]]
    let (c, s) = (Float(cos(Double(angle))), Float(sin(Double(angle))))
    return corners.map { corner in
        let offset = corner * side / 2
        let point = centre + SIMD2(offset.x * c - offset.y * s, offset.x * s + offset.y * c)
        return SDL_Vertex(position: SDL_FPoint(x: point.x, y: point.y), color: SDL_Color(r: 255, g: 255, b: 255, a: 255),
                          tex_coord: SDL_FPoint(x: (corner.x + 1) / 2, y: (corner.y + 1) / 2))
    }
}

extension SDLTests {
    @Suite("GeometryLimits")
    struct GeometryLimitsTests {
        /// A 1280 × 720 target at one pixel per point drawing from a 1024 × 68 atlas.
        let limits = GeometryLimits(target: [1280, 720], scale: [1, 1], textureSize: [1024, 68])

        @Test("tiles keep 4 × side² × texel below 2³⁰")
        func tileSize() {
            #expect(GeometryLimits.tilePixels(texelExtent: 1024) == 510)
            #expect(GeometryLimits.tilePixels(texelExtent: 66) == 2014)
            let side = Double(GeometryLimits.tilePixels(texelExtent: 4096) + 2)
            #expect(4 * side * side * 4096 <= Double(1 << 30))
        }

        @Test("quads are drawn, hidden, culled or cut by size and place", arguments: [
            (SIMD2<Float>(640, 360), Float(64), GeometryLimits.Placement.drawn),
            ([-60, 360], 64, .hidden),
            ([1e9, 360], 64, .culled),
            ([640, 360], 4000, .oversized),
            // Small enough for SDL, but mostly off the target: cut, so SDL works over what shows.
            ([640, 360], 300, .drawn),
            ([-150, -150], 300, .oversized),
            ([0, 360], 64, .drawn),
            ([-1e7, 360], 4000, .culled),
            ([640, .nan], 64, .culled),
            ([640, .infinity], 64, .culled),
        ] as [(SIMD2<Float>, Float, GeometryLimits.Placement)])
        func placement(centre: SIMD2<Float>, side: Float, expected: GeometryLimits.Placement) {
            let quad = square(centre: centre, side: side, angle: 0.5)
            #expect(quad.withUnsafeBufferPointer { limits.place($0.baseAddress!) } == expected)
        }

        @Test("a cut quad covers exactly its part of the target, in triangles no larger than a tile",
              arguments: [(SIMD2<Float>(640, 360), Float(1e5), Float(1280 * 720)), ([-1360, -1640], 4000, 640 * 360)] as [(SIMD2<Float>, Float, Float)])
        func clipping(centre: SIMD2<Float>, side: Float, area: Float) {
            // Texel coordinates up to 1024: tiles of 510 points.
            let limits = GeometryLimits(target: [1280, 720], scale: [1, 1], textureSize: [1024, 1024])
            var clipper = QuadClipper()
            square(centre: centre, side: side, angle: centre.x < 0 ? 0 : 0.7).withUnsafeBufferPointer {
                clipper.add($0.baseAddress!, limits: limits)
            }
            var total: Float = 0
            for triangle in stride(from: 0, to: clipper.indices.count, by: 3) {
                let points = (0..<3).map { clipper.vertices[Int(clipper.indices[triangle + $0])].position }
                total += abs((points[1].x - points[0].x) * (points[2].y - points[0].y)
                    - (points[1].y - points[0].y) * (points[2].x - points[0].x)) / 2
                let xs = points.map(\.x), ys = points.map(\.y)
                #expect(xs.max()! - xs.min()! <= 510 && ys.max()! - ys.min()! <= 510)
                #expect(xs.min()! >= 0 && xs.max()! <= 1280 && ys.min()! >= 0 && ys.max()! <= 720)
            }
            #expect(abs(total - area) < area * 1e-4, "area \(total)")
        }
    }
}
