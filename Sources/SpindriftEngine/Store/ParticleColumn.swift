/// The per-particle values of a ``ParticleStore``, one 32-bit float column each: the one
/// declaration of a particle's stored state. ``Particle``, the byte counts and the store's
/// layout derive from it; a new column is a new case here (and whatever computes it).
/// Beside them the store keeps each particle's identity (ordinal, parent) and its death time
/// in 64 bits, so that ages stay exact over hours.
///
/// Every column holds a value fixed at birth: a particle's state at age t is a closed-form
/// function of these and of its cell's ``ParticleRates``, so a step never rewrites a column.
/// Position and velocity are origin + v₀·t + ½·a·t² and v₀ + a·t, rotation spin·t (every
/// particle is born unrotated), scale initialScale + scaleSpeed·t and colour
/// initialColour + colourSpeed·t; nothing drifts however long a particle lives.
package enum ParticleColumn: Int, CaseIterable, Sendable {
    /// Position at birth in points; y grows downward.
    case originX, originY, originZ
    /// Velocity at birth in points per second.
    case initialVelocityX, initialVelocityY, initialVelocityZ
    /// Seconds the particle lives.
    case lifetime
    /// Rotation speed in radians per second.
    case spin
    /// Scale of the contents at birth; negative draws the image rotated 180°.
    case initialScale
    /// Colour components at birth; not clamped (clamped to 0…1 only when drawn).
    case initialRed, initialGreen, initialBlue, initialAlpha

    /// Every column, in order: `allCases` made once (the synthesized property builds a new
    /// array on every call).
    package static let all = allCases
    /// How many columns there are.
    package static let count = all.count
}
