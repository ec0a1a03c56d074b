/// A small, fast, seedable random number generator (Steele, Lea and Flood's SplitMix64).
///
/// Spindrift keys one generator per particle by (seed, cell, emission ordinal), so a
/// particle's random attributes do not depend on the step size or on other particles.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's state; any value is valid.
    public var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) {
        self.state = seed
    }

    /// The generator for one particle: independent streams for every (seed, cell, ordinal).
    public init(seed: UInt32, cell: Int, ordinal: Int64) {
        var mixer = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: cell))
        mixer.state ^= mixer.next() &+ UInt64(bitPattern: ordinal) &* 0xD1B5_4A32_D192_ED03
        self.init(seed: mixer.next())
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in 0 ..< 1 with 53 random bits.
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// A uniform value in −1 ..< 1, for value ± range.
    public mutating func nextSigned() -> Double {
        nextUnit() * 2 - 1
    }
}
