import Foundation

extension RenderBatch {
    /// Quads below which one thread writes faster than several, measured on this project's
    /// machines.
    static let minimumQuadsPerThread = 8_192

    /// Rebuilds the batch from the live particles of `frame`, in the order its
    /// ``RenderMode`` asks for. `appearances[cell]` (one per cell of the frame) is nil for
    /// cells that draw nothing; disabled cells are skipped too.
    ///
    /// A quad is centred on the particle, scale × the appearance's size (a negative scale
    /// negates the corners: the image turned 180°), rotated by the particle's rotation
    /// (clockwise on screen, as y grows downward) and tinted by its colour clamped to 0…1.
    ///
    /// The quads are written on up to `threads` threads; the batch does not depend on it.
    public mutating func build(from frame: ParticleFrame, appearances: [SpriteAppearance?], threads: Int = 1) {
        precondition(appearances.count == frame.cells.count, "one appearance per cell, nil for cells that draw nothing")
        let threads = max(1, threads)
        drawnCells.removeAll(keepingCapacity: true)
        for cell in frame.cells.indices where appearances[cell] != nil && frame.cells[cell].isEnabled { drawnCells.append(cell) }
        let drawn = drawnCells
        let total = drawn.reduce(0) { $0 + frame.stores[$1].count }
        if vertices.count < total * 4 {
            // Doubling: a growing emitter (after a restart, say) reallocates O(log n) times,
            // not on every frame.
            vertices = Array(repeating: SpriteVertex(x: 0, y: 0, red: 0, green: 0, blue: 0, alpha: 0, u: 0, v: 0),
                             count: max(total * 4, vertices.count * 2))
        }
        runs.removeAll(keepingCapacity: true)
        quadCount = 0
        let mode = frame.renderMode
        blendMode = mode == .additive ? .additive : .alpha
        switch mode {
        case .unordered, .additive:
            for cell in drawn {
                let count = frame.stores[cell].count
                guard count > 0 else { continue }
                let appearance = appearances[cell]!
                writeQuads(
                    of: frame.stores[cell], count: count, threads: threads, appearance: appearance,
                    motion: (frame.time, frame.cells[cell].parameters.constants.acceleration), firstQuad: quadCount)
                appendRun(texture: appearance.texture, quads: count)
            }
        case .oldestFirst, .oldestLast, .backToFront:
            buildSorted(frame: frame, drawn: drawn, mode: mode, appearances: appearances, threads: threads)
        }
    }

    /// Sorts every drawn particle by age or z with a stable radix sort (ties keep cell, then
    /// storage order), then writes each cell's quads at their sorted places in one pass per cell.
    ///
    /// A key's lower half is the particle's place in the drawn cells' particles laid end to
    /// end, so a cell's particles are the keys whose lower half falls in its range.
    private mutating func buildSorted(
        frame: ParticleFrame, drawn: [Int], mode: RenderMode, appearances: [SpriteAppearance?], threads: Int
    ) {
        sortKeys.removeAll(keepingCapacity: true)
        for cell in drawn {
            let store = frame.stores[cell]
            store.withColumns { columns in
                // Oldest first: earliest birth first; oldest last: latest birth first; back to
                // front: smallest z (farthest) first.
                let deaths = columns.deathTimes, lifetimes = columns[.lifetime]
                let sign: Double = mode == .oldestLast ? -1 : 1
                let fall = frame.cells[cell].parameters.constants.acceleration.z
                for index in 0..<store.count {
                    let value = mode == .backToFront
                        ? columns.coordinate(
                            .originZ, .initialVelocityZ, acceleration: fall, of: index, age: columns.age(of: index, at: frame.time))
                        : Float(sign * (deaths[index] - Double(lifetimes[index])))
                    sortKeys.append(UInt64(orderedBits(value)) << 32 | UInt64(sortKeys.count))
                }
            }
        }
        radixSortByHighWord(&sortKeys, scratch: &sortScratch, counts: &sortCounts)
        let keys = sortKeys
        keys.withUnsafeBufferPointer { keys in
            var first = 0
            for cell in drawn {
                let cellCount = frame.stores[cell].count
                writeQuads(
                    of: frame.stores[cell], count: keys.count, threads: threads, appearance: appearances[cell]!,
                    motion: (frame.time, frame.cells[cell].parameters.constants.acceleration),
                    sortedKeys: keys, places: UInt64(first)..<UInt64(first + cellCount))
                first += cellCount
            }
        }
        // Runs: consecutive quads whose cells share a texture (all of them, with an atlas).
        func texture(at position: Int) -> Int {
            let place = Int(truncatingIfNeeded: keys[position] & 0xFFFF_FFFF)
            var first = 0
            for cell in drawn {
                first += frame.stores[cell].count
                if place < first { return appearances[cell]!.texture }
            }
            preconditionFailure("a sort key beyond the drawn particles")
        }
        var start = 0
        let sharedTexture = drawn.allSatisfy { appearances[$0]!.texture == appearances[drawn[0]]!.texture }
        while start < keys.count {
            let runTexture = texture(at: start)
            var end = sharedTexture ? keys.count : start + 1
            while end < keys.count, texture(at: end) == runTexture { end += 1 }
            appendRun(texture: runTexture, quads: end - start)
            start = end
        }
    }

