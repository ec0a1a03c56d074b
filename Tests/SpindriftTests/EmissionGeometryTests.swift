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

    static func sample(_ shape: EmitterShape, _ mode: EmitterMode) -> [(offset: SIMD3<Double>, normal: SIMD3<Double>?)] {
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

    @Test("the base direction: −y for a line but in points mode, +x where no normal applies",
          arguments: EmitterShape.allCases)
    func fixedBase(shape: EmitterShape) {
        for mode in EmitterMode.allCases {
            let expected: SIMD3<Double> = shape == .line && mode != .points ? [0, -1, 0] : [1, 0, 0]
            #expect(Self.geometry(shape, mode).fixedBase == expected, "\(shape) \(mode)")
            let hasNormal: Bool
            switch (shape, mode) {
            case (.rectangle, .outline), (.circle, .outline), (.cuboid, .outline), (.cuboid, .surface),
                 (.sphere, .outline), (.sphere, .surface): hasNormal = true
            default: hasNormal = false
            }
            #expect(Self.sample(shape, mode).allSatisfy { ($0.normal != nil) == hasNormal }, "\(shape) \(mode)")
        }
    }

    @Test("rectangle outline: the perimeter by length, base the outward normal")
    func rectangleOutline() {
        let samples = Self.sample(.rectangle, .outline)
        for (offset, normal) in samples {
            let onVertical = Self.near(abs(offset.x), 20) && abs(offset.y) <= 10
            let onHorizontal = Self.near(abs(offset.y), 10) && abs(offset.x) <= 20
            #expect(onVertical || onHorizontal)
            let expected: SIMD3<Double> = onHorizontal && !onVertical
                ? (offset.y < 0 ? [0, -1, 0] : [0, 1, 0])
                : (offset.x > 0 ? [1, 0, 0] : [-1, 0, 0])
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

    @Test("circle outline: the rim of radius width / 2 in the x-y plane, base the radius")
    func circleOutline() throws {
        for (offset, normal) in Self.sample(.circle, .outline) {
            #expect(Self.near((offset.x * offset.x + offset.y * offset.y).squareRoot(), 20))
            #expect(offset.z == 0)
            let direction = try #require(normal)
            #expect(maxDifference(direction * 20, offset) < 1e-9)
        }
    }

    @Test("circle surface and volume: uniform over the disc of radius width / 2", arguments: [EmitterMode.surface, .volume])
    func disc(mode: EmitterMode) {
        let radii = Self.sample(.circle, mode).map { ($0.offset.x * $0.offset.x + $0.offset.y * $0.offset.y).squareRoot() }
        #expect(radii.allSatisfy { $0 <= 20 })
        #expect(Self.binomial(radii.filter { $0 < 10 }.count, 0.25))
    }

    @Test("cuboid outline: the 12 edges by length, base the bisector of the two faces' normals")
    func cuboidEdges() {
        let samples = Self.sample(.cuboid, .outline)
        let half = SIMD3<Double>(20, 10, 5)
        for (offset, normal) in samples {
            let onFaces = (0..<3).filter { Self.near(abs(offset[$0]), half[$0]) }.count
            #expect(onFaces >= 2)
            #expect((0..<3).allSatisfy { abs(offset[$0]) <= half[$0] + 1e-9 })
            let direction = try! #require(normal)
            #expect(Self.near((direction * direction).sum(), 1))
            for axis in 0..<3 where !Self.near(abs(offset[axis]), half[axis]) { #expect(direction[axis] == 0) }
            for axis in 0..<3 where abs(offset[axis]) < half[axis] - 1e-9 { #expect(direction[axis] == 0) }
            for axis in 0..<3 where direction[axis] != 0 { #expect((direction[axis] > 0) == (offset[axis] > 0)) }
        }
        // Edges along x are 4 × 40 of 4 × 70.
        let alongX = samples.filter { abs($0.offset.x) < 20 - 1e-9 }.count
        #expect(Self.binomial(alongX, 40.0 / 70))
    }

    @Test("cuboid surface: the 6 faces by area, base the face's normal")
    func cuboidFaces() {
        let samples = Self.sample(.cuboid, .surface)
        let offsets = samples.map(\.offset)
        let half = SIMD3<Double>(20, 10, 5)
        #expect(offsets.allSatisfy { offset in (0..<3).contains { Self.near(abs(offset[$0]), half[$0]) } })
        for (offset, normal) in samples {
            let direction = try! #require(normal)
            let axis = (0..<3).first { direction[$0] != 0 }!
            #expect(Self.near(offset[axis], direction[axis] * half[axis]))
        }
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

    @Test("sphere surface and outline: uniform on the shell of radius width / 2, base the radius",
          arguments: [EmitterMode.surface, .outline])
    func sphereShell(mode: EmitterMode) {
        let samples = Self.sample(.sphere, mode)
        #expect(samples.allSatisfy { Self.near(($0.offset * $0.offset).sum().squareRoot(), 20) })
        #expect(samples.allSatisfy { maxDifference($0.normal! * 20, $0.offset) < 1e-9 })
        // Archimedes: z is uniform, so a band of half the height holds half the points.
        #expect(Self.binomial(samples.filter { abs($0.offset.z) < 10 }.count, 0.5))
    }

    @Test("sphere volume: uniform in the ball of radius width / 2")
    func ball() {
        let radii = Self.sample(.sphere, .volume).map { ($0.offset * $0.offset).sum().squareRoot() }
        #expect(radii.allSatisfy { $0 <= 20 + 1e-9 })
        #expect(Self.binomial(radii.filter { $0 < 10 }.count, 1.0 / 8))
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
