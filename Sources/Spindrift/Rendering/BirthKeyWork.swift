/// Writing the birth-order sort keys of one cell's particles as ``ChunkedWork``: key n is
/// particle n's birth time as a float's ordered bits (complemented newest first) above its
/// place among all the drawn sprites. One per batch, refilled for every cell.
final class BirthKeyWork: ChunkedWork, @unchecked Sendable {
    // Set before a run, read only during it; each chunk writes only its own keys.
    var columns: ParticleColumns?
    var keys: UnsafeMutablePointer<UInt64>?
    /// The place of the cell's first sprite: the lower half of its key.
    var firstPlace = 0
    var newestFirst = false

    func runChunk(_ range: Range<Int>) {
        guard let columns, let keys else { return }
        if newestFirst {
            writeBirthKeys(range, columns, keys, firstPlace, newestFirst: true)
        } else {
            writeBirthKeys(range, columns, keys, firstPlace, newestFirst: false)
        }
    }
}

/// Writes the keys of particles `range` of `columns` at their indices in `keys`, eight at a
/// time as the sprite kernel reads its columns (groups from a multiple of 8; lanes outside
/// `range` computed and dropped).
@inline(__always)
private func writeBirthKeys(
    _ range: Range<Int>, _ columns: ParticleColumns, _ keys: UnsafeMutablePointer<UInt64>, _ firstPlace: Int, newestFirst: Bool
) {
    let deaths = columns.deathTimes, lifetimes = columns[.lifetime]
    let lanes = SIMD8<UInt64>(0, 1, 2, 3, 4, 5, 6, 7)
    var group = range.lowerBound & ~7
    while group < range.upperBound {
        let bits = orderedBits(floats(load(deaths, group) - doubles(load(lifetimes, group))))
        let key = SIMD8<UInt64>(truncatingIfNeeded: newestFirst ? ~bits : bits) &<< 32
            | SIMD8<UInt64>(repeating: UInt64(truncatingIfNeeded: firstPlace &+ group)) &+ lanes
        if group >= range.lowerBound && group &+ 8 <= range.upperBound {
            UnsafeMutableRawPointer(keys + group).storeBytes(of: key, as: SIMD8<UInt64>.self)
        } else {
            for lane in max(group, range.lowerBound) - group..<min(8, range.upperBound - group) { keys[group &+ lane] = key[lane] }
        }
        group &+= 8
    }
}
