/// One particle's state, copied out of (or into) a ``ParticleStore``.
public struct Particle: Equatable, Sendable {
    /// The emission ordinal within its cell: 0 for the first particle ever born. Stored as 32
    /// bits, so it wraps after 4,294,967,296 emissions.
    public var ordinal: UInt32
    /// Position in points; y grows downward.
    public var position: SIMD3<Float>
    /// Velocity in points per second.
    public var velocity: SIMD3<Float>
    /// Seconds since birth.
    public var age: Float
    /// Seconds the particle lives in all.
    public var lifetime: Float
    /// Rotation in radians.
    public var rotation: Float
    /// Rotation speed in radians per second.
    public var spin: Float
    /// Scale of the contents; negative mirrors the sprite.
    public var scale: Float
    /// Colour [red, green, blue, alpha], each 0…1.
    public var color: SIMD4<Float>

    /// A particle with every value given.
    public init(
        ordinal: UInt32, position: SIMD3<Float>, velocity: SIMD3<Float>, age: Float, lifetime: Float,
        rotation: Float, spin: Float, scale: Float, color: SIMD4<Float>
    ) {
        self.ordinal = ordinal
        self.position = position
        self.velocity = velocity
        self.age = age
        self.lifetime = lifetime
        self.rotation = rotation
        self.spin = spin
        self.scale = scale
        self.color = color
    }
}
