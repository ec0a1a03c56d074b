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
    let x2 = x * x
    // Horner forms of x − x³/3! + … − x¹¹/11! and 1 − x²/2! + … + x¹²/12!.
    var sine = -1.0 / 39_916_800
    sine = sine * x2 + 1.0 / 362_880
    sine = sine * x2 - 1.0 / 5040
    sine = sine * x2 + 1.0 / 120
    sine = sine * x2 - 1.0 / 6
    sine = (sine * x2 + 1) * x
    var cosine = 1.0 / 479_001_600
    cosine = cosine * x2 - 1.0 / 3_628_800
    cosine = cosine * x2 + 1.0 / 40320
    cosine = cosine * x2 - 1.0 / 720
    cosine = cosine * x2 + 1.0 / 24
    cosine = cosine * x2 - 0.5
    cosine = cosine * x2 + 1
    switch quarter & 3 {
    case 0: return (sine, cosine)
    case 1: return (cosine, -sine)
    case 2: return (-sine, -cosine)
    default: return (-cosine, sine)
    }
}
