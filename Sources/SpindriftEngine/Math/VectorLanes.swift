/// Eight 3-vectors of doubles, one vector of lanes per component: the positions and
/// directions of births made eight at a time. Its operations are `SIMD3<Double>`'s,
/// component by component, so that a lane holds the bits the scalar expression gives.
struct VectorLanes {
    var x: SIMD8<Double>, y: SIMD8<Double>, z: SIMD8<Double>

    @inline(__always)
    init(_ x: SIMD8<Double>, _ y: SIMD8<Double>, _ z: SIMD8<Double>) {
        (self.x, self.y, self.z) = (x, y, z)
    }

    /// `vector` in every lane.
    @inline(__always)
    init(repeating vector: SIMD3<Double>) {
        self.init(SIMD8(repeating: vector.x), SIMD8(repeating: vector.y), SIMD8(repeating: vector.z))
    }

    /// Lane `lane`'s vector.
    @inline(__always)
    subscript(lane: Int) -> SIMD3<Double> {
        get { SIMD3(x[lane], y[lane], z[lane]) }
        set { (x[lane], y[lane], z[lane]) = (newValue.x, newValue.y, newValue.z) }
    }

    @inline(__always)
    static func + (lhs: VectorLanes, rhs: VectorLanes) -> VectorLanes {
        VectorLanes(lhs.x + rhs.x, lhs.y + rhs.y, lhs.z + rhs.z)
    }

    /// Each lane's vector times that lane's factor.
    @inline(__always)
    static func * (factor: SIMD8<Double>, vector: VectorLanes) -> VectorLanes {
        VectorLanes(factor * vector.x, factor * vector.y, factor * vector.z)
    }

    /// Every lane's vector times `factor`.
    @inline(__always)
    static func * (factor: Double, vector: VectorLanes) -> VectorLanes {
        VectorLanes(factor * vector.x, factor * vector.y, factor * vector.z)
    }
}
