/// A run of one cell's top-level births created on several threads, one per store, reused by
/// every step: the run is cut into parts, each part writes the births that are still alive
/// at ``now`` from the slot of its first birth on, and the parts are then closed up on the
/// calling thread, so the store holds what creating the births one by one appends, in the
/// same order. A birth's particle depends only on its identity (the factory is closed-form),
/// so which thread creates it does not matter. Births of a cell whose birth values do not
/// change are made eight at a time (``ParticleFactory/births(ordinals:birthTimes:)``).
final class BirthWork: ChunkedWork, @unchecked Sendable {
    // Set before a run, read only during it; each part writes only its own slots and count.
    var factory: ParticleFactory?
    var schedule = EmissionSchedule(rate: 0)
    var timing: CellTiming?
    var columns: ParticleColumns?
    /// The first birth's ordinal, and the step from one birth's ordinal to the next (+1, or
    /// −1 when pre-warming newest first).
    var firstOrdinal: Int64 = 0, ordinalStep: Int64 = 1
    /// Local seconds that the births are aged to.
    var now = 0.0
    /// The slot of the run's first birth.
    var firstSlot = 0
    /// The run's births, in parts.
    var parts = ChunkPlan(count: 0, threads: 1, minimumPerChunk: 1, alignment: 1)
    /// How many births of each part are alive, written by the part.
    @exclusivity(unchecked) private var kept: UnsafeMutablePointer<Int> = .allocate(capacity: 1)
    @exclusivity(unchecked) private var keptCapacity = 1

    deinit {
        kept.deallocate()
    }

    /// Makes room for every part's count.
    func prepare() {
        guard parts.chunks > keptCapacity else { return }
        kept.deallocate()
        (kept, keptCapacity) = (.allocate(capacity: parts.chunks), parts.chunks)
    }

    func runChunk(_ range: Range<Int>) {
        guard let factory, let timing, let columns else { return }
        let birthTimes = schedule.birthTimes(), firstOrdinal = firstOrdinal, ordinalStep = ordinalStep, now = now
        let inLanes = factory.makesBirthsInLanes && !columns.isIntegrated
        for part in range {
            let births = parts.range(of: part)
            let partSlot = firstSlot + births.lowerBound
            var slot = partSlot
            var next = births.lowerBound
            @inline(__always)
            func ordinals(from birth: Int) -> SIMD8<Int64> {
                firstOrdinal &+ (Int64(birth) &+ SIMD8(0, 1, 2, 3, 4, 5, 6, 7)) &* ordinalStep
            }
            /// Makes eight births from `slot` on; how many are alive.
            @inline(__always)
            func make(_ ordinals: SIMD8<Int64>, emittedAt emissionTimes: SIMD8<Double>, at slot: Int) -> Int {
                let times = timing.parentTime(atEmission: emissionTimes)
                // max(0, now − time), as Swift's max chooses.
                let ages = (now - times).replacing(with: 0, where: .!(now - times .>= 0))
                return factory.births(ordinals: ordinals, birthTimes: times).store(into: columns, at: slot, ages: ages)
            }
            while inLanes, births.upperBound - next >= 2 * BirthLanes.width {
                let first = ordinals(from: next), second = ordinals(from: next + BirthLanes.width)
                let (firstTimes, secondTimes) = birthTimes.times(of: first, second)
                slot += make(first, emittedAt: firstTimes, at: slot)
                slot += make(second, emittedAt: secondTimes, at: slot)
                next += 2 * BirthLanes.width
            }
            if inLanes, births.upperBound - next >= BirthLanes.width {
                let group = ordinals(from: next)
                slot += make(group, emittedAt: birthTimes.times(of: group), at: slot)
                next += BirthLanes.width
            }
            for birthIndex in next..<births.upperBound {
                let ordinal = firstOrdinal + Int64(birthIndex) * ordinalStep
                let birthTime = timing.parentTime(atEmission: birthTimes.time(of: ordinal))
                // A birth at the very end of a step can land a rounding error past it.
                let age = max(0, now - birthTime)
                let (particle, birth) = factory.particle(ordinal: ordinal, birthTime: birthTime, age: age)
                guard age < birth.lifetime else { continue }
                columns.setParticle(particle, at: slot)
                slot += 1
            }
            kept[part] = slot - partSlot
        }
    }

    /// Closes up the parts after a run; returns how many births were kept in all.
    func closeUp() -> Int {
        guard let columns, parts.chunks > 0 else { return 0 }
        var end = firstSlot + kept[0]
        for part in 1..<parts.chunks {
            columns.moveParticles(from: firstSlot + parts.range(of: part).lowerBound, count: kept[part], to: end)
            end += kept[part]
        }
        return end - firstSlot
    }
}
