import Spindrift

/// The fuzzer's random numbers: the engine's SplitMix64, so that an input depends only on the
/// campaign's seed and its own index (the same on every machine and Swift version).
public struct FuzzRandom: RandomNumberGenerator, Sendable {
    private var generator: SplitMix64

    /// A generator for input `index` of the campaign seeded with `seed`.
    public init(seed: UInt64, index: Int = 0) {
        generator = SplitMix64(
            seed: seed &* 0x9E37_79B9_7F4A_7C15 ^ (UInt64(truncatingIfNeeded: index) &+ 1) &* 0xBF58_476D_1CE4_E5B9)
        _ = next()
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        generator.next()
    }

    /// A whole number from 0 to `bound` − 1 (0 when `bound` is not positive).
    public mutating func below(_ bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A whole number in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    /// One element of a non-empty array.
    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }
}
