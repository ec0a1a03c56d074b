extension EmissionGeometry {
    /// ``sample(_:)`` of eight draws, lane by lane, to the same bits; nil for a shape and mode
    /// sampled lane by lane instead (the corners, the rectangle's and the cuboid's outlines and
    /// the cuboid's faces, which pick an edge or a face by branches), or a turned geometry.
    @inline(__always)
    func samples(_ u: VectorLanes) -> (position: VectorLanes, normal: VectorLanes?)? {
        guard turn == 0 else { return nil }
        let center = VectorLanes(repeating: center), zero = SIMD8<Double>.zero
        let radius = size.x / 2
        switch (shape, mode) {
        case (.point, _), (.circle, .points), (.sphere, .points):
            return (center, nil)
        case (.line, .points), (.rectangle, .points), (.cuboid, .points), (.rectangle, .outline), (.cuboid, .outline),
             (.cuboid, .surface):
            return nil
        case (.line, _):
            return (center + VectorLanes((u.x - 0.5) * size.x, zero, zero), nil)
        case (.rectangle, _):
            return (center + VectorLanes((u.x - 0.5) * size.x, (u.y - 0.5) * size.y, zero), nil)
        case (.circle, .outline):
            let (sine, cosine) = sineCosine(unitTurns: u.x)
            let normal = VectorLanes(cosine, sine, zero)
            return (center + radius * normal, normal)
        case (.circle, _):
            let (sine, cosine) = sineCosine(unitTurns: u.x)
            return (center + (radius * u.y.squareRoot()) * VectorLanes(cosine, sine, zero), nil)
        case (.cuboid, .volume):
            let half = SIMD3(size.x, size.y, depth) / 2
            return (center + VectorLanes((u.x - 0.5) * 2 * half.x, (u.y - 0.5) * 2 * half.y, (u.z - 0.5) * 2 * half.z), nil)
        case (.sphere, .surface), (.sphere, .outline):
            let normal = unitSpheres(u.x, u.y)
            return (center + radius * normal, normal)
        case (.sphere, .volume):
            return (center + (radius * CubeRoot.of(u.z)) * unitSpheres(u.x, u.y), nil)
        }
    }
}

/// ``unitSphere(_:_:)`` of eight pairs of draws, lane by lane, to the same bits.
@inline(__always)
private func unitSpheres(_ u: SIMD8<Double>, _ v: SIMD8<Double>) -> VectorLanes {
    let z = 1 - 2 * u
    let ring = (1 - z * z).squareRoot()
    let (sine, cosine) = sineCosine(unitTurns: v)
    return VectorLanes(ring * cosine, ring * sine, z)
}
