/// A cone of emission directions: its axis at (longitude, latitude) and its half-angle, with
/// the trigonometry done once per cell rather than once per particle.
struct EmissionCone: Sendable {
    private let axis: SIMD3<Double>
    private let across: SIMD3<Double>
    private let up: SIMD3<Double>
    private let oneMinusCosHalfAngle: Double

    /// The cone around the direction at `longitude` in the x-y plane and `latitude` toward +z,
    /// with `halfAngle` in 0…π (radians).
    init(longitude: Double, latitude: Double, halfAngle: Double) {
        let (sinLon, cosLon) = sineCosine(turns: longitude / (2 * Double.pi))
        let (sinLat, cosLat) = sineCosine(turns: latitude / (2 * Double.pi))
        axis = SIMD3(cosLat * cosLon, cosLat * sinLon, sinLat)
        across = SIMD3(-sinLon, cosLon, 0)
        up = SIMD3(-sinLat * cosLon, -sinLat * sinLon, cosLat)
        oneMinusCosHalfAngle = 1 - sineCosine(turns: halfAngle / (2 * Double.pi)).cosine
    }

    /// A direction uniform by solid angle in the cone, from two uniform numbers in 0 ..< 1:
    /// cos θ is uniform between cos(half-angle) and 1, the turn around the axis uniform.
    func direction(_ u: Double, _ v: Double) -> SIMD3<Double> {
        guard oneMinusCosHalfAngle > 0 else { return axis }
        let cosTheta = 1 - u * oneMinusCosHalfAngle
        let sinTheta = max(0, 1 - cosTheta * cosTheta).squareRoot()
        let (sine, cosine) = sineCosine(turns: v)
        return cosTheta * axis + sinTheta * (cosine * across + sine * up)
    }
}
