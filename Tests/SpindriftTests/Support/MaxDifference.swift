/// The largest absolute difference between corresponding components of two vectors.
func maxDifference<Vector: SIMD>(_ a: Vector, _ b: Vector) -> Vector.Scalar
where Vector.Scalar: FloatingPoint {
    var largest: Vector.Scalar = 0
    for index in a.indices { largest = max(largest, abs(a[index] - b[index])) }
    return largest
}
