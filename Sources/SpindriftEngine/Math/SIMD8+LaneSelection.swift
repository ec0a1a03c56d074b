/// Choices between lanes by integer arithmetic on the lanes' bits. Swift builds a
/// comparison's mask, and a `replacing(with:where:)` by one, lane by lane, which splits the
/// vectors around them into pieces (a division of eight lanes became one of four, one of two
/// and two single ones); these stay whole vectors.
///
/// A mask here is a vector of integers, all ones in a chosen lane and 0 in the others.
extension SIMD8 where Scalar == Double {
    /// Each lane's bits with the sign cleared: for values that are not NaN they order as the
    /// values' magnitudes do, and every NaN's are above +∞'s.
    @inline(__always)
    var magnitudeBits: SIMD8<Int64> { unsafeBitCast(self, to: SIMD8<Int64>.self) & Int64.max }

    /// `other` in the lanes `mask` chooses, these values in the others.
    @inline(__always)
    func replacing(with other: Self, chosenBy mask: SIMD8<Int64>) -> Self {
        let bits = unsafeBitCast(self, to: SIMD8<Int64>.self)
        return unsafeBitCast(bits ^ ((bits ^ unsafeBitCast(other, to: SIMD8<Int64>.self)) & mask), to: Self.self)
    }
}

extension SIMD8 where Scalar == Int64 {
    /// The mask of the lanes where these values are below `other`'s, for values whose
    /// differences do not overflow (such as two non-negative ``SIMD8/magnitudeBits``, or two
    /// calendar bins, within ±2⁶⁰).
    @inline(__always)
    func below(_ other: Self) -> Self { (self &- other) &>> 63 }

    /// Every lane's bits or'ed together, by halving the lanes: 0 when every lane is, and
    /// negative when any lane is.
    @inline(__always)
    var lanesOred: Int64 {
        let four = lowHalf | highHalf, two = four.lowHalf | four.highHalf
        return two[0] | two[1]
    }
}

extension SIMDMask where Storage == SIMD8<Int64> {
    /// Whether every lane is chosen, by halving the lanes' bits: `all(_:)` is a reduction
    /// that the compiler leaves out of line, called at every use.
    @inline(__always)
    var everyLane: Bool {
        let bits = unsafeBitCast(self, to: SIMD8<Int64>.self)
        let four = bits.lowHalf & bits.highHalf, two = four.lowHalf & four.highHalf
        return two[0] & two[1] == -1
    }
}
