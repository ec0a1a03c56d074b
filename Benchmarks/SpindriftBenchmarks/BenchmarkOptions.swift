/// What `spindrift-bench` was asked to do.
public struct BenchmarkOptions: Equatable, Sendable {
    /// The particle counts of a full run.
    public static let defaultCounts = [1_000, 10_000, 100_000, 1_000_000, 10_000_000]
    /// The particle counts of a `--quick` run.
    public static let quickCounts = [1_000, 100_000]
    /// The largest count accepted: 16 GiB of columns and batch would not fit the machines
    /// this project runs on.
    public static let maximumCount = 50_000_000

    /// Particle counts to sweep, ascending.
    public var counts: [Int] = defaultCounts
    /// A few-second smoke run: small counts, few repetitions.
    public var quick = false
    /// The most threads to compare with one; all cores by default.
    public var threads: Int
    /// Where to write every figure as JSON, if anywhere.
    public var jsonPath: String?
    /// Where to write every figure as CSV, if anywhere.
    public var csvPath: String?
    /// Where a full sweep writes its chart when `--svg` is not given.
    public static let defaultChartPath = "spindrift-bench.svg"

    /// Where to write the chart as SVG, if anywhere: ``defaultChartPath`` for a full sweep,
    /// nowhere for `--quick` and `--scenario` runs unless asked.
    public var svgPath: String?
    /// A preset name or configuration file to time end to end instead of the sweep.
    public var scenario: String?
    /// The scenario's count scale: its birth rate (and particle cap) is multiplied by it.
    public var scale = 1.0
    /// Whether the scenario's batch is the GPU-resident path's CPU work (``ResidentLayer``):
    /// each frame's births into the rings and the CPU batch of the cells that cannot take it.
    public var gpuResident = false
    /// The scenario's timed frames (at 60 Hz).
    public var frames = 300
    /// The presets the sweep times after its steady states, by name: nil for every preset,
    /// none for a `--quick` run unless named.
    public var presets: [String]?
    /// Live particles each of the sweep's presets is scaled to: by default the sweep's
    /// largest count, at most ``defaultPresetParticles``.
    public var presetParticles: Int?
    /// The most particles the presets are scaled to unless `--preset-particles` says: some
    /// take a tenth of a second a frame there (integrated forces on the CPU).
    public static let defaultPresetParticles = 100_000
    /// Each preset's timed frames (at 60 Hz): `--frames` when given.
    public var presetFrames = 60
    /// Print the usage and do nothing else.
    public var help = false
    /// Count heap allocations over steady-state frames instead of timing (needs the counting
    /// shim preloaded; see ``AllocationProbe``).
    public var allocations = false

    /// Search for the most particles that hold ``framesPerSecond`` instead of the sweep.
    public var capacity = false
    /// The preset or configuration file whose capacity is searched.
    public var capacityTarget = "snow"
    /// The frame rate a capacity search holds, in frames per second.
    public var framesPerSecond = 60.0
    /// Seconds the whole capacity search may take: a third each for the simulation alone
    /// and with the batch, the rest (with what they left) for the window.
    public var capacitySeconds = 60.0
    /// The most probes each capacity search measures, whatever the time, when given: a run
    /// bounded by work rather than by the clock (``capacitySeconds`` then does not apply).
    public var capacityProbes: Int?

    /// The options of a plain run on a machine with `cores` cores.
    public init(cores: Int) {
        threads = max(1, cores)
    }

    /// The thread counts each multi-core kernel is measured with: 1, then ``threads``.
    public var threadCounts: [Int] { threads > 1 ? [1, threads] : [1] }

    /// Live particles the sweep's presets are scaled to.
    public var presetTarget: Int { presetParticles ?? min(Self.defaultPresetParticles, counts.last ?? Self.defaultPresetParticles) }

    /// How long each figure is measured.
    public var plan: MeasurementPlan { quick ? .quick : .standard }
}
