import Synchronization

/// The kill, one per store, reused by every step: on the calling thread, the particles due by
/// the step's end are read from the ``KillCalendar`` (O(deaths), not O(alive)), and the
/// swap-removes of the classic scan (lowest hole first, filled from the end) are worked out
/// from them as moves; then the moves, in parallel. Who dies and the order the survivors end
/// in depend only on the death times, whatever the number of threads.
///
/// The calendar holds the particles below ``filedCount``: those below it have not changed
/// since the last kill but for the moves it made (births are appended past it), and each kill
/// first files the particles appended since.
final class KillWork: ChunkedWork, @unchecked Sendable {
    /// Consecutive kills whose step is over four times as long or short as the calendar's
    /// bins after which the calendar is filed again with bins the size of the step.
    static let patience = 8
    /// How many moves ahead the holes are read.
    static let holesAhead = 8

    // Set before the moves, read only during them; no two moves share a source or a
    // destination.
    var columns: ParticleColumns?
    /// Where each move takes a particle from, and where to.
    let sources = IndexBuffer(), destinations = IndexBuffer()
    /// Every dead particle, ascending.
    let dead = IndexBuffer()
    let calendar = KillCalendar()
    /// The particles read from the calendar that are still alive, to file again.
    private let kept = IndexBuffer()
    /// One bit per particle, set for the dead while they are gathered; all clear between kills.
    @exclusivity(unchecked) private var marks: UnsafeMutablePointer<UInt64> = .allocate(capacity: 0)
    @exclusivity(unchecked) private var markWords = 0
    /// The particles filed in the calendar: `0 ..< filedCount`. Set to 0 when the store's
    /// count falls below it other than by a kill, so that the next kill files them all again.
    @exclusivity(unchecked) var filedCount = 0
    /// Where the reads ahead leave their bits, so that they are not optimised away; atomic, as
    /// every chunk of the moves writes it.
    private let touchSink = Atomic<UInt32>(0)
    /// The latest kill's local time, and how many kills in a row had a step that does not
    /// fit the calendar's bins.
    private var previousNow = -Double.infinity, misfits = 0

    deinit {
        marks.deallocate()
    }

    func runChunk(_ range: Range<Int>) {
        guard let columns else { return }
        // Each move fills a hole somewhere in the store: a cache line per column that is
        // rarely cached. Reading the holes a few moves ahead starts those lines on their way
        // while the moves before them are made, rather than one column's line at a time.
        var touched: UInt32 = 0
        let ahead = Self.holesAhead
        for move in range {
            if move &+ ahead < range.upperBound { touched ^= columns.touch(destinations[move &+ ahead]) }
            columns.moveParticle(from: sources[move], to: destinations[move])
        }
        touchSink.store(touched, ordering: .relaxed)
    }

    /// Files the particles appended since the last kill, then lists in ``dead``, ascending,
    /// the particles of `0 ..< count` whose death time is at or before local time `now`.
    func gatherDead(at now: Double, count: Int, deaths: UnsafeMutablePointer<Double>) {
        let step = now - previousNow
        previousNow = now
        var width = calendar.width
        if step > 0, step.isFinite {
            misfits = step > 4 * width || step < width / 4 ? misfits + 1 : 0
            if misfits >= Self.patience { (filedCount, misfits, width) = (0, 0, step) }
        }
        if filedCount == 0 {
            calendar.reset(at: now, width: width, count: count)
        } else {
            calendar.reserve(count)
        }
        reserveMarks(count)
        for index in filedCount..<count { calendar.file(index, dying: deaths[index]) }
        filedCount = count

        kept.removeAll()
        var lowest = Int.max, highest = -1
        let marks = marks
        calendar.advance(to: now) { index in
            if deaths[index] <= now {
                marks[index >> 6] |= 1 << UInt64(index & 63)
                lowest = min(lowest, index)
                highest = max(highest, index)
            } else {
                kept.append(index)
            }
        }
        for position in 0..<kept.count { calendar.file(kept[position], dying: deaths[kept[position]]) }

        dead.removeAll()
        guard highest >= 0 else { return }
        for word in (lowest >> 6)...(highest >> 6) {
            var bits = marks[word]
            guard bits != 0 else { continue }
            marks[word] = 0
            while bits != 0 {
                dead.append(word << 6 | bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
    }

    private func reserveMarks(_ count: Int) {
        let words = (count + 63) >> 6
        guard words > markWords else { return }
        let capacity = max(words, 2 * markWords)
        let grown = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity)
        grown.initialize(repeating: 0, count: capacity)
        marks.deallocate()
        (marks, markWords) = (grown, capacity)
    }

    /// Works out from ``dead`` the moves that the classic swap-remove makes among `count`
    /// particles, filing each moved particle at its new index; returns how many stay alive.
    ///
    /// The classic scan, at its lowest hole, takes the last particle: a dead one is dropped
    /// and the next last is tried; a live one fills the hole, and the scan goes on to the next
    /// hole. So the holes are taken lowest first and the tail highest first; a move is made
    /// only for a live tail particle, and the dead ones it would move on the way are
    /// overwritten before anything reads them, so they are not moved at all.
    func planMoves(count: Int) -> Int {
        sources.removeAll()
        destinations.removeAll()
        var alive = count, lowest = 0, highest = dead.count - 1
        while lowest <= highest {
            alive -= 1
            if dead[highest] == alive {
                highest -= 1
            } else {
                let hole = dead[lowest]
                sources.append(alive)
                destinations.append(hole)
                calendar.refile(hole, from: alive)
                lowest += 1
            }
        }
        return alive
    }
}
