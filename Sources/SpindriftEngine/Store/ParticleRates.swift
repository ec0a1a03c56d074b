/// How every particle of a cell changes with age, in single precision: kept out of the
/// columns, which hold only birth values, so that a particle's state at any age is evaluated
/// in closed form where it is read (the render batch, ``Particle``).
package struct ParticleRates: Equatable, Sendable {
    /// Acceleration in points per second².
    package var acceleration: SIMD3<Float>
    /// Change of scale per second.
    package var scaleSpeed: Float
    /// Change of each colour component per second.
    package var colorSpeed: SIMD4<Float>
    /// Whether any particle can have a non-zero spin; when not, rotation is 0 and the spin
    /// column is not read.
    package var spins: Bool

    /// Rates with every value given.
    package init(acceleration: SIMD3<Float>, scaleSpeed: Float, colorSpeed: SIMD4<Float>, spins: Bool) {
        self.acceleration = acceleration
        self.scaleSpeed = scaleSpeed
        self.colorSpeed = colorSpeed
        self.spins = spins
    }

    /// No change at all: particles keep their birth values and do not move.
    package static let zero = ParticleRates(acceleration: .zero, scaleSpeed: 0, colorSpeed: .zero, spins: false)
}
