/// How a cell's particles change with age, in double precision: what spawning and emitting
/// sub-cells need to know a particle's state at any age in closed form.
package struct ClosedFormChange: Equatable, Sendable {
    /// Acceleration in points per second².
    package var acceleration: SIMD3<Double>
    /// Change of each colour component per second.
    package var colorSpeed: SIMD4<Double>
    /// Change of scale per second.
    package var scaleSpeed: Double

    /// A change with every value given.
    package init(acceleration: SIMD3<Double>, colorSpeed: SIMD4<Double>, scaleSpeed: Double) {
        self.acceleration = acceleration
        self.colorSpeed = colorSpeed
        self.scaleSpeed = scaleSpeed
    }
}
