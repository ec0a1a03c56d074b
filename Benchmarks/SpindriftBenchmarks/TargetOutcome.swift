import Spindrift

/// One of the performance targets and how this run fared; reported, never asserted.
public struct TargetOutcome: Codable, Equatable, Sendable {
    /// The target, such as `1-thread unordered batch ≤ 2 ns per particle at 1e6`.
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
        // The batch's targets: unordered modes at about the bandwidth floor, sorted ones within
        // a few times it.
        for (mode, limit) in [(RenderMode.unordered, 2.0), (.additive, 2), (.oldestFirst, 10), (.oldestLast, 10), (.backToFront, 10)] {
            let target = "1-thread \(mode.rawValue) batch ≤ \(fixed(limit)) ns per particle at 1e6"
            if let batch = report.record(.batch, .swift, threads: 1, count: 1_000_000, renderMode: mode) {
                let copy = report.record(.batch, .copy, threads: 1, count: 1_000_000)
                let ratio = copy.map { " (\(fixed(batch.nsPerParticle / $0.nsPerParticle))× the copy's \(fixed($0.nsPerParticle)) ns)" }
                outcomes.append(TargetOutcome(
                    target: target, measured: "\(fixed(batch.nsPerParticle)) ns" + (ratio ?? ""),
                    met: batch.nsPerParticle <= limit))
            } else {
                outcomes.append(.unmeasured(target, needs: "--counts with 1e6"))
            }
        }

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
            measured: "\(ParticleStore.bytesPerParticle) B of columns\(resident)",
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

    private static func unmeasured(_ target: String, needs: String) -> TargetOutcome {
        TargetOutcome(target: target, measured: "not measured (needs \(needs))", met: nil)
    }
}
