/// What a benchmark record times, per particle and per simulation step.
public enum BenchmarkPhase: String, CaseIterable, Codable, Sendable {
    /// Creating the particles born during a step.
    case spawn
    /// Integrating, ageing, spinning, scaling and recolouring every live particle.
    case update
    /// Removing the particles whose lifetime is over.
    case kill
    /// Building the render batch (four vertices per particle) in storage order.
    case batch
    /// Building the render batch in an ordered ``Spindrift/RenderMode``: sort keys, the sort
    /// and the quads.
    case sort
    /// One whole simulation step: update, kill and spawn.
    case step
}
