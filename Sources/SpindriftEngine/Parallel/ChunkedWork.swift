/// Work that ``ParallelChunks`` splits into contiguous chunks of `0 ..< count` and runs on
/// several threads: an object that its owner keeps and refills between runs, so that handing
/// it to the worker threads allocates nothing (a closure would be boxed on every call).
///
/// `runChunk` must touch only the elements of the range it is given; the work's inputs are
/// set before a run and only read during it.
package protocol ChunkedWork: AnyObject, Sendable {
    /// Does the work for the elements in `range`.
    func runChunk(_ range: Range<Int>)
}
