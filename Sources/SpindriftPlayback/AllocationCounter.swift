import Foundation

/// The count of heap allocations kept by a malloc-counting shim preloaded with `LD_PRELOAD`
/// that exports `unsigned long spindrift_allocations(void)` (the tests build one from
/// `Tests/Shims/allocation-counter.c`): how the benchmark runner and the window check that a
/// steady frame allocates nothing. Not the engine's: it measures the frames that playback
/// and the benchmark run.
package struct AllocationCounter {
    private let read: @convention(c) () -> UInt

    /// The preloaded shim's counter, or nil when none is preloaded.
    package init?() {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "spindrift_allocations") else { return nil }
        read = unsafeBitCast(symbol, to: (@convention(c) () -> UInt).self)
    }

    /// Allocations so far, on every thread.
    package func count() -> UInt { read() }
}
