/// The kill, one per store, reused by every step. The particles due by the step's end are
/// read from the ``KillCalendar`` (O(deaths), not O(alive)), the dead marked and listed
/// ascending, the rest kept to be filed again: on one thread, or in a small store, as each
/// due block is freed; in a large store on several threads, each thread takes a part of the
/// store and reads every due particle for those of its part. Then the swap-removes of the classic scan (lowest hole first, filled from the end)
/// are made as moves, in parallel: each chunk of moves works out its own sources from the
/// dead. Who dies and the order the survivors end in depend only on the death times, whatever
/// the number of threads.
///
/// The calendar holds the particles below ``filedCount``: those below it have not changed
/// since the last kill but for the moves it made (births are appended past it), and each kill
/// first files the particles appended since.
final class KillWork: ChunkedWork, @unchecked Sendable {
    /// Consecutive kills whose step is over four times as long or short as the calendar's
    /// bins after which the calendar is filed again with bins the size of the step.
    static let patience = 8
    /// Particles read from the calendar below which one thread finds the dead faster than
    /// several: each thread reads every due particle to find those of its part.
    static let minimumDuePerThread = 4_096
    /// Particles a store holds at least for its dead to be found in parts, on several
    /// threads: a smaller store's kills are small, and one thread reads each due block as it
    /// frees it.
    static let minimumStoreForParts = 1 << 16
    /// Particles filed in one chunk at least.
    static let minimumFiledPerThread = 4_096
    /// Due particles sampled to cut the store into parts.
    static let samples = 64

    /// What the chunks of a run do.
    enum Phase {
        /// Each chunk files a run of the particles appended since the last kill.
        case file
        /// Each chunk, one part of the store, finds its dead.
        case gather
        /// Each chunk files its part's kept particles in the cursor's bin.
        case keep
        /// Each chunk makes a run of the moves.
        case move
    }

    /// The dead and the kept that one part of the store found.
    private final class Part {
        /// Its dead particles, ascending.
        let dead: IndexBuffer
        /// The due particles still alive, to file again.
        let kept: IndexBuffer

        init(dead: IndexBuffer = IndexBuffer(), kept: IndexBuffer = IndexBuffer()) {
            (self.dead, self.kept) = (dead, kept)
        }
    }

    // What every kill reads first: many small stores' kills find these out of cache, so
    // they stand together, before what only the kills in parts read.
    let calendar = KillCalendar()
    /// Every dead particle, ascending: the first part's list, the others' appended.
    let dead: IndexBuffer
    /// The due particles still alive, to file again: the first part's.
    let kept: IndexBuffer
    /// One bit per particle, set for the dead while they are gathered, and one per word of
    /// those set where the word has any (scattered deaths leave most words clear, which the
    /// listing then passes over 64 at a time); all clear between kills.
    @exclusivity(unchecked) private var marks: UnsafeMutablePointer<UInt64> = .allocate(capacity: 0)
    @exclusivity(unchecked) private var markedWords: UnsafeMutablePointer<UInt64> = .allocate(capacity: 0)
    @exclusivity(unchecked) private var markWords = 0
    /// The particles filed in the calendar: `0 ..< filedCount`. Set to 0 when the store's
    /// count falls below it other than by a kill, so that the next kill files them all again.
    @exclusivity(unchecked) var filedCount = 0
    /// The latest kill's local time, and how many kills in a row had a step that does not
    /// fit the calendar's bins.
    @exclusivity(unchecked) private var previousNow = -Double.infinity, misfits = 0

