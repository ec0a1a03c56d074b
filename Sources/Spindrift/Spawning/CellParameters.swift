/// One cell's description with the layer's multipliers applied and ranges made absolute,
/// in the units the spawner and kernels use.
public struct CellParameters: Equatable, Sendable {
    /// Particles per second (0 when the cell is disabled).
    public var birthRate: Double
    /// Mean lifetime and its variation, in seconds.
    public var lifetime: Double, lifetimeRange: Double
    /// Mean speed and its variation, in points per second.
    public var velocity: Double, velocityRange: Double
    /// Emission direction in radians.
    public var longitude: Double, latitude: Double
    /// Half the emission cone's angle, 0…π.
    public var coneHalfAngle: Double
    /// Initial scale and its variation.
    public var scale: Double, scaleRange: Double
    /// Spin and its variation, in radians per second.
    public var spin: Double, spinRange: Double
    /// Initial colour and the variation of each component.
    public var color: SIMD4<Double>, colorRange: SIMD4<Double>
    /// What every particle of the cell shares during the update.
    public var constants: ParticleUpdateConstants

    /// The parameters of `cell` under `layer`'s multipliers.
    public init(cell: EmitterCell, layer: EmitterLayer) {
        birthRate = cell.enabled ? cell.birthRate * layer.birthRate : 0
        lifetime = cell.lifetime * layer.lifetime
        lifetimeRange = abs(cell.lifetimeRange * layer.lifetime)
        velocity = cell.velocity * layer.velocity
        velocityRange = abs(cell.velocityRange * layer.velocity)
        longitude = cell.emissionLongitude
        latitude = cell.emissionLatitude
        coneHalfAngle = min(abs(cell.emissionRange) / 2, Double.pi)
        scale = cell.scale * layer.scale
        scaleRange = abs(cell.scaleRange * layer.scale)
        spin = cell.spin * layer.spin
        spinRange = abs(cell.spinRange * layer.spin)
        color = cell.color
        let ranges = SIMD4(cell.redRange, cell.greenRange, cell.blueRange, cell.alphaRange)
        colorRange = pointwiseMax(ranges, -ranges)
        constants = ParticleUpdateConstants(
            acceleration: SIMD3<Float>(Float(cell.xAcceleration), Float(cell.yAcceleration), Float(cell.zAcceleration)),
            scaleSpeed: Float(cell.scaleSpeed * layer.scale),
            colorSpeed: SIMD4<Float>(
                Float(cell.redSpeed), Float(cell.greenSpeed), Float(cell.blueSpeed), Float(cell.alphaSpeed)),
            spins: spin != 0 || spinRange != 0)
    }

    /// The longest any particle can live, in seconds.
    public var maximumLifetime: Double { max(0, lifetime + lifetimeRange) }

    /// An upper bound on the particles alive at once: births fall 1/rate apart, so at most
    /// ⌊rate × maximum lifetime⌋ + 1 are younger than the maximum lifetime (reported as at
    /// most 1e18, so that sums of bounds stay finite).
    public var steadyStateBound: Double {
        birthRate > 0 && maximumLifetime > 0 ? min((birthRate * maximumLifetime).rounded(.down) + 1, 1e18) : 0
    }
}
