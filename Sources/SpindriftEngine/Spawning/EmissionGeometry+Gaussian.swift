import Foundation

/// Births that gather toward the shape's centre (a cell's `spawnDistribution`): the uniform
/// numbers ``EmissionGeometry/sample(_:)`` takes are reshaped so that the position follows a
/// Gaussian of standard deviation σ × the shape's size in each axis (× the diameter for
/// discs and balls), truncated to the shape. Truncation is exact and takes no extra draws:
/// each number goes through the inverse of the truncated distribution (per axis for lines,
/// rectangles and boxes; of the radius for discs, Rayleigh, and balls, Maxwell), so a birth
/// still makes the same three draws and nothing is clamped onto the shape's edge.
///
/// Only where the shape has a centre inside what particles are born on: a line (every mode
/// but points), a rectangle's or a circle's area (surface, volume), a cuboid's volume, a
/// sphere's ball. Elsewhere (points, outlines, a cuboid's faces, a sphere's shell, the point
/// shape) births stay uniform.
extension EmissionGeometry {
    /// Whether a Gaussian spawn distribution changes where this shape and mode give births.
    package var hasGaussianSpread: Bool {
        switch (shape, mode) {
        case (.point, _), (_, .points), (.rectangle, .outline), (.circle, .outline), (.cuboid, .outline),
             (.cuboid, .surface), (.sphere, .outline), (.sphere, .surface):
            false
        default:
            true
        }
    }

    /// `u` (three uniform numbers in 0 ..< 1) reshaped for a Gaussian of `sigma` × the size;
    /// `u` itself where ``hasGaussianSpread`` is false.
    package func gaussian(_ u: SIMD3<Double>, sigma: Double) -> SIMD3<Double> {
        switch (shape, mode) {
        case (.line, .outline), (.line, .surface), (.line, .volume):
            return SIMD3(truncatedNormal(u.x, sigma: sigma), u.y, u.z)
        case (.rectangle, .surface), (.rectangle, .volume):
            return SIMD3(truncatedNormal(u.x, sigma: sigma), truncatedNormal(u.y, sigma: sigma), u.z)
        case (.cuboid, .volume):
            return SIMD3(truncatedNormal(u.x, sigma: sigma), truncatedNormal(u.y, sigma: sigma), truncatedNormal(u.z, sigma: sigma))
        case (.circle, .surface), (.circle, .volume):
            // The disc takes the radius as √u.y of its own; a 2-D Gaussian's radius r (in
            // units of the radius R, a = R²/2s², s = σ × 2R) has P(r ≤ x) ∝ 1 − exp(−a x²).
            let a = 1 / (8 * sigma * sigma)
            return SIMD3(u.x, min(1, -Foundation.log1p(u.y * Foundation.expm1(-a)) / a), u.z)
        case (.sphere, .volume):
            return SIMD3(u.x, u.y, truncatedMaxwellCube(u.z, sigma: sigma))
        default:
            return u
        }
    }

    /// The point in 0…1 at which a normal of mean 0.5 and standard deviation `sigma`,
    /// truncated to 0…1, reaches probability `u`.
    private func truncatedNormal(_ u: Double, sigma: Double) -> Double {
        let half = 0.5 / sigma
        let low = normalCDF(-half), high = normalCDF(half)
        let z = inverseNormalCDF(low + u * (high - low))
        return min(max(0.5 + sigma * z, 0), 1)
    }

    /// (r/R)³ for the radius r of a 3-D Gaussian of standard deviation s = σ × 2R truncated
    /// to the ball of radius R, at probability `u`: the Maxwell distribution's
    /// P(r ≤ x s) = erf(x/√2) − √(2/π) x exp(−x²/2), inverted by bisection.
    private func truncatedMaxwellCube(_ u: Double, sigma: Double) -> Double {
        func cdf(_ x: Double) -> Double { erf(x / 2.0.squareRoot()) - (2 / Double.pi).squareRoot() * x * exp(-x * x / 2) }
        let edge = 1 / (2 * sigma)
        let target = u * cdf(edge)
        var low = 0.0, high = edge
        for _ in 0..<64 {
            let middle = (low + high) / 2
            if cdf(middle) < target { low = middle } else { high = middle }
        }
        let fraction = (low + high) / 2 / edge
        return min(fraction * fraction * fraction, 1)
    }
}

/// The standard normal distribution function Φ(x).
func normalCDF(_ x: Double) -> Double {
    0.5 * erfc(-x / 2.0.squareRoot())
}

/// Φ⁻¹(p) for p in 0…1 (±infinity at the ends): Acklam's rational approximation (relative
/// error below 1.2e-9), refined by one step of Halley's method on ``normalCDF(_:)`` to
/// about double precision.
func inverseNormalCDF(_ p: Double) -> Double {
    guard p > 0 else { return -.infinity }
    guard p < 1 else { return .infinity }
    let a = [-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02, 1.383577518672690e+02,
             -3.066479806614716e+01, 2.506628277459239e+00]
    let b = [-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02, 6.680131188771972e+01,
             -1.328068155288572e+01]
    let c = [-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00, -2.549732539343734e+00,
             4.374664141464968e+00, 2.938163982698783e+00]
    let d = [7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00, 3.754408661907416e+00]
    let tail = 0.02425
    var x: Double
    if p < tail {
        let q = (-2 * log(p)).squareRoot()
        x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
            / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
    } else if p > 1 - tail {
        let q = (-2 * log(1 - p)).squareRoot()
        x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
            / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
    } else {
        let q = p - 0.5, r = q * q
        x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q
            / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
    }
    let error = normalCDF(x) - p
    let step = error * (2 * Double.pi).squareRoot() * exp(x * x / 2)
    x -= step / (1 + x * step / 2)
    return x
}
