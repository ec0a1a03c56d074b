/// The per-particle values of a ``ParticleStore``, one 32-bit float column each: the one
/// declaration of a particle's state. ``Particle``, the dump, the byte counts and the store's
/// layout all derive from it; a new column is a new case here (and whatever computes it).
/// Beside them the store keeps each particle's identity (ordinal, parent) and its death time
/// in 64 bits, so that ages stay exact over hours.
public enum ParticleColumn: Int, CaseIterable, Sendable {
    /// Position in points; y grows downward.
    case positionX, positionY, positionZ
    /// Velocity in points per second.
    case velocityX, velocityY, velocityZ
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

    /// The column's name in dumps.
    public var dumpName: String {
        switch self {
        case .positionX: "x"
        case .positionY: "y"
        case .positionZ: "z"
        case .velocityX: "vx"
        case .velocityY: "vy"
        case .velocityZ: "vz"
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
