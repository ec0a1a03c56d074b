import CParticleKernels
import Spindrift

/// The batch's baseline: copying ``bytesPerParticle`` bytes per particle from one array to
/// another with the C STREAM copy kernel, split over threads as the batch is.
final class CopyBaseline {
    /// Bytes the render batch writes per particle: one ``Spindrift/SpriteInstance``.
    static let bytesPerParticle = MemoryLayout<SpriteInstance>.stride

    private let doubles: Int
    private let slab: UnsafeMutableRawPointer
    private let secondOffset: Int

    /// Two touched arrays for `count` particles, the second shifted by 64 bytes within its page
    /// so the two do not 4 KiB-alias.
    init(count: Int) {
        doubles = max(1, count) * Self.bytesPerParticle / 8
        secondOffset = (doubles * 8 + 4095) / 4096 * 4096 + 64
        slab = .allocate(byteCount: 2 * secondOffset, alignment: 4096)
        slab.initializeMemory(as: UInt8.self, repeating: 0, count: 2 * secondOffset)
    }

    deinit {
        slab.deallocate()
    }

    /// Copies every particle's bytes once on up to `threads` threads; returns nanoseconds per
    /// particle.
    func copy(threads: Int) -> Double {
        let source = ChunkShared(slab.bindMemory(to: Double.self, capacity: doubles))
        let target = ChunkShared((slab + secondOffset).bindMemory(to: Double.self, capacity: doubles))
        let perParticle = Self.bytesPerParticle / 8
        return MeasurementPlan.nanoseconds(per: doubles / perParticle) {
            ParallelChunks.run(ClosureWork { range in
                spindrift_stream_copy(target.value + range.lowerBound, source.value + range.lowerBound, range.count)
            }, in: doubles, threads: threads, minimumPerChunk: RenderBatch.minimumInstancesPerThread * perParticle)
        }
    }
}
