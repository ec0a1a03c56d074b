import CParticleKernels
import Spindrift

/// Measures ``MemoryBandwidth`` with the C kernels of `CParticleKernels`.
final class BandwidthProbe {
    /// Elements per array: 128 MiB of doubles (or floats, twice as many), far beyond the
    /// 32 MiB L3 of the machines this project runs on.
    static let defaultBytesPerArray = 128 << 20

    private let bytesPerArray: Int
    private let slab: UnsafeMutableRawPointer
    private let arrayStride: Int

    /// Allocates and touches five arrays of `bytesPerArray` bytes (a multiple of 8): three of
    /// doubles for copy and triad, two of floats for the read-modify-write. They share one
    /// slab, each shifted by a different multiple of 64 bytes, so no two start at the same
    /// offset within a 4 KiB page (4 KiB aliasing would measure the stall, not the memory).
    init(bytesPerArray: Int = defaultBytesPerArray) {
        precondition(bytesPerArray >= 8 && bytesPerArray % 8 == 0, "arrays hold whole doubles")
        self.bytesPerArray = bytesPerArray
        arrayStride = (bytesPerArray + 4095) / 4096 * 4096 + 64
        slab = .allocate(byteCount: 5 * arrayStride, alignment: 4096)
        slab.initializeMemory(as: UInt8.self, repeating: 0, count: 5 * arrayStride)
    }

    deinit {
        slab.deallocate()
    }

    /// The three bandwidths on `threads` threads, each array split into one chunk per thread.
    func measure(threads: Int, plan: MeasurementPlan) -> MemoryBandwidth {
        let doubles = bytesPerArray / 8, floats = bytesPerArray / 4
        // Each chunk touches only its own part of the arrays.
        let a = ChunkShared(array(0, of: Double.self, count: doubles))
        let b = ChunkShared(array(1, of: Double.self, count: doubles))
        let c = ChunkShared(array(2, of: Double.self, count: doubles))
        let x = ChunkShared(array(3, of: Float.self, count: floats))
        let v = ChunkShared(array(4, of: Float.self, count: floats))
        let copy = gigabytesPerSecond(bytes: 2 * bytesPerArray, plan: plan) {
            ParallelChunks.run(ClosureWork { range in
                spindrift_stream_copy(a.value + range.lowerBound, b.value + range.lowerBound, range.count)
            }, in: doubles, threads: threads, minimumPerChunk: 1)
        }
        let triad = gigabytesPerSecond(bytes: 3 * bytesPerArray, plan: plan) {
            ParallelChunks.run(ClosureWork { range in
                spindrift_stream_triad(
                    a.value + range.lowerBound, b.value + range.lowerBound, c.value + range.lowerBound, 3, range.count)
            }, in: doubles, threads: threads, minimumPerChunk: 1)
        }
        // Reads and writes both arrays.
        let readModifyWrite = gigabytesPerSecond(bytes: 4 * bytesPerArray, plan: plan) {
            ParallelChunks.run(ClosureWork { range in
                spindrift_read_modify_write(
                    x.value + range.lowerBound, v.value + range.lowerBound, range.count, 1.0 / 60, 1e-6)
            }, in: floats, threads: threads, minimumPerChunk: 1)
        }
        return MemoryBandwidth(threads: threads, copy: copy, triad: triad, readModifyWrite: readModifyWrite)
    }

    private func array<Element>(_ index: Int, of type: Element.Type, count: Int) -> UnsafeMutablePointer<Element> {
        (slab + index * arrayStride).bindMemory(to: Element.self, capacity: count)
    }

    private func gigabytesPerSecond(bytes: Int, plan: MeasurementPlan, _ body: () -> Void) -> SampleStatistics {
        // Nanoseconds per byte, inverted: bytes per nanosecond are gigabytes per second.
        plan.measure { MeasurementPlan.nanoseconds(per: bytes, body) }.map { 1 / $0 }
    }
}
