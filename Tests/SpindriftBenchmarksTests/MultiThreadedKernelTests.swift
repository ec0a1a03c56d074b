import Spindrift
import SpindriftBenchmarks
import Testing

@Suite("multi-threaded kernels")
struct MultiThreadedKernelTests {
    /// Enough particles for three chunks of ParticleStore.minimumParticlesPerThread.
    static let count = 3 * ParticleStore.minimumParticlesPerThread + 10_000

    @Test("the multi-threaded update gives exactly the single-threaded result", arguments: [2, 3])
    func update(threads: Int) {
        let single = SteadyStateEmitter.system(count: Self.count)
        let multiple = SteadyStateEmitter.system(count: Self.count)
        single.threads = 1
        multiple.threads = threads
        for _ in 0..<3 {
            single.advance(by: SteadyStateEmitter.step)
            multiple.advance(by: SteadyStateEmitter.step)
        }
        #expect(single.particleCount >= 3 * ParticleStore.minimumParticlesPerThread)
        #expect(columnBits(single.store(ofCell: 0)) == columnBits(multiple.store(ofCell: 0)))
    }

    @Test("the multi-threaded batch build gives exactly the single-threaded batch", arguments: [RenderMode.unordered, .oldestFirst])
    func batch(renderMode: RenderMode) {
        let system = SteadyStateEmitter.system(count: 20_000, renderMode: renderMode)
        var single = RenderBatch(), multiple = RenderBatch()
        single.build(from: system.frame, appearances: SteadyStateEmitter.appearances, threads: 1)
        multiple.build(from: system.frame, appearances: SteadyStateEmitter.appearances, threads: 2)
        #expect(single.quadCount == system.particleCount)
        #expect(single.quadCount == multiple.quadCount && single.runs == multiple.runs)
        #expect(single.vertices == multiple.vertices)
    }
}
