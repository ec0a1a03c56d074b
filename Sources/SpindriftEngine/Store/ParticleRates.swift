/// How every particle of a cell changes with age, in single precision: kept out of the
/// columns, which hold only birth values, so that a particle's state at any age is evaluated
/// in closed form where it is read (the render batch, ``Particle``).
public struct ParticleRates: Equatable, Sendable {
    /// Acceleration in points per second².
    public var acceleration: SIMD3<Float>
    /// Change of scale per second.
    public var scaleSpeed: Float
    /// Change of each colour component per second.
    public var colorSpeed: SIMD4<Float>
    /// Whether any particle can have a non-zero spin; when not, rotation is 0 and the spin
    /// column is not read.
    public var spins: Bool

    /// Rates with every value given.
    public init(acceleration: SIMD3<Float>, scaleSpeed: Float, colorSpeed: SIMD4<Float>, spins: Bool) {
        self.acceleration = acceleration
        self.scaleSpeed = scaleSpeed
        self.colorSpeed = colorSpeed
        self.spins = spins
    }

    /// No change at all: particles keep their birth values and do not move.
    public static let zero = ParticleRates(acceleration: .zero, scaleSpeed: 0, colorSpeed: .zero, spins: false)
}
