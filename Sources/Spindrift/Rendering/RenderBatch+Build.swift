import Foundation

extension RenderBatch {
    /// Quads below which one thread writes faster than several, measured on this project's
    /// machines.
    static let minimumQuadsPerThread = 8_192

    /// Which particle a sorted quad comes from, and the value it is sorted by.
    struct SortKey {
        var key: Float
        var cell: UInt32
        var index: UInt32
    }

    /// Rebuilds the batch from the live particles of `system`, in the order its layer's
    /// ``RenderMode`` asks for. `appearances[cell]` is nil for cells that draw nothing
    /// (no contents, or disabled).
    ///
    /// A quad is centred on the particle, |scale| × the appearance's size, mirrored
    /// horizontally when the scale is negative, rotated by the particle's rotation
    /// (clockwise on screen, as y grows downward) and tinted by its colour.
    ///
    /// The quads are written on up to `threads` threads; the batch does not depend on it.
    public mutating func build(from system: ParticleSystem, appearances: [SpriteAppearance?], threads: Int = 1) {
        precondition(appearances.count == system.cellCount, "one appearance per cell, nil for cells that draw nothing")
        precondition(threads >= 1, "threads must be at least 1")
        drawnCells.removeAll(keepingCapacity: true)
        let cells = system.layer.emitterCells
        for cell in cells.indices where appearances[cell] != nil && cells[cell].enabled { drawnCells.append(cell) }
        let drawn = drawnCells
        let total = drawn.reduce(0) { $0 + system.particleCount(inCell: $1) }
        if vertices.count < total * 4 {
            // Doubling: a growing emitter (after a restart, say) reallocates O(log n) times,
            // not on every frame.
            vertices = Array(repeating: SpriteVertex(x: 0, y: 0, red: 0, green: 0, blue: 0, alpha: 0, u: 0, v: 0),
                             count: max(total * 4, vertices.count * 2))
        }
        runs.removeAll(keepingCapacity: true)
        quadCount = 0
        let mode = system.layer.renderMode
        blendMode = mode == .additive ? .additive : .alpha
        switch mode {
        case .unordered, .additive:
            for cell in drawn {
                let store = system.store(ofCell: cell)
                appendQuads(of: store, indices: nil, count: store.count, appearance: appearances[cell]!, threads: threads)
            }
        case .oldestFirst, .oldestLast, .backToFront:
            buildSorted(
                system: system, drawn: drawn, total: total, mode: mode, appearances: appearances, threads: threads)
        }
    }

    private mutating func buildSorted(
        system: ParticleSystem, drawn: [Int], total: Int, mode: RenderMode, appearances: [SpriteAppearance?],
        threads: Int
    ) {
        sortKeys.removeAll(keepingCapacity: true)
        sortKeys.reserveCapacity(total)
        for cell in drawn {
            let store = system.store(ofCell: cell)
            store.withColumns { columns in
                let keys = mode == .backToFront ? columns[.positionZ] : columns[.age]
                // Oldest first: largest age first; back to front: smallest z (farthest) first.
                let sign: Float = mode == .oldestFirst ? -1 : 1
                for index in 0..<store.count {
                    sortKeys.append(SortKey(key: sign * keys[index], cell: UInt32(cell), index: UInt32(index)))
                }
            }
        }
        sortKeys.sort { ($0.key, $0.cell, $0.index) < ($1.key, $1.cell, $1.index) }
        var start = 0
        while start < sortKeys.count {
            let cell = Int(sortKeys[start].cell)
            var end = start + 1
            while end < sortKeys.count, Int(sortKeys[end].cell) == cell { end += 1 }
            let slice = sortKeys[start..<end]
            appendQuads(
                of: system.store(ofCell: cell), indices: slice, count: slice.count, appearance: appearances[cell]!,
                threads: threads)
            start = end
        }
    }

    /// Appends one quad per particle: the particles at `indices`, or the first `count` in
    /// storage order when `indices` is nil, on up to `threads` threads.
    private mutating func appendQuads(
        of store: ParticleStore, indices: ArraySlice<SortKey>?, count: Int, appearance: SpriteAppearance, threads: Int
    ) {
        guard count > 0 else { return }
        let firstQuad = quadCount
        if let last = runs.last, last.texture == appearance.texture, last.quads.upperBound == firstQuad {
            runs[runs.count - 1].quads = last.quads.lowerBound..<(firstQuad + count)
        } else {
            runs.append(Run(texture: appearance.texture, quads: firstQuad..<(firstQuad + count)))
        }
        let halfSize = appearance.size / 2
        let rect = appearance.textureRect
        store.withColumns { columns in
            vertices.withUnsafeMutableBufferPointer { output in
                let x = columns[.positionX], y = columns[.positionY], rotation = columns[.rotation]
                let scale = columns[.scale]
                let red = columns[.red], green = columns[.green], blue = columns[.blue], alpha = columns[.alpha]
                ParallelChunks.forEach(in: count, threads: threads, minimumPerChunk: Self.minimumQuadsPerThread) { quads in
                    for n in quads {
                        let i = indices.map { Int($0[$0.startIndex + n].index) } ?? n
                        let s = scale[i]
                        let half = halfSize * abs(s)
                        let angle = rotation[i]
                        let (sine, cosine) = angle == 0 ? (Float(0), Float(1)) : (sin(angle), cos(angle))
                        // Corner offsets (±half.x, ±half.y) rotated by the angle.
                        let ax = cosine * half.x, ay = sine * half.x
                        let bx = -sine * half.y, by = cosine * half.y
                        let cx = x[i], cy = y[i]
                        let r = channel(red[i]), g = channel(green[i]), b = channel(blue[i]), a = channel(alpha[i])
                        var u0 = rect.x, u1 = rect.x + rect.z
                        if s < 0 { swap(&u0, &u1) }
                        let v0 = rect.y, v1 = rect.y + rect.w
                        let base = (firstQuad + n) * 4
                        output[base] = SpriteVertex(x: cx - ax - bx, y: cy - ay - by, red: r, green: g, blue: b, alpha: a, u: u0, v: v0)
                        output[base + 1] = SpriteVertex(x: cx + ax - bx, y: cy + ay - by, red: r, green: g, blue: b, alpha: a, u: u1, v: v0)
                        output[base + 2] = SpriteVertex(x: cx + ax + bx, y: cy + ay + by, red: r, green: g, blue: b, alpha: a, u: u1, v: v1)
                        output[base + 3] = SpriteVertex(x: cx - ax + bx, y: cy - ay + by, red: r, green: g, blue: b, alpha: a, u: u0, v: v1)
                    }
                }
            }
        }
        quadCount += count
    }
}

/// A colour component 0…1 as 0…255, rounded.
@inline(__always)
private func channel(_ value: Float) -> UInt8 {
    UInt8(min(max(value, 0), 1) * 255 + 0.5)
}
