/// One cell's description with the layer's multipliers applied, in the units the spawner and
/// kernels use. Every ranged value is drawn as value ± range/2 (``RangedValue``).
package struct CellParameters: Equatable, Sendable {
    /// Particles per second of emission time (0 when the cell is disabled, or triggered by
    /// its parent's birth or death instead).
    package var birthRate: Double
    /// Lifetime, in parent seconds (the cell's speed divides it).
    package var lifetime: RangedValue
    /// Speed, in points per second.
    package var velocity: RangedValue
    /// Emission direction relative to the base direction, in radians.
    package var longitude: Double, latitude: Double
    /// Half the emission cone's angle, 0…π.
    package var coneHalfAngle: Double
    /// Initial scale.
    package var scale: RangedValue
    /// Spin, in radians per second.
    package var spin: RangedValue
    /// Initial colour and the range of each component (drawn as a ``RangedValue`` each).
    package var color: SIMD4<Double>, colorRange: SIMD4<Double>
    /// When the cell emits.
    package var timing: CellTiming
    /// How every particle of the cell changes, in double precision for closed-form states.
    package var change: ClosedFormChange
    /// How every particle of the cell changes, in single precision, for evaluating stored
    /// particles at any age.
    package var rates: ParticleRates
    /// The cell's curves over life, nil for none; the speeds they replace are 0 in ``change``
    /// and ``rates``.
    package var curves: LifeCurves?
    /// The cell's forces (drag, wind, sway, rotation at birth, ground), nil for none.
    package var motion: MotionModel?
    /// The standard deviation of a Gaussian spawn distribution, as a fraction of the shape's
    /// size; nil for uniform births.
    package var spawnSpread: Double?

    /// The parameters of `cell` under `layer`'s multipliers.
    package init(cell: EmitterCell, layer: EmitterLayer) {
        birthRate = cell.enabled && cell.emitsOverLife ? cell.birthRate * layer.birthRate : 0
        spawnSpread = cell.spindrift?.spawnDistribution?.gaussian
        timing = CellTiming(cell: cell)
        // Core Animation's cell speed appears to scale emission and lifetime, not motion.
        let ageing = cell.speed > 0 ? cell.speed : 1
        lifetime = cell.lifetimeSpread * layer.lifetime / ageing
        velocity = cell.velocitySpread * layer.velocity
        longitude = cell.emissionLongitude
        latitude = cell.emissionLatitude
        coneHalfAngle = min(abs(cell.emissionRange) / 2, Double.pi)
        scale = cell.scaleSpread * layer.scale
        spin = cell.spinSpread * layer.spin
        color = cell.color
        colorRange = cell.colorRange
        // A curve over life replaces its property's speed.
        curves = LifeCurves(cell.spindrift)
        var colorSpeed: SIMD4<Double> = curves?.color == nil ? [cell.redSpeed, cell.greenSpeed, cell.blueSpeed, cell.alphaSpeed] : .zero
        if curves?.alpha != nil { colorSpeed.w = 0 }
        let scaleSpeed = curves?.scale == nil ? cell.scaleSpeed : 0
        change = ClosedFormChange(
            acceleration: [cell.xAcceleration, cell.yAcceleration, cell.zAcceleration], colorSpeed: colorSpeed,
            scaleSpeed: scaleSpeed)
        motion = MotionModel(cell.spindrift, acceleration: change.acceleration, seed: layer.seed)
        rates = ParticleRates(
            acceleration: SIMD3<Float>(Float(cell.xAcceleration), Float(cell.yAcceleration), Float(cell.zAcceleration)),
            scaleSpeed: Float(scaleSpeed), colorSpeed: SIMD4<Float>(colorSpeed), spins: spin != RangedValue(0, range: 0))
    }

    /// The longest any particle can live, in seconds: rounded up to a float, as particles'
    /// lifetimes are stored.
    package var maximumLifetime: Double {
        let longest = max(0, lifetime.upperBound)
        let stored = Float(longest)
        return Double(stored) >= longest ? Double(stored) : Double(stored.nextUp)
    }

    /// The shortest any particle can live, in seconds: rounded down to a float, as particles'
    /// lifetimes are stored (without the animations that may change it).
    package var minimumLifetime: Double {
        let shortest = max(0, lifetime.lowerBound)
        let stored = Float(shortest)
        return Double(stored) <= shortest ? Double(stored) : Double(stored.nextDown)
    }

    /// The parent time of the first birth at the cell's constant rate (+∞ when there is none):
    /// the first emission time k / rate above the window's opening (``CellTiming``), if the
    /// window is still open then.
    package var firstBirth: Double {
        guard birthRate > 0, birthRate.isFinite, timing.speed > 0 else { return .infinity }
        let start = timing.emissionStart
        let first = ((start * birthRate).rounded(.down) + 1) / birthRate
        guard first <= timing.activeSpan + timing.timeOffset else { return .infinity }
        return timing.parentTime(atEmission: first)
    }

    /// Births per parent second while the window is open.
    package var birthsPerParentSecond: Double { birthRate * timing.speed }

    /// The most births that fall within any `window` seconds of one parent's time: births
    /// fall 1/rate apart and only while the cell's window is open (reported as at most 1e18,
    /// so that sums of bounds stay finite).
    package func birthBound(within window: Double) -> Double {
        let rate = birthsPerParentSecond
        guard rate > 0, window >= 0 else { return 0 }
        let open = min(window, timing.endTime - timing.beginTime)
        return min((rate * open).rounded(.down) + 1, 1e18)
    }
}
