import Foundation

/// The emitter's shape resolved to points, sampling birth positions and the base direction
/// that emission angles are measured from.
///
/// | shape | points | outline | surface | volume |
/// |---|---|---|---|---|
/// | point | the position | the position | the position | the position |
/// | line | the 2 ends | the segment, base −y | the segment, base −y | the segment, base −y |
/// | rectangle | the 4 corners | the perimeter, base the edge's normal | the area | the area |
/// | circle | the centre | the rim, base the radius | the disc | the disc |
/// | cuboid | the 8 corners | the 12 edges, base the edge's normal | the 6 faces, base the face's normal | the box |
/// | sphere | the centre | the shell, base the radius | the shell, base the radius | the ball |
///
/// Elsewhere the base is +x. The radius of a circle or sphere is half the width.
package struct EmissionGeometry: Equatable, Sendable {
    /// The shape.
    package var shape: EmitterShape
    /// The part of the shape particles are born on.
    package var mode: EmitterMode
    /// The centre in points.
    package var center: SIMD3<Double>
    /// Width and height in points (the radius is half the width for circles and spheres).
    package var size: SIMD2<Double>
    /// Depth in points (cuboids).
    package var depth: Double
    /// Turns the shape and its directions about the centre's z axis, in radians from +x
    /// toward +y: what an `emitterPosition` path's rotation mode adds at a birth.
    package var turn: Double = 0

    /// The geometry of `layer` in a viewport of `viewport` points (used by viewport units).
    package init(layer: EmitterLayer, viewport: SIMD2<Double>) {
        let unit: SIMD2<Double> = layer.emitterUnits == .viewport ? viewport : [1, 1]
        let position = layer.emitterPosition * unit
        shape = layer.emitterShape
        mode = layer.emitterMode
        center = [position.x, position.y, layer.emitterZPosition]
        size = layer.emitterSize * unit
        depth = layer.emitterDepth
    }

    /// The base direction where it does not depend on the birth position: −y (up the screen)
    /// for a line in every mode but points, +x elsewhere.
    package var fixedBase: SIMD3<Double> {
        turned(shape == .line && mode != .points ? [0, -1, 0] : [1, 0, 0])
    }

    /// `direction` turned by ``turn`` about z (itself when the turn is 0).
    @inline(__always)
    package func turned(_ direction: SIMD3<Double>) -> SIMD3<Double> {
        guard turn != 0 else { return direction }
        let cosine = cos(turn), sine = sin(turn)
        return SIMD3(cosine * direction.x - sine * direction.y, sine * direction.x + cosine * direction.y, direction.z)
    }

    /// A birth position and base direction from ``sample(_:)``, turned by ``turn`` about the
    /// centre.
    @inline(__always)
    package func turnedSample(_ u: SIMD3<Double>) -> (position: SIMD3<Double>, normal: SIMD3<Double>?) {
        let (position, normal) = sample(u)
        guard turn != 0 else { return (position, normal) }
        return (center + turned(position - center), normal.map(turned))
    }

    /// A birth position from three uniform numbers in 0 ..< 1, and the outward unit normal
    /// there when the shape and mode make it the base direction (nil: ``fixedBase``).
    package func sample(_ u: SIMD3<Double>) -> (position: SIMD3<Double>, normal: SIMD3<Double>?) {
        let half = SIMD3(size.x, size.y, depth) / 2
        let radius = size.x / 2
        switch (shape, mode) {
        case (.point, _), (.circle, .points), (.sphere, .points):
            return (center, nil)
        case (.line, .points):
            return (center + SIMD3(u.x < 0.5 ? -half.x : half.x, 0, 0), nil)
        case (.line, _):
            return (center + SIMD3((u.x - 0.5) * size.x, 0, 0), nil)
        case (.rectangle, .points), (.cuboid, .points):
            let corner = Int(u.x * (shape == .cuboid ? 8 : 4))
            let signs = SIMD3<Double>(
                corner & 1 == 0 ? -1 : 1, corner & 2 == 0 ? -1 : 1, shape == .cuboid && corner & 4 != 0 ? 1 : -1)
            return (center + signs * (shape == .cuboid ? half : SIMD3(half.x, half.y, 0)), nil)
        case (.rectangle, .outline):
            return rectanglePerimeter(u.x)
        case (.rectangle, _):
            return (center + SIMD3((u.x - 0.5) * size.x, (u.y - 0.5) * size.y, 0), nil)
        case (.circle, .outline):
            let (sine, cosine) = sineCosine(turns: u.x)
            let normal = SIMD3(cosine, sine, 0)
            return (center + radius * normal, normal)
        case (.circle, _):
            let (sine, cosine) = sineCosine(turns: u.x)
            return (center + radius * u.y.squareRoot() * SIMD3(cosine, sine, 0), nil)
        case (.cuboid, .outline):
            return cuboidEdge(u)
        case (.cuboid, .surface):
            return cuboidFace(u)
        case (.cuboid, .volume):
            return (center + (u - 0.5) * 2 * half, nil)
        case (.sphere, .surface), (.sphere, .outline):
            let normal = unitSphere(u.x, u.y)
            return (center + radius * normal, normal)
        case (.sphere, .volume):
            return (center + radius * CubeRoot.of(u.z) * unitSphere(u.x, u.y), nil)
        }
    }

    /// A point on the rectangle's perimeter, uniform by length, with its edge's outward normal
    /// (y grows downward: the top edge faces −y).
    private func rectanglePerimeter(_ u: Double) -> (SIMD3<Double>, SIMD3<Double>?) {
        let (w, h) = (size.x, size.y)
        let perimeter = 2 * (w + h)
        guard perimeter > 0 else { return (center, nil) }
        var s = u * perimeter
        if s < w { return (center + SIMD3(s - w / 2, -h / 2, 0), SIMD3(0, -1, 0)) }
        s -= w
        if s < h { return (center + SIMD3(w / 2, s - h / 2, 0), SIMD3(1, 0, 0)) }
        s -= h
        if s < w { return (center + SIMD3(w / 2 - s, h / 2, 0), SIMD3(0, 1, 0)) }
        s -= w
        return (center + SIMD3(-w / 2, h / 2 - min(s, h), 0), SIMD3(-1, 0, 0))
    }

    /// A point on the cuboid's 12 edges, uniform by length, with the edge's outward normal
    /// (the bisector of its two faces' normals).
    private func cuboidEdge(_ u: SIMD3<Double>) -> (SIMD3<Double>, SIMD3<Double>?) {
        let extent = SIMD3(size.x, size.y, depth)
        let total = extent.sum()
        guard total > 0 else { return (center, nil) }
        // The edge's axis, chosen by length; the other two coordinates take the signs of a corner.
        var s = u.x * total
        var axis = 0
        while axis < 2, s >= extent[axis] {
            s -= extent[axis]
            axis += 1
        }
        let corner = min(Int(u.y * 4), 3)
        var signs = SIMD3<Double>(repeating: 0)
        var signIndex = 0
        for other in 0..<3 where other != axis {
            signs[other] = (corner >> signIndex) & 1 == 0 ? -1 : 1
            signIndex += 1
        }
        var offset = signs * extent / 2
        offset[axis] = (u.z - 0.5) * extent[axis]
        // Exactly one of the signs is 0 (the edge's own axis): the bisector has length √2.
        return (center + offset, signs / 2.0.squareRoot())
    }

    /// A point on the cuboid's 6 faces, uniform by area, with the face's outward normal.
    private func cuboidFace(_ u: SIMD3<Double>) -> (SIMD3<Double>, SIMD3<Double>?) {
        let extent = SIMD3(size.x, size.y, depth)
        let areas = SIMD3(extent.y * extent.z, extent.x * extent.z, extent.x * extent.y)
        let total = 2 * areas.sum()
        guard total > 0 else { return (center, nil) }
        var s = u.x * total
        var axis = 0
        while axis < 2, s >= 2 * areas[axis] {
            s -= 2 * areas[axis]
            axis += 1
        }
        var offset = SIMD3<Double>(repeating: 0)
        var normal = SIMD3<Double>(repeating: 0)
        normal[axis] = s < areas[axis] ? -1 : 1
        offset[axis] = normal[axis] * 0.5 * extent[axis]
        let (first, second) = ((axis + 1) % 3, (axis + 2) % 3)
        offset[first] = (u.y - 0.5) * extent[first]
        offset[second] = (u.z - 0.5) * extent[second]
        return (center + offset, normal)
    }
}

/// A uniform direction on the unit sphere (Archimedes: z is uniform in −1…1).
func unitSphere(_ u: Double, _ v: Double) -> SIMD3<Double> {
    let z = 1 - 2 * u
    let ring = (1 - z * z).squareRoot()
    let (sine, cosine) = sineCosine(turns: v)
    return SIMD3(ring * cosine, ring * sine, z)
}