    // Set before a run, read only during it; the gather's chunks write only their own part's
    // lists and marks, and no two moves share a source or a destination.
    @exclusivity(unchecked) var phase = Phase.gather
    @exclusivity(unchecked) var columns: ParticleColumns?
    /// The float columns the moves leave as they are: every particle holds one value in them
    /// (``ParticleStore/uniformColumns(_:)``).
    @exclusivity(unchecked) var uniformColumns: UInt32 = 0
    /// The store's count before the kill.
    @exclusivity(unchecked) private var storeCount = 0
    /// The dead below the survivors' end: the holes that as many moves fill, each with a
    /// survivor from past that end.
    @exclusivity(unchecked) private(set) var moveCount = 0
    /// The survivor each move takes, by move: each chunk of the moves writes its own. As much
    /// room as ``dead`` has: it grows when theirs does, never in a steady state.
    @exclusivity(unchecked) private var moveSources: UnsafeMutablePointer<Int>
    @exclusivity(unchecked) private var moveCapacity: Int
    @exclusivity(unchecked) private var now = 0.0
    @exclusivity(unchecked) private var parts: [Part]
    /// Where each part of the store starts, and past the last, where the store ends: bounds
    /// on 4,096 particles (so that no two parts mark the same word of ``markedWords``).
    @exclusivity(unchecked) private var partBounds = [0, 0]
    /// Where each part's kept particles start among all the parts'.
    @exclusivity(unchecked) private var keptOffsets: [Int] = []
    /// The sampled due particles.
    private let samples = UnsafeMutablePointer<Int>.allocate(capacity: KillWork.samples)

    init() {
        let (dead, kept) = (IndexBuffer(), IndexBuffer())
        (self.dead, self.kept) = (dead, kept)
        parts = [Part(dead: dead, kept: kept)]
        moveCapacity = dead.capacity
        moveSources = .allocate(capacity: moveCapacity)
    }

    deinit {
        marks.deallocate()
        markedWords.deallocate()
        samples.deallocate()
        moveSources.deallocate()
    }

    func runChunk(_ range: Range<Int>) {
        guard let columns else { return }
        switch phase {
        case .file: calendar.fileRuns(range.lowerBound + filedCount..<range.upperBound + filedCount)
        case .gather:
            for part in range { gather(part, deaths: columns.deathTimes) }
        case .keep:
            for part in range { calendar.fileChained(parts[part].kept, from: keptOffsets[part]) }
        case .move: move(range, columns)
        }
    }

    /// Files the particles appended since the last kill, then lists in ``dead``, ascending,
    /// the particles of `0 ..< count` of `columns` whose death time is at or before local
    /// time `now`, on up to `threads` threads.
    func gatherDead(at now: Double, count: Int, columns: ParticleColumns, threads: Int) {
        let deaths = columns.deathTimes
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
        // A few births are filed on this thread, in runs where they come in order
        // (``KillCalendar/file(_:deaths:)``): the runs' lists and the threads would cost more
        // than they save.
        if count - filedCount >= Self.minimumFiledPerThread, calendar.chainRuns(filedCount..<count, deaths: deaths) {
            (phase, self.columns) = (.file, columns)
            ParallelChunks.run(self, in: count - filedCount, threads: threads, minimumPerChunk: Self.minimumFiledPerThread)
            self.columns = nil
        } else {
            calendar.file(filedCount..<count, deaths: deaths)
        }
        filedCount = count

        guard threads > 1, count >= Self.minimumStoreForParts else {
            dead.removeAll()
            kept.removeAll()
            var lowest = Int.max, highest = -1
            calendar.advance(to: now) { index in sort(index, by: now, deaths: deaths, kept: kept, lowest: &lowest, highest: &highest) }
            if calendar.tookOverflow { fileAgain(kept, deaths: deaths) } else { calendar.fileInCursorBin(kept) }
            listMarked(from: lowest, through: highest, into: dead)
            return
        }
        gatherInParts(at: now, count: count, columns: columns, threads: threads)
    }

