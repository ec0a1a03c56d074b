import Spindrift

/// Everything one run of `spindrift-bench` measured.
public struct BenchmarkReport: Codable, Equatable, Sendable {
    /// Where it ran.
    public var machine: MachineDescription
    /// Whether it was a `--quick` smoke run (figures not meant to be quoted).
    public var quick: Bool
    /// Seconds each steady-state particle lives.
    public var lifetimeSeconds: Double
    /// Seconds per simulation step.
    public var stepSeconds: Double
    /// Bytes the render batch writes per particle, which the copy baseline copies.
    public var batchBytesPerParticle: Int
    /// Memory bandwidth per thread count.
    public var bandwidth: [MemoryBandwidth]
    /// Memory per particle count.
    public var memory: [MemoryUse]
    /// Every timed figure.
    public var results: [BenchmarkRecord]
    /// The performance targets, checked against ``results``.
    public var targets: [TargetOutcome]
    /// The scenario timed instead of the sweep, if any.
    public var scenario: ScenarioSummary?
    /// A sum over the particles' final state: printed, so no timed work can be optimised away.
    public var checksum: Double

    /// A report with every value given; ``targets`` are computed from the figures of a sweep
    /// (a scenario has none).
    public init(
        machine: MachineDescription, quick: Bool, batchBytesPerParticle: Int, bandwidth: [MemoryBandwidth],
        memory: [MemoryUse], results: [BenchmarkRecord], scenario: ScenarioSummary? = nil, checksum: Double
    ) {
        self.machine = machine
        self.quick = quick
        lifetimeSeconds = SteadyStateEmitter.lifetime
        stepSeconds = SteadyStateEmitter.step
        self.batchBytesPerParticle = batchBytesPerParticle
        self.bandwidth = bandwidth
        self.memory = memory
        self.results = results
        self.scenario = scenario
        self.checksum = checksum
        targets = []
        if scenario == nil { targets = TargetOutcome.evaluate(self) }
    }

    /// The record of `phase` by `implementation` on `threads` threads at `count` in
    /// `renderMode` (nil for records of no render mode) with lifetimes spread over
    /// `lifetimeRange` seconds (nil for one lifetime) and the steady state's `variant` (nil for
    /// the plain one), if measured.
    public func record(
        _ phase: BenchmarkPhase, _ implementation: BenchmarkImplementation, threads: Int, count: Int,
        renderMode: RenderMode? = nil, lifetimeRange: Double? = nil, variant: SteadyStateEmitter.Variant? = nil
    ) -> BenchmarkRecord? {
        results.first {
            $0.phase == phase && $0.implementation == implementation && $0.threads == threads && $0.count == count
                && $0.renderMode == renderMode?.rawValue && $0.lifetimeRange == lifetimeRange
                && $0.variant == variant?.rawValue && $0.preset == nil
        }
    }

    /// The records of the sweep's steady states, the presets' left out (``presetResults``).
    public var sweepResults: [BenchmarkRecord] { results.filter { $0.preset == nil } }

    /// The records of the sweep's presets, in the order they were timed.
    public var presetResults: [BenchmarkRecord] { results.filter { $0.preset != nil } }

    /// The particle counts of the steady states measured, ascending.
    public var counts: [Int] { Array(Set(sweepResults.map(\.count))).sorted() }

    /// The most threads any record used.
    public var maximumThreads: Int { results.map(\.threads).max() ?? 1 }
}
