extension FieldForces {
    /// Eight values, one per particle.
    package typealias Lanes = SIMD8<Double>

    /// Eight particles' positions (points) and velocities (points per second) in x and y.
    package struct StateLanes: Sendable {
        package var x: Lanes, y: Lanes, velocityX: Lanes, velocityY: Lanes

        package init(x: Lanes, y: Lanes, velocityX: Lanes, velocityY: Lanes) {
            (self.x, self.y, self.velocityX, self.velocityY) = (x, y, velocityX, velocityY)
        }

        /// `state` in every lane.
        package init(repeating state: State) {
            self.init(
                x: Lanes(repeating: state.position.x), y: Lanes(repeating: state.position.y),
                velocityX: Lanes(repeating: state.velocity.x), velocityY: Lanes(repeating: state.velocity.y))
        }

        /// The state in `lane`.
        package subscript(lane lane: Int) -> State {
            get { State(position: SIMD2(x[lane], y[lane]), velocity: SIMD2(velocityX[lane], velocityY[lane])) }
            set { (x[lane], y[lane], velocityX[lane], velocityY[lane]) = (newValue.position.x, newValue.position.y, newValue.velocity.x, newValue.velocity.y) }
        }
    }

    /// Eight particles' ``Traits``.
    package struct TraitLanes: Sendable {
        package var sourceX = Lanes(), sourceY = Lanes(), radial = Lanes(), tangential = Lanes()

        package init() {}

        /// `traits` in every lane.
        package init(repeating traits: Traits) {
            (sourceX, sourceY) = (Lanes(repeating: traits.source.x), Lanes(repeating: traits.source.y))
            (radial, tangential) = (Lanes(repeating: traits.radial), Lanes(repeating: traits.tangential))
        }

        /// The traits in `lane`.
        package subscript(lane lane: Int) -> Traits {
            get { Traits(source: SIMD2(sourceX[lane], sourceY[lane]), radial: radial[lane], tangential: tangential[lane]) }
            set { (sourceX[lane], sourceY[lane], radial[lane], tangential[lane]) = (newValue.source.x, newValue.source.y, newValue.radial, newValue.tangential) }
        }
    }

    /// The acceleration (points/s²) of eight particles in `state` at local times `time`: the
    /// constant acceleration, minus the drag toward the air (`airAlongX`, the air's velocity
    /// along x at `time`, from ``airAlongX(at:)``; along y, the wind's), plus the turbulence's
    /// curl, plus every attractor's pull and swirl, plus the radial and tangential
    /// acceleration about each particle's source. Directions from a centre c are
    /// (p − c)/max(|p − c|, ``nearest``); the swirl and the tangential acceleration turn
    /// counter-clockwise on screen (y down): (d.y, −d.x).
    ///
    /// Each lane takes the operations one particle would, in the same order (a force a
    /// particle does not take leaves its lanes as they were, not plus 0), so a particle's
    /// acceleration does not depend on its neighbours in the lanes.
    @inline(__always)
    package func acceleration(_ state: StateLanes, time: Lanes, airAlongX: Lanes, particle: TraitLanes) -> (x: Lanes, y: Lanes) {
        var x = Lanes(repeating: constant.x), y = Lanes(repeating: constant.y)
        if let air {
            x -= air.drag * (state.velocityX - airAlongX)
            y -= air.drag * (state.velocityY - air.wind.y)
        }
        if let noise {
            let curl = noise.curl(x: state.x / turbulenceScale, y: state.y / turbulenceScale, z: evolution * time)
            x += turbulenceStrength * curl.x
            y += turbulenceStrength * curl.y
        }
        for pull in pulls {
            let offsetX = state.x - pull.center.x, offsetY = state.y - pull.center.y
            let distance = (offsetX * offsetX + offsetY * offsetY).squareRoot()
            let factor: Lanes = switch pull.falloff {
            case .constant: Lanes(repeating: 1)
            case .linear: pull.radius > 0 ? 1 - distance / pull.radius : Lanes(repeating: 1)
            case .inverseSquare: Self.softening * Self.softening / (distance * distance + Self.softening * Self.softening)
            }
            let reach = Self.atLeastNearest(distance)
            let outwardX = offsetX / reach, outwardY = offsetY / reach
            let pulledX = x + factor * (-pull.strength * outwardX + pull.vortex * outwardY)
            let pulledY = y + factor * (-pull.strength * outwardY + pull.vortex * -outwardX)
            if pull.radius > 0 {
                // Particles beyond the radius skip the pull (a NaN distance is not beyond it).
                let magnitude = distance.magnitudeBits
                let beyond = Lanes(repeating: pull.radius).magnitudeBits.below(magnitude)
                    & magnitude.below(Lanes(repeating: .infinity).magnitudeBits &+ 1)
                (x, y) = (pulledX.replacing(with: x, chosenBy: beyond), pulledY.replacing(with: y, chosenBy: beyond))
            } else {
                (x, y) = (pulledX, pulledY)
            }
        }
        // Only particles with a radial or a tangential acceleration (not ±0) take them.
        guard takesRadialOrTangential else { return (x, y) }
        let one = SIMD8<Int64>(repeating: 1)
        let still = particle.radial.magnitudeBits.below(one) & particle.tangential.magnitudeBits.below(one)
        let offsetX = state.x - particle.sourceX, offsetY = state.y - particle.sourceY
        let reach = Self.atLeastNearest((offsetX * offsetX + offsetY * offsetY).squareRoot())
        let outwardX = offsetX / reach, outwardY = offsetY / reach
        let turnedX = x + (particle.radial * outwardX + particle.tangential * outwardY)
        let turnedY = y + (particle.radial * outwardY + particle.tangential * -outwardX)
        return (turnedX.replacing(with: x, chosenBy: still), turnedY.replacing(with: y, chosenBy: still))
    }

