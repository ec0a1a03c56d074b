import Synchronization

/// A step of the radix sort on several threads, as ``ChunkedWork``. A radix pass: each chunk
/// of the keys counts its digits, then, from offsets that place every chunk's keys after the
/// previous chunks' keys of the same digit (so the sort stays stable), scatters them. The
/// bucket sort of keys near an order (``RadixSort/sortByBucketsInChunks(_:scratch:count:counts:plan:work:)``)
/// counts and scatters by bucket the same way, then sorts the parts cut at buckets' starts by
/// insertion. One per batch.
final class RadixPassWork: ChunkedWork, @unchecked Sendable {
    /// What a run does.
    enum Step {
        /// Count each chunk's digits into its row of ``counts``.
        case count
        /// Move each chunk's keys from ``source`` to ``target`` at its row's offsets.
        case scatter
        /// Count each chunk's keys by bucket of ``buckets`` into its row of ``counts``.
        case countBuckets
        /// Move each chunk's keys from ``source`` to ``target`` at its row's bucket counters.
        case scatterBuckets
        /// Sort each part of ``target`` (``cutParts(count:)``) by insertion.
        case insertInParts
    }

    // Set before a run, read only during it; each chunk touches only its own keys and row.
    var step = Step.count
    var source: UnsafeMutablePointer<UInt64>?
    var target: UnsafeMutablePointer<UInt64>?
    /// One row of ``RadixSort/digits`` counts (or of the buckets' count) per chunk, by chunk.
    var counts: UnsafeMutablePointer<UInt32>?
    var plan = ChunkPlan(count: 0, threads: 1, minimumPerChunk: 1, alignment: 1)
    var shift: UInt64 = 32
    var buckets: KeyBuckets?
    /// Where each chunk's part of the bucket-sorted keys starts, and the end of the last.
    private var partStarts: [Int] = []
    /// Set by a part whose insertion gave up.
    private let gaveUp = Atomic<Bool>(false)

    func runChunk(_ range: Range<Int>) {
        guard let source, let counts else { return }
        let chunk = plan.chunk(of: range)
        switch step {
        case .count:
            let row = counts + chunk * RadixSort.digits
            let mask = UInt64(RadixSort.digits - 1)
            row.initialize(repeating: 0, count: RadixSort.digits)
            for index in range { row[Int(truncatingIfNeeded: (source[index] >> shift) & mask)] &+= 1 }
        case .scatter:
            guard let target else { return }
            let row = counts + chunk * RadixSort.digits
            let mask = UInt64(RadixSort.digits - 1)
            for index in range {
                let key = source[index]
                let digit = Int(truncatingIfNeeded: (key >> shift) & mask)
                target[Int(truncatingIfNeeded: row[digit])] = key
                row[digit] &+= 1
            }
        case .countBuckets:
            guard let buckets else { return }
            buckets.count(source, range, into: counts + chunk * buckets.bucketCount)
        case .scatterBuckets:
            guard let buckets, let target else { return }
            buckets.scatter(source, range, into: target, counters: counts + chunk * buckets.bucketCount)
        case .insertInParts:
            guard let target else { return }
            if !RadixSort.insertionSort(target, partStarts[chunk]..<partStarts[chunk + 1]) {
                gaveUp.store(true, ordering: .relaxed)
            }
        }
    }

    /// Cuts the first `count` bucket-sorted keys into a part per chunk of ``plan``, each
    /// starting at the first bucket that starts at or after its chunk's start, so that no key
    /// belongs in another part when the buckets are in order. Reads the first row of
    /// ``counts`` as ``KeyBuckets/startCounters(_:rows:)`` leaves it.
    func cutParts(count: Int) {
        guard let buckets, let counts else { return }
        partStarts.removeAll(keepingCapacity: true)
        partStarts.append(0)
        for chunk in 1..<plan.chunks {
            let chunkStart = plan.range(of: chunk).lowerBound
            // The bucket starts ascend with the bucket: the first at or after the chunk's start.
            var (lower, upper) = (0, buckets.bucketCount)
            while lower < upper {
                let middle = (lower + upper) / 2
                if buckets.start(ofBucket: middle, counters: counts) < chunkStart { lower = middle + 1 } else { upper = middle }
            }
            partStarts.append(lower < buckets.bucketCount ? buckets.start(ofBucket: lower, counters: counts) : count)
        }
        partStarts.append(count)
        gaveUp.store(false, ordering: .relaxed)
    }

    /// Whether the insertion in parts sorted the keys: no part gave up, and each part's last
    /// key is below the next part's first.
    var partsInOrder: Bool {
        guard let target, !gaveUp.load(ordering: .relaxed) else { return false }
        for part in 1..<(partStarts.count - 1) {
            let start = partStarts[part]
            if start > 0, start < partStarts[partStarts.count - 1], target[start - 1] > target[start] { return false }
        }
        return true
    }
}
