extension ParticleStore {
    /// Removes every particle whose death time is at or before local time `now` by
    /// swap-remove (the lowest hole first, filled by the last particle, which is checked in
    /// turn), on up to `threads` threads; returns how many died. The survivors end in the
    /// same order whatever the number of threads.
    ///
    /// The dead are read from the kill's calendar of death times (``KillCalendar``): the work
    /// grows with the deaths and the births since the last kill, not with the particles
    /// alive. On several threads the dead are found in parts of the store and the moves that
    /// the removals imply are made in parallel.
    @discardableResult
    package func removeExpired(at now: Double, threads: Int = 1) -> Int {
        let initialCount = count
        count = withColumns { columns in
            killing.gatherDead(at: now, count: count, columns: columns, threads: threads)
            let alive = killing.planMoves(count: count)
            (killing.phase, killing.columns, killing.uniformColumns) = (.move, columns, uniformColumns(columns))
            defer { killing.columns = nil }
            ParallelChunks.run(
                killing, in: killing.moveCount, threads: threads, minimumPerChunk: Self.minimumMovesPerThread)
            return alive
        }
        killing.filedCount = count
        return initialCount - count
    }

    /// Orders particles `first ..< count`, appended since the last kill, by their death times
    /// (``DeathOrderWork``), so that the kills to come find them in runs.
    package func orderByDeath(from first: Int) {
        assert(killing.filedCount <= first, "only particles the calendar has not filed may move")
        withColumns { deathOrdering.order($0, from: first, count: count, calendar: killing.calendar) }
    }

    /// Orders every particle by death time (``DeathOrderWork/orderOnce(_:count:calendar:)``),
    /// as a pre-warm leaves the store, so that from the next kill on the dead sit in runs.
    package func orderAllByDeath() {
        assert(killing.filedCount == 0, "only particles the calendar has not filed may move")
        withColumns { deathOrdering.orderOnce($0, count: count, calendar: killing.calendar) }
    }

    /// Moves that the kill makes in one chunk at least: each touches every column of two
    /// particles at scattered places, a fraction of a microsecond.
    package static let minimumMovesPerThread = 2_048
}
