import Foundation
import Testing
import Spindrift

@Suite("EmissionGeometry")
struct EmissionGeometryTests {
    static let center = SIMD3<Double>(100, 50, 7)
    static let samples = 4000

    static func geometry(_ shape: EmitterShape, _ mode: EmitterMode) -> EmissionGeometry {
        var layer = EmitterLayer()
        layer.emitterShape = shape
        layer.emitterMode = mode
        layer.emitterPosition = [center.x, center.y]
        layer.emitterZPosition = center.z
        layer.emitterSize = [40, 20]
        layer.emitterDepth = 10
        return EmissionGeometry(layer: layer, viewport: [1, 1])
    }

    static func sample(_ shape: EmitterShape, _ mode: EmitterMode) -> [(offset: SIMD3<Double>, normal: Double?)] {
        let geometry = geometry(shape, mode)
        var random = SplitMix64(seed: 42)
        return (0..<samples).map { _ in
            let (position, normal) = geometry.sample([random.nextUnit(), random.nextUnit(), random.nextUnit()])
            return (position - center, normal)
        }
    }

    /// Whether `count` of `samples` is within five standard deviations of `fraction`.
    static func binomial(_ count: Int, _ fraction: Double) -> Bool {
        let n = Double(samples)
        return abs(Double(count) - n * fraction) <= 5 * (n * fraction * (1 - fraction)).squareRoot()
    }

    static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test("points mode: the vertices, or the centre", arguments: EmitterShape.allCases)
    func points(shape: EmitterShape) {
        let offsets = Self.sample(shape, .points).map(\.offset)
        let vertices: Set<SIMD3<Double>>
        switch shape {
        case .point, .circle, .sphere: vertices = [.zero]
        case .line: vertices = [[-20, 0, 0], [20, 0, 0]]
        case .rectangle: vertices = [[-20, -10, 0], [20, -10, 0], [-20, 10, 0], [20, 10, 0]]
        case .cuboid:
            vertices = Set([-20.0, 20].flatMap { x in [-10.0, 10].flatMap { y in [-5.0, 5].map { z in [x, y, z] } } })
        }
        #expect(Set(offsets) == vertices)
        for vertex in vertices {
            #expect(Self.binomial(offsets.filter { $0 == vertex }.count, 1 / Double(vertices.count)))
        }
    }

    @Test("line: uniform along the segment in every mode but points", arguments: [EmitterMode.outline, .surface, .volume])
    func line(mode: EmitterMode) {
        let offsets = Self.sample(.line, mode).map(\.offset)
        #expect(offsets.allSatisfy { abs($0.x) <= 20 && $0.y == 0 && $0.z == 0 })
        #expect(Self.binomial(offsets.filter { $0.x < -10 }.count, 0.25))
    }