    /// As ``gatherDead(at:count:columns:threads:)`` once the appended particles are filed,
    /// on several threads: each finds the dead of its part of the store.
    private func gatherInParts(at now: Double, count: Int, columns: ParticleColumns, threads: Int) {
        let deaths = columns.deathTimes
        calendar.takeDue(to: now)
        let partCount = cutParts(count: count, threads: threads)
        (self.now, phase, self.columns) = (now, .gather, columns)
        ParallelChunks.run(self, in: partCount, threads: partCount, minimumPerChunk: 1)
        calendar.releaseDue()
        if calendar.tookOverflow {
            for part in parts[..<partCount] { fileAgain(part.kept, deaths: deaths) }
        } else {
            keptOffsets.removeAll(keepingCapacity: true)
            var kept = 0
            for part in parts[..<partCount] {
                keptOffsets.append(kept)
                kept += part.kept.count
            }
            calendar.chainToCursor(kept)
            phase = .keep
            ParallelChunks.run(self, in: partCount, threads: partCount, minimumPerChunk: 1)
        }
        self.columns = nil
        for part in parts[1..<partCount] { dead.append(contentsOf: part.dead) }
    }

    /// Cuts `0 ..< count` into as many parts as threads find the dead in (``partBounds``),
    /// each holding about as many due particles, as a sample of them has it; returns how
    /// many. The due particles of one kill often stand in a few runs, not spread through the
    /// store.
    private func cutParts(count: Int, threads: Int) -> Int {
        let (due, sampled) = calendar.surveyDue(into: samples, most: Self.samples)
        let partCount = due >= 2 * Self.minimumDuePerThread ? max(1, threads) : 1
        while parts.count < partCount { parts.append(Part()) }
        partBounds.removeAll(keepingCapacity: true)
        partBounds.append(0)
        if partCount > 1 {
            for position in 1..<sampled {
                let sample = samples[position]
                var place = position
                while place > 0, samples[place - 1] > sample {
                    samples[place] = samples[place - 1]
                    place -= 1
                }
                samples[place] = sample
            }
            for part in 1..<partCount { partBounds.append(max(partBounds[part - 1], samples[part * sampled / partCount] & ~4_095)) }
        }
        partBounds.append(count)
        return partCount
    }

    /// Finds the dead among the due particles of part `partIndex` of the store: marks them,
    /// then lists them ascending from the marks, clearing them.
    private func gather(_ partIndex: Int, deaths: UnsafeMutablePointer<Double>) {
        let part = parts[partIndex]
        part.dead.removeAll()
        part.kept.removeAll()
        var lowest = Int.max, highest = -1
        let (now, lower, upper, kept) = (now, partBounds[partIndex], partBounds[partIndex + 1], part.kept)
        calendar.forEachDue { index in
            guard index >= lower, index < upper else { return }
            sort(index, by: now, deaths: deaths, kept: kept, lowest: &lowest, highest: &highest)
        }
        listMarked(from: lowest, through: highest, into: part.dead)
    }

    /// Files the particles of `kept` again, each under the bin of its death time.
    private func fileAgain(_ kept: IndexBuffer, deaths: UnsafeMutablePointer<Double>) {
        for position in 0..<kept.count { calendar.file(kept[position], dying: deaths[kept[position]]) }
    }

    /// Marks due particle `index` when it dies by `now`, widening `lowest ... highest` to
    /// it; else adds it to `kept`.
    @inline(__always)
    private func sort(
        _ index: Int, by now: Double, deaths: UnsafeMutablePointer<Double>, kept: IndexBuffer,
        lowest: inout Int, highest: inout Int
    ) {
        if deaths[index] <= now {
            marks[index >> 6] |= 1 << UInt64(index & 63)
            markedWords[index >> 12] |= 1 << UInt64((index >> 6) & 63)
            lowest = min(lowest, index)
            highest = max(highest, index)
        } else {
            kept.append(index)
        }
    }

    /// Lists in `dead`, ascending, the particles marked in `lowest ... highest` (none when
    /// `highest` is below `lowest`), clearing their marks.
    private func listMarked(from lowest: Int, through highest: Int, into dead: IndexBuffer) {
        guard highest >= lowest else { return }
        for group in (lowest >> 12)...(highest >> 12) {
            var words = markedWords[group]
            guard words != 0 else { continue }
            markedWords[group] = 0
            while words != 0 {
                let word = group << 6 | words.trailingZeroBitCount
                var bits = marks[word]
                marks[word] = 0
                while bits != 0 {
                    dead.append(word << 6 | bits.trailingZeroBitCount)
                    bits &= bits - 1
                }
                words &= words - 1
            }
        }
    }

