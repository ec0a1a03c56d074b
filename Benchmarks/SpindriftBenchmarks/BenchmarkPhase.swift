/// What a benchmark record times, per particle and per simulation step or frame.
public enum BenchmarkPhase: String, CaseIterable, Codable, Sendable {
    /// Creating the particles born during a step.
    case spawn
    /// Removing the particles whose lifetime is over.
    case kill
    /// Building the render batch (one 32-byte sprite per particle) in one
    /// ``Spindrift/RenderMode``: evaluating every particle at the frame's time and, in the
    /// ordered modes, the sort keys, the sort and copying the sprites into order.
    case batch
    /// One whole simulation step: kill and spawn (the survivors need no update).
    case step
    /// What a frame costs: one step and one batch build (a `--scenario` run's frames).
    case frame
}
