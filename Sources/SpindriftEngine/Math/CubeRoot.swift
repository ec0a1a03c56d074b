import Foundation

/// Cube roots to the bits of glibc's `cbrt` (its generic `s_cbrt.c`, which x86-64 uses),
/// without the library call: a sphere's volume draws a radius ∝ ∛u for every birth, and
/// `cbrt` with its `frexp` and `ldexp` cost about what the rest of such a birth does.
///
/// glibc writes |x| = m · 2ᵉ with m in ½ ..< 1, guesses ∛m by a polynomial of degree 6, takes
/// one Halley step, multiplies by 2^((e mod 3)/3) and scales by 2^(e/3) (both quotients
/// truncated, as C's are). The last two steps are one multiplication here, by
/// ``scales``[e]: 2^(e/3) times a factor is exact, so rounding the product once gives the
/// bits that glibc's rounding then exact scaling gives. Zero, subnormal, negative, infinite
/// and NaN arguments, which births never draw, go to the library.
enum CubeRoot {
    /// Factor × 2^(e/3) for each exponent e of a normal double's m · 2ᵉ (−1021 ... 1024), at
    /// index e + 1021, which is the double's biased exponent − 1.
    static let scales: [Double] = {
        let factors = [1.0 / 1.5874010519681994748, 1.0 / 1.2599210498948731648, 1.0, 1.2599210498948731648, 1.5874010519681994748]
        return (-1021...1024).map { exponent in
            factors[2 + exponent % 3] * Double(sign: .plus, exponent: exponent / 3, significand: 1)
        }
    }()

    /// The bits of a double whose biased exponent is 1022: m's exponent.
    private static let halfExponent: UInt64 = 1022 << 52
    private static let fractionBits: UInt64 = (1 << 52) - 1

    /// glibc's polynomial guess and Halley step for mantissa m, before its scale: the same
    /// operations in the same order, for one value or eight.
    @inline(__always)
    private static func refined<Lanes: HalleyLanes>(_ m: Lanes) -> Lanes {
        var guess = Lanes(repeating: 0.784932344976639262) - Lanes(repeating: 0.145263899385486377) * m
        guess = guess * m + -1.83469277483613086
        guess = guess * m + 2.44693122563534430
        guess = guess * m + -2.11499494167371287
        guess = guess * m + 1.50819193781584896
        guess = guess * m + 0.354895765043919860
        let cube = guess * guess * guess
        return guess * (cube + m * Lanes(repeating: 2.0)) / (cube * Lanes(repeating: 2.0) + m)
    }

    /// ∛x, to the bits of glibc's `cbrt`.
    @inline(__always)
    static func of(_ x: Double) -> Double {
        let bits = x.bitPattern
        // Positive and normal: the biased exponent is 1 ... 2046 and the sign clear.
        let biased = Int(truncatingIfNeeded: bits >> 52)
        guard biased >= 1, biased <= 2046 else { return Foundation.cbrt(x) }
        let m = Double(bitPattern: bits & fractionBits | halfExponent)
        return refined(m) * scales[biased - 1]
    }

    /// ∛x of eight values, each to the bits of ``of(_:)``.
    @inline(__always)
    static func of(_ x: SIMD8<Double>) -> SIMD8<Double> {
        let bits = unsafeBitCast(x, to: SIMD8<UInt64>.self)
        // The sign and the biased exponent, less one: 0 ... 2045 for positive normal values,
        // and the index into ``scales``.
        let index = unsafeBitCast(bits &>> 52, to: SIMD8<Int64>.self) &- 1
        var outside: Int64 = 0
        for lane in 0..<8 { outside |= index[lane] | (2045 &- index[lane]) }
        guard outside >= 0 else {
            var roots = SIMD8<Double>()
            for lane in 0..<8 { roots[lane] = of(x[lane]) }
            return roots
        }
        let m = unsafeBitCast(bits & fractionBits | halfExponent, to: SIMD8<Double>.self)
        var scale = SIMD8<Double>()
        scales.withUnsafeBufferPointer { scales in
            for lane in 0..<8 { scale[lane] = scales[Int(truncatingIfNeeded: index[lane])] }
        }
        return refined(m) * scale
    }
}

/// ``DoubleLanes`` with the operations between lanes that the Halley step takes; its own
/// protocol, so that other arithmetic on ``DoubleLanes`` keeps its few overloads.
private protocol HalleyLanes: DoubleLanes {
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    static func / (lhs: Self, rhs: Self) -> Self
}

extension Double: HalleyLanes {}
extension SIMD8: HalleyLanes where Scalar == Double {}
