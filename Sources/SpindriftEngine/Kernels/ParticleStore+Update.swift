extension ParticleStore {
    /// Particles below which the kill's scan runs as one part: skipping blocks, it reads
    /// little, and reading every key is bound by a memory bandwidth that a second core hardly
    /// adds to, so waking a worker pays only for millions of particles.
    package static let minimumParticlesPerKillPart = 1 << 20

    /// Removes every particle whose death time is at or before local time `now` by
    /// swap-remove (the lowest hole first, filled by the last particle, which is checked in
    /// turn), on up to `threads` threads; returns how many died. The survivors end in the
    /// same order whatever the number of threads.
    ///
    /// The scan reads the 4-byte death keys, 16 at a time, and checks the exact 8-byte death
    /// time only in chunks where a key is at or before `now` rounded up; it skips blocks of
    /// particles none of which can have died (``KillWork``). On several threads the scan
    /// runs in parallel parts, and the moves it implies are made in parallel.
    @discardableResult
    package func removeExpired(at now: Double, threads: Int = 1) -> Int {
        removeExpired(at: now, threads: threads, particlesPerPart: Self.minimumParticlesPerKillPart)
    }

    /// ``removeExpired(at:threads:)`` with the scan cut into parts of at least
    /// `particlesPerPart` particles (tests cut small stores into many).
    @discardableResult
    package func removeExpired(at now: Double, threads: Int, particlesPerPart: Int) -> Int {
        let initialCount = count
        let parts = ChunkPlan(
            count: count, threads: threads, minimumPerChunk: particlesPerPart, alignment: KillWork.blockSize)
        count = withColumns { columns in
            (killing.columns, killing.now, killing.parts, killing.phase) = (columns, now, parts, .scan)
            defer { killing.columns = nil }
            killing.prepareScan(count: count)
            ParallelChunks.run(killing, in: parts.chunks, threads: parts.chunks, minimumPerChunk: 1)
            let alive = killing.planMoves(count: count)
            killing.phase = .move
            ParallelChunks.run(
                killing, in: killing.sources.count, threads: threads, minimumPerChunk: Self.minimumMovesPerThread)
            return alive
        }
        killing.validCount = count
        return initialCount - count
    }

    /// Moves that the kill makes in one chunk at least: each touches every column of two
    /// particles at scattered places, a fraction of a microsecond.
    static let minimumMovesPerThread = 2_048
}
