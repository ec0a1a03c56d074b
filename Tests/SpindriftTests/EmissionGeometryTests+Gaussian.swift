import Foundation
import Testing
import Spindrift

/// The particles of a cell born over 1 s at 20 000 per second with a Gaussian spawn
/// distribution of `sigma` over `shape` in `mode`, 400 points wide and high (so 400 across a
/// circle or a sphere), centred on the origin: their offsets from the centre.
private func gaussianOffsets(_ shape: EmitterShape, _ mode: EmitterMode, sigma: Double) throws -> [SIMD3<Double>] {
    var layer = TestLayers.single(birthRate: 20_000, lifetime: 10) {
        var spindrift = CellExtensions()
        spindrift.spawnDistribution = SpawnDistribution(gaussian: sigma)
        $0.spindrift = spindrift
    }
    layer.seed = 11
    layer.emitterShape = shape
    layer.emitterMode = mode
    layer.emitterSize = [400, 400]
    layer.emitterDepth = 400
    layer.maxParticles = 100_000
    return try TestLayers.run(layer, time: 1, dt: 1.0 / 60).particles(inCell: 0).map { SIMD3<Double>($0.position) }
}

private func mean(_ values: [Double]) -> Double { values.reduce(0, +) / Double(values.count) }

private func standardDeviation(_ values: [Double]) -> Double {
    let m = mean(values)
    return (values.reduce(0) { $0 + ($1 - m) * ($1 - m) } / Double(values.count - 1)).squareRoot()
}

extension EmissionGeometryTests {
    @Test("a Gaussian spawn distribution over a line or a rectangle has the truncated normal's mean and deviation per axis",
          arguments: [(EmitterShape.line, EmitterMode.outline, 0.25), (.rectangle, .surface, 0.25), (.rectangle, .volume, 0.1),
                      (.cuboid, .volume, 0.2)])
    func gaussianPerAxis(shape: EmitterShape, mode: EmitterMode, sigma: Double) throws {
        let offsets = try gaussianOffsets(shape, mode, sigma: sigma)
        let n = Double(offsets.count)
        #expect(offsets.count == 20_000)
        // A normal of deviation s = σ × 400 truncated to ±200 = ±h s: its variance is
        // s² (1 − 2h φ(h) / (2Φ(h) − 1)).
        let s = sigma * 400, h = 0.5 / sigma
        let phi = exp(-h * h / 2) / (2 * Double.pi).squareRoot(), mass = erf(h / 2.0.squareRoot())
        let expected = s * (1 - 2 * h * phi / mass).squareRoot()
        let axes = shape == .line ? [0] : shape == .cuboid ? [0, 1, 2] : [0, 1]
        for axis in axes {
            let values = offsets.map { $0[axis] }
            // Four standard errors of the mean and of the deviation (the truncated normal's
            // tails are lighter than the normal's, so its deviation's error is smaller).
            #expect(abs(mean(values)) < 4 * expected / n.squareRoot())
            #expect(abs(standardDeviation(values) - expected) < 4 * expected / (2 * n).squareRoot())
            #expect(values.allSatisfy { abs($0) <= 200 })
        }
        if shape == .line { #expect(offsets.allSatisfy { $0.y == 0 && $0.z == 0 }) }
    }

    @Test("a Gaussian over a disc or a ball gives the 2-D or 3-D normal's mean squared radius, inside the shape",
          arguments: [(EmitterShape.circle, EmitterMode.surface), (.sphere, .volume)])
    func gaussianRadial(shape: EmitterShape, mode: EmitterMode) throws {
        let offsets = try gaussianOffsets(shape, mode, sigma: 0.1)
        let n = Double(offsets.count)
        // s = 0.1 × 400 = 40 per axis, truncated at the radius 200 = 5 s (a negligible mass of
        // 4e-6 for the disc, 1.5e-5 for the ball). r²/s² is χ² with 2 or 3 degrees of freedom:
        // mean 2 or 3, variance 4 or 6.
        let s = 40.0, dimensions = shape == .circle ? 2.0 : 3.0
        let squares = offsets.map { ($0 * $0).sum() }
        let standardError = (2 * dimensions).squareRoot() * s * s / n.squareRoot()
        #expect(abs(mean(squares) - dimensions * s * s) < 4 * standardError)
        #expect(squares.allSatisfy { $0 <= 200 * 200 * (1 + 1e-9) })
        if shape == .circle { #expect(offsets.allSatisfy { $0.z == 0 }) }
    }

    @Test("a Gaussian spreads nothing where the shape has no centre to gather toward, and a warning says so",
          arguments: [(EmitterShape.point, EmitterMode.volume), (.circle, .outline), (.sphere, .surface), (.rectangle, .points)])
    func gaussianWithoutEffect(shape: EmitterShape, mode: EmitterMode) throws {
        var layer = TestLayers.single {
            var spindrift = CellExtensions()
            spindrift.spawnDistribution = SpawnDistribution(gaussian: 0.1)
            $0.spindrift = spindrift
        }
        layer.emitterShape = shape
        layer.emitterMode = mode
        let program = try EmitterProgram(layer: layer)
        #expect(program.notices == [.init(
            path: "emitterCells[0].spindrift.spawnDistribution",
            reason: "has no effect with emitterShape '\(shape.rawValue)' and emitterMode '\(mode.rawValue)': births there stay uniform")])
        var uniform = layer
        uniform.emitterCells[0].spindrift = nil
        let gathered = try TestLayers.run(layer, time: 5, dt: 0.1), plain = try TestLayers.run(uniform, time: 5, dt: 0.1)
        #expect(gathered.particles(inCell: 0).map(\.position) == plain.particles(inCell: 0).map(\.position))
    }
}
