/// The columns of a ``ParticleStore``: one 32-bit value per particle each.
public enum ParticleColumn: Int, CaseIterable, Sendable {
    /// Position in points.
    case positionX, positionY, positionZ
    /// Velocity in points per second.
    case velocityX, velocityY, velocityZ
    /// Seconds since birth.
    case age
    /// Seconds the particle lives.
    case lifetime
    /// Rotation in radians.
    case rotation
    /// Rotation speed in radians per second.
    case spin
    /// Scale of the contents; negative mirrors.
    case scale
    /// Colour components, 0…1.
    case red, green, blue, alpha
    /// The emission ordinal (as `UInt32` bits): 0 for the cell's first particle.
    case ordinal

    /// The float columns, in order; every column but ``ordinal``.
    public static let floatColumns = allCases.filter { $0 != .ordinal }
}
