/// A growable list of indices (of particles, or of the kill calendar's blocks) that one
/// thread fills while others fill theirs: its own storage, kept between steps, so a steady
/// state allocates nothing.
final class IndexBuffer: @unchecked Sendable {
    // Touched by one thread at a time: the thread running the chunk that owns the buffer.
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<Int>
    /// How many indices it has room for.
    @exclusivity(unchecked) private(set) var capacity: Int
    /// How many indices it holds.
    @exclusivity(unchecked) private(set) var count = 0

    init() {
        capacity = 64
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deallocate()
    }

    /// The index at `position`, which must be below ``count``.
    @inline(__always)
    subscript(position: Int) -> Int {
        assert(position >= 0 && position < count, "index buffer position out of range")
        return storage[position]
    }

    /// The indices, in order: valid until the next append.
    var elements: UnsafePointer<Int> { UnsafePointer(storage) }

    /// Appends `index`, doubling the storage when full.
    @inline(__always)
    func append(_ index: Int) {
        if count == capacity { grow(to: 2 * capacity) }
        storage[count] = index
        count += 1
    }

    /// Appends every index of `other`.
    func append(contentsOf other: IndexBuffer) {
        if count + other.count > capacity { grow(to: max(2 * capacity, count + other.count)) }
        (storage + count).initialize(from: other.storage, count: other.count)
        count += other.count
    }

    /// Empties it, keeping the storage.
    func removeAll() {
        count = 0
    }

    private func grow(to newCapacity: Int) {
        let grown = UnsafeMutablePointer<Int>.allocate(capacity: newCapacity)
        grown.initialize(from: storage, count: count)
        storage.deallocate()
        (storage, capacity) = (grown, newCapacity)
    }
}
