/// Per-cell values that every particle of a cell shares, kept out of the columns so the
/// update moves fewer bytes.
public struct ParticleUpdateConstants: Equatable, Sendable {
    /// Acceleration in points per second², for the closed-form motion that readers evaluate.
    public var acceleration: SIMD3<Float>
    /// Change of scale per second.
    public var scaleSpeed: Float
    /// Change of each colour component per second.
    public var colorSpeed: SIMD4<Float>
    /// Whether any particle can have a non-zero spin; when not, rotation is not touched.
    public var spins: Bool

    /// Constants with every value given.
    public init(acceleration: SIMD3<Float>, scaleSpeed: Float, colorSpeed: SIMD4<Float>, spins: Bool) {
        self.acceleration = acceleration
        self.scaleSpeed = scaleSpeed
        self.colorSpeed = colorSpeed
        self.spins = spins
    }
}
