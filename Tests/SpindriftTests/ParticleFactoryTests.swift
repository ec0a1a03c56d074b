import Foundation
import Testing
@testable import Spindrift
@testable import SpindriftDescription
@testable import SpindriftEngine

@Suite("ParticleFactory")
struct ParticleFactoryTests {
    static let samples = 4000

    static func particles(_ configure: (inout EmitterCell) -> Void) -> [Particle] {
        let layer = TestLayers.single(velocity: 1, configure: configure)
        let factory = ParticleFactory(
            parameters: CellParameters(cell: layer.emitterCells[0], layer: layer),
            geometry: EmissionGeometry(layer: layer, viewport: [1, 1]), seed: 9, path: CellPath(["test"]))
        return (0..<Int64(samples)).map { factory.particle(ordinal: $0, birthTime: 0, age: 0).particle }
    }

    static func direction(_ particle: Particle) -> SIMD3<Double> {
        let v = SIMD3<Double>(particle.velocity)
        return v / (v * v).sum().squareRoot()
    }

    /// Whether `mean` is within five standard errors of `expected`.
    static func close(_ mean: Double, _ expected: Double, deviation: Double) -> Bool {
        abs(mean - expected) <= 5 * deviation / Double(samples).squareRoot()
    }

    @Test("emissionRange 0 emits exactly along longitude and latitude",
          arguments: [(0.0, 0.0), (Double.pi / 2, 0.0), (-Double.pi / 2, 0.3), (2.5, -1.0)] as [(Double, Double)])
    func exactDirection(longitude: Double, latitude: Double) {
        for particle in Self.particles({ $0.emissionLongitude = longitude; $0.emissionLatitude = latitude }).prefix(20) {
            let expected = SIMD3(cos(latitude) * cos(longitude), cos(latitude) * sin(longitude), -sin(latitude))
            #expect(maxDifference(Self.direction(particle), expected) < 1e-6)
        }
    }

    @Test("emissionRange 2π emits uniformly in every direction of space")
    func fullSphere() {
        let directions = Self.particles { $0.emissionRange = 2 * .pi }.map(Self.direction)
        let n = Double(directions.count)
        for axis in 0..<3 {
            // Each component of a uniform direction has mean 0 and variance 1/3.
            let mean = directions.map { $0[axis] }.reduce(0, +) / n
            #expect(Self.close(mean, 0, deviation: (1.0 / 3).squareRoot()))
            // z² has mean 1/3 and variance 1/5 − 1/9.
            let meanSquare = directions.map { $0[axis] * $0[axis] }.reduce(0, +) / n
            #expect(Self.close(meanSquare, 1.0 / 3, deviation: (4.0 / 45).squareRoot()))
        }
    }

    @Test("emissionRange is the full angle of a cone, uniform by solid angle", arguments: [0.4, Double.pi / 2, 3])
    func cone(range: Double) {
        let cosines = Self.particles { $0.emissionRange = range; $0.emissionLongitude = 1 }
            .map { (Self.direction($0) * SIMD3(cos(1), sin(1), 0)).sum() }
        let half = range / 2
        #expect(cosines.allSatisfy { $0 >= cos(half) - 1e-6 })
        // The inner cone of half the angle holds its share of the cap's solid angle.
        let fraction = (1 - cos(half / 2)) / (1 - cos(half))
        let inner = cosines.filter { $0 > cos(half / 2) }.count
        #expect(Self.close(Double(inner) / Double(cosines.count), fraction, deviation: (fraction * (1 - fraction)).squareRoot()))
    }

