extension FieldForces {
    /// The traits stored for the particle at `index`.
    @inline(__always)
    func traits(in columns: ParticleColumns, at index: Int) -> Traits {
        Traits(
            source: SIMD2(Double(columns[integrated: .sourceX][index]), Double(columns[integrated: .sourceY][index])),
            radial: Double(columns[integrated: .radial][index]), tangential: Double(columns[integrated: .tangential][index]))
    }

    /// The state stored for the particle at `index` (after its whole steps).
    @inline(__always)
    func storedState(in columns: ParticleColumns, at index: Int) -> State {
        State(
            position: SIMD2(Double(columns[integrated: .positionX][index]), Double(columns[integrated: .positionY][index])),
            velocity: SIMD2(Double(columns[integrated: .velocityX][index]), Double(columns[integrated: .velocityY][index])))
    }

    /// The state of the particle at `index`, born at local time `birth`, at `age` seconds:
    /// one partial step from its last whole step, which it does not change. The partial step
    /// is at most one step (a particle the integration's budget left behind stays behind).
    func state(in columns: ParticleColumns, at index: Int, birth: Double, age: Double) -> State {
        let steps = columns.steps(at: index)
        guard steps != IntegratedColumn.notStarted else {
            // Not started: at most a moment after birth (the integration starts every
            // particle it meets).
            let origin = SIMD2(Double(columns[.originX][index]), Double(columns[.originY][index]))
            let velocity = SIMD2(Double(columns[.initialVelocityX][index]), Double(columns[.initialVelocityY][index]))
            return State(position: origin + velocity * age, velocity: velocity)
        }
        let reached = Double(steps) * step
        let partial = min(max(age - reached, 0), step)
        let stored = storedState(in: columns, at: index)
        guard partial > 0 else { return stored }
        return advanced(stored, time: birth + reached, by: partial, particle: traits(in: columns, at: index))
    }
}
