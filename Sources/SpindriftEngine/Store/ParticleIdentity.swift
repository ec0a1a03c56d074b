/// A particle's identity: a 64-bit key of (its cell's path, its parent's identity, its
/// emission ordinal), the same whatever the step size, thread count or sibling cells. Its
/// random attributes and its sub-particles' identities derive from it.
public struct ParticleIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The key's bits.
    public let rawValue: UInt64

    /// The identity with bits `rawValue`.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// The identity of the particle of `cell` with `ordinal`, emitted by `parent` (nil for
    /// a top-level particle).
    init(cell: CellPath, parent: ParticleIdentity?, ordinal: Int64) {
        self.init(cellKey: cell.stableKey, parent: parent, ordinal: ordinal)
    }

    /// As ``init(cell:parent:ordinal:)``, with the cell's path key already computed.
    init(cellKey: UInt64, parent: ParticleIdentity?, ordinal: Int64) {
        var mixer = SplitMix64(seed: cellKey ^ (parent?.rawValue ?? 0) &* 0xD6E8_FEB8_6659_FD93)
        mixer.state ^= mixer.next() &+ UInt64(bitPattern: ordinal) &* 0xD1B5_4A32_D192_ED03
        self.init(rawValue: mixer.next())
    }

    /// The raw values of eight top-level particles of the cell with path key `cellKey`, with
    /// `ordinals`, lane by lane as ``init(cellKey:parent:ordinal:)`` finds each.
    @inline(__always)
    static func topLevel(cellKey: UInt64, ordinals: SIMD8<Int64>) -> SIMD8<UInt64> {
        var mixer = SplitMix64(seed: cellKey)
        let first = mixer.next()
        let state = SIMD8(repeating: mixer.state) ^ (first &+ unsafeBitCast(ordinals, to: SIMD8<UInt64>.self) &* 0xD1B5_4A32_D192_ED03)
        return SplitMix64.first(seeds: state)
    }

    /// Sixteen hexadecimal digits.
    public var description: String {
        let digits = String(rawValue, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