    @Test("scalar ranges give value ± range/2, uniformly; negative ranges act as their absolute value",
          arguments: [1.0, -1.0])
    func ranges(sign: Double) {
        let particles = Self.particles {
            $0.lifetime = 10; $0.lifetimeRange = 3 * sign
            $0.velocity = 50; $0.velocityRange = 20 * sign
            $0.scale = 0.15; $0.scaleRange = 0.6 * sign
            $0.spin = -0.5; $0.spinRange = 1 * sign
            $0.color = [0.5, 0.5, 0.5, 0.5]; $0.redRange = 0.25 * sign
        }
        let checks: [(String, (Particle) -> Float, Double, Double)] = [
            ("lifetime", \.lifetime, 10, 3), ("speed", { Float((SIMD3<Double>($0.velocity) * SIMD3<Double>($0.velocity)).sum().squareRoot()) }, 50, 20),
            ("scale", \.scale, 0.15, 0.6), ("spin", \.spin, -0.5, 1), ("red", \.color.x, 0.5, 0.25),
        ]
        for (name, value, mean, range) in checks {
            let values = particles.map { Double(value($0)) }
            let half = range / 2
            #expect(values.allSatisfy { abs($0 - mean) <= half * (1 + 1e-6) }, "\(name) within ± range/2")
            #expect(values.min()! < mean - 0.99 * half && values.max()! > mean + 0.99 * half, "\(name) fills the range")
            let average = values.reduce(0, +) / Double(values.count)
            // A uniform spread of width `range` has standard deviation range / √12.
            #expect(Self.close(average, mean, deviation: range / 12.0.squareRoot()), "\(name) is centred")
        }
    }

    @Test("a particle's death time is its birth time plus its lifetime; its age is as asked")
    func deathTime() {
        let layer = TestLayers.single(lifetime: 2)
        let factory = ParticleFactory(
            parameters: CellParameters(cell: layer.emitterCells[0], layer: layer),
            geometry: EmissionGeometry(layer: layer, viewport: [1, 1]), seed: 0, path: CellPath(["test"]))
        let (particle, birth) = factory.particle(ordinal: 0, birthTime: 3600.5, age: 1.99)
        #expect(particle.deathTime == 3602.5)
        #expect(particle.age == 1.99)
        #expect(birth.lifetime == 2)
    }

    @Test("a particle created already aged stores its birth values; its state at its age follows from them")
    func birthValues() {
        let layer = TestLayers.single(lifetime: 10) {
            $0.scale = 2; $0.scaleSpeed = -0.5; $0.spin = 3; $0.color = [1, 0.5, 0.25, 1]; $0.alphaSpeed = -0.25
        }
        let factory = ParticleFactory(
            parameters: CellParameters(cell: layer.emitterCells[0], layer: layer),
            geometry: EmissionGeometry(layer: layer, viewport: [1, 1]), seed: 0, path: CellPath(["test"]))
        let (particle, _) = factory.particle(ordinal: 0, birthTime: 1, age: 2)
        #expect(particle[.initialScale] == 2 && particle.initialColor == [1, 0.5, 0.25, 1] && particle.spin == 3)
        #expect(particle.scale == 1 && particle.rotation == 6 && particle.color == [1, 0.5, 0.25, 0.5])
    }

    @Test("on outlines, shells and faces longitude 0 emits along the outward normal; latitude tilts it",
          arguments: [(EmitterShape.circle, EmitterMode.outline), (.rectangle, .outline), (.sphere, .surface),
                      (.sphere, .outline), (.cuboid, .surface), (.cuboid, .outline)])
    func outwardNormal(shape: EmitterShape, mode: EmitterMode) {
        var layer = TestLayers.single(velocity: 1)
        layer.emitterShape = shape
        layer.emitterMode = mode
        layer.emitterSize = [40, 20]
        layer.emitterDepth = 10
        let factory = ParticleFactory(
            parameters: CellParameters(cell: layer.emitterCells[0], layer: layer),
            geometry: EmissionGeometry(layer: layer, viewport: [1, 1]), seed: 5, path: CellPath(["test"]))
        for ordinal in Int64(0)..<200 {
            let (particle, _) = factory.particle(ordinal: ordinal, birthTime: 0, age: 0)
            let offset = SIMD3<Double>(particle.origin)
            let direction = SIMD3<Double>(particle.initialVelocity)
            // Outward: the direction points away from the centre, and for a round shape along the radius.
            #expect((direction * offset).sum() > 0, "\(shape) \(mode) ordinal \(ordinal)")
            if shape == .circle || shape == .sphere {
                let radial = offset / (offset * offset).sum().squareRoot()
                #expect(maxDifference(direction, radial) < 1e-6)
            }
        }
    }
}
