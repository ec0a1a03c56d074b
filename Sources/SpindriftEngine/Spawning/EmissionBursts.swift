import SpindriftDescription

/// A cell's emission beyond its birth rate: its bursts (a `birth` or `death` trigger is a
/// burst at the parent's age 0 or at its death) and its `maxEmissions` limit, in closed form
/// on the parent's time (the layer's local time for a top-level cell, the parent's age for a
/// sub-cell).
///
/// A burst particle's ordinal is negative, −1 − ((cycle × bursts + burst) × stride + j) for
/// particle j of a cycle (the stride is the most one cycle can emit): it continues the
/// cell's ordinals downward from the rate's 0, 1, 2…, so the two never meet, each burst
/// particle draws its own random values, and adding a burst changes no rate particle.
package struct EmissionBursts: Sendable {
    /// One burst, its cycles at `time + c × interval` for c in 0 ..< `cycles`.
    struct Burst: Sendable {
        var time: Double, interval: Double
        /// Cycles (Int64.max: forever).
        var cycles: Int64
        var count: Int64, countRange: Int64
        /// Whether it fires at the parent's death (its time is the parent's lifetime).
        var atDeath: Bool

        /// The parent time of cycle `cycle`, for a parent living `lifetime` seconds.
        func time(cycle: Int64, lifetime: Double) -> Double {
            atDeath ? lifetime : time + Double(cycle) * interval
        }

        /// The cycles whose times are in `lower ..< upper` (`lower` included when `closed`,
        /// else excluded; `upper` included) and before the parent's death (at it for a death
        /// trigger).
        func cycles(after lower: Double, closed: Bool, through upper: Double, lifetime: Double) -> ClosedRange<Int64>? {
            func late(_ cycle: Int64) -> Bool {
                let time = time(cycle: cycle, lifetime: lifetime)
                return closed ? time >= lower : time > lower
            }
            func early(_ cycle: Int64) -> Bool {
                let time = time(cycle: cycle, lifetime: lifetime)
                return time <= upper && (atDeath || time < lifetime)
            }
            guard cycles > 1, interval > 0 else { return late(0) && early(0) ? 0...0 : nil }
            let lastCycle = cycles - 1
            func cycle(near time: Double) -> Int64 {
                let cycles = ((time - self.time) / interval).rounded(.down)
                guard cycles >= 0 else { return 0 }
                return cycles >= Double(lastCycle) ? lastCycle : Int64(cycles)
            }
            // The divisions may round either way: step to the exact boundaries.
            var first = cycle(near: lower)
            while first > 0, late(first - 1) { first -= 1 }
            while first < lastCycle, !late(first) { first += 1 }
            var final = cycle(near: min(upper, lifetime))
            while final < lastCycle, early(final + 1) { final += 1 }
            while final > 0, !early(final) { final -= 1 }
            return first <= final && late(first) && early(final) ? first...final : nil
        }
    }

    let bursts: [Burst]
    /// The most particles one cycle emits, the ordinals' stride.
    let stride: Int64
    /// The most particles the cell emits per emitter, rate and bursts together.
    let limit: Int64?
    /// The cell's path key and the layer's seed, which key each cycle's count.
    let cellKey: UInt64, seed: UInt32

    /// The bursts and limit of `cell`, nil when it has none (the rate alone, unlimited).
    init?(cell: CompiledCell, seed: UInt32) {
        guard let extensions = cell.cell.spindrift, cell.isEnabled else { return nil }
        var bursts = extensions.bursts.map { burst in
            Burst(time: burst.time, interval: burst.interval, cycles: burst.cycles == 0 ? .max : Int64(burst.cycles),
                  count: Int64(burst.count), countRange: Int64(burst.countRange), atDeath: false)
        }
        switch extensions.trigger {
        case .life: break
        case .birth, .death:
            bursts.append(Burst(
                time: 0, interval: 0, cycles: 1, count: Int64(extensions.triggeredCount), countRange: 0,
                atDeath: extensions.trigger == .death))
        }
        // A burst that can emit nothing is no burst: its cycles would be counted for nothing.
        bursts.removeAll { $0.count + $0.countRange == 0 }
        guard !bursts.isEmpty || extensions.maxEmissions != nil else { return nil }
        self.bursts = bursts
        stride = max(1, bursts.map { $0.count + $0.countRange }.max() ?? 1)
        limit = extensions.maxEmissions.map(Int64.init)
        cellKey = cell.pathKey
        self.seed = seed
    }

    /// The ordinal of particle `particle` of cycle `cycle` of burst `burst`.
    func ordinal(burst: Int, cycle: Int64, particle: Int64) -> Int64 {
        let (slot, overflow) = cycle.multipliedReportingOverflow(by: Int64(bursts.count))
        guard !overflow else { return .min }
        let (base, wrapped) = (slot + Int64(burst)).multipliedReportingOverflow(by: stride)
        return wrapped ? .min : -1 - base - particle
    }

    /// How many particles cycle `cycle` of burst `burst` emits for the emitter `parent`
    /// (nil at the top level): count ± countRange, uniform over the whole numbers, from the
    /// cycle's own random stream.
    func count(burst index: Int, cycle: Int64, parent: ParticleIdentity?) -> Int64 {
        let burst = bursts[index]
        guard burst.countRange > 0 else { return burst.count }
        let identity = ParticleIdentity(cellKey: cellKey ^ 0xB0B5_7C0C_0A7F_1E1D, parent: parent,
                                        ordinal: ordinal(burst: index, cycle: cycle, particle: 0))
        var random = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ identity.rawValue)
        let span = 2 * burst.countRange + 1
        let offset = min(Int64(random.nextUnit() * Double(span)), span - 1) - burst.countRange
        return max(0, burst.count + offset)
    }

    /// Where ``limit`` cuts an emitter's emission off: the rate's ordinals below
    /// `rateCount` are emitted, and the bursts' cycles before the cut-off cycle, `allowed`
    /// particles of it, none after (events at one time: the rate's births first, then the
    /// bursts in order).
    struct Cutoff {
        var rateCount: Int64
        var event: (time: Double, burst: Int, allowed: Int64)?

        /// No limit.
        static let unlimited = Cutoff(rateCount: .max, event: nil)

        /// How many particles of the cycle at `time` of burst `burst` are emitted, of `count`.
        func allowed(time: Double, burst: Int, count: Int64) -> Int64 {
            guard let event else { return count }
            if (time, burst) < (event.time, event.burst) { return count }
            return (time, burst) == (event.time, event.burst) ? min(count, event.allowed) : 0
        }
    }

    /// Where ``limit`` cuts off the emission of `parent` (nil at the top level, living
    /// `lifetime` seconds) up to parent time `through`, with `rateCount(t)` the rate's births
    /// by parent time t: the cycles are walked in time order from the first, so the cost is
    /// that of the cycles before the limit or `through`, whichever comes first.
    func cutoff(
        through: Double, lifetime: Double, parent: ParticleIdentity?, rateCount: (Double) -> Int64
    ) -> Cutoff {
        guard let limit else { return .unlimited }
        var next = bursts.indices.map { index in
            bursts[index].cycles(after: 0, closed: true, through: through, lifetime: lifetime)
        }
        var emitted: Int64 = 0
        while true {
            // The earliest cycle left; ties in burst order.
            var earliest: (time: Double, burst: Int)?
            for index in bursts.indices {
                guard let range = next[index] else { continue }
                let time = bursts[index].time(cycle: range.lowerBound, lifetime: lifetime)
                if earliest.map({ (time, index) < $0 }) ?? true { earliest = (time, index) }
            }
            guard let (time, index) = earliest, let range = next[index] else { break }
            let rate = rateCount(time)
            if rate >= limit - emitted { return Cutoff(rateCount: limit - emitted, event: (time, index, 0)) }
            let count = count(burst: index, cycle: range.lowerBound, parent: parent)
            if rate + count >= limit - emitted {
                return Cutoff(rateCount: rate, event: (time, index, limit - emitted - rate))
            }
            emitted += count
            next[index] = range.lowerBound < range.upperBound ? (range.lowerBound + 1)...range.upperBound : nil
        }
        return Cutoff(rateCount: limit - emitted, event: nil)
    }

    /// The most particles one emitter's bursts that fire once emit (triggers included).
    var onceCount: Double {
        bursts.filter { $0.cycles == 1 || $0.interval <= 0 }.reduce(0) { $0 + Double($1.count + $1.countRange) }
    }

    /// The earliest parent time a burst can fire at: its first cycle's time, or 0 for one at
    /// the parent's death, which comes within the parent's life whatever its length.
    var earliestTime: Double {
        bursts.map { $0.atDeath ? 0 : $0.time }.min() ?? .infinity
    }

    /// The most particles the bursts emit per emitter within any `window` seconds, and
    /// their repeating cycles' births per second: bounds for the particle cap's shares.
    func bound(within window: Double) -> (births: Double, perSecond: Double) {
        var births = 0.0, perSecond = 0.0
        for burst in bursts {
            let most = Double(burst.count + burst.countRange)
            let repeats = burst.cycles > 1 && burst.interval > 0
            let cycles = repeats ? min(Double(burst.cycles), (max(0, window) / burst.interval).rounded(.down) + 1) : 1
            births += most * cycles
            if repeats { perSecond += most / burst.interval }
        }
        if let limit { births = min(births, Double(limit)) }
        return (min(births, 1e18), min(perSecond, 1e18))
    }
}
