/// A small, fast, seedable random number generator (Steele, Lea and Flood's SplitMix64).
///
/// Spindrift keys one generator per particle by the layer's seed and the particle's
/// ``ParticleIdentity`` (cell path, parent, ordinal), so a particle's random attributes do not
/// depend on the step size, on other particles or on sibling cells.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's state; any value is valid.
    package var state: UInt64

    /// A generator starting from `seed`.
    package init(seed: UInt64) {
        self.state = seed
    }

    /// What each draw adds to the state.
    static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= Self.increment
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The first ``next()`` of eight generators seeded with `seeds`, one per lane.
    @inline(__always)
    package static func first(seeds: SIMD8<UInt64>) -> SIMD8<UInt64> {
        var z = seeds &+ increment
        z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z &>> 31)
    }

    /// ``nextUnit()`` of eight draws' bits: the top 53 bits as a double (exactly, from its
    /// upper 21 and lower 32 bits, each placed in the mantissa of 2⁵²) times 2⁻⁵³.
    @inline(__always)
    static func units(_ bits: SIMD8<UInt64>) -> SIMD8<Double> {
        let kept = bits &>> 11
        let exponent = SIMD8<UInt64>(repeating: (0x1p52 as Double).bitPattern)
        let high = unsafeBitCast((kept &>> 32) | exponent, to: SIMD8<Double>.self) - 0x1p52
        let low = unsafeBitCast((kept & 0xFFFF_FFFF) | exponent, to: SIMD8<Double>.self) - 0x1p52
        return (high * 0x1p32 + low) * 0x1.0p-53
    }

    /// Draw `n` (from 1: ``first(seeds:)``) of eight generators seeded with `seeds`, one per
    /// lane: the state after `n` steps, mixed.
    @inline(__always)
    static func draw(_ n: UInt64, seeds: SIMD8<UInt64>) -> SIMD8<UInt64> {
        first(seeds: seeds &+ (n - 1) &* increment)
    }

    /// A uniform value in 0 ..< 1 with 53 random bits.
    package mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// A uniform value in −0.5 ..< 0.5, for value + (u − 0.5) × range.
    package mutating func nextCentered() -> Double {
        nextUnit() - 0.5
    }
}
