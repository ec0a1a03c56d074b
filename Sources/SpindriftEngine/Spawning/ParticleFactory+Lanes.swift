/// Eight top-level births of one cell made at once (``ParticleFactory/births(ordinals:birthTimes:)``):
/// each column's values in eight lanes, and what the store keeps beside them.
struct BirthLanes {
    /// Births made at once.
    static let width = 8

    var originX: SIMD8<Float>, originY: SIMD8<Float>, originZ: SIMD8<Float>
    var velocityX: SIMD8<Float>, velocityY: SIMD8<Float>, velocityZ: SIMD8<Float>
    var lifetime: SIMD8<Float>, spin: SIMD8<Float>, scale: SIMD8<Float>
    var red: SIMD8<Float>, green: SIMD8<Float>, blue: SIMD8<Float>, alpha: SIMD8<Float>
    /// Each birth's lifetime in seconds, as whether it is still alive is decided.
    var lifetimes: SIMD8<Double>
    /// Each birth's death time, local seconds.
    var deathTimes: SIMD8<Double>
    var ordinals: SIMD8<Int64>

    /// The lanes of `column`.
    @inline(__always)
    subscript(column: ParticleColumn) -> SIMD8<Float> {
        switch column {
        case .originX: originX
        case .originY: originY
        case .originZ: originZ
        case .initialVelocityX: velocityX
        case .initialVelocityY: velocityY
        case .initialVelocityZ: velocityZ
        case .lifetime: lifetime
        case .spin: spin
        case .initialScale: scale
        case .initialRed: red
        case .initialGreen: green
        case .initialBlue: blue
        case .initialAlpha: alpha
        }
    }

    /// Writes the births still alive at their `ages` (each below its lifetime) to the slots
    /// of `columns` from `slot` on, in lane order, as ``ParticleColumns/setParticle(_:at:)``
    /// writes each (a top-level particle has no parent); returns how many. Not for a store
    /// with integrated columns.
    @inline(__always)
    func store(into columns: ParticleColumns, at slot: Int, ages: SIMD8<Double>) -> Int {
        let alive = ages .< lifetimes
        if all(alive) {
            for column in ParticleColumn.all { SpindriftEngine.store(self[column], columns[column], slot) }
            SpindriftEngine.store(ordinals, columns.ordinals, slot)
            if let parents = columns.parents { SpindriftEngine.store(SIMD8<UInt64>.zero, parents, slot) }
            SpindriftEngine.store(deathTimes, columns.deathTimes, slot)
            return Self.width
        }
        var kept = 0
        for lane in 0..<Self.width where alive[lane] {
            for column in ParticleColumn.all { columns[column][slot + kept] = self[column][lane] }
            columns.ordinals[slot + kept] = ordinals[lane]
            columns.parents?[slot + kept] = 0
            columns.deathTimes[slot + kept] = deathTimes[lane]
            kept += 1
        }
        return kept
    }
}

extension ParticleFactory {
    /// Whether ``births(ordinals:birthTimes:)`` makes this cell's top-level particles: its
    /// birth values do not change with time.
    var makesBirthsInLanes: Bool { animation == nil }

    /// The top-level particles with `ordinals`, born at local times `birthTimes`, lane by lane
    /// as ``particle(ordinal:birthTime:age:)`` makes each, to the same bits: the same draws
    /// of each one's stream, the same operations in the same order. The shapes that
    /// ``EmissionGeometry/samples(_:)`` leaves out, a Gaussian spawn distribution and a
    /// ground's rest are found lane by lane, by a single birth's code. Only where
    /// ``makesBirthsInLanes``.
    @inline(__always)
    func births(ordinals: SIMD8<Int64>, birthTimes: SIMD8<Double>) -> BirthLanes {
        let p = parameters
        let seeds = SIMD8(repeating: streamKey) ^ ParticleIdentity.topLevel(cellKey: cellKey, ordinals: ordinals)
        // Draw n (from 1) of every lane's stream, as a unit.
        @inline(__always)
        func unit(_ n: UInt64) -> SIMD8<Double> { SplitMix64.units(SplitMix64.draw(n, seeds: seeds)) }
        @inline(__always)
        func centered(_ n: UInt64) -> SIMD8<Double> { unit(n) - 0.5 }
        let u = VectorLanes(unit(1), unit(2), unit(3))
        let (towardAxis, aroundAxis) = (unit(4), unit(5))
        var origin: VectorLanes, direction: VectorLanes
        if p.spawnSpread == nil, let sampled = geometry.samples(u) {
            origin = sampled.position
            direction = sampled.normal.map { cone.directions(towardAxis, aroundAxis, toBases: $0) }
                ?? cone.directions(towardAxis, aroundAxis)
        } else {
            (origin, direction) = (u, u)
            for lane in 0..<BirthLanes.width {
                let (position, normal) = Self.origin(u[lane], parameters: p, geometry: geometry)
                origin[lane] = position
                direction[lane] = Self.direction(towardAxis[lane], aroundAxis[lane], cone: cone, base: normal)
            }
        }
        let drawnLifetime = doubles(floats(p.lifetime.drawn(centered(6))))
        let speed = p.velocity.drawn(centered(7))
        let scale = p.scale.drawn(centered(8)), spin = p.spin.drawn(centered(9))
        let red = RangedValue.drawn(p.color.x, range: p.colorRange.x, centered(10))
        let green = RangedValue.drawn(p.color.y, range: p.colorRange.y, centered(11))
        let blue = RangedValue.drawn(p.color.z, range: p.colorRange.z, centered(12))
        let alpha = RangedValue.drawn(p.color.w, range: p.colorRange.w, centered(13))
        let velocity = speed * direction
        let originX = floats(origin.x), originY = floats(origin.y), originZ = floats(origin.z)
        let velocityX = floats(velocity.x), velocityY = floats(velocity.y), velocityZ = floats(velocity.z)
        var lifetime = drawnLifetime
        if let motion = p.motion {
            for lane in 0..<BirthLanes.width {
                lifetime[lane] = motion.lifetime(
                    drawnLifetime[lane], origin: SIMD3(Double(originX[lane]), Double(originY[lane]), Double(originZ[lane])),
                    velocity: SIMD3(Double(velocityX[lane]), Double(velocityY[lane]), Double(velocityZ[lane])),
                    birthTime: birthTimes[lane])
            }
        }
        return BirthLanes(
            originX: originX, originY: originY, originZ: originZ, velocityX: velocityX, velocityY: velocityY,
            velocityZ: velocityZ, lifetime: floats(lifetime), spin: floats(spin), scale: floats(scale), red: floats(red),
            green: floats(green), blue: floats(blue), alpha: floats(alpha), lifetimes: lifetime,
            deathTimes: birthTimes + lifetime, ordinals: ordinals)
    }
}
