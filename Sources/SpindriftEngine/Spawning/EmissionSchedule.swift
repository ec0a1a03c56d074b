/// The exact birth times of one cell's particles, in emission seconds (``CellTiming``).
///
/// At a constant rate R from emission time 0, the particle with ordinal k is born at
/// (k + 1)/R, so by time t exactly ⌊R·t⌋ have been born, whatever the step size: the
/// fractional remainder is carried, and a 0.5 per second cell at 240 frames per second still
/// emits. A rate change starts a new epoch that keeps the ordinals and the remainder reached
/// so far.
///
/// When animations change the rate (a ``RateProfile``), births fall where the integral of
/// the rate, G(e) = ∫₀ᵉ rate, crosses whole numbers: by emission time e, ⌊G(e)⌋ − ⌊G(start)⌋
/// have been born (the constant case is G = R·e). The rate is a function of the layer's local
/// time, so a sub-cell's schedule, which runs on each parent's age, takes the parent's birth
/// time as the `origin` of its queries.
package struct EmissionSchedule: Equatable, Sendable {
    /// Particles per second while the rate is constant (0 when a profile sets it).
    package private(set) var rate: Double
    /// The animated rate, if animations change it.
    package private(set) var profile: RateProfile?
    /// Maps emission time to the parent's time, for a profile.
    private var timing: CellTiming?
    private var epoch: Double = 0
    private var ordinalAtEpoch: Int64 = 0
    /// The fraction of a birth reached at the epoch; nil: the whole-number grid of G from
    /// emission time 0, which depends on the origin.
    private var remainderAtEpoch: Double? = 0

    /// A schedule emitting `rate` particles per second (negative or non-finite rates emit
    /// nothing) at the emission times k / rate after `start`: ordinal 0 is the first birth
    /// after `start`.
    package init(rate: Double, start: Double = 0) {
        self.rate = Self.sanitized(rate)
        if start > 0, self.rate > 0, start.isFinite {
            let progress = start * self.rate
            epoch = start
            remainderAtEpoch = progress - progress.rounded(.down)
        }
    }

    /// A schedule emitting at the animated rate `profile` for a cell timed by `timing`, from
    /// emission time `start` on.
    package init(profile: RateProfile, timing: CellTiming, start: Double = 0) {
        rate = 0
        self.profile = profile
        self.timing = timing
        epoch = start.isFinite ? max(start, 0) : 0
        remainderAtEpoch = nil
    }

    /// How close to a whole birth an animated schedule's progress counts as it: the
    /// integral's quadrature is exact to about 1e-11, so a birth due exactly at the end of a
    /// ramp (where the rate reaches 0) is not lost to rounding.
    private static func tolerance(_ progress: Double) -> Double { max(1e-9, abs(progress) * 1e-12) }

    /// ``tolerance(_:)`` of eight progresses, to the same bits.
    private static func tolerances(_ progress: SIMD8<Double>) -> SIMD8<Double> {
        let scaled = unsafeBitCast(unsafeBitCast(progress, to: SIMD8<UInt64>.self) & ~(1 << 63), to: SIMD8<Double>.self) * 1e-12
        return scaled.replacing(with: 1e-9, where: .!(scaled .>= 1e-9))
    }

    private static func sanitized(_ rate: Double) -> Double {
        rate.isFinite && rate > 0 ? rate : 0
    }

    /// Births since the epoch plus the remainder at it, as a real number, by emission time
    /// `time` (after the epoch) for a parent born at layer time `origin`.
    private func progress(at time: Double, origin: Double) -> Double {
        guard let profile, let timing else { return (time - epoch) * rate + (remainderAtEpoch ?? 0) }
        guard timing.speed > 0 else { return remainderAtEpoch ?? 0 }
        let atEpoch = profile.integral(to: origin + timing.parentTime(atEmission: epoch))
        let since = timing.speed * (profile.integral(to: origin + timing.parentTime(atEmission: time)) - atEpoch)
        return since + remainder(origin: origin, integralAtEpoch: atEpoch)
    }

    /// The remainder at the epoch: the stored one, or the fraction of G at the epoch.
    private func remainder(origin: Double, integralAtEpoch: Double) -> Double {
        if let remainderAtEpoch { return remainderAtEpoch }
        guard let profile, let timing else { return 0 }
        let grid = timing.speed * (integralAtEpoch - profile.integral(to: origin + timing.parentTime(atEmission: 0)))
        return grid.isFinite ? grid - grid.rounded(.down) : 0
    }

    /// How many particles have been born by emission time `time` (births at `time` included),
    /// to a parent born at layer local time `origin` (0 for a top-level cell; unused at a
    /// constant rate).
    package func emittedCount(at time: Double, origin: Double = 0) -> Int64 {
        if let constantRate { return constantRate.emittedCount(at: time) }
        guard time > epoch else { return ordinalAtEpoch }
        let progress = self.progress(at: time, origin: origin)
        // A profile's integral is exact to quadrature rounding: a count due exactly now counts.
        return Self.count(progress: progress + Self.tolerance(progress), from: ordinalAtEpoch)
    }

    /// The births by a `progress` (``progress(at:origin:)``) after `ordinalAtEpoch`, saturating
    /// at Int64.max (centuries at the highest valid rate).
    fileprivate static func count(progress: Double, from ordinalAtEpoch: Int64) -> Int64 {
        let births = progress.rounded(.down)
        guard births >= 0 else { return ordinalAtEpoch }
        guard births < 0x1p63 else { return .max }
        let (count, overflow) = ordinalAtEpoch.addingReportingOverflow(Int64(births))
        return overflow ? .max : count
    }

    /// The schedule without a profile, in plain values: counting its births copies nothing
    /// that is reference-counted (nil for an animated rate).
    package var constantRate: ConstantRate? {
        guard profile == nil else { return nil }
        return ConstantRate(rate: rate, epoch: epoch, ordinalAtEpoch: ordinalAtEpoch, remainderAtEpoch: remainderAtEpoch ?? 0)
    }

    /// A schedule at a constant rate (``constantRate``).
    package struct ConstantRate: Sendable {
        let rate: Double, epoch: Double, ordinalAtEpoch: Int64, remainderAtEpoch: Double

        /// ``EmissionSchedule/emittedCount(at:origin:)`` of the schedule.
        @inline(__always)
        package func emittedCount(at time: Double) -> Int64 {
            guard time > epoch, rate > 0 else { return ordinalAtEpoch }
            return EmissionSchedule.count(progress: (time - epoch) * rate + remainderAtEpoch, from: ordinalAtEpoch)
        }

        /// The births past ``ordinalAtEpoch`` by each of eight emission times, as whole
        /// doubles: lane by lane the operations of ``emittedCount(at:)`` before its conversion
        /// to an ordinal, which orders ordinals as these order (it only adds `ordinalAtEpoch`
        /// and saturates). So where a lane's births by one time are at least its births by
        /// another, so are its emitted counts.
        @inline(__always)
        func births(at time: SIMD8<Double>) -> SIMD8<Double> {
            guard rate > 0 else { return .zero }
            let births = ((time - epoch) * rate + remainderAtEpoch).rounded(.down)
            return SIMD8<Double>.zero.replacing(with: births, where: (time .> epoch) .& (births .>= 0))
        }
    }

    /// The emission time at which the particle with `ordinal` is (or was) born, to a parent
    /// born at layer local time `origin`.
    package func birthTime(of ordinal: Int64, origin: Double = 0) -> Double {
        birthTimes(origin: origin).time(of: ordinal)
    }

    /// The birth times of the particles of a parent born at layer local time `origin` (0 for
    /// a top-level cell), with what they all share worked out once.
    package func birthTimes(origin: Double = 0) -> BirthTimes {
        guard let profile, let timing else {
            return BirthTimes(
                rate: rate, epoch: epoch, ordinalAtEpoch: ordinalAtEpoch, remainder: remainderAtEpoch ?? 0,
                profile: nil, timing: nil, origin: origin, integralAtEpoch: 0)
        }
        let atEpoch = profile.integral(to: origin + timing.parentTime(atEmission: epoch))
        return BirthTimes(
            rate: rate, epoch: epoch, ordinalAtEpoch: ordinalAtEpoch, remainder: remainder(origin: origin, integralAtEpoch: atEpoch),
            profile: profile, timing: timing, origin: origin, integralAtEpoch: atEpoch)
    }

    /// Birth times of one schedule and origin, in the current epoch: per birth, a division at
    /// a constant rate, an inversion of the rate's integral when animated.
    package struct BirthTimes {
        let rate: Double, epoch: Double, ordinalAtEpoch: Int64
        /// The fraction of a birth reached at the epoch.
        let remainder: Double
        let profile: RateProfile?
        let timing: CellTiming?
        let origin: Double
        /// The integral of an animated rate at the epoch.
        let integralAtEpoch: Double

        /// The emission time at which the particle with `ordinal` is (or was) born.
        package func time(of ordinal: Int64) -> Double {
            times(of: SIMD8(repeating: ordinal))[0]
        }

        /// ``time(of:)`` of eight ordinals, each lane as its ordinal alone gives it, to the
        /// same bits.
        package func times(of ordinals: SIMD8<Int64>) -> SIMD8<Double> {
            let births = births(of: ordinals)
            guard let profile, let timing else {
                assert(rate > 0, "birth time asked of a schedule that emits nothing")
                return epoch + births / rate
            }
            return emissionTimes(profile.times(whereIntegralReaches: integralTargets(births, timing)), timing)
        }

        /// ``times(of:)`` of two groups of eight ordinals, to the same bits; an animated rate's
        /// two groups are found together (``RateProfile/times(whereIntegralReaches:_:)``).
        package func times(of first: SIMD8<Int64>, _ second: SIMD8<Int64>) -> (SIMD8<Double>, SIMD8<Double>) {
            guard let profile, let timing else { return (times(of: first), times(of: second)) }
            let (one, two) = profile.times(
                whereIntegralReaches: integralTargets(births(of: first), timing), integralTargets(births(of: second), timing))
            return (emissionTimes(one, timing), emissionTimes(two, timing))
        }

        /// The births since the epoch, plus the remainder at it, that each ordinal completes.
        @inline(__always)
        private func births(of ordinals: SIMD8<Int64>) -> SIMD8<Double> {
            assert(all(ordinals .>= ordinalAtEpoch), "birth time asked outside the current epoch")
            return SIMD8<Double>(ordinals &- ordinalAtEpoch) + 1 - remainder
        }

        /// Where an animated rate's integral completes `births`: where the count takes them as
        /// born, within the same tolerance.
        @inline(__always)
        private func integralTargets(_ births: SIMD8<Double>, _ timing: CellTiming) -> SIMD8<Double> {
            integralAtEpoch + (births - EmissionSchedule.tolerances(births)) / timing.speed
        }

        /// The emission times of layer local times `layerTimes`.
        @inline(__always)
        private func emissionTimes(_ layerTimes: SIMD8<Double>, _ timing: CellTiming) -> SIMD8<Double> {
            timing.timeOffset + (layerTimes - origin - timing.beginTime) * timing.speed
        }
    }

    /// Changes the rate from emission time `time` on, keeping what was emitted before.
    package mutating func changeRate(to newRate: Double, at time: Double) {
        follow(EmissionSchedule(rate: newRate), at: time)
    }

    /// Takes `other`'s rate (constant or animated) from emission time `time` on, keeping the
    /// ordinals and the remainder reached so far (of a top-level cell: origin 0).
    package mutating func follow(_ other: EmissionSchedule, at time: Double) {
        if other.rate == rate, other.profile == profile, other.timing == timing { return }
        if time > epoch, rate > 0 || profile != nil {
            let progress = progress(at: time, origin: 0)
            let count = emittedCount(at: time)
            // What the count left over (a count snapped up to a whole birth leaves 0).
            let counted = Double(count) - Double(ordinalAtEpoch)
            remainderAtEpoch = progress.isFinite ? min(max(progress - counted, 0), 1) : 0
            ordinalAtEpoch = count
            epoch = time
        } else if time > epoch {
            epoch = time
            remainderAtEpoch = remainderAtEpoch ?? 0
        }
        rate = other.rate
        profile = other.profile
        timing = other.timing
    }
}
