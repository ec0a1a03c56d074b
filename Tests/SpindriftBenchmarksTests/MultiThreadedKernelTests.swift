import Spindrift
import SpindriftBenchmarks
import Testing

@Suite("multi-threaded kernels")
struct MultiThreadedKernelTests {
    /// Steps long enough that births and deaths (count × step ÷ lifetime a step)
    /// split into runs on every thread, the kill's moves too (12,800 a step).
    static let count = 320_000, step = 0.2

    @Test("the multi-threaded step gives exactly the single-threaded result", arguments: [2, 3])
    func step(threads: Int) {
        let single = SteadyStateEmitter.system(count: Self.count)
        let multiple = SteadyStateEmitter.system(count: Self.count)
        single.threads = 1
        multiple.threads = threads
        for _ in 0..<3 {
            single.advance(by: Self.step)
            multiple.advance(by: Self.step)
        }
        let birthsPerStep = Double(single.particleCount) * Self.step / SteadyStateEmitter.lifetime
        #expect(birthsPerStep >= Double(threads * max(ParticleStore.minimumBirthsPerThread, ParticleStore.minimumMovesPerThread)))
        #expect(columnBits(single.store(ofCell: 0)) == columnBits(multiple.store(ofCell: 0)))
    }

    @Test("the multi-threaded batch build gives exactly the single-threaded batch", arguments: RenderMode.allCases)
    func batch(renderMode: RenderMode) {
        // Enough sprites for two sort chunks of 65,536 keys.
        let system = SteadyStateEmitter.system(count: 140_000, renderMode: renderMode)
        var single = RenderBatch(), multiple = RenderBatch()
        single.build(from: system.frame, appearances: SteadyStateEmitter.appearances, threads: 1)
        multiple.build(from: system.frame, appearances: SteadyStateEmitter.appearances, threads: 2)
        #expect(single.instanceCount == system.particleCount)
        #expect(single.instanceCount == multiple.instanceCount && single.runs == multiple.runs)
        #expect(single.instances.prefix(single.instanceCount) == multiple.instances.prefix(multiple.instanceCount))
    }
}

/// Every column's bits over the live particles, so that −0 and NaN compare exactly.
private func columnBits(_ store: ParticleStoreView) -> [[UInt32]] {
    store.withColumns { columns in
        ParticleColumn.allCases.map { column in
            (0..<store.count).map { columns[column][$0].bitPattern }
        } + [(0..<store.count).map { UInt32(truncatingIfNeeded: columns.ordinals[$0]) }]
    }
}
