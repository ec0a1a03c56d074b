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

extension EmissionCone {
    /// ``direction(_:_:)`` of eight pairs of draws, lane by lane, to the same bits.
    @inline(__always)
    func directions(_ u: SIMD8<Double>, _ v: SIMD8<Double>) -> VectorLanes {
        Self.directions(
            u, v, axis: VectorLanes(repeating: axis), across: VectorLanes(repeating: across), up: VectorLanes(repeating: up),
            oneMinusCosHalfAngle: oneMinusCosHalfAngle)
    }

    /// ``turned(toBase:)`` to each lane's unit vector `bases`, then ``direction(_:_:)`` of
    /// that lane's draws, lane by lane, to the same bits.
    @inline(__always)
    func directions(_ u: SIMD8<Double>, _ v: SIMD8<Double>, toBases bases: VectorLanes) -> VectorLanes {
        let rotation = BaseRotationLanes(bases)
        return Self.directions(
            u, v, axis: rotation.apply(localFrame.axis), across: rotation.apply(localFrame.across),
            up: rotation.apply(localFrame.up), oneMinusCosHalfAngle: oneMinusCosHalfAngle)
    }

    @inline(__always)
    private static func directions(
        _ u: SIMD8<Double>, _ v: SIMD8<Double>, axis: VectorLanes, across: VectorLanes, up: VectorLanes,
        oneMinusCosHalfAngle: Double
    ) -> VectorLanes {
        guard oneMinusCosHalfAngle > 0 else { return axis }
        let cosTheta = 1 - u * oneMinusCosHalfAngle
        // 1 − u·(1 − cos α) lies in −1…1 (the cosine's polynomials stay within it), so the
        // single birth's max(0, ·) leaves 1 − cos²θ as it is.
        let sinTheta = (1 - cosTheta * cosTheta).squareRoot()
        let (sine, cosine) = sineCosine(unitTurns: v)
        return cosTheta * axis + sinTheta * (cosine * across + sine * up)
    }
}

/// ``BaseRotation`` of eight unit vectors, lane by lane, to the same bits.
private struct BaseRotationLanes {
    let x: VectorLanes, y: VectorLanes, z: VectorLanes

    @inline(__always)
    init(_ base: VectorLanes) {
        let cosTilt = (base.x * base.x + base.y * base.y).squareRoot()
        let sinTilt = -base.z
        // (1, 0) where the tilt's cosine is not above 1e-12 (a base along ±z).
        let upright = cosTilt.magnitudeBits.below(SIMD8(repeating: Int64(bitPattern: (1e-12).nextUp.bitPattern)))
        let cosTurn = (base.x / cosTilt).replacing(with: SIMD8(repeating: 1), chosenBy: upright)
        let sinTurn = (base.y / cosTilt).replacing(with: .zero, chosenBy: upright)
        x = base
        y = VectorLanes(-sinTurn, cosTurn, .zero)
        z = VectorLanes(sinTilt * cosTurn, sinTilt * sinTurn, cosTilt)
    }

    @inline(__always)
    func apply(_ v: SIMD3<Double>) -> VectorLanes { v.x * x + v.y * y + v.z * z }
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
