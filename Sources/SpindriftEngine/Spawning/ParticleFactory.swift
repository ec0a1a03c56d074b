/// Creates one cell's particles in closed form: the state of the particle with a given
/// identity at a given age, drawn from its own random stream, so stepping, pre-warming and
/// any step size or thread count give the same particle.
///
/// A class, immutable: a birth reaches it through one reference, where a struct stored in
/// the cell's state was copied whole (several hundred bytes, its references retained) for
/// every birth.
package final class ParticleFactory: Sendable {
    /// The cell's resolved parameters.
    package let parameters: CellParameters
    /// Where a top-level cell's particles are born (sub-cells are born at their parent).
    package let geometry: EmissionGeometry
    /// The layer's seed.
    package let seed: UInt32
    /// The cell's path key, part of each particle's identity.
    let cellKey: UInt64
    /// The cone of directions where the base direction is fixed.
    let cone: EmissionCone
    /// What animations change in the values read at birth, if anything.
    let animation: BirthAnimation?
    /// For a sub-cell, its parent cell's curves over life, which change the colour and scale
    /// it inherits.
    let parentCurves: LifeCurves?

    /// A factory for the cell at `path`.
    package convenience init(parameters: CellParameters, geometry: EmissionGeometry, seed: UInt32, path: CellPath) {
        self.init(parameters: parameters, geometry: geometry, seed: seed, path: path, animation: nil)
    }

    /// A factory for the cell at `path` whose birth values `animation` changes over time.
    init(
        parameters: CellParameters, geometry: EmissionGeometry, seed: UInt32, path: CellPath, parentCurves: LifeCurves? = nil,
        animation: BirthAnimation?
    ) {
        self.parameters = parameters
        self.geometry = geometry
        self.seed = seed
        self.cellKey = path.stableKey
        self.cone = Self.cone(parameters, base: geometry.fixedBase)
        self.animation = animation
        self.parentCurves = parentCurves
    }

    private static func cone(_ p: CellParameters, base: SIMD3<Double>) -> EmissionCone {
        EmissionCone(longitude: p.longitude, latitude: p.latitude, halfAngle: p.coneHalfAngle, base: base)
    }

    /// The top-level particle with `ordinal`, born at local time `birthTime`, at `age`
    /// seconds (dead ones too: their age is at least their lifetime), and its state at birth
    /// as an emitter of sub-cells.
    ///
    /// Draws, in this fixed order: 3 for the position (reshaped by a Gaussian spawn
    /// distribution, ``EmissionGeometry/gaussian(_:sigma:)``), 2 for the direction, then lifetime,
    /// velocity, scale, spin, red, green, blue and alpha; each ranged value is
    /// ``RangedValue/drawn(_:)`` of its draw.
    @inline(__always)
    package func particle(ordinal: Int64, birthTime: Double, age: Double) -> (particle: Particle, birth: EmitterState) {
        guard let animation else {
            return particle(ordinal: ordinal, birthTime: birthTime, age: age, parameters: parameters, geometry: geometry, cone: cone)
        }
        let (p, moved) = animation.resolved(at: birthTime)
        let geometry = moved ?? self.geometry
        return particle(
            ordinal: ordinal, birthTime: birthTime, age: age, parameters: p, geometry: geometry,
            cone: Self.cone(p, base: geometry.fixedBase))
    }

    /// The top-level particle made from the given birth values (the description's, or their
    /// animated values at its birth).
    @inline(__always)
    private func particle(
        ordinal: Int64, birthTime: Double, age: Double, parameters p: CellParameters, geometry: EmissionGeometry,
        cone: EmissionCone
    ) -> (particle: Particle, birth: EmitterState) {
        let identity = ParticleIdentity(cellKey: cellKey, parent: nil, ordinal: ordinal)
        var random = generator(identity)
        let (origin, normal) = Self.origin(
            SIMD3(random.nextUnit(), random.nextUnit(), random.nextUnit()), parameters: p, geometry: geometry)
        return make(
            ordinal: ordinal, identity: identity, parent: nil, random: &random, origin: origin, base: normal,
            inheritedColor: .one, inheritedScale: 1, birthTime: birthTime, age: age, parameters: p, cone: cone)
    }

    /// As ``particle(ordinal:birthTime:age:)`` for a sub-cell's particle emitted by `parent`
    /// (its state at this birth): born at its position, emitted relative to its direction of
    /// motion, its colour and scale multiplied by the parent's. The same draws are made.
    @inline(__always)
    func particle(
        ordinal: Int64, birthTime: Double, age: Double, emittedBy parent: EmitterState
    ) -> (particle: Particle, birth: EmitterState) {
        guard let animation else {
            return particle(
                ordinal: ordinal, birthTime: birthTime, age: age, emittedBy: parent, parameters: parameters, cone: cone)
        }
        let p = animation.resolved(at: birthTime).parameters
        return particle(
            ordinal: ordinal, birthTime: birthTime, age: age, emittedBy: parent, parameters: p,
            cone: Self.cone(p, base: geometry.fixedBase))
    }

    /// The sub-cell particle made from the given birth values.
    @inline(__always)
    private func particle(
        ordinal: Int64, birthTime: Double, age: Double, emittedBy parent: EmitterState, parameters p: CellParameters,
        cone: EmissionCone
    ) -> (particle: Particle, birth: EmitterState) {
        let identity = ParticleIdentity(cellKey: cellKey, parent: parent.identity, ordinal: ordinal)
        var random = generator(identity)
        // The position's draws, unused: every particle draws in the same order.
        for _ in 0..<3 { _ = random.next() }
        let speed = (parent.velocity * parent.velocity).sum().squareRoot()
        let shown = parent.shown(curves: parentCurves)
        return make(
            ordinal: ordinal, identity: identity, parent: parent.identity, random: &random, origin: parent.position,
            base: speed > 0 ? parent.velocity / speed : nil, inheritedColor: shown.color, inheritedScale: shown.scale,
            birthTime: birthTime, age: age, parameters: p, cone: cone)
    }

    /// The emitter's centre at local time `birthTime` (where the layer's animations put it),
    /// in points: what an integrated top-level particle's radial and tangential acceleration
    /// are measured from.
    func emitterCenter(at birthTime: Double) -> SIMD3<Double> {
        animation?.resolved(at: birthTime).geometry?.center ?? geometry.center
    }

    /// What a particle's identity is mixed with into the seed of its random stream.
    var streamKey: UInt64 { UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 }

    private func generator(_ identity: ParticleIdentity) -> SplitMix64 {
        SplitMix64(seed: streamKey ^ identity.rawValue)
    }

    /// A top-level birth's position from its three position draws `u` (reshaped by the
    /// cell's Gaussian spawn distribution, if any), and the base direction there (nil:
    /// ``EmissionGeometry/fixedBase``).
    @inline(__always)
    static func origin(
        _ u: SIMD3<Double>, parameters p: CellParameters, geometry: EmissionGeometry
    ) -> (position: SIMD3<Double>, normal: SIMD3<Double>?) {
        geometry.turnedSample(p.spawnSpread.map { geometry.gaussian(u, sigma: $0) } ?? u)
    }

    /// The direction of a birth from its two direction draws: into `cone`, turned to `base`
    /// where the birth has one.
    @inline(__always)
    static func direction(_ u: Double, _ v: Double, cone: EmissionCone, base: SIMD3<Double>?) -> SIMD3<Double> {
        (base.map { cone.turned(toBase: $0) } ?? cone).direction(u, v)
    }

    /// The rest of the draws, from the direction on, and the particle they make.
    @inline(__always)
    private func make(
        ordinal: Int64, identity: ParticleIdentity, parent: ParticleIdentity?, random: inout SplitMix64,
        origin: SIMD3<Double>, base: SIMD3<Double>?, inheritedColor: SIMD4<Double>, inheritedScale: Double,
        birthTime: Double, age: Double, parameters p: CellParameters, cone: EmissionCone
    ) -> (particle: Particle, birth: EmitterState) {
        let direction = Self.direction(random.nextUnit(), random.nextUnit(), cone: cone, base: base)
        // Rounded to the stored precision, so that stepping and pre-warming agree on deaths.
        let drawnLifetime = Double(Float(p.lifetime.drawn(random.nextCentered())))
        let speed = p.velocity.drawn(random.nextCentered())
        let scale = p.scale.drawn(random.nextCentered()) * inheritedScale
        let spin = p.spin.drawn(random.nextCentered())
        var color = p.color
        for channel in 0..<4 {
            color[channel] = RangedValue.drawn(p.color[channel], range: p.colorRange[channel], random.nextCentered())
        }
        color *= inheritedColor
        // Forces act from the stored (float) birth values, as every later evaluation reads them.
        let moving = p.motion.map {
            MovingBirth(
                model: .passUnretained($0), origin: SIMD3(SIMD3<Float>(origin)), velocity: SIMD3(SIMD3<Float>(direction * speed)),
                time: birthTime, ordinal: ordinal, parent: parent?.rawValue ?? 0)
        }
        // A particle that settles on the ground dies once faded: its death is known at birth.
        let lifetime = moving.map { birth in
            birth.withModel { $0.lifetime(drawnLifetime, origin: birth.origin, velocity: birth.velocity, birthTime: birthTime) }
        } ?? drawnLifetime
        let atBirth = moving?.state(at: 0)
        let birth = EmitterState(
            identity: identity, age: 0, position: atBirth?.position ?? origin, velocity: atBirth?.velocity ?? direction * speed,
            color: color, scale: scale, lifetime: lifetime, change: p.change, moving: moving)
        // Birth values only: the state at any age follows from them and the cell's rates.
        var particle = Particle(ordinal: ordinal, parent: parent)
        particle.origin = SIMD3<Float>(origin)
        particle.initialVelocity = SIMD3<Float>(direction * speed)
        particle.initialColor = SIMD4<Float>(color)
        particle.age = Float(age)
        particle.rates = p.rates
        particle.motion = p.motion
        particle.deathTime = birthTime + lifetime
        particle[.lifetime] = Float(lifetime)
        particle[.spin] = Float(spin)
        particle[.initialScale] = Float(scale)
        return (particle, birth)
    }
}
