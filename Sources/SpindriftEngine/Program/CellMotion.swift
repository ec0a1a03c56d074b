import SpindriftDescription

/// How a cell's particles move where it is not constant acceleration from their birth
/// values: integrated under ``FieldForces`` (their state kept in the store's
/// ``IntegratedColumn``s), or on a ``PolarPath`` in closed form. Nil on every other cell.
///
/// A class, so that what carries it (a compiled cell, the render work) holds one reference.
package final class CellMotion: Sendable, Equatable {
    /// The forces integrated; nil for a polar cell.
    package let forces: FieldForces?
    /// The polar path; nil for an integrated cell.
    package let polar: PolarPath?
    /// The cell's path key and the layer's seed: each particle's own values are drawn from
    /// its identity, apart from the draws that make it.
    private let cellKey: UInt64, seed: UInt32
    /// Whether the cell is a sub-cell: its particles' source is their birth position (their
    /// parent's position then), not the emitter's.
    package let isSubCell: Bool

    /// The motion of `cell` (its parameters `parameters`, path key `cellKey`, under a layer
    /// seeded `seed`); nil when it moves in closed form under constant acceleration.
    init?(cell: EmitterCell, parameters: CellParameters, cellKey: UInt64, seed: UInt32, isSubCell: Bool) {
        let constant = SIMD2(parameters.change.acceleration.x, parameters.change.acceleration.y)
        forces = FieldForces(cell.spindrift, constant: constant, air: parameters.motion)
        polar = forces == nil ? cell.spindrift?.polar.map { PolarPath($0, parameters: parameters) } : nil
        guard forces != nil || polar != nil else { return nil }
        self.cellKey = cellKey
        self.seed = seed
        self.isSubCell = isSubCell
    }

    package static func == (a: CellMotion, b: CellMotion) -> Bool {
        a.forces == b.forces && a.polar == b.polar && a.cellKey == b.cellKey && a.seed == b.seed && a.isSubCell == b.isSubCell
    }

    /// The generator of the motion's own draws for the particle with `ordinal` emitted by
    /// `parent` (raw identity, 0 for none): keyed as the factory's, on a stream of its own.
    @inline(__always)
    func generator(ordinal: Int64, parent: UInt64) -> SplitMix64 {
        let identity = ParticleIdentity(cellKey: cellKey, parent: parent == 0 ? nil : ParticleIdentity(rawValue: parent), ordinal: ordinal)
        var random = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ identity.rawValue ^ 0x6D6F_7469_6F6E_2E2E)
        _ = random.next()
        return random
    }

    /// Position and velocity (x, y) of the particle at `index` of `columns` at local time
    /// `now`, and z, which stays closed form (`rates`' z acceleration).
    package func state(in columns: ParticleColumns, at index: Int, now: Double, rates: ParticleRates) -> TrackedMotion {
        var tracked = TrackedMotion(position: .zero, velocity: .zero)
        states(in: columns, index..<(index + 1), now: now, rates: rates) { tracked = $1 }
        return tracked
    }

    /// ``state(in:at:now:rates:)`` of each particle of `range`, handed to `body` with its
    /// index. The forces are taken out of the motion once for the range: taking them for each
    /// particle copies them (their attractors' table retained and released), and threads
    /// drawing at once wait on each other's counts of the same table.
    @inline(__always)
    package func states(
        in columns: ParticleColumns, _ range: Range<Int>, now: Double, rates: ParticleRates,
        _ body: (Int, TrackedMotion) -> Void
    ) {
        let forces = forces, az = Double(rates.acceleration.z)
        // Eight particles at a time, so that integrated cells take their partial steps in lanes.
        var group = range.lowerBound
        while group < range.upperBound {
            let indices = group..<min(group + FieldForces.Lanes.scalarCount, range.upperBound)
            var births = FieldForces.Lanes(), ages = FieldForces.Lanes()
            for (lane, index) in indices.enumerated() {
                births[lane] = columns.deathTimes[index] - Double(columns[.lifetime][index])
                ages[lane] = now - births[lane]
            }
            let integrated = forces?.states(in: columns, indices, births: births, ages: ages)
            for (lane, index) in indices.enumerated() {
                let age = ages[lane]
                let z = Double(columns[.originZ][index]), vz = Double(columns[.initialVelocityZ][index])
                let depth = SIMD2(z + (vz + 0.5 * az * age) * age, vz + az * age)
                let planar = integrated?[lane: lane] ?? polarState(in: columns, at: index, age: age)
                body(index, TrackedMotion(
                    position: SIMD3<Float>(Float(planar.position.x), Float(planar.position.y), Float(depth.x)),
                    velocity: SIMD3<Float>(Float(planar.velocity.x), Float(planar.velocity.y), Float(depth.y))))
            }
            group = indices.upperBound
        }
    }

    /// The state on the polar path of the particle at `index`, `age` seconds old.
    private func polarState(in columns: ParticleColumns, at index: Int, age: Double) -> FieldForces.State {
        var random = generator(ordinal: columns.ordinals[index], parent: columns.parent(at: index))
        let origin = SIMD2(Double(columns[.originX][index]), Double(columns[.originY][index]))
        return polar!.state(drawing: &random, center: origin, age: age, lifetime: Double(columns[.lifetime][index]))
    }
}

/// Particle Designer's radius mode, resolved: each particle at c + r(t)·(cos a(t), sin a(t)),
/// c its birth position, a(t) = a₀ + ω·t, r(t) = r₀ + (r₁ − r₀)·t / lifetime, with a₀ drawn
/// from the emission longitude ± emissionRange/2 and r₀, r₁ and ω from their ranges.
package struct PolarPath: Sendable, Equatable {
    package var startAngle: RangedValue, startRadius: RangedValue, endRadius: RangedValue, turning: RangedValue

    init(_ polar: PolarMotion, parameters: CellParameters) {
        startAngle = RangedValue(parameters.longitude, range: 2 * parameters.coneHalfAngle)
        startRadius = RangedValue(polar.startRadius, range: polar.startRadiusRange)
        endRadius = RangedValue(polar.endRadius, range: polar.endRadiusRange)
        turning = RangedValue(polar.rotatePerSecond, range: polar.rotatePerSecondRange)
    }

    /// The position and velocity at `age` of a particle born at `center` that lives
    /// `lifetime` seconds, its own values drawn from `random` (in the order angle, start
    /// radius, end radius, turning speed).
    package func state(drawing random: inout SplitMix64, center: SIMD2<Double>, age: Double, lifetime: Double) -> FieldForces.State {
        let a0 = startAngle.drawn(random.nextCentered()), r0 = startRadius.drawn(random.nextCentered())
        let r1 = endRadius.drawn(random.nextCentered()), omega = turning.drawn(random.nextCentered())
        let growth = lifetime > 0 ? (r1 - r0) / lifetime : 0
        let radius = r0 + growth * age, angle = a0 + omega * age
        let (sine, cosine) = sineCosine(turns: angle / (2 * Double.pi))
        let outward = SIMD2(cosine, sine), across = SIMD2(-sine, cosine)
        return FieldForces.State(position: center + radius * outward, velocity: growth * outward + radius * omega * across)
    }
}

/// A particle's position and velocity where they are not the closed form of its birth
/// values (integrated and polar cells), as ``Particle`` reports them.
package struct TrackedMotion: Equatable, Sendable {
    package var position: SIMD3<Float>, velocity: SIMD3<Float>
}
