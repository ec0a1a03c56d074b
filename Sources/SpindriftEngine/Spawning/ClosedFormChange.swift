/// How a cell's particles change with age, in double precision: what spawning and emitting
/// sub-cells need to know a particle's state at any age in closed form.
public struct ClosedFormChange: Equatable, Sendable {
    /// Acceleration in points per second².
    public var acceleration: SIMD3<Double>
    /// Change of each colour component per second.
    public var colorSpeed: SIMD4<Double>
    /// Change of scale per second.
    public var scaleSpeed: Double

    /// A change with every value given.
    public init(acceleration: SIMD3<Double>, colorSpeed: SIMD4<Double>, scaleSpeed: Double) {
        self.acceleration = acceleration
        self.colorSpeed = colorSpeed
        self.scaleSpeed = scaleSpeed
    }
}
