/// Doubles one at a time or eight at a time: the operations that arithmetic shared by
/// births made alone and births made eight at a time uses, so that both go through the same
/// operations in the same order, lane by lane, to the same bits.
package protocol DoubleLanes {
    /// Every lane `value`.
    init(repeating value: Double)
    static func * (lhs: Self, rhs: Self) -> Self
    static func + (lhs: Self, rhs: Double) -> Self
    static func - (lhs: Self, rhs: Double) -> Self
    static func / (lhs: Self, rhs: Double) -> Self
}

extension Double: DoubleLanes {
    @inline(__always)
    package init(repeating value: Double) { self = value }
}

extension SIMD8: DoubleLanes where Scalar == Double {}
