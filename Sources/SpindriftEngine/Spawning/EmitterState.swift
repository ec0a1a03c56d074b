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
    /// sub-cells, of the cell whose constants are `cell`. Read straight from the columns: a
    /// step may read every parent alive.
    init(columns: ParticleColumns, index i: Int, cell: CellConstants, now: Double) {
        let ordinal = columns.ordinals[i], parentRaw = columns.parent(at: i)
        let parent = parentRaw == 0 ? nil : ParticleIdentity(rawValue: parentRaw)
        let lifetime = columns[.lifetime][i]
        let birthTime = columns.deathTimes[i] - Double(lifetime)
        let age = now - birthTime
        let change = cell.change
        // In closed form, in double precision, from the values stored at birth.
        let origin = SIMD3<Double>(Double(columns[.originX][i]), Double(columns[.originY][i]), Double(columns[.originZ][i]))
        let initialVelocity = SIMD3<Double>(
            Double(columns[.initialVelocityX][i]), Double(columns[.initialVelocityY][i]), Double(columns[.initialVelocityZ][i]))
        let initialColor = SIMD4<Double>(
            Double(columns[.initialRed][i]), Double(columns[.initialGreen][i]), Double(columns[.initialBlue][i]),
            Double(columns[.initialAlpha][i]))
        let moving = cell.motion.map {
            MovingBirth(
                model: $0, origin: origin, velocity: initialVelocity, time: birthTime, ordinal: ordinal, parent: parentRaw)
        }
        let moved = moving?.state(at: age)
        self.init(
            identity: ParticleIdentity(cellKey: cell.cellKey, parent: parent, ordinal: ordinal),
            age: age,
            position: moved?.position ?? origin + initialVelocity * age + 0.5 * change.acceleration * age * age,
            velocity: moved?.velocity ?? initialVelocity + change.acceleration * age,
            color: initialColor + change.colorSpeed * age,
            scale: Double(columns[.initialScale][i]) + change.scaleSpeed * age, lifetime: Double(lifetime),
            change: change, moving: moving)
    }

    /// What an emitting particle's state needs of its cell, taken once for all its particles.
    struct CellConstants {
        /// The cell's path key, part of each particle's identity.
        let cellKey: UInt64
        /// How the cell's particles change with age.
        let change: ClosedFormChange
        /// The cell's closed-form forces, nil for none; unretained, as ``MovingBirth`` holds
        /// them (the cell holds them, and every parent's state is made from a copy of these).
        let motion: Unmanaged<MotionModel>?

        init(cell: CompiledCell) {
            (cellKey, change, motion) = (cell.pathKey, cell.parameters.change, cell.parameters.motion.map { .passUnretained($0) })
        }
    }
}

/// An emitting particle's birth record under its cell's forces: what its state at any age
/// follows from.
struct MovingBirth {
    /// The cell's forces, unretained: an emitter's state lives only within the step or the
    /// birth that made it, while its cell holds the model, and the sub-cells' births of
    /// several threads copy the state of every parent, each copy of a reference a turn at
    /// the one count that every thread's copies share.
    private let model: Unmanaged<MotionModel>
    /// Position and velocity at birth, as stored (rounded to floats), so that its sub-cells are
    /// born where it is drawn.
    let origin: SIMD3<Double>, velocity: SIMD3<Double>
    /// Local time of its birth, seconds.
    let time: Double
    /// Its identity's parts.
    let ordinal: Int64, parent: UInt64

    /// The birth record of a particle under `model`, held by its cell.
    init(model: Unmanaged<MotionModel>, origin: SIMD3<Double>, velocity: SIMD3<Double>, time: Double, ordinal: Int64, parent: UInt64) {
        (self.model, self.origin, self.velocity, self.time, self.ordinal, self.parent) = (model, origin, velocity, time, ordinal, parent)
    }

    /// Calls `body` with the cell's forces, without retaining them.
    @inline(__always)
    func withModel<Result>(_ body: (MotionModel) -> Result) -> Result {
        model._withUnsafeGuaranteedRef(body)
    }

    /// Its state `age` seconds after birth.
    func state(at age: Double) -> MotionModel.State {
        withModel { $0.state(origin: origin, velocity: velocity, birthTime: time, age: age, ordinal: ordinal, parent: parent) }
    }
}
