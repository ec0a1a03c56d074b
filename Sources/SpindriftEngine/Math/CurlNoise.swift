/// A seeded, divergence-free 2-D noise field: the curl (∂ψ/∂y, −∂ψ/∂x) of a scalar potential
/// ψ(x, y, τ), 3-D gradient noise with the quintic fade 6f⁵ − 15f⁴ + 10f³, whose derivatives
/// are evaluated exactly. ψ is twice continuously differentiable, so the curl's divergence
/// ∂²ψ/∂x∂y − ∂²ψ/∂y∂x is 0 everywhere: the field stirs without gathering or spreading.
///
/// The lattice's gradients come from a hash of the cell's corner and the seed, so a seed
/// picks a field and the field is the same on every machine.
package struct CurlNoise: Sendable, Equatable {
    /// Mixed into every corner's hash.
    package let seed: UInt64

    package init(seed: Int64) {
        self.seed = UInt64(bitPattern: seed) &* 0x9E37_79B9_7F4A_7C15 ^ 0xA076_1D64_78BD_642F
    }

    /// The curl at `point` (x, y in lattice units; z the field's time), in units of ψ per
    /// lattice unit: of order 1.
    package func curl(at point: SIMD3<Double>) -> SIMD2<Double> {
        let gradient = potentialGradient(at: point).gradient
        return SIMD2(gradient.y, -gradient.x)
    }

    /// ψ at `point` and its gradient (∂ψ/∂x, ∂ψ/∂y, ∂ψ/∂z).
    /// Coordinates beyond ±2⁵⁰ (or NaN) read as the nearest such value (or 0), which the
    /// lattice's 64-bit corner indices hold; the field is periodic in nothing.
    package func potentialGradient(at point: SIMD3<Double>) -> (value: Double, gradient: SIMD3<Double>) {
        let limit = SIMD3<Double>(repeating: 0x1p50)
        var point: SIMD3<Double> = point.replacing(with: SIMD3<Double>(), where: .!(point .== point))
        point.clamp(lowerBound: -limit, upperBound: limit)
        let cell: SIMD3<Double> = point.rounded(FloatingPointRoundingRule.down)
        let f: SIMD3<Double> = point - cell
        let u: SIMD3<Double> = f * f * f * (f * (f * 6 - 15) + 10)
        let du: SIMD3<Double> = 30 * f * f * (f * (f - 2) + 1)
        let (ix, iy, iz) = (Int64(cell.x), Int64(cell.y), Int64(cell.z))
        func corner(_ dx: Int64, _ dy: Int64, _ dz: Int64) -> (SIMD3<Double>, Double) {
            let g = gradient(ix &+ dx, iy &+ dy, iz &+ dz)
            let offset: SIMD3<Double> = f - SIMD3<Double>(Double(dx), Double(dy), Double(dz))
            let product: SIMD3<Double> = g * offset
            return (g, product.sum())
        }
        let (ga, va) = corner(0, 0, 0), (gb, vb) = corner(1, 0, 0)
        let (gc, vc) = corner(0, 1, 0), (gd, vd) = corner(1, 1, 0)
        let (ge, ve) = corner(0, 0, 1), (gf, vf) = corner(1, 0, 1)
        let (gg, vg) = corner(0, 1, 1), (gh, vh) = corner(1, 1, 1)
        // Trilinear blending of the corners' ramps by the fade, written as a polynomial in u
        // so that its derivative follows term by term.
        let k1: Double = vb - va, k2: Double = vc - va, k3: Double = ve - va
        let k4: Double = va - vb - vc + vd, k5: Double = va - vc - ve + vg, k6: Double = va - vb - ve + vf
        let k7: Double = (vb - va) + (vc - vd) + (ve - vf) + (vh - vg)
        let (x, y, z) = (u.x, u.y, u.z)
        var value: Double = va + x * k1 + y * k2 + z * k3
        value += x * y * k4 + y * z * k5 + z * x * k6 + x * y * z * k7
        var blended: SIMD3<Double> = ga + x * (gb - ga)
        blended += y * (gc - ga) + z * (ge - ga)
        let g4: SIMD3<Double> = (ga - gb) + (gd - gc), g5: SIMD3<Double> = (ga - gc) + (gg - ge)
        let g6: SIMD3<Double> = (ga - gb) + (gf - ge)
        blended += (x * y) * g4
        blended += (y * z) * g5
        blended += (z * x) * g6
        let g7: SIMD3<Double> = (gb - ga) + (gc - gd) + (ge - gf) + (gh - gg)
        blended += x * y * z * g7
        let slopes = SIMD3<Double>(
            k1 + y * k4 + z * k6 + y * z * k7,
            k2 + x * k4 + z * k5 + x * z * k7,
            k3 + y * k5 + x * k6 + x * y * k7)
        return (value, blended + du * slopes)
    }

    /// The gradient at lattice corner (x, y, z): each component uniform in −1…1.
    private func gradient(_ x: Int64, _ y: Int64, _ z: Int64) -> SIMD3<Double> {
        var mixer = SplitMix64(
            seed: seed ^ UInt64(bitPattern: x) &* 0xD6E8_FEB8_6659_FD93 ^ UInt64(bitPattern: y) &* 0xCA5A_8263_9512_1157
                ^ UInt64(bitPattern: z) &* 0x9E37_79B9_7F4A_7C15)
        let bits = mixer.next()
        func component(_ shift: UInt64) -> Double { Double((bits >> shift) & 0x1F_FFFF) / Double(0x10_0000) - 1 }
        return SIMD3(component(0), component(21), component(42))
    }
}