    /// Extends the last run by `quads` quads when it has the same texture, else starts one.
    private mutating func appendRun(texture: Int, quads: Int) {
        if let last = runs.last, last.texture == texture {
            runs[runs.count - 1].quads = last.quads.lowerBound..<(last.quads.upperBound + quads)
        } else {
            runs.append(Run(texture: texture, quads: quadCount..<(quadCount + quads)))
        }
        quadCount += quads
    }

    /// Writes quads of `store`'s particles with `appearance`, positioned at local time
    /// `motion.now` under the cell's acceleration, over `0 ..< count` on up to `threads`
    /// threads: particle n as quad `firstQuad` + n, or, with `sortedKeys`, at every position
    /// whose key's place falls in `places`.
    private mutating func writeQuads(
        of store: ParticleStore, count: Int, threads: Int, appearance: SpriteAppearance,
        motion: (now: Double, acceleration: SIMD3<Float>), firstQuad: Int = 0,
        sortedKeys: UnsafeBufferPointer<UInt64>? = nil, places: Range<UInt64> = 0..<0
    ) {
        let work = quadWork
        store.withColumns { columns in
            vertices.withUnsafeMutableBufferPointer { output in
                (work.columns, work.output, work.appearance) = (columns, output, appearance)
                (work.firstQuad, work.sortedKeys, work.places) = (firstQuad, sortedKeys, places)
                (work.now, work.acceleration) = motion
                ParallelChunks.run(work, in: count, threads: threads, minimumPerChunk: Self.minimumQuadsPerThread)
                (work.columns, work.output, work.sortedKeys) = (nil, nil, nil)
            }
        }
    }
}

/// The bits of `value` as an unsigned integer that orders as the floats do.
@inline(__always)
private func orderedBits(_ value: Float) -> UInt32 {
    let bits = value.bitPattern
    return bits & 0x8000_0000 != 0 ? ~bits : bits | 0x8000_0000
}

/// Sorts `keys` by their upper 32 bits, stably (equal upper halves keep their order): a
/// least-significant-digit radix sort, 11 bits a pass (3 passes; counts fit in L1), skipping
/// passes where all keys agree. `scratch` and `counts` are reused between calls: a 16 KiB
/// temporary would come from the heap on every frame.
private func radixSortByHighWord(_ keys: inout [UInt64], scratch: inout [UInt64], counts: inout [Int]) {
    let count = keys.count
    let digits = 1 << 11
    if scratch.count < count { scratch = Array(repeating: 0, count: max(count, scratch.count * 2)) }
    if counts.count != digits { counts = Array(repeating: 0, count: digits) }
    counts.withUnsafeMutableBufferPointer { counts in
        for shift in stride(from: UInt64(32), to: 64, by: 11) {
            let sorted = keys.withUnsafeMutableBufferPointer { source in
                scratch.withUnsafeMutableBufferPointer { target in
                    counts.initialize(repeating: 0)
                    for index in 0..<count { counts[Int(truncatingIfNeeded: source[index] >> shift) & (digits - 1)] += 1 }
                    if counts.contains(count) { return false }
                    var offset = 0
                    for digit in 0..<digits {
                        let digitCount = counts[digit]
                        counts[digit] = offset
                        offset += digitCount
                    }
                    for index in 0..<count {
                        let key = source[index]
                        let digit = Int(truncatingIfNeeded: key >> shift) & (digits - 1)
                        target[counts[digit]] = key
                        counts[digit] += 1
                    }
                    return true
                }
            }
            guard sorted else { continue }
            swap(&keys, &scratch)
            // The scratch may have been longer: keep only the sorted keys.
            if keys.count > count { keys.removeSubrange(count...) }
        }
    }
}
