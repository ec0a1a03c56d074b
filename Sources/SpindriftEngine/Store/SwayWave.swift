import SpindriftDescription

/// A cell's sway (``Sway``) in single precision, eight particles at a time: what the render
/// batch adds to its sprites and ``Particle`` to its position, the same bits in both. A value,
/// so that the batch's lanes use it without reference counting.
///
/// A particle swings by amplitude × sin 2π(frequency × age + u × phaseRange ÷ 2π), u in
/// 0 ..< 1 a hash of its identity; docs/semantics.md, "Forces", gives the formula.
package struct SwayWave: Sendable, Equatable {
    /// The largest offset [x, y], in points.
    package let amplitude: SIMD2<Float>
    /// The largest speed [x, y] in points per second: the offset × 2π × the frequency
    /// (infinite where a float cannot hold it).
    package let speed: SIMD2<Float>
    /// Swings per second, and the phase range in turns.
    package let frequency: Float, phaseTurns: Float
    /// Mixed into every identity's hash: the layer's seed and the sway's salt.
    let key: UInt64

    package init(_ sway: Sway, key: UInt64) {
        amplitude = SIMD2<Float>(sway.amplitude)
        speed = SIMD2<Float>(sway.amplitude * (2 * Double.pi * sway.frequency))
        frequency = Float(sway.frequency)
        phaseTurns = Float(sway.phaseRange / (2 * Double.pi))
        self.key = key
    }

    /// Each particle's share of the phase range, uniform in 0 ..< 1, for eight particles
    /// (`ordinals`, `parents`: their parents' raw identities, 0 for none): a hash of the
    /// identity, in vector lanes (multiplies and xor-shifts), its top 23 bits as a float's
    /// fraction.
    @inline(__always)
    package func units(ordinals: SIMD8<Int64>, parents: SIMD8<UInt64>) -> SIMD8<Float> {
        var mixed = unsafeBitCast(ordinals, to: SIMD8<UInt64>.self) &* 0xD1B5_4A32_D192_ED03 ^ parents ^ key
        mixed = (mixed ^ mixed &>> 32) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ mixed &>> 29) &* 0x94D0_49BB_1331_11EB
        let fraction = SIMD8<UInt32>(truncatingIfNeeded: mixed &>> 41)
        return unsafeBitCast(fraction | 0x3F80_0000, to: SIMD8<Float>.self) - 1
    }

    /// The phases at `ages` (seconds) of eight particles, in turns with whole turns taken off
    /// (−½…½): frequency × age + the particle's share of the phase range. Phases beyond 2²¹
    /// turns (or NaN) read as 2²¹, so that extreme frequencies stay finite.
    @inline(__always)
    package func turns(ages: SIMD8<Float>, ordinals: SIMD8<Int64>, parents: SIMD8<UInt64>) -> SIMD8<Float> {
        let turns = frequency * ages + phaseTurns * units(ordinals: ordinals, parents: parents)
        // |turns| clamped to 2²¹ on its bits, which order as the magnitudes do (NaN's above
        // infinity's): a comparison's mask is built lane by lane.
        let bits = unsafeBitCast(turns, to: SIMD8<Int32>.self)
        let limit = SIMD8<Int32>(repeating: 0x4A00_0000), excess = (bits & 0x7FFF_FFFF) &- limit
        let clamped = unsafeBitCast((bits & Int32.min) | (limit &+ (excess & (excess &>> 31))), to: SIMD8<Float>.self)
        // Rounded to whole turns by adding 1.5 × 2²³, whose ulp is 1.
        let magic = SIMD8<Float>(repeating: 12_582_912)
        return clamped - ((clamped + magic) - magic)
    }

    /// The offsets in points of eight particles at phases `turns` (``turns(ages:ordinals:parents:)``)
    /// from their plain flight, and the cosines of their phases (the velocity the sway adds is
    /// ``speed`` × the cosine).
    @inline(__always)
    package func swing(turns: SIMD8<Float>) -> (x: SIMD8<Float>, y: SIMD8<Float>, cosine: SIMD8<Float>) {
        let (sine, cosine) = sineCosine(turns: turns)
        return (amplitude.x * sine, amplitude.y * sine, cosine)
    }

    /// The sway of the eight particles whose identities start at `ordinals` and `parents`
    /// (nil for top-level particles, whose parents are 0), at `ages`: the render batch's
    /// eight lanes.
    package func swing(
        ages: SIMD8<Float>, ordinals: UnsafePointer<Int64>, parents: UnsafePointer<UInt64>?
    ) -> (x: SIMD8<Float>, y: SIMD8<Float>, cosine: SIMD8<Float>) {
        let ordinals = UnsafeRawPointer(ordinals).loadUnaligned(as: SIMD8<Int64>.self)
        let parents = parents.map { UnsafeRawPointer($0).loadUnaligned(as: SIMD8<UInt64>.self) } ?? .zero
        return swing(turns: turns(ages: ages, ordinals: ordinals, parents: parents))
    }

    /// The sway of one particle (`ordinal`, `parent`) at `age`, as the render batch's lanes
    /// compute it.
    package func swing(age: Float, ordinal: Int64, parent: UInt64) -> (x: Float, y: Float, cosine: Float) {
        let swing = swing(turns: turns(
            ages: SIMD8(repeating: age), ordinals: SIMD8(repeating: ordinal), parents: SIMD8(repeating: parent)))
        return (swing.x[0], swing.y[0], swing.cosine[0])
    }
}
