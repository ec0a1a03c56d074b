/// The exact birth times of one cell's particles, in emission seconds (``CellTiming``).
///
/// At a constant rate R from emission time 0, the particle with ordinal k is born at
/// (k + 1)/R, so by time t exactly ⌊R·t⌋ have been born, whatever the step size: the
/// fractional remainder is carried, and a 0.5 per second cell at 240 frames per second still
/// emits. A rate change starts a new epoch that keeps the ordinals and the remainder reached
/// so far.
public struct EmissionSchedule: Equatable, Sendable {
    /// Particles per second.
    public private(set) var rate: Double
    private var epoch: Double = 0
    private var ordinalAtEpoch: Int64 = 0
    private var remainderAtEpoch: Double = 0

    /// A schedule emitting `rate` particles per second (negative or non-finite rates emit
    /// nothing) at the emission times k / rate after `start`: ordinal 0 is the first birth
    /// after `start`.
    public init(rate: Double, start: Double = 0) {
        self.rate = Self.sanitized(rate)
        if start > 0, self.rate > 0, start.isFinite {
            let progress = start * self.rate
            epoch = start
            remainderAtEpoch = progress - progress.rounded(.down)
        }
    }

    private static func sanitized(_ rate: Double) -> Double {
        rate.isFinite && rate > 0 ? rate : 0
    }

    /// How many particles have been born by local time `time` (births at `time` included).
    public func emittedCount(at time: Double) -> Int64 {
        guard time > epoch, rate > 0 else { return ordinalAtEpoch }
        let progress = (time - epoch) * rate + remainderAtEpoch
        // The count saturates at Int64.max (centuries at the highest valid rate).
        let births = progress.rounded(.down)
        guard births < 0x1p63 else { return .max }
        let (count, overflow) = ordinalAtEpoch.addingReportingOverflow(Int64(births))
        return overflow ? .max : count
    }

    /// The local time at which the particle with `ordinal` is (or was) born.
    public func birthTime(of ordinal: Int64) -> Double {
        assert(rate > 0 && ordinal >= ordinalAtEpoch, "birth time asked outside the current epoch")
        return epoch + (Double(ordinal - ordinalAtEpoch) + 1 - remainderAtEpoch) / rate
    }

    /// Changes the rate from local time `time` on, keeping what was emitted before.
    public mutating func changeRate(to newRate: Double, at time: Double) {
        let newRate = Self.sanitized(newRate)
        guard newRate != rate else { return }
        if time > epoch, rate > 0 {
            let progress = (time - epoch) * rate + remainderAtEpoch
            ordinalAtEpoch = emittedCount(at: time)
            remainderAtEpoch = progress.isFinite ? progress - progress.rounded(.down) : 0
            epoch = time
        } else if time > epoch {
            epoch = time
        }
        rate = newRate
    }
}
