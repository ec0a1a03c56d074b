import Foundation

/// Creates a cell's particles in closed form: the state of the particle with a given
/// emission ordinal at a given age, drawn from its own random stream, so stepping, pre-warming
/// and any step size give the same particle.
public struct ParticleFactory: Sendable {
    /// The cell's resolved parameters.
    public var parameters: CellParameters
    /// Where particles are born.
    public var geometry: EmissionGeometry
    /// The layer's seed.
    public var seed: UInt32
    /// The cell's index in the layer, part of each particle's random key.
    public var cellIndex: Int

    /// A factory for one cell.
    public init(parameters: CellParameters, geometry: EmissionGeometry, seed: UInt32, cellIndex: Int) {
        self.parameters = parameters
        self.geometry = geometry
        self.seed = seed
        self.cellIndex = cellIndex
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
        let direction = coneDirection(
            longitude: p.longitude + (normalAngle ?? 0), latitude: p.latitude, halfAngle: p.coneHalfAngle,
            random.nextUnit(), random.nextUnit())
        let lifetime = p.lifetime + p.lifetimeRange * random.nextSigned()
        let speed = p.velocity + p.velocityRange * random.nextSigned()
        let scale = p.scale + p.scaleRange * random.nextSigned()
        let spin = p.spin + p.spinRange * random.nextSigned()
        var color = p.color
        for channel in 0..<4 { color[channel] += p.colorRange[channel] * random.nextSigned() }
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

/// A direction uniform by solid angle in the cone of `halfAngle` around the direction at
/// (`longitude`, `latitude`), from two uniform numbers in 0 ..< 1.
func coneDirection(longitude: Double, latitude: Double, halfAngle: Double, _ u: Double, _ v: Double) -> SIMD3<Double> {
    let (sinLon, cosLon) = (sin(longitude), cos(longitude))
    let (sinLat, cosLat) = (sin(latitude), cos(latitude))
    let axis = SIMD3(cosLat * cosLon, cosLat * sinLon, sinLat)
    guard halfAngle > 0 else { return axis }
    let across = SIMD3(-sinLon, cosLon, 0)
    let up = SIMD3(-sinLat * cosLon, -sinLat * sinLon, cosLat)
    let cosTheta = 1 - u * (1 - cos(halfAngle))
    let sinTheta = max(0, 1 - cosTheta * cosTheta).squareRoot()
    let phi = 2 * Double.pi * v
    return cosTheta * axis + sinTheta * (cos(phi) * across + sin(phi) * up)
}
