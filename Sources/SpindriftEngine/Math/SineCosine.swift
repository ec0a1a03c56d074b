/// The sine and cosine of `turns` turns (one turn is 2π radians), without a libm call: the
/// angle is reduced to the nearest quarter turn and the remaining ±π/4 goes through Taylor
/// polynomials of degree 11 and 12 (error below 1e-10).
///
/// Spawning and the render batch take angles for every particle; libm's `sin` and `cos` were
/// a third of the spawn's time. Rounding goes through integer conversion because `floor` and
/// `round` are library calls in the portable (SSE2) build.
@inline(__always)
func sineCosine(turns: Double) -> (sine: Double, cosine: Double) {
    // Beyond 2^52 a Double has no fractional part (and Int64 would overflow).
    let fraction = abs(turns) < 0x1p52 ? turns - Double(Int64(turns)) : 0
    let quarter = Int64(fraction * 4 + (fraction < 0 ? -0.5 : 0.5))
    let x = (fraction - Double(quarter) / 4) * (2 * Double.pi)
    let (sine, cosine) = quarterTurnSineCosine(x)
    switch quarter & 3 {
    case 0: return (sine, cosine)
    case 1: return (cosine, -sine)
    case 2: return (-sine, -cosine)
    default: return (-cosine, sine)
    }
}

/// The Taylor polynomials of ``sineCosine(turns:)`` at `x` radians (within ±π/4), for one
/// angle or eight: Horner forms of x − x³/3! + … − x¹¹/11! and 1 − x²/2! + … + x¹²/12!, one
/// sequence of operations for both, so that births made one at a time and eight at a time
/// agree to the bit.
@inline(__always)
func quarterTurnSineCosine<Lanes: DoubleLanes>(_ x: Lanes) -> (sine: Lanes, cosine: Lanes) {
    let x2 = x * x
    var sine = Lanes(repeating: -1.0 / 39_916_800)
    sine = sine * x2 + 1.0 / 362_880
    sine = sine * x2 - 1.0 / 5040
    sine = sine * x2 + 1.0 / 120
    sine = sine * x2 - 1.0 / 6
    sine = (sine * x2 + 1) * x
    var cosine = Lanes(repeating: 1.0 / 479_001_600)
    cosine = cosine * x2 - 1.0 / 3_628_800
    cosine = cosine * x2 + 1.0 / 40320
    cosine = cosine * x2 - 1.0 / 720
    cosine = cosine * x2 + 1.0 / 24
    cosine = cosine * x2 - 0.5
    cosine = cosine * x2 + 1
    return (sine, cosine)
}

/// ``sineCosine(turns:)`` of eight angles of `turns` turns each, in 0 ..< 1 (the random draws
/// a birth turns into angles), to the same bits: there no whole turn is taken off, and the
/// quarter is turns × 4 + ½ rounded down, found by adding 2⁵² (whose ulp is 1) and taking one
/// off where that rounded up. The quarter then picks and signs the results by the lanes' bits.
@inline(__always)
func sineCosine(unitTurns turns: SIMD8<Double>) -> (sine: SIMD8<Double>, cosine: SIMD8<Double>) {
    let shifted = turns * 4 + 0.5
    let nearest = (shifted + 0x1p52) - 0x1p52
    // All ones where the nearest integer is above (shifted − nearest is negative).
    let roundedUp = 0 &- (unsafeBitCast(shifted - nearest, to: SIMD8<UInt64>.self) &>> 63)
    let quarter = nearest - unsafeBitCast(roundedUp & (1.0).bitPattern, to: SIMD8<Double>.self)
    let x = (turns - quarter / 4) * (2 * Double.pi)
    let (sine, cosine) = quarterTurnSineCosine(x)
    // sin(q·π/2 + x) is s, c, −s, −c and its cosine c, −s, −c, s for q mod 4 = 0, 1, 2, 3.
    let q = unsafeBitCast(quarter + 0x1p52, to: SIMD8<UInt64>.self)
    let sineBits = unsafeBitCast(sine, to: SIMD8<UInt64>.self), cosineBits = unsafeBitCast(cosine, to: SIMD8<UInt64>.self)
    let swapped = (sineBits ^ cosineBits) & (0 &- (q & 1))
    let sineSign = (q & 2) &<< 62, cosineSign = ((q &+ 1) & 2) &<< 62
    return (unsafeBitCast(sineBits ^ swapped ^ sineSign, to: SIMD8<Double>.self),
            unsafeBitCast(cosineBits ^ swapped ^ cosineSign, to: SIMD8<Double>.self))
}

/// The sine and cosine of eight angles of `turns` turns each, −1…1 (reduce whole turns
/// first): the angle is rounded to the nearest quarter turn by adding 1.5 × 2²³, whose ulp
/// is 1, and the remaining ±π/4 goes through Taylor polynomials of degree 9 and 8 (error
/// below 3e-8). The quarter picks and signs the results with integer operations only: a
/// comparison's mask, or a select, is built lane by lane.
@inline(__always)
package func sineCosine(turns: SIMD8<Float>) -> (sine: SIMD8<Float>, cosine: SIMD8<Float>) {
    let magic = SIMD8<Float>(repeating: 12_582_912)
    let shifted = turns * 4 + magic
    let x = (turns - (shifted - magic) * 0.25) * (2 * Float.pi)
    let x2 = x * x
    var sine = SIMD8<Float>(repeating: 1.0 / 362_880)
    sine = sine * x2 - 1.0 / 5040
    sine = sine * x2 + 1.0 / 120
    sine = sine * x2 - 1.0 / 6
    sine = (sine * x2 + 1) * x
    var cosine = SIMD8<Float>(repeating: 1.0 / 40320)
    cosine = cosine * x2 - 1.0 / 720
    cosine = cosine * x2 + 1.0 / 24
    cosine = cosine * x2 - 0.5
    cosine = cosine * x2 + 1
    // sin(q·π/2 + x) is s, c, −s, −c and its cosine c, −s, −c, s for q mod 4 = 0, 1, 2, 3.
    let quarter = unsafeBitCast(shifted, to: SIMD8<Int32>.self) &- unsafeBitCast(magic, to: SIMD8<Int32>.self)
    let sineBits = unsafeBitCast(sine, to: SIMD8<Int32>.self), cosineBits = unsafeBitCast(cosine, to: SIMD8<Int32>.self)
    let swapped = (sineBits ^ cosineBits) & (0 &- (quarter & 1))
    let sineSign = (quarter & 2) &<< 30, cosineSign = ((quarter &+ 1) & 2) &<< 30
    return (unsafeBitCast(sineBits ^ swapped ^ sineSign, to: SIMD8<Float>.self),
            unsafeBitCast(cosineBits ^ swapped ^ cosineSign, to: SIMD8<Float>.self))
}
