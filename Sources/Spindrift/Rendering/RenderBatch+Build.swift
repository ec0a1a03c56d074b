extension RenderBatch {
    /// Sprites below which one thread writes faster than several: waking a worker costs more
    /// than writing fewer saves.
    package static let minimumInstancesPerThread = 8_192

    /// Rebuilds the batch from the live particles of `frame`, in the order its
    /// ``RenderMode`` asks for. `appearances[cell]` (one per cell of the frame) is nil for
    /// cells that draw nothing; disabled cells are skipped too.
    ///
    /// Each particle's state at the frame's time is evaluated in closed form from its birth
    /// values: a sprite is centred on the particle, scale × the appearance's size (a negative
    /// scale negates the half-extents: the image turned 180°), rotated by its rotation
    /// (clockwise on screen, as y grows downward) and tinted by its colour clamped to 0…1.
    ///
    /// The sprites are written on up to `threads` threads; the batch does not depend on it.
    public mutating func build(from frame: ParticleFrame, appearances: [SpriteAppearance?], threads: Int = 1) {
        precondition(appearances.count == frame.cells.count, "one appearance per cell, nil for cells that draw nothing")
        let threads = max(1, threads)
        drawnCells.removeAll(keepingCapacity: true)
        for cell in frame.cells.indices where appearances[cell] != nil && frame.cells[cell].compiled.isEnabled { drawnCells.append(cell) }
        let drawn = drawnCells
        let total = drawn.reduce(0) { $0 + frame.cells[$1].store.count }
        let room = drawn.reduce(0) { $0 + frame.cells[$1].store.capacity }
        Self.reserve(&instances, total, room: room, blank: Self.blank)
        runs.removeAll(keepingCapacity: true)
        instanceCount = 0
        let mode = frame.renderMode
        blendMode = mode == .additive ? .additive : .alpha
        let order = SpriteOrder(mode)
        guard order != .storage else {
            let work = instanceWork
            instances.withUnsafeMutableBufferPointer { output in
                var first = 0
                for cell in drawn {
                    Self.writeSprites(
                        of: frame, cell: cell, appearance: appearances[cell]!, order: order, work: work,
                        output: output.baseAddress! + first, threads: threads)
                    first += frame.cells[cell].store.count
                }
            }
            for cell in drawn { appendRun(texture: appearances[cell]!.texture, count: frame.cells[cell].store.count) }
            return
        }
        buildSorted(frame: frame, drawn: drawn, total: total, room: room, order: order, appearances: appearances, threads: threads)
    }

    /// Sorts the drawn sprites' keys by sort value with a stable radix sort (ties keep cell,
    /// then storage order) and writes the sprites in that order.
    ///
    /// A key's lower half is the sprite's place among the drawn cells' sprites laid end to
    /// end, so a cell's sprites are the keys whose lower half falls in its range. Keys by
    /// birth need only the birth times: they are sorted first, and each sprite is written
    /// straight to its place (storage order is near birth order, so the writes are near
    /// sequential). Keys by depth need the sprite's position: the sprites are written in
    /// storage order with their keys, then copied into sorted order.
    private mutating func buildSorted(
        frame: ParticleFrame, drawn: [Int], total: Int, room: Int, order: SpriteOrder, appearances: [SpriteAppearance?],
        threads: Int
    ) {
        if order.isByBirth {
            Self.reserve(&sortedPlaces, total, room: room, blank: 0)
        } else {
            Self.reserve(&unsortedInstances, total, room: room, blank: Self.blank)
        }
        Self.reserve(&sortKeys, total, room: room, blank: 0)
        Self.reserve(&sortScratch, total, room: room, blank: 0)
        let countsNeeded = RadixSort.countsNeeded(threads: threads)
        if sortCounts.count < countsNeeded { sortCounts = Array(repeating: 0, count: countsNeeded) }
        let work = instanceWork, keyWork = birthKeyWork, gather = gatherWork, passWork = radixPassWork
        let sortedInScratch = sortKeys.withUnsafeMutableBufferPointer { keys in
            sortScratch.withUnsafeMutableBufferPointer { scratch in
                var first = 0
                for cell in drawn {
                    if order.isByBirth {
                        Self.writeBirthKeys(
                            of: frame, cell: cell, newestFirst: order == .oldestLast, work: keyWork, keys: keys.baseAddress! + first,
                            firstPlace: first, threads: threads)
                    } else {
                        unsortedInstances.withUnsafeMutableBufferPointer { unsorted in
                            Self.writeSprites(
                                of: frame, cell: cell, appearance: appearances[cell]!, order: order, work: work,
                                output: unsorted.baseAddress! + first, keys: keys.baseAddress! + first, firstPlace: first,
                                threads: threads)
                        }
                    }
                    first += frame.cells[cell].store.count
                }
                let inScratch = sortCounts.withUnsafeMutableBufferPointer { counts in
                    RadixSort.sortByHighWord(
                        keys.baseAddress!, scratch: scratch.baseAddress!, count: total, counts: counts.baseAddress!,
                        threads: threads, nearOrder: order.isByBirth, work: passWork)
                }
                gather.keys = UnsafePointer((inScratch ? scratch : keys).baseAddress!)
                if order.isByBirth {
                    sortedPlaces.withUnsafeMutableBufferPointer { places in
                        gather.destinations = places.baseAddress!
                        ParallelChunks.run(gather, in: total, threads: threads, minimumPerChunk: Self.minimumInstancesPerThread)
                        instances.withUnsafeMutableBufferPointer { output in
                            var first = 0
                            for cell in drawn {
                                Self.writeSprites(
                                    of: frame, cell: cell, appearance: appearances[cell]!, order: order, work: work,
                                    output: output.baseAddress!, destinations: UnsafePointer(places.baseAddress! + first),
                                    threads: threads)
                                first += frame.cells[cell].store.count
                            }
                        }
                    }
                } else {
                    unsortedInstances.withUnsafeMutableBufferPointer { unsorted in
                        instances.withUnsafeMutableBufferPointer { output in
                            (gather.source, gather.output) = (UnsafePointer(unsorted.baseAddress!), output.baseAddress!)
                            ParallelChunks.run(gather, in: total, threads: threads, minimumPerChunk: Self.minimumInstancesPerThread)
                        }
                    }
                }
                (gather.keys, gather.source, gather.output, gather.destinations) = (nil, nil, nil, nil)
                return inScratch
            }
        }
        if sortedInScratch { swap(&sortKeys, &sortScratch) }
        appendSortedRuns(frame: frame, drawn: drawn, total: total, appearances: appearances)
    }

    /// The runs of sorted sprites: consecutive sprites whose cells share a texture (all of
    /// them, with an atlas). Reads the sorted keys.
    private mutating func appendSortedRuns(frame: ParticleFrame, drawn: [Int], total: Int, appearances: [SpriteAppearance?]) {
        let firstTexture = drawn.first.map { appearances[$0]!.texture }
        guard let firstTexture, total > 0 else { return }
        guard drawn.contains(where: { appearances[$0]!.texture != firstTexture }) else {
            appendRun(texture: firstTexture, count: total)
            return
        }
        let keys = sortKeys
        func texture(at position: Int) -> Int {
            let place = RadixSort.place(ofKey: keys[position])
            var first = 0
            for cell in drawn {
                first += frame.cells[cell].store.count
                if place < first { return appearances[cell]!.texture }
            }
            preconditionFailure("a sort key beyond the drawn particles")
        }
        var start = 0
        while start < total {
            let runTexture = texture(at: start)
            var end = start + 1
            while end < total, texture(at: end) == runTexture { end += 1 }
            appendRun(texture: runTexture, count: end - start)
            start = end
        }
    }

    /// Extends the last run by `count` sprites when it has the same texture, else starts one.
    private mutating func appendRun(texture: Int, count: Int) {
        guard count > 0 else { return }
        if let last = runs.last, last.texture == texture {
            runs[runs.count - 1].instances = last.instances.lowerBound..<(last.instances.upperBound + count)
        } else {
            runs.append(Run(texture: texture, instances: instanceCount..<(instanceCount + count)))
        }
        instanceCount += count
    }

    /// Writes the sprites of the particles of `frame`'s `cell` with `appearance` from `output`
    /// on, or at their `destinations` (ordered by birth), and back to front their depth keys
    /// from `keys` on (the first with place `firstPlace`), on up to `threads` threads.
    private static func writeSprites(
        of frame: ParticleFrame, cell: Int, appearance: SpriteAppearance, order: SpriteOrder, work: InstanceWork,
        output: UnsafeMutablePointer<SpriteInstance>, destinations: UnsafePointer<UInt32>? = nil,
        keys: UnsafeMutablePointer<UInt64>? = nil, firstPlace: Int = 0, threads: Int
    ) {
        let store = frame.cells[cell].store
        guard store.count > 0 else { return }
        store.withColumns { columns in
            (work.columns, work.output, work.keys, work.firstPlace) = (columns, output, keys, firstPlace)
            work.destinations = destinations
            let parameters = frame.cells[cell].compiled.parameters
            work.sprites = CellSprites(now: frame.time, rates: parameters.rates, appearance: appearance)
            work.curves = parameters.curves
            work.motion = parameters.motion
            work.tracking = frame.cells[cell].compiled.motion
            work.order = order
            ParallelChunks.run(work, in: store.count, threads: threads, minimumPerChunk: minimumInstancesPerThread)
            (work.columns, work.output, work.keys, work.destinations) = (nil, nil, nil, nil)
            (work.curves, work.motion, work.tracking) = (nil, nil, nil)
        }
    }

    /// Writes the birth-order keys of the particles of `frame`'s `cell` from `keys` on (the
    /// first with place `firstPlace`), on up to `threads` threads.
    private static func writeBirthKeys(
        of frame: ParticleFrame, cell: Int, newestFirst: Bool, work: BirthKeyWork, keys: UnsafeMutablePointer<UInt64>,
        firstPlace: Int, threads: Int
    ) {
        let store = frame.cells[cell].store
        guard store.count > 0 else { return }
        store.withColumns { columns in
            (work.columns, work.keys, work.firstPlace, work.newestFirst) = (columns, keys, firstPlace, newestFirst)
            ParallelChunks.run(work, in: store.count, threads: threads, minimumPerChunk: minimumInstancesPerThread)
            (work.columns, work.keys) = (nil, nil)
        }
    }

    /// Makes `array` hold at least `count` elements; when it must grow, it grows to `room`
    /// (what the drawn cells' stores can hold), so the batch reallocates only when a store
    /// does, not when a steady population's count wanders above its earlier peak.
    private static func reserve<Element>(_ array: inout [Element], _ count: Int, room: Int, blank: Element) {
        guard array.count < count else { return }
        array = Array(repeating: blank, count: max(count, room))
    }

    /// What unused storage holds.
    private static let blank = SpriteInstance(
        centerX: 0, centerY: 0, halfWidth: 0, halfHeight: 0, rotation: 0, red: 0, green: 0, blue: 0, alpha: 0,
        u0: 0, v0: 0, u1: 0, v1: 0)
}
