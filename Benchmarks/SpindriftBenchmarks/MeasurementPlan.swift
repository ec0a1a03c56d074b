/// How long to measure one figure: warm-up runs, then repetitions until a time budget is
/// spent, within a minimum and a maximum count.
public struct MeasurementPlan: Equatable, Sendable {
    /// Untimed runs first, to fault pages in and warm the caches.
    public var warmUps: Int
    /// Timed runs at least.
    public var minimumRepetitions: Int
    /// Timed runs at most.
    public var maximumRepetitions: Int
    /// Once the timed runs have taken this long, and the minimum is reached, stop.
    public var budget: Duration

    /// A plan with every value given.
    public init(warmUps: Int, minimumRepetitions: Int, maximumRepetitions: Int, budget: Duration) {
        precondition(warmUps >= 0 && minimumRepetitions >= 1 && maximumRepetitions >= minimumRepetitions,
                     "a plan needs at least one repetition")
        self.warmUps = warmUps
        self.minimumRepetitions = minimumRepetitions
        self.maximumRepetitions = maximumRepetitions
        self.budget = budget
    }

    /// The full run's plan: a quarter of a second per figure, 5 to 100 repetitions.
    public static let standard = MeasurementPlan(
        warmUps: 2, minimumRepetitions: 5, maximumRepetitions: 100, budget: .milliseconds(250))
    /// The `--quick` plan: a smoke test, not a measurement.
    public static let quick = MeasurementPlan(
        warmUps: 1, minimumRepetitions: 2, maximumRepetitions: 5, budget: .milliseconds(5))

    /// This plan with fewer runs, for figures whose one run takes long (sorting millions).
    public var reduced: MeasurementPlan {
        MeasurementPlan(
            warmUps: Swift.min(warmUps, 1), minimumRepetitions: Swift.min(minimumRepetitions, 3),
            maximumRepetitions: maximumRepetitions, budget: budget)
    }

    /// Runs `body` as planned and returns the samples of the timed runs; each call returns
    /// its own sample (it may time several things, or only part of its work).
    public func samples<Sample>(_ body: () -> Sample) -> [Sample] {
        for _ in 0..<warmUps { _ = body() }
        var samples: [Sample] = []
        let clock = ContinuousClock()
        let start = clock.now
        while samples.count < maximumRepetitions,
              samples.count < minimumRepetitions || clock.now - start < budget {
            samples.append(body())
        }
        return samples
    }

    /// Runs `body` as planned; returns the statistics of its timed samples.
    public func measure(_ body: () -> Double) -> SampleStatistics {
        SampleStatistics(samples(body))
    }

    /// The nanoseconds one call of `body` takes, divided by `items` (particles, bytes).
    public static func nanoseconds(per items: Int, _ body: () -> Void) -> Double {
        ContinuousClock().measure(body).nanoseconds / Double(Swift.max(items, 1))
    }
}
