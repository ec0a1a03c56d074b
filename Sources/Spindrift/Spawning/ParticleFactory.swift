import Foundation

/// Creates a cell's particles in closed form: the state of the particle with a given
/// emission ordinal at a given age, drawn from its own random stream, so stepping, pre-warming
/// and any step size give the same particle.
public struct ParticleFactory: Sendable {
    /// The cell's resolved parameters.
    public let parameters: CellParameters
    /// Where particles are born.
    public let geometry: EmissionGeometry
    /// The layer's seed.
    public let seed: UInt32
    /// The cell's index in the layer, part of each particle's random key.
    public let cellIndex: Int
    /// The cone of directions where the shape does not turn the emission angle.
    private let cone: EmissionCone

    /// A factory for one cell.
    public init(parameters: CellParameters, geometry: EmissionGeometry, seed: UInt32, cellIndex: Int) {
        self.parameters = parameters
        self.geometry = geometry
        self.seed = seed
        self.cellIndex = cellIndex
        self.cone = EmissionCone(
            longitude: parameters.longitude, latitude: parameters.latitude, halfAngle: parameters.coneHalfAngle)
    }

    /// The particle with `ordinal` at `age` seconds, or nil when it has died by then.
    ///
    /// Draws, in this fixed order: 3 for the position, 2 for the direction, then lifetime,
    /// velocity, scale, spin, red, green, blue and alpha.
    public func particle(ordinal: Int64, age: Double) -> Particle? {
        var random = SplitMix64(seed: seed, cell: cellIndex, ordinal: ordinal)
        let p = parameters
        let placement = SIMD3(random.nextUnit(), random.nextUnit(), random.nextUnit())
        let (origin, normalAngle) = geometry.sample(placement)
        let turnedCone = normalAngle.map {
            EmissionCone(longitude: p.longitude + $0, latitude: p.latitude, halfAngle: p.coneHalfAngle)
        }
        let direction = (turnedCone ?? cone).direction(random.nextUnit(), random.nextUnit())
        let lifetime = p.lifetime + p.lifetimeRange * random.nextSigned()
        let speed = p.velocity + p.velocityRange * random.nextSigned()
        let scale = p.scale + p.scaleRange * random.nextSigned()
        let spin = p.spin + p.spinRange * random.nextSigned()
        var color = p.color
        for channel in 0..<4 { color[channel] += p.colorRange[channel] * random.nextSigned() }
        // Clamped at birth, then after changing: as the kernel clamps every step.
        color.clamp(lowerBound: .zero, upperBound: .one)
        guard age < lifetime, age >= 0 else { return nil }

        let c = p.constants
        let acceleration = SIMD3<Double>(Double(c.acceleration.x), Double(c.acceleration.y), Double(c.acceleration.z))
        let velocity = direction * speed
        let position = origin + velocity * age + 0.5 * acceleration * age * age
        color += SIMD4<Double>(Double(c.colorSpeed.x), Double(c.colorSpeed.y), Double(c.colorSpeed.z),
                               Double(c.colorSpeed.w)) * age
        color.clamp(lowerBound: .zero, upperBound: .one)
        return Particle(
            ordinal: UInt32(truncatingIfNeeded: ordinal),
            position: SIMD3<Float>(position),
            velocity: SIMD3<Float>(velocity + acceleration * age),
            age: Float(age), lifetime: Float(lifetime),
            rotation: Float(spin * age), spin: Float(spin),
            scale: Float(scale + Double(c.scaleSpeed) * age),
            color: SIMD4<Float>(color))
    }
}
