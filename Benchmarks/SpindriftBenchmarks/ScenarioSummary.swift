/// What a `--scenario` run timed: a real configuration, simulated and batched per frame.
public struct ScenarioSummary: Codable, Equatable, Sendable {
    /// The preset name or configuration file.
    public var name: String
    /// The count scale applied to its birth rates.
    public var scale: Double
    /// Timed frames.
    public var frames: Int
    /// Live particles at the end, all cells together.
    public var particles: Int
    /// Milliseconds per frame (step plus batch), per thread count: median, min and max.
    public var frameMilliseconds: [Int: SampleStatistics]
    /// Whether the batch was the GPU-resident path's CPU work (`--gpu-resident`): the records
    /// of the frame's births, not every live particle's sprite.
    public var gpuResident: Bool
    /// With ``gpuResident``, the cells the CPU batch still drew at the end, each as `path
    /// (reason)`: their batch is in the frame's figure too. Nil without it.
    public var cpuBatchCells: [String]?

    /// A summary with every value given.
    public init(
        name: String, scale: Double, frames: Int, particles: Int, frameMilliseconds: [Int: SampleStatistics],
        gpuResident: Bool = false, cpuBatchCells: [String]? = nil
    ) {
        self.name = name
        self.scale = scale
        self.frames = frames
        self.particles = particles
        self.frameMilliseconds = frameMilliseconds
        self.gpuResident = gpuResident
        self.cpuBatchCells = cpuBatchCells
    }

    /// What a frame's figure adds up.
    public var frameParts: String {
        guard gpuResident else { return "step + batch" }
        let kept = cpuBatchCells?.count ?? 0
        return "step + the births' records for the GPU"
            + (kept == 0 ? "" : " + the CPU batch of \(kept) cell\(kept == 1 ? "" : "s")")
    }
}
