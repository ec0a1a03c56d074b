/// The counts of a campaign and its failures.
public struct FuzzReport: Sendable {
    /// The campaign's seed.
    public var seed: UInt64
    /// Inputs run.
    public var tried = 0
    /// Inputs run, by command.
    public var triedByCommand: [FuzzSubcommand: Int] = [:]
    /// Inputs that exited 0 with a good dump.
    public var accepted = 0
    /// Inputs rejected with located messages.
    public var rejected = 0
    /// Inputs that hit the fuzzer's own limits harmlessly.
    public var skipped = 0
    /// The failures, by input index.
    public var failures: [FuzzFailure] = []
    /// Wall-clock seconds.
    public var seconds = 0.0

    /// An empty report for `seed`.
    public init(seed: UInt64) { self.seed = seed }

    /// Failures per kind.
    public var failuresByKind: [(FailureKind, Int)] {
        FailureKind.allCases.compactMap { kind in
            let count = failures.count { $0.kind == kind }
            return count > 0 ? (kind, count) : nil
        }
    }

    /// The summary line.
    public var summary: String {
        let commands = FuzzSubcommand.allCases.map { "\($0.rawValue) \(triedByCommand[$0] ?? 0)" }.joined(separator: ", ")
        let kinds = failuresByKind.map { "\($0.0.rawValue) \($0.1)" }.joined(separator: ", ")
        let rate = seconds > 0 ? Double(tried) / seconds : 0
        return "spindrift-fuzz: seed \(seed): \(tried) inputs (\(commands)) in \(Int(seconds.rounded())) s"
            + " (\(String(format: "%.1f", rate))/s): \(accepted) accepted, \(rejected) rejected with a located message,"
            + " \(skipped) skipped; \(failures.count) failures" + (kinds.isEmpty ? "" : " (\(kinds))")
    }
}

import Foundation
