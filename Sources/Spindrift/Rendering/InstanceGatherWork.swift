/// Copying sorted sprites into draw order as ``ChunkedWork``: sprite n of ``output`` is the
/// sprite of ``source`` whose place is the lower half of key n. One per batch.
final class InstanceGatherWork: ChunkedWork, @unchecked Sendable {
    // Set before a run, read only during it; each chunk writes only its own sprites.
    var keys: UnsafePointer<UInt64>?
    var source: UnsafePointer<SpriteInstance>?
    var output: UnsafeMutablePointer<SpriteInstance>?

    func runChunk(_ range: Range<Int>) {
        guard let keys, let source, let output else { return }
        for position in range {
            output[position] = source[Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: keys[position]))]
        }
    }
}
