/// One particle's state, copied out of (or into) a ``ParticleStore``: its identity, one
/// birth value per ``ParticleColumn``, and what its state at ``age`` follows from.
public struct Particle: Equatable, Sendable {
    /// The emission ordinal from its emitter: 0 for the first particle its cell ever emitted
    /// (top level) or the first its parent particle emitted (sub-cells).
    public var ordinal: Int64
    /// The identity of the particle that emitted it; nil for a top-level cell's particle.
    public var parent: ParticleIdentity?
    /// The local time at which it dies, in seconds: its birth time plus its lifetime.
    public var deathTime: Double = 0
    /// Seconds since birth when it was copied out of a system (stores do not know the time).
    public var age: Float = 0
    /// Its cell's rates of change (stores do not know them either).
    package var rates = ParticleRates.zero
    /// Its cell's curves over life, nil for none (kept out of ``rates``, which every birth
    /// copies).
    package var curves: LifeCurves?
    /// Its cell's closed-form forces, nil for none.
    package var motion: MotionModel?
    /// Position and velocity at ``age`` where they do not follow from the birth values and
    /// ``rates`` (integrated and polar cells: see ``CellMotion``); nil elsewhere.
    package var tracked: TrackedMotion?
    /// The column values, by ``ParticleColumn/rawValue``.
    private(set) var values = SIMD16<Float>()

    /// A particle with the given identity and every column 0.
    public init(ordinal: Int64, parent: ParticleIdentity?) {
        assert(ParticleColumn.count <= SIMD16<Float>.scalarCount, "a particle's columns fit in 16 floats")
        self.ordinal = ordinal
        self.parent = parent
    }

    /// The value of `column`.
    @inline(__always)
    package subscript(column: ParticleColumn) -> Float {
        get { values[column.rawValue] }
        set { values[column.rawValue] = newValue }
    }

    /// Position at birth in points; y grows downward.
    public var origin: SIMD3<Float> {
        get { [self[.originX], self[.originY], self[.originZ]] }
        set { (self[.originX], self[.originY], self[.originZ]) = (newValue.x, newValue.y, newValue.z) }
    }

    /// Velocity at birth in points per second.
    public var initialVelocity: SIMD3<Float> {
        get { [self[.initialVelocityX], self[.initialVelocityY], self[.initialVelocityZ]] }
        set {
            (self[.initialVelocityX], self[.initialVelocityY], self[.initialVelocityZ]) = (newValue.x, newValue.y, newValue.z)
        }
    }

    /// Colour at birth [red, green, blue, alpha]; not clamped.
    public var initialColor: SIMD4<Float> {
        get { [self[.initialRed], self[.initialGreen], self[.initialBlue], self[.initialAlpha]] }
        set {
            (self[.initialRed], self[.initialGreen], self[.initialBlue], self[.initialAlpha]) =
                (newValue.x, newValue.y, newValue.z, newValue.w)
        }
    }

    /// Position at ``age`` in points: origin + v₀·t + ½·a·t², with forces their closed form
    /// (``MotionModel``; a sway alone is added to the plain flight), or an integrated or polar
    /// cell's position (``CellMotion``).
    public var position: SIMD3<Float> {
        if let tracked { return tracked.position }
        if let swing = plainSwing {
            // The plain flight as the render batch writes it, o + (v₀ + ½·a·t)·t, so that the
            // sprite and the particle are the same bits.
            return origin + (initialVelocity + 0.5 * rates.acceleration * age) * age + SIMD3(swing.x, swing.y, 0)
        }
        guard let moved = motionState else { return origin + initialVelocity * age + 0.5 * rates.acceleration * (age * age) }
        return SIMD3<Float>(moved.position)
    }

    /// Velocity at ``age`` in points per second: v₀ + a·t, with forces their closed form, or
    /// an integrated or polar cell's velocity.
    public var velocity: SIMD3<Float> {
        if let tracked { return tracked.velocity }
        let plain = initialVelocity + rates.acceleration * age
        if let speed = motion?.swayWave?.speed, let swing = plainSwing { return plain + SIMD3(speed * swing.cosine, 0) }
        guard let moved = motionState else { return plain }
        return SIMD3<Float>(moved.velocity)
    }

    /// The sway added to the plain flight of a cell whose forces only sway
    /// (``MotionModel/onlySways``), as the render batch adds it; nil for other cells.
    private var plainSwing: (x: Float, y: Float, cosine: Float)? {
        guard let motion, motion.onlySways, let wave = motion.swayWave else { return nil }
        return wave.swing(age: age, ordinal: ordinal, parent: parent?.rawValue ?? 0)
    }

    /// The state at ``age`` under its cell's closed-form forces; nil without them.
    package var motionState: MotionModel.State? {
        motion?.state(
            origin: SIMD3(origin), velocity: SIMD3(initialVelocity), birthTime: birthTime, age: Double(age),
            ordinal: ordinal, parent: parent?.rawValue ?? 0)
    }

    /// Colour [red, green, blue, alpha] at ``age``: the colour at birth + colour speed·t, or
    /// with a colour or alpha curve over life the colour at birth × the curve's factors at
    /// age / lifetime; not clamped. A particle settling on the ground fades out: its alpha
    /// × ``MotionModel/fade(age:restAge:)``.
    public var color: SIMD4<Float> {
        var color = initialColor + rates.colorSpeed * age
        if let curves { color *= SIMD4<Float>(curves.colorFactor(at: LifeCurves.progress(age: age, lifetime: lifetime))) }
        if let motion, motion.settles { color.w *= Float(motion.fade(age: Double(age), restAge: motionState?.restAge)) }
        return color
    }

    /// The local time at which it was born, in seconds.
    public var birthTime: Double { deathTime - Double(lifetime) }
    /// Seconds the particle lives in all.
    public var lifetime: Float { self[.lifetime] }
    /// Rotation speed in radians per second.
    public var spin: Float { self[.spin] }
    /// Rotation in radians at ``age``: spin·t, or with a spin curve over life spin ×
    /// ∫₀ᵗ curve(s / lifetime) ds; plus the rotation at birth its cell's forces give
    /// (``MotionModel/rotationAtBirth(ordinal:parent:)``; 0 without).
    public var rotation: Float {
        let turned: Float
        if let curves, curves.hasSpin {
            turned = spin * Float(curves.spinSeconds(at: LifeCurves.progress(age: age, lifetime: lifetime), lifetime: lifetime))
        } else {
            turned = spin * age
        }
        guard let motion, motion.rotates else { return turned }
        return turned + Float(motion.rotationAtBirth(ordinal: ordinal, parent: parent?.rawValue ?? 0))
    }
    /// Scale of the contents at ``age``: the scale at birth + scale speed·t, or with a scale
    /// curve over life the scale at birth × the curve's factor at age / lifetime.
    public var scale: Float {
        let linear = self[.initialScale] + rates.scaleSpeed * age
        guard let curves else { return linear }
        return linear * Float(curves.scaleFactor(at: LifeCurves.progress(age: age, lifetime: lifetime)))
    }
}
