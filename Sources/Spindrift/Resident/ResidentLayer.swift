/// One layer's cells on the GPU-resident path: a ``ResidentRing`` per cell that takes it,
/// filled with each particle once, as the step that creates it ends (the system's
/// ``ParticleSystem/birthObserver``), so a frame's CPU work grows with its births, not with
/// the particles alive. Refilled from the stores only when they were filled some other way
/// (pre-warm, seek, restart, a new description) or a cell changed path.
package final class ResidentLayer: BirthObserver {
    /// Each cell's path at the latest ``update(from:appearances:)``.
    package private(set) var paths: [DrawingPath] = []
    /// Each cell's ring; empty for cells not on the GPU-resident path.
    package private(set) var rings: [ResidentRing] = []
    /// Each cell's appearance for the CPU batch: nil for cells that draw nothing or draw from
    /// their ring.
    package private(set) var batchAppearances: [SpriteAppearance?] = []
    /// Whether the GPU-resident path may be taken at all.
    package var isEnabled: Bool
    /// The most slots a ring may have (what the GPU can read as one buffer texture). A cell
    /// with more than a quarter of them alive takes the CPU batch, so that its ring, which
    /// may double to hold the births of the longest lifetime, stays within them.
    package var maximumSlots = Int.max
    /// The system observed, and the ``ParticleSystem/refills`` the rings were last filled at.
    private weak var system: ParticleSystem?
    private var filledAt = -1
    /// The birth-order sort's keys, its scratch and counts (reused; see ``append(_:ofCell:in:)``).
    private var sortKeys: [UInt64] = [], sortScratch: [UInt64] = [], sortCounts: [UInt32] = []
    private let keyWork = BirthKeyWork(), passWork = RadixPassWork()
    /// The paths of the latest update, before they are compared with ``paths`` (reused).
    private var newPaths: [DrawingPath] = []

    /// A layer whose cells may take the GPU-resident path when `enabled`.
    package init(enabled: Bool = true) {
        isEnabled = enabled
    }

    deinit {
        detach()
    }

    /// Brings the rings up to `system`'s particles, its cells drawn with `appearances` (nil for
    /// cells that draw nothing): observes the system's births from now on, and refills the
    /// rings from its stores when their paths changed or the stores were filled other than
    /// by a step. Call it before drawing every frame.
    package func update(from system: ParticleSystem, appearances: [SpriteAppearance?]) {
        if self.system !== system || system.birthObserver !== self {
            detach()
            self.system = system
            system.birthObserver = self
        }
        let frame = system.frame
        DrawingPath.assign(&newPaths, of: frame, appearances: appearances, enabled: isEnabled)
        for cell in newPaths.indices where newPaths[cell] == .gpuResident {
            let ring = cell < rings.count ? rings[cell].capacity : 0
            if frame.cells[cell].store.count > maximumSlots / 4 || ring > maximumSlots { newPaths[cell] = .cpuBatch(.beyondGPUBuffer) }
        }
        if newPaths != paths || filledAt != system.refills {
            swap(&paths, &newPaths)
            refill(from: frame)
            filledAt = system.refills
        }
        for cell in rings.indices where rings[cell].span > 0 { rings[cell].dropDead(at: frame.time) }
        if batchAppearances.count != appearances.count { batchAppearances = appearances }
        for cell in appearances.indices { batchAppearances[cell] = paths[cell] == .gpuResident ? nil : appearances[cell] }
    }

    /// Stops observing the system (the window no longer draws this way), unless another
    /// layer took it over.
    package func detach() {
        if system?.birthObserver === self { system?.birthObserver = nil }
        system = nil
        filledAt = -1
    }

    /// Records that the backend holds every ring as it is now.
    package func markUploaded() {
        for cell in rings.indices { rings[cell].markUploaded() }
    }

    /// Fills each GPU-resident cell's ring with its store's particles in birth order.
    private func refill(from frame: ParticleFrame) {
        if rings.count != frame.cells.count { rings = Array(repeating: ResidentRing(), count: frame.cells.count) }
        for cell in frame.cells.indices {
            guard paths[cell] == .gpuResident else {
                if rings[cell].capacity > 0 { rings[cell] = ResidentRing() }
                continue
            }
            let store = frame.cells[cell].store
            // Room for the births of a few frames before the ring must grow.
            rings[cell].removeAll(keepingCapacity: store.count + store.count / 4)
            append(0..<store.count, ofCell: cell, in: frame)
        }
        // The sort's room for whole stores (16 bytes a particle) is not kept for the steps.
        if sortKeys.count > Self.keptSortRoom { (sortKeys, sortScratch) = ([], []) }
    }

    /// The most keys the birth-order sort keeps room for between refills.
    static let keptSortRoom = 65_536

    /// Appends a step's births to the rings of the GPU-resident cells: `births[cell]`, indices
    /// into the stores of `frame` (the step's end).
    package func particlesBorn(_ births: [Range<Int>], in frame: ParticleFrame) {
        guard rings.count == births.count else { return }
        for cell in births.indices where !births[cell].isEmpty && paths[cell] == .gpuResident {
            append(births[cell], ofCell: cell, in: frame)
        }
    }

    /// Appends particles `range` of `cell`'s store in `frame` to its ring in birth order: a
    /// step creates the births of sub-cells parent by parent, and a refill reads a store that
    /// the kills have left in another order. Unless they come in order, they are sorted as
    /// the CPU batch sorts `oldestFirst` sprites, by their birth times as floats, ties in store
    /// order (``BirthKeyWork``, ``RadixSort``): linear in the particles, where a comparison
    /// sort of a million took a fifth of a second.
    private func append(_ range: Range<Int>, ofCell cell: Int, in frame: ParticleFrame) {
        let store = frame.cells[cell].store, motion = frame.cells[cell].compiled.parameters.motion
        store.withColumns { columns in
            let deaths = columns.deathTimes, lifetimes = columns[.lifetime]
            func birth(_ index: Int) -> Double { deaths[index] - Double(lifetimes[index]) }
            // Top-level births come in order: sorted only when they do not.
            guard range.dropFirst().contains(where: { birth($0 - 1) > birth($0) }) else {
                rings[cell].append(range, of: columns, motion: motion, now: frame.time)
                return
            }
            if sortKeys.count < range.count {
                let room = max(range.count, 2 * sortKeys.count)
                (sortKeys, sortScratch) = (Array(repeating: 0, count: room), Array(repeating: 0, count: room))
            }
            let countsNeeded = RadixSort.countsNeeded(threads: 1)
            if sortCounts.count < countsNeeded { sortCounts = Array(repeating: 0, count: countsNeeded) }
            sortKeys.withUnsafeMutableBufferPointer { keys in
                sortScratch.withUnsafeMutableBufferPointer { scratch in
                    // Each key at its particle's index from the range's start, its place the index.
                    keyWork.columns = columns
                    keyWork.keys = keys.baseAddress! - range.lowerBound
                    keyWork.firstPlace = 0
                    keyWork.newestFirst = false
                    keyWork.runChunk(range)
                    keyWork.columns = nil
                    let inScratch = sortCounts.withUnsafeMutableBufferPointer { counts in
                        RadixSort.sortByHighWord(
                            keys.baseAddress!, scratch: scratch.baseAddress!, count: range.count, counts: counts.baseAddress!,
                            threads: 1, nearOrder: true, work: passWork)
                    }
                    let sorted = UnsafeBufferPointer(rebasing: (inScratch ? scratch : keys)[0..<range.count])
                    guard rings[cell].isEmptied, rings[cell].capacity >= range.count else {
                        rings[cell].append(sorted.lazy.map(RadixSort.place(ofKey:)), of: columns, motion: motion, now: frame.time)
                        return
                    }
                    // A refill: each particle's slot is its rank, kept where the keys are not.
                    let slots = inScratch ? keys : scratch
                    for (rank, key) in sorted.enumerated() { slots[RadixSort.place(ofKey: key) - range.lowerBound] = UInt64(rank) }
                    rings[cell].fill(range, of: columns, slots: slots.baseAddress!, motion: motion)
                }
            }
        }
    }
}
