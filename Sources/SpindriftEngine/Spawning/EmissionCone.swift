/// A cone of emission directions: its axis at (longitude, latitude) relative to a base
/// direction, and its half-angle, with the trigonometry done once per cell (or per birth where
/// animations change the angles); where the base direction varies, as on outlines and for
/// sub-cells, a birth only rotates the cone's frame. Vectors are built with
/// `SIMD3(x, y, z)`, not array literals, which allocate an array on every birth.
struct EmissionCone: Sendable {
    private let axis: SIMD3<Double>
    private let across: SIMD3<Double>
    private let up: SIMD3<Double>
    private let oneMinusCosHalfAngle: Double
    /// The axis and its two perpendiculars before the base direction's rotation, as
    /// (longitude, latitude) give them, for ``turned(toBase:)``.
    private let localFrame: LocalFrame

    /// The cone around the direction at `longitude` and `latitude` (radians; latitude 0 is
    /// in the x-y plane, direction (cos lat·cos lon, cos lat·sin lon, −sin lat)) after the
    /// rotation that takes +x onto the unit vector `base` (a turn about z, then a tilt out of
    /// the x-y plane), with `halfAngle` in 0…π.
    init(longitude: Double, latitude: Double, halfAngle: Double, base: SIMD3<Double> = [1, 0, 0]) {
        let (sinLon, cosLon) = sineCosine(turns: longitude / (2 * Double.pi))
        let (sinLat, cosLat) = sineCosine(turns: latitude / (2 * Double.pi))
        let frame = LocalFrame(
            axis: SIMD3(cosLat * cosLon, cosLat * sinLon, -sinLat), across: SIMD3(-sinLon, cosLon, 0),
            up: SIMD3(sinLat * cosLon, sinLat * sinLon, cosLat))
        self.init(frame, oneMinusCosHalfAngle: 1 - sineCosine(turns: halfAngle / (2 * Double.pi)).cosine, base: base)
    }

    // Inlined, so that a birth's turned cone stays in registers: returned through memory, its
    // copies stalled on store forwarding.
    @inline(__always)
    private init(_ frame: LocalFrame, oneMinusCosHalfAngle: Double, base: SIMD3<Double>) {
        let rotation = BaseRotation(base)
        axis = rotation.apply(frame.axis)
        across = rotation.apply(frame.across)
        up = rotation.apply(frame.up)
        self.oneMinusCosHalfAngle = oneMinusCosHalfAngle
        localFrame = frame
    }

    /// The same cone after the rotation that takes +x onto the unit vector `base` instead:
    /// what a birth with its own base direction (on an outline, or a sub-cell's) emits into,
    /// without the angles' trigonometry again.
    @inline(__always)
    func turned(toBase base: SIMD3<Double>) -> EmissionCone {
        EmissionCone(localFrame, oneMinusCosHalfAngle: oneMinusCosHalfAngle, base: base)
    }

    /// A direction uniform by solid angle in the cone, from two uniform numbers in 0 ..< 1:
    /// cos θ is uniform between cos(half-angle) and 1, the turn around the axis uniform.
    @inline(__always)
    func direction(_ u: Double, _ v: Double) -> SIMD3<Double> {
        guard oneMinusCosHalfAngle > 0 else { return axis }
        let cosTheta = 1 - u * oneMinusCosHalfAngle
        let sinTheta = max(0, 1 - cosTheta * cosTheta).squareRoot()
        let (sine, cosine) = sineCosine(turns: v)
        return cosTheta * axis + sinTheta * (cosine * across + sine * up)
    }
}

/// A cone's axis and perpendiculars before its base rotation, as eight doubles (64 bytes, where
/// three `SIMD3<Double>` values take 96): every birth on an outline copies the cone.
private struct LocalFrame {
    private let axisX, axisY, axisZ, acrossX, acrossY, upX, upY, upZ: Double

    init(axis: SIMD3<Double>, across: SIMD3<Double>, up: SIMD3<Double>) {
        (axisX, axisY, axisZ) = (axis.x, axis.y, axis.z)
        (acrossX, acrossY) = (across.x, across.y)
        (upX, upY, upZ) = (up.x, up.y, up.z)
    }

    var axis: SIMD3<Double> { SIMD3(axisX, axisY, axisZ) }
    /// Across lies in the x-y plane.
    var across: SIMD3<Double> { SIMD3(acrossX, acrossY, 0) }
    var up: SIMD3<Double> { SIMD3(upX, upY, upZ) }
}

/// The rotation R_z(φ)·R_y(β) that takes +x onto a unit vector
/// (cos β·cos φ, cos β·sin φ, −sin β), as its three columns.
private struct BaseRotation {
    let x: SIMD3<Double>, y: SIMD3<Double>, z: SIMD3<Double>

    @inline(__always)
    init(_ base: SIMD3<Double>) {
        let cosTilt = (base.x * base.x + base.y * base.y).squareRoot()
        let sinTilt = -base.z
        let (cosTurn, sinTurn) = cosTilt > 1e-12 ? (base.x / cosTilt, base.y / cosTilt) : (1.0, 0.0)
        x = base
        y = SIMD3(-sinTurn, cosTurn, 0)
        z = SIMD3(sinTilt * cosTurn, sinTilt * sinTurn, cosTilt)
    }

    @inline(__always)
    func apply(_ v: SIMD3<Double>) -> SIMD3<Double> { v.x * x + v.y * y + v.z * z }
}
