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

    /// A summary with every value given.
    public init(name: String, scale: Double, frames: Int, particles: Int, frameMilliseconds: [Int: SampleStatistics]) {
        self.name = name
        self.scale = scale
        self.frames = frames
        self.particles = particles
        self.frameMilliseconds = frameMilliseconds
    }
}
