/// A `CASpringAnimation`'s spring as written (checked by validation; see ``SpringMotion``).
public struct SpringParameters: Sendable, Equatable {
    /// The mass, in kilograms; more than 0.
    public var mass: Double
    /// The spring constant, in newtons per metre; more than 0.
    public var stiffness: Double
    /// The damping coefficient, in newton-seconds per metre; not negative.
    public var damping: Double
    /// The initial velocity, in fractions of the whole distance per second.
    public var initialVelocity: Double

    /// Core Animation's defaults: mass 1, stiffness 100, damping 10, initial velocity 0.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// The motion these parameters describe.
    public var motion: SpringMotion {
        SpringMotion(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }
}
