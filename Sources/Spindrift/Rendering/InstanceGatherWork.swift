/// The sorted keys put to use as ``ChunkedWork``: either sprite n of ``output`` becomes the
/// sprite of ``source`` whose place is the lower half of key n, or, with ``destinations``, the
/// place in key n's lower half gets n as its sprite's destination. One per batch.
final class InstanceGatherWork: ChunkedWork, @unchecked Sendable {
    // Set before a run, read only during it; each chunk writes only its own sprites, or the
    // destinations of its own keys' places.
    var keys: UnsafePointer<UInt64>?
    var source: UnsafePointer<SpriteInstance>?
    var output: UnsafeMutablePointer<SpriteInstance>?
    var destinations: UnsafeMutablePointer<UInt32>?

    func runChunk(_ range: Range<Int>) {
        guard let keys else { return }
        if let destinations {
            for position in range {
                destinations[RadixSort.place(ofKey: keys[position])] = UInt32(truncatingIfNeeded: position)
            }
        } else if let source, let output {
            for position in range {
                output[position] = source[RadixSort.place(ofKey: keys[position])]
            }
        }
    }
}