    @Test("rectangle outline: the perimeter by length, angle turned to the outward normal")
    func rectangleOutline() {
        let samples = Self.sample(.rectangle, .outline)
        for (offset, normal) in samples {
            let onVertical = Self.near(abs(offset.x), 20) && abs(offset.y) <= 10
            let onHorizontal = Self.near(abs(offset.y), 10) && abs(offset.x) <= 20
            #expect(onVertical || onHorizontal)
            let expected = onHorizontal && !onVertical
                ? (offset.y < 0 ? -Double.pi / 2 : Double.pi / 2)
                : (offset.x > 0 ? 0 : Double.pi)
            if onHorizontal != onVertical { #expect(normal == expected) }
        }
        // Horizontal edges are 80 of the 120 points of perimeter.
        #expect(Self.binomial(samples.filter { Self.near(abs($0.offset.y), 10) }.count, 80.0 / 120))
    }

    @Test("rectangle surface and volume: uniform over the area", arguments: [EmitterMode.surface, .volume])
    func rectangleArea(mode: EmitterMode) {
        let offsets = Self.sample(.rectangle, mode).map(\.offset)
        #expect(offsets.allSatisfy { abs($0.x) <= 20 && abs($0.y) <= 10 && $0.z == 0 })
        #expect(Self.binomial(offsets.filter { abs($0.x) < 10 && abs($0.y) < 5 }.count, 0.25))
    }

    @Test("circle and sphere outline: the circumference in the x-y plane, angle turned to the radius",
          arguments: [EmitterShape.circle, .sphere])
    func circleOutline(shape: EmitterShape) {
        for (offset, normal) in Self.sample(shape, .outline) {
            #expect(Self.near((offset.x * offset.x + offset.y * offset.y).squareRoot(), 40))
            #expect(offset.z == 0)
            let angle = try! #require(normal)
            #expect(Self.near(cos(angle) * 40, offset.x) && Self.near(sin(angle) * 40, offset.y))
        }
    }

    @Test("circle surface and volume: uniform over the disc of radius width", arguments: [EmitterMode.surface, .volume])
    func disc(mode: EmitterMode) {
        let radii = Self.sample(.circle, mode).map { ($0.offset.x * $0.offset.x + $0.offset.y * $0.offset.y).squareRoot() }
        #expect(radii.allSatisfy { $0 <= 40 })
        #expect(Self.binomial(radii.filter { $0 < 20 }.count, 0.25))
    }

    @Test("cuboid outline: the 12 edges by length, angle turned to the edge's in-plane normal")
    func cuboidEdges() {
        let samples = Self.sample(.cuboid, .outline)
        let half = SIMD3<Double>(20, 10, 5)
        for (offset, normal) in samples {
            let onFaces = (0..<3).filter { Self.near(abs(offset[$0]), half[$0]) }.count
            #expect(onFaces >= 2)
            #expect((0..<3).allSatisfy { abs(offset[$0]) <= half[$0] + 1e-9 })
            #expect(normal != nil)
        }
        // Edges along x are 4 × 40 of 4 × 70.
        let alongX = samples.filter { abs($0.offset.x) < 20 - 1e-9 }.count
        #expect(Self.binomial(alongX, 40.0 / 70))
    }

    @Test("cuboid surface: the 6 faces by area")
    func cuboidFaces() {
        let offsets = Self.sample(.cuboid, .surface).map(\.offset)
        let half = SIMD3<Double>(20, 10, 5)
        #expect(offsets.allSatisfy { offset in (0..<3).contains { Self.near(abs(offset[$0]), half[$0]) } })
        // The ±z faces are 2 × 800 of 2 × (800 + 400 + 200).
        #expect(Self.binomial(offsets.filter { Self.near(abs($0.z), 5) }.count, 800.0 / 1400))
    }

    @Test("cuboid volume: uniform in the box")
    func cuboidVolume() {
        let offsets = Self.sample(.cuboid, .volume).map(\.offset)
        #expect(offsets.allSatisfy { abs($0.x) <= 20 && abs($0.y) <= 10 && abs($0.z) <= 5 })
        #expect(Self.binomial(offsets.filter { $0.z > 0 }.count, 0.5))
        #expect(Self.binomial(offsets.filter { abs($0.x) < 10 }.count, 0.5))
    }

    @Test("sphere surface: uniform on the shell of radius width")
    func sphereShell() {
        let offsets = Self.sample(.sphere, .surface).map(\.offset)
        #expect(offsets.allSatisfy { Self.near(($0 * $0).sum().squareRoot(), 40) })
        // Archimedes: z is uniform, so a band of half the height holds half the points.
        #expect(Self.binomial(offsets.filter { abs($0.z) < 20 }.count, 0.5))
    }

    @Test("sphere volume: uniform in the ball")
    func ball() {
        let radii = Self.sample(.sphere, .volume).map { ($0.offset * $0.offset).sum().squareRoot() }
        #expect(radii.allSatisfy { $0 <= 40 + 1e-9 })
        #expect(Self.binomial(radii.filter { $0 < 20 }.count, 1.0 / 8))
    }

    @Test("viewport units scale position and size by the viewport")
    func viewportUnits() {
        var layer = EmitterLayer()
        layer.emitterUnits = .viewport
        layer.emitterPosition = [0.5, 0.25]
        layer.emitterSize = [1, 0.5]
        let geometry = EmissionGeometry(layer: layer, viewport: [800, 600])
        #expect(geometry.center == [400, 150, 0])
        #expect(geometry.size == [800, 300])
    }
}
