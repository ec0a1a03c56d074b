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

    /// The states stored for the eight particles from `first` on, as lanes.
    @inline(__always)
    func storedStates(in columns: ParticleColumns, from first: Int) -> StateLanes {
        @inline(__always) func lanes(_ column: IntegratedColumn) -> Lanes { doubles(load(columns[integrated: column], first)) }
        return StateLanes(x: lanes(.positionX), y: lanes(.positionY), velocityX: lanes(.velocityX), velocityY: lanes(.velocityY))
    }

    /// The traits stored for the eight particles from `first` on, as lanes.
    @inline(__always)
    func traits(in columns: ParticleColumns, from first: Int) -> TraitLanes {
        @inline(__always) func lanes(_ column: IntegratedColumn) -> Lanes { doubles(load(columns[integrated: column], first)) }
        var traits = TraitLanes()
        (traits.sourceX, traits.sourceY) = (lanes(.sourceX), lanes(.sourceY))
        (traits.radial, traits.tangential) = (lanes(.radial), lanes(.tangential))
        return traits
    }

    /// The states of the particles at `indices` of `columns` (at most eight, lane n the
    /// particle at `indices.lowerBound + n`; later lanes are 0), born at local times `births`,
    /// at `ages` seconds: one partial step from each particle's last whole step, which it does
    /// not change. The partial step is at most one step (a particle the integration's budget
    /// left behind stays behind).
    func states(in columns: ParticleColumns, _ indices: Range<Int>, births: Lanes, ages: Lanes) -> StateLanes {
        assert(indices.count <= Lanes.scalarCount, "eight particles at most")
        if indices.count == Lanes.scalarCount, let states = partialSteps(in: columns, from: indices.lowerBound, births: births, ages: ages) {
            return states
        }
        let zero = Lanes()
        var states = StateLanes(x: zero, y: zero, velocityX: zero, velocityY: zero), starts = states
        var traits = TraitLanes(), times = zero, partials = zero
        var stepping = SIMDMask<SIMD8<Int64>>()
        for (lane, index) in indices.enumerated() {
            let steps = columns.steps(at: index)
            guard steps != IntegratedColumn.notStarted else {
                // Not started: at most a moment after birth (the integration starts every
                // particle it meets).
                let origin = SIMD2(Double(columns[.originX][index]), Double(columns[.originY][index]))
                let velocity = SIMD2(Double(columns[.initialVelocityX][index]), Double(columns[.initialVelocityY][index]))
                states[lane: lane] = State(position: origin + velocity * ages[lane], velocity: velocity)
                continue
            }
            let reached = Double(steps) * step
            let partial = min(max(ages[lane] - reached, 0), step)
            states[lane: lane] = storedState(in: columns, at: index)
            guard partial > 0 else { continue }
            starts[lane: lane] = states[lane: lane]
            traits[lane: lane] = self.traits(in: columns, at: index)
            (times[lane], partials[lane], stepping[lane]) = (births[lane] + reached, partial, true)
        }
        guard any(stepping) else { return states }
        let advanced = advanced(starts, time: times, by: partials, particle: traits)
        for lane in 0..<indices.count where stepping[lane] { states[lane: lane] = advanced[lane: lane] }
        return states
    }

    /// ``states(in:_:births:ages:)`` of the eight particles from `first` on when each of them
    /// is started and due a partial step (the common case), read from the columns as lanes;
    /// nil when one is not.
    @inline(__always)
    private func partialSteps(in columns: ParticleColumns, from first: Int, births: Lanes, ages: Lanes) -> StateLanes? {
        let steps = load(columns.stepCounts, first)
        let reached = doubles(steps) * step
        var partials = Lanes()
        for lane in 0..<Lanes.scalarCount {
            let partial = min(max(ages[lane] - reached[lane], 0), step)
            guard steps[lane] != IntegratedColumn.notStarted, partial > 0 else { return nil }
            partials[lane] = partial
        }
        return advanced(
            storedStates(in: columns, from: first), time: births + reached, by: partials, particle: traits(in: columns, from: first))
    }
}
