extension ParticleStore {
    /// Births below which one thread creates a run faster than several: waking a worker and
    /// waiting for it costs as much as creating some thousands of births eight at a time.
    package static let minimumBirthsPerThread = 4_096
    /// Births from which a run makes room for as many again (a pre-warm's, or a long step's).
    static let minimumRunWithRoom = 1_024

    /// Appends, on up to `threads` threads, the particles alive at local time `now` among
    /// `count` top-level births of `factory`'s cell on `schedule` and `timing`, with
    /// ordinals `firstOrdinal`, `firstOrdinal + ordinalStep`, …: what creating them one by
    /// one appends, in the same order. Returns how many it appended. The caller checks the
    /// cap: every birth gets a slot during the run.
    @discardableResult
    func appendBirths(
        count births: Int, firstOrdinal: Int64, ordinalStep: Int64, factory: ParticleFactory,
        schedule: EmissionSchedule, timing: CellTiming, now: Double, threads: Int
    ) -> Int {
        guard births > 0 else { return 0 }
        // A run as large as a pre-warm's gets room for as many again, within the growth
        // limit, as appending one by one doubles to: a store pre-warmed to its steady state
        // is then at its cell's share of the cap, and its first steps do not copy it all to
        // grow by a few particles. A step's few births grow the store as appending them one
        // by one would.
        let needed = count + births
        reserveCapacity(births >= Self.minimumRunWithRoom ? max(needed, min(growthLimit, 2 * needed)) : needed)
        let appended = withColumns { columns in
            let work = birthing
            (work.factory, work.schedule, work.timing, work.columns) = (factory, schedule, timing, columns)
            (work.firstOrdinal, work.ordinalStep, work.now, work.firstSlot) = (firstOrdinal, ordinalStep, now, count)
            work.parts = ChunkPlan(count: births, threads: threads, minimumPerChunk: Self.minimumBirthsPerThread, alignment: 1)
            work.prepare()
            ParallelChunks.run(work, in: work.parts.chunks, threads: work.parts.chunks, minimumPerChunk: 1)
            defer { (work.factory, work.columns) = (nil, nil) }
            return work.closeUp()
        }
        count += appended
        return appended
    }
}
