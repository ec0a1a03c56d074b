/// The largest absolute difference between corresponding components of two vectors;
/// NaN when any component is NaN, so a comparison with a tolerance fails.
func maxDifference<Vector: SIMD>(_ a: Vector, _ b: Vector) -> Vector.Scalar
where Vector.Scalar: FloatingPoint {
    var largest: Vector.Scalar = 0
    for index in a.indices {
        let difference = abs(a[index] - b[index])
        if difference.isNaN { return difference }
        largest = max(largest, difference)
    }
    return largest
}
