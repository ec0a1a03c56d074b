/// Wall-clock time spent in each phase of ``ParticleSystem/advance(by:)``, summed over
/// every step and cell since the system was created; for profiling.
package struct StepPhaseTimes: Equatable, Sendable {
    /// Removing the particles whose age reached their lifetime.
    package var kill: Duration = .zero
    /// Creating the particles born during the step.
    package var spawn: Duration = .zero

    /// No time in any phase.
    package init() {}
}
