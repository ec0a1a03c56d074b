import Spindrift
import Testing
@testable import SpindriftBenchmarks

@Suite("TargetOutcome")
struct TargetOutcomeTests {
    /// A sweep's report at 1e6 with the given figures, ns per particle.
    static func report(
        copy: Double, batches: [RenderMode: Double], kill: Double, scatteredKill: Double, spawn: Double = 0.5,
        animatedSpawn: Double = 0.5
    ) -> BenchmarkReport {
        func record(_ phase: BenchmarkPhase, _ implementation: BenchmarkImplementation, mode: RenderMode? = nil,
                    lifetimeRange: Double? = nil, variant: SteadyStateEmitter.Variant? = nil, _ value: Double) -> BenchmarkRecord {
            BenchmarkRecord(
                phase: phase, implementation: implementation, threads: 1, count: 1_000_000, renderMode: mode?.rawValue,
                lifetimeRange: lifetimeRange, variant: variant?.rawValue, statistics: SampleStatistics([value]))
        }
        var results = [record(.batch, .copy, copy), record(.kill, .swift, kill),
                       record(.kill, .swift, lifetimeRange: SteadyStateEmitter.lifetimeRanges.last!, scatteredKill),
                       record(.spawn, .swift, spawn), record(.spawn, .swift, variant: .animatedRate, animatedSpawn)]
        results += batches.map { record(.batch, .swift, mode: $0.key, $0.value) }
        return BenchmarkReport(
            machine: .current(), quick: true, batchBytesPerParticle: 32, bandwidth: [], memory: [], results: results,
            checksum: 0)
    }

    static func outcome(_ report: BenchmarkReport, _ prefix: String) -> TargetOutcome? {
        report.targets.first { $0.target.hasPrefix(prefix) }
    }

    @Test("the batch's targets are ratios to the copy measured in the same run: 1.5× unordered, 5× sorted")
    func batchTargetsAreRatios() throws {
        let report = Self.report(
            copy: 4, batches: [.unordered: 6, .additive: 6.1, .oldestFirst: 20, .backToFront: 20.1], kill: 0.1,
            scatteredKill: 0.1)
        let unordered = try #require(Self.outcome(report, "1-thread unordered batch"))
        #expect(unordered.target == "1-thread unordered batch ≤ 1.50× a copy of its bytes at 1e6")
        #expect(unordered.measured == "1.50× (6.00 ns, the copy 4.00 ns)")
        #expect(unordered.met == true)
        #expect(Self.outcome(report, "1-thread additive batch")?.met == false)
        #expect(Self.outcome(report, "1-thread oldestFirst batch")?.met == true)
        #expect(Self.outcome(report, "1-thread backToFront batch")?.met == false)
        #expect(Self.outcome(report, "1-thread oldestLast batch")?.met == nil)
    }

    @Test("the kill's target compares scattered deaths with bunched ones", arguments: [(0.15, true), (0.151, false)])
    func killTargetComparesSpreads(scattered: Double, met: Bool) throws {
        let report = Self.report(copy: 4, batches: [:], kill: 0.1, scatteredKill: scattered)
        let kill = try #require(Self.outcome(report, "1-thread kill"))
        #expect(kill.target == "1-thread kill, lifetimes ±2.50 s ≤ 1.5× one lifetime's at 1e6")
        #expect(kill.met == met)
    }

    @Test("the animated rate's target compares its spawn with the constant rate's", arguments: [(1.0, true), (1.001, false)])
    func animatedRateTarget(animatedSpawn: Double, met: Bool) throws {
        let report = Self.report(copy: 4, batches: [:], kill: 0.1, scatteredKill: 0.1, spawn: 0.5, animatedSpawn: animatedSpawn)
        let spawn = try #require(Self.outcome(report, "1-thread spawn"))
        #expect(spawn.target == "1-thread spawn at an animated birth rate ≤ 2× a constant rate's at 1e6")
        #expect(spawn.met == met)
    }
}
