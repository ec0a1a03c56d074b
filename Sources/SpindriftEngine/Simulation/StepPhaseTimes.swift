/// Wall-clock time spent in each phase of ``ParticleSystem/advance(by:)``, summed over
/// every step and cell since the system was created; for profiling.
public struct StepPhaseTimes: Equatable, Sendable {
    /// Removing the particles whose age reached their lifetime.
    public var kill: Duration = .zero
    /// Creating the particles born during the step.
    public var spawn: Duration = .zero

    /// No time in any phase.
    public init() {}
}
