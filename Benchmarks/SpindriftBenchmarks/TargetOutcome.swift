import Spindrift

/// One of the performance targets and how this run fared; reported, never asserted.
public struct TargetOutcome: Codable, Equatable, Sendable {
    /// The target, such as `single-thread update ≥ 0.9× C throughput at 1e4`.
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
        for count in [10_000, 1_000_000] {
            let target = "1-thread Swift update ≥ 0.9× the C baseline's throughput at \(compact(count))"
            if let swift = report.record(.update, .swift, threads: 1, count: count),
               let c = report.record(.update, .c, threads: 1, count: count) {
                let ratio = c.nsPerParticle / swift.nsPerParticle
                outcomes.append(TargetOutcome(
                    target: target,
                    measured: "\(fixed(ratio))× (Swift \(fixed(swift.nsPerParticle)) ns, C \(fixed(c.nsPerParticle)) ns)",
                    met: ratio >= 0.9))
            } else {
                outcomes.append(.unmeasured(target, needs: "--counts with \(compact(count))"))
            }
        }

        let threads = report.maximumThreads
        let bandwidthTarget = "\(threads)-thread update at 1e7 ≥ 80 % of the read-modify-write bandwidth"
        if threads > 1, let swift = report.record(.update, .swift, threads: threads, count: 10_000_000),
           let floor = report.record(.update, .bandwidth, threads: threads, count: 10_000_000) {
            let fraction = floor.nsPerParticle / swift.nsPerParticle
            outcomes.append(TargetOutcome(
                target: bandwidthTarget,
                measured: "\(Int((fraction * 100).rounded())) % (update \(fixed(swift.nsPerParticle)) ns, "
                    + "floor \(fixed(floor.nsPerParticle)) ns for \(report.updateBytesPerParticle) B)",
                met: fraction >= 0.8))
        } else {
            outcomes.append(.unmeasured(bandwidthTarget, needs: "--counts with 1e7 and 2 or more threads"))
        }

        let scalingTarget = "2 threads ≥ 1.8× 1 thread for the update at 1e5"
        if let one = report.record(.update, .swift, threads: 1, count: 100_000),
           let two = report.record(.update, .swift, threads: 2, count: 100_000) {
            let speedUp = one.nsPerParticle / two.nsPerParticle
            outcomes.append(TargetOutcome(
                target: scalingTarget,
                measured: "\(fixed(speedUp))× (\(fixed(one.nsPerParticle)) → \(fixed(two.nsPerParticle)) ns)",
                met: speedUp >= 1.8))
        } else {
            outcomes.append(.unmeasured(scalingTarget, needs: "--counts with 1e5 and --threads 2"))
        }

        let naiveTarget = "1-thread Swift update ≥ 20× the naive baseline"
        let naiveRatios = report.counts.compactMap { count -> (count: Int, ratio: Double)? in
            guard let naive = report.record(.update, .naive, threads: 1, count: count),
                  let swift = report.record(.update, .swift, threads: 1, count: count) else { return nil }
            return (count, naive.nsPerParticle / swift.nsPerParticle)
        }
        if let worst = naiveRatios.min(by: { $0.ratio < $1.ratio }) {
            outcomes.append(TargetOutcome(
                target: naiveTarget,
                measured: "at least \(fixed(worst.ratio))× (the lowest ratio, at \(compact(worst.count)))",
                met: worst.ratio >= 20))
        } else {
            outcomes.append(.unmeasured(naiveTarget, needs: "a count of at most 1e6"))
        }

        let stepTarget = "full 1-thread step (spawn + update + kill) ≤ 5 ns per particle at 1e6"
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
            measured: "\(ParticleStore.bytesPerParticle) B of columns\(resident)",
            met: ParticleStore.bytesPerParticle <= 64))
        return outcomes
    }

    /// Issue 10's step targets: 2 threads ≥ 1.8× 1 thread at 1e7, and 1e7 particles stepped
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

    private static func unmeasured(_ target: String, needs: String) -> TargetOutcome {
        TargetOutcome(target: target, measured: "not measured (needs \(needs))", met: nil)
    }
}
