/// One particle as the GPU-resident path keeps it, 64 bytes (four RGBA32F texels): what its
/// birth fixed, from which the vertex shader evaluates its sprite at any time, as the CPU
/// batch does (``CellSprites``). Written once, when the particle is born.
///
/// Texel 0: origin x, y (points), initial velocity x, y (points per second). Texel 1: death
/// time (local seconds) as a high float and the low float of what is left, the lifetime
/// (seconds) and spin (radians per second). Texel 2: initial scale, the particle's share of
/// its cell's sway phase range (0 ..< 1, ``SwayWave/units(ordinals:parents:)``), its
/// rotation at birth (radians) and the age at which it comes to rest on its cell's ground
/// when that ground is rested on at the first touch (seconds; infinity for never or for a
/// ground bounced off, whose contacts the shader finds itself;
/// ``MotionModel/restAge(origin:velocity:birthTime:lifetime:)``).
/// Texel 3: colour at birth, not clamped.
package struct ResidentParticle: Equatable, Sendable {
    package var originX: Float, originY: Float, velocityX: Float, velocityY: Float
    package var deathHigh: Float, deathLow: Float, lifetime: Float, spin: Float
    package var scale: Float, swayUnit: Float, rotationAtBirth: Float, restAge: Float
    package var red: Float, green: Float, blue: Float, alpha: Float

    /// What an unused slot holds: a particle dead since forever, which the shader culls.
    package static let empty = ResidentParticle(
        originX: 0, originY: 0, velocityX: 0, velocityY: 0, deathHigh: -.infinity, deathLow: 0, lifetime: 0, spin: 0,
        scale: 0, swayUnit: 0, rotationAtBirth: 0, restAge: .infinity, red: 0, green: 0, blue: 0, alpha: 0)

    package init(
        originX: Float, originY: Float, velocityX: Float, velocityY: Float, deathHigh: Float, deathLow: Float, lifetime: Float,
        spin: Float, scale: Float, swayUnit: Float, rotationAtBirth: Float, restAge: Float = .infinity, red: Float, green: Float,
        blue: Float, alpha: Float
    ) {
        (self.originX, self.originY, self.velocityX, self.velocityY) = (originX, originY, velocityX, velocityY)
        (self.deathHigh, self.deathLow, self.lifetime, self.spin) = (deathHigh, deathLow, lifetime, spin)
        (self.scale, self.swayUnit, self.rotationAtBirth, self.restAge) = (scale, swayUnit, rotationAtBirth, restAge)
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Particle `index` of `columns`, of a cell moved by `motion` (its forces, of which the
    /// record keeps the sway's phase share, the rotation at birth and the rest age; nil for
    /// none).
    package init(_ columns: Columns, at index: Int, motion: MotionModel?) {
        let (high, low) = Self.split(columns.deathTimes[index])
        let ordinal = columns.ordinals[index], parent = columns.parents?[index] ?? 0
        self.init(
            originX: columns.originX[index], originY: columns.originY[index],
            velocityX: columns.velocityX[index], velocityY: columns.velocityY[index],
            deathHigh: high, deathLow: low, lifetime: columns.lifetime[index], spin: columns.spin[index],
            scale: columns.scale[index],
            swayUnit: motion?.swayWave.map { $0.units(ordinals: SIMD8(repeating: ordinal), parents: SIMD8(repeating: parent))[0] } ?? 0,
            rotationAtBirth: motion.map { Self.rotationAtBirth(ordinal: ordinal, parent: parent, motion: $0) } ?? 0,
            restAge: motion.map { Self.restAge(columns, at: index, motion: $0) } ?? .infinity, red: columns.red[index],
            green: columns.green[index], blue: columns.blue[index], alpha: columns.alpha[index])
    }

    /// The rotation at birth that `motion` gives the particle `ordinal` of `parent`, radians
    /// (0 where it gives none).
    @inline(__always)
    private static func rotationAtBirth(ordinal: Int64, parent: UInt64, motion: MotionModel) -> Float {
        motion.rotates ? Float(motion.rotationAtBirth(ordinal: ordinal, parent: parent)) : 0
    }

    /// The age at which particle `index` of `columns` comes to rest on `motion`'s ground,
    /// where it rests at the first touch (infinity for never, or for a ground bounced off).
    @inline(__always)
    private static func restAge(_ columns: Columns, at index: Int, motion: MotionModel) -> Float {
        guard motion.restsAtFirstContact else { return .infinity }
        let lifetime = Double(columns.lifetime[index])
        // The contact is a matter of y alone: depth is left at 0.
        let origin = SIMD3(Double(columns.originX[index]), Double(columns.originY[index]), 0)
        let velocity = SIMD3(Double(columns.velocityX[index]), Double(columns.velocityY[index]), 0)
        let rest = motion.restAge(
            origin: origin, velocity: velocity, birthTime: columns.deathTimes[index] - lifetime, lifetime: lifetime)
        return rest.map(Float.init) ?? .infinity
    }

    /// Writes the records of particles `first ..< first + 8` of `source`, of a cell moved by
    /// `motion`, particle `first + n`'s at `records(n)` and its death time at `deaths(n)`: the
    /// same bytes as ``init(_:at:motion:)``, eight at a time (``LaneTranspose``; the sway's
    /// phase shares in lanes, the rotations at birth and rest ages lane by lane).
    @inline(__always)
    package static func write(
        eight first: Int, of source: Columns, motion: MotionModel?, records: (Int) -> UnsafeMutablePointer<ResidentParticle>,
        deaths: (Int) -> UnsafeMutablePointer<Double>
    ) {
        typealias Bits = SIMD8<UInt32>
        func bits(_ column: UnsafeMutablePointer<Float>) -> Bits {
            UnsafeRawPointer(column + first).loadUnaligned(as: Bits.self)
        }
        let death = UnsafeRawPointer(source.deathTimes + first).loadUnaligned(as: SIMD8<Double>.self)
        for lane in 0..<8 { deaths(lane).pointee = death[lane] }
        // ``split(_:)`` lane by lane: the low float is 0 where the high one is not finite
        // (all exponent bits set), cleared by a mask made with integer arithmetic.
        let high = floats(death)
        let highBits = unsafeBitCast(high, to: Bits.self)
        let exponentPlusOne = ((highBits &>> 23) & 0xFF) &+ 1
        let finite = (exponentPlusOne &>> 8) &- 1
        let low = unsafeBitCast(floats(death - doubles(high)), to: Bits.self) & finite
        var swayUnits = Bits(), rotations = Bits(), restAges = Bits(repeating: Float.infinity.bitPattern)
        if let motion {
            let ordinals = UnsafeRawPointer(source.ordinals + first).loadUnaligned(as: SIMD8<Int64>.self)
            let parents = source.parents.map { UnsafeRawPointer($0 + first).loadUnaligned(as: SIMD8<UInt64>.self) } ?? .zero
            if let wave = motion.swayWave { swayUnits = unsafeBitCast(wave.units(ordinals: ordinals, parents: parents), to: Bits.self) }
            if motion.rotates {
                for lane in 0..<8 {
                    rotations[lane] = rotationAtBirth(ordinal: ordinals[lane], parent: parents[lane], motion: motion).bitPattern
                }
            }
            if motion.restsAtFirstContact {
                for lane in 0..<8 { restAges[lane] = restAge(source, at: first + lane, motion: motion).bitPattern }
            }
        }
        LaneTranspose.store(
            bits(source.originX), bits(source.originY), bits(source.velocityX), bits(source.velocityY), highBits, low,
            bits(source.lifetime), bits(source.spin)
        ) { UnsafeMutableRawPointer(records($0)) }
        LaneTranspose.store(
            bits(source.scale), swayUnits, rotations, restAges, bits(source.red), bits(source.green), bits(source.blue),
            bits(source.alpha)
        ) { UnsafeMutableRawPointer(records($0)) + 32 }
    }

    /// The columns a record is read from, each found once for a run of births: the engine's
    /// accessors are calls from this module, which a record per birth would pay for each
    /// column. Valid only inside the `withColumns` that gave the ``ParticleColumns``.
    package struct Columns {
        let originX, originY, velocityX, velocityY, lifetime, spin, scale, red, green, blue, alpha: UnsafeMutablePointer<Float>
        let deathTimes: UnsafeMutablePointer<Double>
        let ordinals: UnsafeMutablePointer<Int64>
        /// Nil for a top-level cell's particles, whose parents are 0.
        let parents: UnsafeMutablePointer<UInt64>?

        package init(_ columns: ParticleColumns) {
            (originX, originY) = (columns[.originX], columns[.originY])
            (velocityX, velocityY) = (columns[.initialVelocityX], columns[.initialVelocityY])
            (lifetime, spin, scale) = (columns[.lifetime], columns[.spin], columns[.initialScale])
            (red, green, blue, alpha) = (columns[.initialRed], columns[.initialGreen], columns[.initialBlue], columns[.initialAlpha])
            (deathTimes, ordinals, parents) = (columns.deathTimes, columns.ordinals, columns.parents)
        }
    }

    /// `time` as a float and the float nearest to what it leaves, so that the shader's
    /// differences of two times (high − high + low − low) keep a double's precision over hours.
    package static func split(_ time: Double) -> (high: Float, low: Float) {
        let high = Float(time)
        return (high, high.isFinite ? Float(time - Double(high)) : 0)
    }
}
