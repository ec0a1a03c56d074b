import Spindrift

/// The naive baseline's particle: a class with vector properties, the way a first attempt
/// looks. Every property access pays reference counting and a dynamic exclusivity check.
final class NaiveParticle {
    var age: Float
    var lifetime: Float
    var rotation: Float
    var spin: Float
    var scale: Float
    var color: SIMD4<Float>

    /// A copy of `particle`.
    init(_ particle: Particle) {
        age = particle.age
        lifetime = particle.lifetime
        rotation = particle.rotation
        spin = particle.spin
        scale = particle.scale
        color = particle.color
    }

    /// The same update as Spindrift's kernel, written the obvious way.
    func update(by dt: Float, constants: ParticleUpdateConstants) {
        rotation += spin * dt
        scale += constants.scaleSpeed * dt
        color += constants.colorSpeed * dt
        age += dt
    }
}
