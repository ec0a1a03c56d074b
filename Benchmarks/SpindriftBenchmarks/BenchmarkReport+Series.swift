extension BenchmarkReport {
    /// One line of the table and of the chart: the records of one phase, implementation,
    /// render mode and thread count, by ascending count.
    public struct Series: Equatable, Sendable {
        /// The label, such as `batch swift unordered 2t`.
        public var name: String
        /// The records, by ascending count.
        public var records: [BenchmarkRecord]
    }

    private static let phaseOrder: [BenchmarkPhase] = [.kill, .spawn, .step, .batch, .frame]

    /// Every series of the steady states, in reading order: phase, implementation, render
    /// mode, threads. The presets, each at one count, are not series.
    public var series: [Series] {
        let grouped = Dictionary(grouping: sweepResults, by: \.seriesName)
        return grouped.map { name, records in
            Series(name: name, records: records.sorted { $0.count < $1.count })
        }.sorted { left, right in
            let (a, b) = (left.records[0], right.records[0])
            let keyA = (Self.phaseOrder.firstIndex(of: a.phase)!, BenchmarkImplementation.allCases.firstIndex(of: a.implementation)!)
            let keyB = (Self.phaseOrder.firstIndex(of: b.phase)!, BenchmarkImplementation.allCases.firstIndex(of: b.implementation)!)
            if keyA != keyB { return keyA < keyB }
            if a.renderMode != b.renderMode { return (a.renderMode ?? "") < (b.renderMode ?? "") }
            if a.lifetimeRange != b.lifetimeRange { return (a.lifetimeRange ?? 0) < (b.lifetimeRange ?? 0) }
            if a.variant != b.variant { return (a.variant ?? "") < (b.variant ?? "") }
            return a.threads < b.threads
        }
    }
}
