/// A seeded, divergence-free 2-D noise field: the curl (∂ψ/∂y, −∂ψ/∂x) of a scalar potential
/// ψ(x, y, τ), 3-D gradient noise with the quintic fade 6f⁵ − 15f⁴ + 10f³, whose derivatives
/// are evaluated exactly. ψ is twice continuously differentiable, so the curl's divergence
/// ∂²ψ/∂x∂y − ∂²ψ/∂y∂x is 0 everywhere: the field stirs without gathering or spreading.
///
/// The lattice's gradients come from a hash of the cell's corner and the seed, so a seed
/// picks a field and the field is the same on every machine.
///
/// The field is evaluated at eight points at a time (``Lanes``), each lane with the
/// operations a single point would take, in the same order: a lane's value does not depend on
/// the other lanes.
package struct CurlNoise: Sendable, Equatable {
    /// Eight values, one per point.
    package typealias Lanes = SIMD8<Double>

    /// Mixed into every corner's hash.
    package let seed: UInt64

    package init(seed: Int64) {
        self.seed = UInt64(bitPattern: seed) &* 0x9E37_79B9_7F4A_7C15 ^ 0xA076_1D64_78BD_642F
    }

    /// The curl at eight points (`x`, `y` in lattice units; `z` the field's time), in units of ψ
    /// per lattice unit: of order 1. Not inlined: the noise needs most of the vector
    /// registers, and inlined into the integration's loop its lanes were split and spilled.
    @inline(never)
    package func curl(x: Lanes, y: Lanes, z: Lanes) -> (x: Lanes, y: Lanes) {
        let gradient = potentialGradient(x: x, y: y, z: z).gradient
        return (gradient.y, -gradient.x)
    }

    /// ψ at eight points and its gradient (∂ψ/∂x, ∂ψ/∂y, ∂ψ/∂z) there.
    /// Coordinates beyond ±2⁵⁰ (or NaN) read as the nearest such value (or 0), which the
    /// lattice's 64-bit corner indices hold; the field is periodic in nothing.
    @inline(__always)
    package func potentialGradient(x: Lanes, y: Lanes, z: Lanes) -> (value: Lanes, gradient: (x: Lanes, y: Lanes, z: Lanes)) {
        let point = (x: Self.bounded(x), y: Self.bounded(y), z: Self.bounded(z))
        let cell = (x: point.x.rounded(.down), y: point.y.rounded(.down), z: point.z.rounded(.down))
        let f = (x: point.x - cell.x, y: point.y - cell.y, z: point.z - cell.z)
        @inline(__always) func fade(_ f: Lanes) -> Lanes { f * f * f * (f * (f * 6 - 15) + 10) }
        @inline(__always) func fadeSlope(_ f: Lanes) -> Lanes { 30 * f * f * (f * (f - 2) + 1) }
        let (ix, iy, iz) = (Self.wholeNumbers(cell.x), Self.wholeNumbers(cell.y), Self.wholeNumbers(cell.z))
        typealias Vector = (x: Lanes, y: Lanes, z: Lanes)
        @inline(__always) func corner(_ dx: Int64, _ dy: Int64, _ dz: Int64) -> (Vector, Lanes) {
            let g = self.gradient(ix &+ dx, iy &+ dy, iz &+ dz)
            // The ramp g · (f − corner), summed x, y, z in that order.
            let rampX: Lanes = g.x * (f.x - Double(dx)), rampY: Lanes = g.y * (f.y - Double(dy))
            let rampZ: Lanes = g.z * (f.z - Double(dz))
            return (g, rampX + rampY + rampZ)
        }
        let (ga, va) = corner(0, 0, 0), (gb, vb) = corner(1, 0, 0)
        let (gc, vc) = corner(0, 1, 0), (gd, vd) = corner(1, 1, 0)
        let (ge, ve) = corner(0, 0, 1), (gf, vf) = corner(1, 0, 1)
        let (gg, vg) = corner(0, 1, 1), (gh, vh) = corner(1, 1, 1)
        // Trilinear blending of the corners' ramps by the fade, written as a polynomial in u
        // so that its derivative follows term by term.
        let k1 = vb - va, k2 = vc - va, k3 = ve - va
        let k4 = va - vb - vc + vd, k5 = va - vc - ve + vg, k6 = va - vb - ve + vf
        let k7 = (vb - va) + (vc - vd) + (ve - vf) + (vh - vg)
        let (u, v, w) = (fade(f.x), fade(f.y), fade(f.z))
        var value = va + u * k1 + v * k2 + w * k3
        value += u * v * k4 + v * w * k5 + w * u * k6 + u * v * w * k7
        // The gradients blended the same way, one component at a time.
        @inline(__always) func blend(_ a: Lanes, _ b: Lanes, _ c: Lanes, _ d: Lanes, _ e: Lanes, _ f: Lanes, _ g: Lanes, _ h: Lanes) -> Lanes {
            var blended = a + u * (b - a)
            blended += v * (c - a) + w * (e - a)
            blended += (u * v) * ((a - b) + (d - c))
            blended += (v * w) * ((a - c) + (g - e))
            blended += (w * u) * ((a - b) + (f - e))
            blended += u * v * w * ((b - a) + (c - d) + (e - f) + (h - g))
            return blended
        }
        let slopes = (
            x: k1 + v * k4 + w * k6 + v * w * k7,
            y: k2 + u * k4 + w * k5 + u * w * k7,
            z: k3 + v * k5 + u * k6 + u * v * k7)
        let gradient = (
            x: blend(ga.x, gb.x, gc.x, gd.x, ge.x, gf.x, gg.x, gh.x) + fadeSlope(f.x) * slopes.x,
            y: blend(ga.y, gb.y, gc.y, gd.y, ge.y, gf.y, gg.y, gh.y) + fadeSlope(f.y) * slopes.y,
            z: blend(ga.z, gb.z, gc.z, gd.z, ge.z, gf.z, gg.z, gh.z) + fadeSlope(f.z) * slopes.z)
        return (value, gradient)
    }

    /// The gradients at lattice corners (x, y, z): each component uniform in −1…1.
    @inline(__always)
    private func gradient(_ x: SIMD8<Int64>, _ y: SIMD8<Int64>, _ z: SIMD8<Int64>) -> (x: Lanes, y: Lanes, z: Lanes) {
        @inline(__always) func bits(_ value: SIMD8<Int64>) -> SIMD8<UInt64> { unsafeBitCast(value, to: SIMD8<UInt64>.self) }
        let key = SIMD8(repeating: seed) ^ bits(x) &* 0xD6E8_FEB8_6659_FD93 ^ bits(y) &* 0xCA5A_8263_9512_1157
            ^ bits(z) &* 0x9E37_79B9_7F4A_7C15
        let random = SplitMix64.first(seeds: key)
        // 21 bits as a whole number (exactly, through the bits of 2⁵² + n), over 2²⁰, less 1.
        @inline(__always) func component(_ shift: UInt64) -> Lanes {
            let whole = unsafeBitCast((random &>> shift) & 0x1F_FFFF | 0x4330_0000_0000_0000, to: Lanes.self) - 0x1p52
            return whole * 0x1p-20 - 1
        }
        return (component(0), component(21), component(42))
    }

    /// `value` with NaN as 0 and clamped to ±2⁵⁰.
    @inline(__always)
    private static func bounded(_ value: Lanes) -> Lanes {
        let nan = Lanes(repeating: .infinity).magnitudeBits.below(value.magnitudeBits)
        let number = value.replacing(with: Lanes(), chosenBy: nan)
        let limit = Lanes(repeating: 0x1p50)
        let signedLimit = unsafeBitCast(
            unsafeBitCast(number, to: SIMD8<Int64>.self) & Int64.min | limit.magnitudeBits, to: Lanes.self)
        return number.replacing(with: signedLimit, chosenBy: limit.magnitudeBits.below(number.magnitudeBits))
    }

    /// Whole numbers of at most 2⁵⁰ in magnitude as integers, exactly: added to 1.5 × 2⁵²,
    /// whose ulp is 1, the number is the low bits of the sum.
    @inline(__always)
    private static func wholeNumbers(_ value: Lanes) -> SIMD8<Int64> {
        let magic = Lanes(repeating: 0x1.8p52)
        return unsafeBitCast(value + magic, to: SIMD8<Int64>.self) &- unsafeBitCast(magic, to: SIMD8<Int64>.self)
    }
}
