/// Whose code a benchmark record times.
public enum BenchmarkImplementation: String, CaseIterable, Codable, Sendable {
    /// Spindrift itself.
    case swift
    /// The same update kernel as a plain C function (the `CParticleKernels` target).
    case c
    /// An array of class objects, the way a first attempt looks.
    case naive
    /// The memory-bandwidth floor: the bytes the update moves ÷ the measured in-place
    /// read-modify-write bandwidth.
    case bandwidth
}
