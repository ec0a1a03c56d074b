/// One measured figure: a phase of one implementation at one particle count and thread
/// count, in nanoseconds per particle per step over several repetitions.
public struct BenchmarkRecord: Codable, Equatable, Sendable {
    /// What was timed.
    public var phase: BenchmarkPhase
    /// Whose code was timed.
    public var implementation: BenchmarkImplementation
    /// Threads the kernel could use.
    public var threads: Int
    /// Live particles.
    public var count: Int
    /// The render mode of a Spindrift ``BenchmarkPhase/batch`` record; nil for the others
    /// (and for the copy baseline, which has none).
    public var renderMode: String?
    /// The spread of lifetimes (full width, seconds) of a steady-state step record timed with
    /// varied lifetimes; nil for the others.
    public var lifetimeRange: Double?
    /// The steady state's variant of a step record timed with one
    /// (``SteadyStateEmitter/Variant``, such as `animated rate`); nil for the others.
    public var variant: String?
    /// The preset of a record timed on the sweep's presets (``PresetSweep``); nil for the others.
    public var preset: String?
    /// The median over the repetitions, in nanoseconds per particle per step.
    public var nsPerParticle: Double
    /// The fastest repetition, in nanoseconds per particle per step.
    public var min: Double
    /// The slowest repetition, in nanoseconds per particle per step.
    public var max: Double

    /// A record with every value given.
    public init(
        phase: BenchmarkPhase, implementation: BenchmarkImplementation, threads: Int, count: Int,
        renderMode: String? = nil, lifetimeRange: Double? = nil, variant: String? = nil, preset: String? = nil,
        statistics: SampleStatistics
    ) {
        self.lifetimeRange = lifetimeRange
        self.variant = variant
        self.preset = preset
        self.phase = phase
        self.implementation = implementation
        self.threads = threads
        self.count = count
        self.renderMode = renderMode
        self.nsPerParticle = statistics.median
        self.min = statistics.min
        self.max = statistics.max
    }

    /// The series the record belongs to in tables and charts, such as `batch swift unordered 2t`.
    public var seriesName: String {
        [phase.rawValue, implementation.rawValue, preset, renderMode, lifetimeRange.map { "lifetime ±\($0 / 2)s" }, variant, "\(threads)t"]
            .compactMap { $0 }.joined(separator: " ")
    }
}
