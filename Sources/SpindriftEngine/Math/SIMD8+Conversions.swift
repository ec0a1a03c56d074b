// Eight lanes to and from memory and between precisions, spelled out for the kernels.

/// Eight values of `column` from index `start` on.
@inlinable @inline(__always)
package func load<Scalar: SIMDScalar>(_ column: UnsafeMutablePointer<Scalar>, _ start: Int) -> SIMD8<Scalar> {
    UnsafeRawPointer(column + start).loadUnaligned(as: SIMD8<Scalar>.self)
}

/// Each lane rounded to the nearest float, as `SIMD8<Float>(_:)` rounds it, spelled out lane by
/// lane: the generic conversions are not always inlined into the kernels, and a call for every
/// eight sprites costs more than the conversion.
@inlinable @inline(__always)
package func floats(_ value: SIMD8<Double>) -> SIMD8<Float> {
    SIMD8(
        Float(value[0]), Float(value[1]), Float(value[2]), Float(value[3]), Float(value[4]), Float(value[5]),
        Float(value[6]), Float(value[7]))
}

/// Each lane as a double (exactly), spelled out lane by lane as ``floats(_:)`` is.
@inlinable @inline(__always)
package func doubles(_ value: SIMD8<Float>) -> SIMD8<Double> {
    SIMD8(
        Double(value[0]), Double(value[1]), Double(value[2]), Double(value[3]), Double(value[4]), Double(value[5]),
        Double(value[6]), Double(value[7]))
}

/// Stores `lanes` at `column` from index `start` on.
@inlinable @inline(__always)
package func store<Scalar: SIMDScalar>(_ lanes: SIMD8<Scalar>, _ column: UnsafeMutablePointer<Scalar>, _ start: Int) {
    UnsafeMutableRawPointer(column + start).storeBytes(of: lanes, as: SIMD8<Scalar>.self)
}

/// Each lane as a double (exactly), spelled out lane by lane as ``floats(_:)`` is.
@inlinable @inline(__always)
package func doubles(_ value: SIMD8<UInt32>) -> SIMD8<Double> {
    SIMD8(
        Double(value[0]), Double(value[1]), Double(value[2]), Double(value[3]), Double(value[4]), Double(value[5]),
        Double(value[6]), Double(value[7]))
}
