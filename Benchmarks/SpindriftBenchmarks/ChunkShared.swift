/// A value that the chunks of a ``ClosureWork`` share, such as a pointer to an array that each
/// chunk touches only in its own part: the probe vouches for what the compiler cannot check.
struct ChunkShared<Value>: @unchecked Sendable {
    /// The shared value.
    let value: Value

    /// Shares `value` between chunks.
    init(_ value: Value) {
        self.value = value
    }
}
