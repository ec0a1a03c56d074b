/// An emitting particle's state at a reference age, from which its state at any other age
/// follows in closed form (constant acceleration, linear colour and scale change): what a
/// sub-cell's particles inherit at their birth.
package struct EmitterState {
    /// The emitting particle's identity.
    var identity: ParticleIdentity
    /// The age at which the other values hold, in seconds.
    var age: Double
    /// Position in points and velocity in points per second at ``age``.
    var position: SIMD3<Double>, velocity: SIMD3<Double>
    /// Colour (not clamped) and scale at ``age``.
    var color: SIMD4<Double>, scale: Double
    /// Seconds the particle lives: it emits only before then.
    package var lifetime: Double
    /// How its cell's particles change with age.
    var change: ClosedFormChange
    /// Its birth record under its cell's forces, nil without them: its position and velocity
    /// at any age follow from it.
    var moving: MovingBirth?

    /// The state `later` seconds after ``age`` (negative goes back).
    func advanced(by later: Double) -> EmitterState {
        var state = self
        let c = change
        state.age += later
        if let moving {
            let moved = moving.state(at: state.age)
            (state.position, state.velocity) = (moved.position, moved.velocity)
        } else {
            state.position += velocity * later + 0.5 * c.acceleration * later * later
            state.velocity += c.acceleration * later
        }
        state.color += c.colorSpeed * later
        state.scale += c.scaleSpeed * later
        return state
    }

    /// Colour (not clamped) and scale at ``age`` as drawn, with its cell's `curves` over
    /// life: what sub-cells inherit.
    func shown(curves: LifeCurves?) -> (color: SIMD4<Double>, scale: Double) {
        guard let curves else { return (color, scale) }
        let progress = age / lifetime
        return (color * curves.colorFactor(at: progress), scale * curves.scaleFactor(at: progress))
    }
}

extension EmitterState {
    /// The state at local time `now` of the particle at `index` of `columns`, an emitter of
    /// `cell`'s sub-cells.
    init(columns: ParticleColumns, index i: Int, cell: CompiledCell, now: Double) {
        let particle = columns.particle(at: i, now: now)
        let age = now - particle.birthTime
        let change = cell.parameters.change
        // In closed form, in double precision, from the values stored at birth.
        let initialVelocity = SIMD3<Double>(particle.initialVelocity)
        let moving = cell.parameters.motion.map {
            MovingBirth(
                model: $0, origin: SIMD3(particle.origin), velocity: initialVelocity, time: particle.birthTime,
                ordinal: particle.ordinal, parent: particle.parent?.rawValue ?? 0)
        }
        let moved = moving?.state(at: age)
        self.init(
            identity: ParticleIdentity(cellKey: cell.pathKey, parent: particle.parent, ordinal: particle.ordinal),
            age: age,
            position: moved?.position ?? SIMD3(particle.origin) + initialVelocity * age + 0.5 * change.acceleration * age * age,
            velocity: moved?.velocity ?? initialVelocity + change.acceleration * age,
            color: SIMD4(particle.initialColor) + change.colorSpeed * age,
            scale: Double(particle[.initialScale]) + change.scaleSpeed * age, lifetime: Double(particle.lifetime),
            change: change, moving: moving)
    }
}

/// An emitting particle's birth record under its cell's forces: what its state at any age
/// follows from.
struct MovingBirth {
    let model: MotionModel
    /// Position and velocity at birth, as stored (rounded to floats), so that its sub-cells are
    /// born where it is drawn.
    let origin: SIMD3<Double>, velocity: SIMD3<Double>
    /// Local time of its birth, seconds.
    let time: Double
    /// Its identity's parts.
    let ordinal: Int64, parent: UInt64

    /// Its state `age` seconds after birth.
    func state(at age: Double) -> MotionModel.State {
        model.state(origin: origin, velocity: velocity, birthTime: time, age: age, ordinal: ordinal, parent: parent)
    }
}