    private func reserveMarks(_ count: Int) {
        let words = (count + 63) >> 6
        guard words > markWords else { return }
        let capacity = max(words, 2 * markWords)
        let grown = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity)
        grown.initialize(repeating: 0, count: capacity)
        let grownMarked = UnsafeMutablePointer<UInt64>.allocate(capacity: (capacity + 63) >> 6)
        grownMarked.initialize(repeating: 0, count: (capacity + 63) >> 6)
        marks.deallocate()
        markedWords.deallocate()
        (marks, markedWords, markWords) = (grown, grownMarked, capacity)
    }

    /// Works out from ``dead`` how many particles of `count` the kill leaves and how many
    /// moves it makes (``moveCount``): the classic swap-remove fills each hole below the
    /// survivors' end with a survivor from past it.
    ///
    /// The classic scan, at its lowest hole, takes the last particle: a dead one is dropped
    /// and the next last is tried; a live one fills the hole, and the scan goes on to the next
    /// hole. So the holes below the end are taken lowest first, each by the next survivor past
    /// the end from the highest down; the dead ones it would move on the way are overwritten
    /// before anything reads them, so they are not moved at all.
    func planMoves(count: Int) -> Int {
        let alive = count - dead.count
        var (low, high) = (0, dead.count)
        while low < high {
            let middle = (low + high) / 2
            if dead[middle] < alive { low = middle + 1 } else { high = middle }
        }
        (storeCount, moveCount) = (count, low)
        if moveCount > moveCapacity {
            moveCapacity = dead.capacity
            moveSources.deallocate()
            moveSources = .allocate(capacity: moveCapacity)
        }
        return alive
    }

    /// The survivor past the end that fills hole `move` (the `move`th from the highest down,
    /// counting from 0), and the position in ``dead`` of the highest dead particle below it
    /// (``moveCount`` − 1 when none past the end is).
    ///
    /// A dead particle `dead[j]` past the end has (count − 1 − dead[j]) − (deaths − 1 − j)
    /// survivors above it, fewer as j grows: it stands above the survivor sought exactly when
    /// it has at most `move` above it, so a search finds how many do.
    private func survivor(filling move: Int) -> (source: Int, deadBelow: Int) {
        let deaths = dead.count
        var (low, high) = (moveCount, deaths)
        while low < high {
            let middle = (low + high) / 2
            let survivorsAbove = (storeCount - 1 - dead[middle]) - (deaths - 1 - middle)
            if survivorsAbove <= move { high = middle } else { low = middle + 1 }
        }
        return (storeCount - 1 - move - (deaths - low), low - 1)
    }

    /// Makes moves `range`: each takes the next survivor past the end, from the highest down,
    /// into the next hole, lowest first, and files it at its new place.
    private func move(_ range: Range<Int>, _ columns: ParticleColumns) {
        guard !range.isEmpty else { return }
        let (dead, calendar, sources) = (dead, calendar, moveSources + range.lowerBound)
        var (source, deadBelow) = survivor(filling: range.lowerBound)
        for move in 0..<range.count {
            sources[move] = source
            source -= 1
            while deadBelow >= moveCount, dead[deadBelow] == source {
                source -= 1
                deadBelow -= 1
            }
        }
        let holes = dead.elements + range.lowerBound
        // Each hole is somewhere in the store, a cache line of every column that is rarely
        // cached. A column at a time, the lines asked for together stand on the pages of one
        // column rather than of every column, and a loop with nothing else to do asks for
        // many of them at once.
        columns.moveParticles(from: sources, to: holes, count: range.count, uniform: uniformColumns)
        for move in 0..<range.count { calendar.refile(holes[move], from: sources[move]) }
    }
}
