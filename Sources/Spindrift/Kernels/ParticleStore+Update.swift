extension ParticleStore {
    /// Particles below which one thread is faster than several, measured on this project's
    /// machines with `spindrift-bench` for the per-step update these stores once had: while
    /// the columns fit in L3 (up to about 2.5e5 particles) a pass over them is bound by an L3
    /// bandwidth that a second core does not add to,
    /// and waking it costs more than it brings (2 threads run 0.6–0.8× as fast at 0.7–2e5
    /// particles, 1.3–1.4× at 3–5e5).
    public static let minimumParticlesPerThread = 131_072

    /// Removes every particle whose death time is at or before local time `now` by
    /// swap-remove (the last particle moves into the hole and is checked in turn); returns
    /// how many died.
    ///
    /// The scan reads the 4-byte death keys, 16 at a time, and checks the exact 8-byte death
    /// time only in chunks where a key is at or before `now` rounded up.
    @discardableResult
    public func removeExpired(at now: Double) -> Int {
        let initialCount = count
        count = withColumns { columns in
            let deaths = columns.deathTimes, keys = columns.deathKeys
            let roundedNow = Float(now)
            let limit = SIMD16<Float>(repeating: Double(roundedNow) < now ? roundedNow.nextUp : roundedNow)
            var alive = count
            var index = 0
            while index < alive {
                if index & (Self.simdWidth - 1) == 0, index + Self.simdWidth <= alive {
                    if !any(UnsafeRawPointer(keys + index).loadUnaligned(as: SIMD16<Float>.self) .<= limit) {
                        index += Self.simdWidth
                        continue
                    }
                }
                if deaths[index] <= now {
                    alive -= 1
                    if index != alive { columns.moveParticle(from: alive, to: index) }
                } else {
                    index += 1
                }
            }
            return alive
        }
        return initialCount - count
    }
}