    /// The air's velocity along x at local times `time` (``Air/velocity(at:)``, lane by
    /// lane); 0 without drag.
    @inline(__always)
    package func airAlongX(at time: Lanes) -> Lanes {
        guard let air else { return Lanes() }
        var along = Lanes()
        for lane in 0..<Lanes.scalarCount { along[lane] = air.velocity(at: time[lane]).x }
        return along
    }

    /// Eight particles in `state` at local times `time` advanced by `h` seconds each: one
    /// classic fourth-order Runge–Kutta step (error O(h⁵) per step, O(h⁴) over a fixed span).
    /// The second and third evaluations share their time, and so the air's velocity then.
    @inline(__always)
    package func advanced(_ state: StateLanes, time: Lanes, by h: Lanes, particle: TraitLanes) -> StateLanes {
        let half = h / 2
        let (middle, end) = (time + half, time + h)
        let airMiddle = airAlongX(at: middle)
        let a1 = acceleration(state, time: time, airAlongX: airAlongX(at: time), particle: particle)
        let s2 = StateLanes(
            x: state.x + half * state.velocityX, y: state.y + half * state.velocityY,
            velocityX: state.velocityX + half * a1.x, velocityY: state.velocityY + half * a1.y)
        let a2 = acceleration(s2, time: middle, airAlongX: airMiddle, particle: particle)
        let s3 = StateLanes(
            x: state.x + half * s2.velocityX, y: state.y + half * s2.velocityY,
            velocityX: state.velocityX + half * a2.x, velocityY: state.velocityY + half * a2.y)
        let a3 = acceleration(s3, time: middle, airAlongX: airMiddle, particle: particle)
        let s4 = StateLanes(
            x: state.x + h * s3.velocityX, y: state.y + h * s3.velocityY,
            velocityX: state.velocityX + h * a3.x, velocityY: state.velocityY + h * a3.y)
        let a4 = acceleration(s4, time: end, airAlongX: airAlongX(at: end), particle: particle)
        let sixth = h / 6
        return StateLanes(
            x: state.x + sixth * (state.velocityX + 2 * s2.velocityX + 2 * s3.velocityX + s4.velocityX),
            y: state.y + sixth * (state.velocityY + 2 * s2.velocityY + 2 * s3.velocityY + s4.velocityY),
            velocityX: state.velocityX + sixth * (a1.x + 2 * a2.x + 2 * a3.x + a4.x),
            velocityY: state.velocityY + sixth * (a1.y + 2 * a2.y + 2 * a3.y + a4.y))
    }

    /// The acceleration of one particle (``acceleration(_:time:airAlongX:particle:)`` in
    /// every lane).
    package func acceleration(position: SIMD2<Double>, velocity: SIMD2<Double>, time: Double, particle: Traits) -> SIMD2<Double> {
        let times = Lanes(repeating: time)
        let lanes = acceleration(
            StateLanes(repeating: State(position: position, velocity: velocity)), time: times, airAlongX: airAlongX(at: times),
            particle: TraitLanes(repeating: particle))
        return SIMD2(lanes.x[0], lanes.y[0])
    }

    /// One particle advanced (``advanced(_:time:by:particle:)`` in every lane).
    package func advanced(_ state: State, time: Double, by h: Double, particle: Traits) -> State {
        advanced(StateLanes(repeating: state), time: Lanes(repeating: time), by: Lanes(repeating: h), particle: TraitLanes(repeating: particle))[lane: 0]
    }

    /// Whether any particle of the cell may have a radial or a tangential acceleration: with
    /// both values and ranges 0, every particle's draws are ±0.
    private var takesRadialOrTangential: Bool {
        radial.value != 0 || radial.range != 0 || tangential.value != 0 || tangential.range != 0
    }

    /// `distance`, or ``nearest`` where that is at least as far (`max(distance, nearest)`, NaN
    /// kept), for distances that are square roots: not negative, or NaN of either sign.
    @inline(__always)
    private static func atLeastNearest(_ distance: Lanes) -> Lanes {
        let nearest = Lanes(repeating: Self.nearest)
        return distance.replacing(with: nearest, chosenBy: distance.magnitudeBits.below(nearest.magnitudeBits))
    }
}
