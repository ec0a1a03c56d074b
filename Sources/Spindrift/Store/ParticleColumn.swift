/// The per-particle values of a ``ParticleStore``, one 32-bit float column each: the one
/// declaration of a particle's state. ``Particle``, the dump, the byte counts and the store's
/// layout all derive from it; a new column is a new case here (and whatever computes it).
/// Beside them the store keeps each particle's identity (ordinal, parent) and its death time
/// in 64 bits, so that ages stay exact over hours.
///
/// Motion is kept in closed form: a particle's origin and initial velocity never change, and
/// its position and velocity at age t are origin + v₀·t + ½·a·t² and v₀ + a·t with its
/// cell's acceleration a, so they do not drift however long it lives.
public enum ParticleColumn: Int, CaseIterable, Sendable {
    /// Position at birth in points; y grows downward.
    case originX, originY, originZ
    /// Velocity at birth in points per second.
    case initialVelocityX, initialVelocityY, initialVelocityZ
    /// Seconds the particle lives.
    case lifetime
    /// Rotation in radians.
    case rotation
    /// Rotation speed in radians per second.
    case spin
    /// Scale of the contents; negative draws the image rotated 180°.
    case scale
    /// Colour components; not clamped (clamped to 0…1 only when drawn).
    case red, green, blue, alpha

    /// Every column, in order: `allCases` made once (the synthesized property builds a new
    /// array on every call).
    public static let all = allCases
    /// How many columns there are.
    public static let count = all.count

    /// The column's name in dumps; nil for the motion columns, which dumps show as the
    /// position and velocity at the particle's age.
    public var dumpName: String? {
        switch self {
        case .originX, .originY, .originZ, .initialVelocityX, .initialVelocityY, .initialVelocityZ: nil
        case .lifetime: "lifetime"
        case .rotation: "rotation"
        case .spin: "spin"
        case .scale: "scale"
        case .red: "r"
        case .green: "g"
        case .blue: "b"
        case .alpha: "a"
        }
    }
}
