/// Whose code a benchmark record times.
public enum BenchmarkImplementation: String, CaseIterable, Codable, Sendable {
    /// Spindrift itself.
    case swift
    /// The floor the batch is compared with: a plain copy of as many bytes as the batch
    /// writes (32 per particle) between two arrays, on the same threads, in the same run.
    case copy
}
