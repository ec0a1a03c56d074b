import Spindrift

/// One of the performance targets and how this run fared; reported, never asserted.
public struct TargetOutcome: Codable, Equatable, Sendable {
    /// The target, such as `1-thread unordered batch ≤ 1.5× a copy of its bytes at 1e6`.
    public var target: String
    /// What was measured, with the figures it comes from.
    public var measured: String
    /// Whether the target was met; nil when this run did not measure it.
    public var met: Bool?

    /// An outcome with every value given.
    public init(target: String, measured: String, met: Bool?) {
        self.target = target
        self.measured = measured
        self.met = met
    }

    /// The outcome of every target against `report`'s figures.
    static func evaluate(_ report: BenchmarkReport) -> [TargetOutcome] {
        var outcomes: [TargetOutcome] = []
        // The batch's targets, in copies of its output measured in the same run: unordered
        // modes near the bandwidth floor, sorted ones within a few times it.
        for (mode, limit) in [(RenderMode.unordered, 1.5), (.additive, 1.5), (.oldestFirst, 5), (.oldestLast, 5), (.backToFront, 5)] {
            let target = "1-thread \(mode.rawValue) batch ≤ \(fixed(limit))× a copy of its bytes at 1e6"
            outcomes.append(ratio(
                target, report.record(.batch, .swift, threads: 1, count: 1_000_000, renderMode: mode),
                to: report.record(.batch, .copy, threads: 1, count: 1_000_000), named: "the copy", limit: limit))
        }

        // Kills by calendar cost what the deaths cost, however they spread through the store.
        let spread = SteadyStateEmitter.lifetimeRanges.last!
        outcomes.append(ratio(
            "1-thread kill, lifetimes ±\(fixed(spread / 2)) s ≤ 1.5× one lifetime's at 1e6",
            report.record(.kill, .swift, threads: 1, count: 1_000_000, lifetimeRange: spread),
            to: report.record(.kill, .swift, threads: 1, count: 1_000_000), named: "one lifetime", limit: 1.5))

        // An animated rate's births are found on its tabulated integral: as cheap as constant
        // ones, within twice (the same births a step, on average, as the plain emitter's).
        outcomes.append(ratio(
            "1-thread spawn at an animated birth rate ≤ 2× a constant rate's at 1e6",
            report.record(.spawn, .swift, threads: 1, count: 1_000_000, variant: .animatedRate),
            to: report.record(.spawn, .swift, threads: 1, count: 1_000_000), named: "a constant rate", limit: 2))

        let stepTarget = "full 1-thread step (spawn + kill) ≤ 5 ns per particle at 1e6"
        if let step = report.record(.step, .swift, threads: 1, count: 1_000_000) {
            outcomes.append(TargetOutcome(
                target: stepTarget, measured: "\(fixed(step.nsPerParticle)) ns", met: step.nsPerParticle <= 5))
        } else {
            outcomes.append(.unmeasured(stepTarget, needs: "--counts with 1e6"))
        }

        outcomes += stepScaling(report)

        let largest = report.memory.max { $0.count < $1.count }
        let resident = largest.map { ", \(fixed($0.residentBytesPerParticle)) B resident at \(compact($0.count))" } ?? ""
        outcomes.append(TargetOutcome(
            target: "≤ 64 bytes per particle",
            measured: "\(ParticleStore.bytesPerParticle) B of columns (\(ParticleStore.nestedBytesPerParticle) B in a sub-cell)\(resident)",
            met: ParticleStore.bytesPerParticle <= 64))
        return outcomes
    }

    /// The step targets: 2 threads ≥ 1.8× 1 thread at 1e7, and 1e7 particles stepped
    /// within a 60 Hz frame on all threads.
    private static func stepScaling(_ report: BenchmarkReport) -> [TargetOutcome] {
        let count = 10_000_000
        let scalingTarget = "full step on 2 threads ≥ 1.8× 1 thread at 1e7"
        let frameTarget = "a full step of 1e7 particles on \(report.maximumThreads) thread(s) < 16.7 ms"
        func milliseconds(_ record: BenchmarkRecord) -> String { "\(fixed(record.nsPerParticle * Double(count) / 1e6)) ms" }
        var outcomes: [TargetOutcome] = []
        if let one = report.record(.step, .swift, threads: 1, count: count),
           let two = report.record(.step, .swift, threads: 2, count: count) {
            let speedUp = one.nsPerParticle / two.nsPerParticle
            outcomes.append(TargetOutcome(
                target: scalingTarget,
                measured: "\(fixed(speedUp))× (\(milliseconds(one)) → \(milliseconds(two)) per step)", met: speedUp >= 1.8))
        } else {
            outcomes.append(.unmeasured(scalingTarget, needs: "--counts with 1e7 and --threads 2"))
        }
        if let step = report.record(.step, .swift, threads: report.maximumThreads, count: count) {
            let milliseconds = step.nsPerParticle * Double(count) / 1e6
            outcomes.append(TargetOutcome(
                target: frameTarget, measured: "\(fixed(milliseconds)) ms (\(fixed(step.nsPerParticle)) ns per particle)",
                met: milliseconds < 1000.0 / 60))
        } else {
            outcomes.append(.unmeasured(frameTarget, needs: "--counts with 1e7"))
        }
        return outcomes
    }

    /// The outcome of `target`, met when `record` is at most `limit` times `baseline` (both
    /// measured at 1e6 on one thread).
    private static func ratio(
        _ target: String, _ record: BenchmarkRecord?, to baseline: BenchmarkRecord?, named baselineName: String,
        limit: Double
    ) -> TargetOutcome {
        guard let record, let baseline else { return .unmeasured(target, needs: "--counts with 1e6") }
        let ratio = record.nsPerParticle / baseline.nsPerParticle
        return TargetOutcome(
            target: target,
            measured: "\(fixed(ratio))× (\(fixed(record.nsPerParticle)) ns, \(baselineName) \(fixed(baseline.nsPerParticle)) ns)",
            met: ratio <= limit)
    }

    private static func unmeasured(_ target: String, needs: String) -> TargetOutcome {
        TargetOutcome(target: target, measured: "not measured (needs \(needs))", met: nil)
    }
}
