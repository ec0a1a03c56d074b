/// The median and spread of repeated measurements.
public struct SampleStatistics: Codable, Equatable, Sendable {
    /// The middle sample (the mean of the two middle ones for an even count).
    public var median: Double
    /// The smallest sample.
    public var min: Double
    /// The largest sample.
    public var max: Double

    /// The statistics of `samples`, which must not be empty.
    public init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "statistics need at least one sample")
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        min = sorted[0]
        max = sorted[sorted.count - 1]
    }

    /// Every figure transformed by `transform`, which must be monotonic; a decreasing one
    /// swaps ``min`` and ``max``.
    public func map(_ transform: (Double) -> Double) -> SampleStatistics {
        var result = SampleStatistics([transform(median)])
        let (low, high) = (transform(min), transform(max))
        result.min = Swift.min(low, high)
        result.max = Swift.max(low, high)
        return result
    }
}
