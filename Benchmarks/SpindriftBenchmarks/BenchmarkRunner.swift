import Spindrift

/// Runs the particle-count sweep of ``BenchmarkOptions`` and collects a ``BenchmarkReport``.
public struct BenchmarkRunner {
    /// Counts above which the naive baseline is skipped: one of its runs takes seconds there.
    public static let naiveMaximumCount = 1_000_000
    /// The ordered render modes whose sorts are timed.
    public static let sortedModes: [RenderMode] = [.oldestFirst, .oldestLast, .backToFront]

    /// What to measure.
    public var options: BenchmarkOptions
    /// Receives progress lines (for stderr).
    public var progress: (String) -> Void

    /// A runner for `options`, reporting progress to `progress`.
    public init(options: BenchmarkOptions, progress: @escaping (String) -> Void) {
        self.options = options
        self.progress = progress
    }

    /// Measures the bandwidths, then every count; returns every figure.
    public func run() -> BenchmarkReport {
        let plan = options.plan
        progress("memory bandwidth…")
        let bandwidth: [MemoryBandwidth] = {
            let probe = BandwidthProbe(bytesPerArray: options.quick ? 8 << 20 : BandwidthProbe.defaultBytesPerArray)
            return options.threadCounts.map { probe.measure(threads: $0, plan: plan) }
        }()
        let bytesMoved = SteadyStateEmitter.system(count: 1).parameters(ofCell: 0).constants.bytesMovedPerParticle
        var results: [BenchmarkRecord] = []
        var memory: [MemoryUse] = []
        var checksum = 0.0
        for count in options.counts {
            let (records, use, sum) = measure(count: count, bandwidth: bandwidth, bytesMoved: bytesMoved)
            results += records
            memory.append(use)
            checksum += sum
        }
        return BenchmarkReport(
            machine: .current(), quick: options.quick, updateBytesPerParticle: bytesMoved, bandwidth: bandwidth,
            memory: memory, results: results, checksum: checksum)
    }

    /// Every figure at one particle count, the memory it took, and a checksum of its state.
    private func measure(
        count: Int, bandwidth: [MemoryBandwidth], bytesMoved: Int
    ) -> (records: [BenchmarkRecord], memory: MemoryUse, checksum: Double) {
        let plan = options.plan
        let label = compact(count)
        progress("\(label) particles: pre-warming…")
        let residentBefore = ResidentMemory.current()
        let system = SteadyStateEmitter.system(count: count)
        let resident = Double(ResidentMemory.current() - residentBefore) / Double(max(system.particleCount, 1))
        let store = system.store(ofCell: 0)
        let constants = system.parameters(ofCell: 0).constants
        let dt = Float(SteadyStateEmitter.step)
        var records: [BenchmarkRecord] = []
        func record(
            _ phase: BenchmarkPhase, _ implementation: BenchmarkImplementation, threads: Int,
            renderMode: RenderMode? = nil, _ statistics: SampleStatistics
        ) {
            records.append(BenchmarkRecord(
                phase: phase, implementation: implementation, threads: threads, count: count,
                renderMode: renderMode?.rawValue, statistics: statistics))
        }

        var batch = RenderBatch()
        for threads in options.threadCounts {
            progress("\(label) particles: steps and batch on \(threads) thread(s)…")
            system.threads = threads
            let steps = plan.samples { () -> SIMD3<Double> in
                let before = system.phaseTimes
                let particles = Double(max(system.particleCount, 1))
                let step = MeasurementPlan.nanoseconds(per: system.particleCount) {
                    system.advance(by: SteadyStateEmitter.step)
                }
                let after = system.phaseTimes
                return [step, (after.spawn - before.spawn).nanoseconds / particles,
                        (after.kill - before.kill).nanoseconds / particles]
            }
            record(.step, .swift, threads: threads, SampleStatistics(steps.map(\.x)))
            record(.spawn, .swift, threads: threads, SampleStatistics(steps.map(\.y)))
            record(.kill, .swift, threads: threads, SampleStatistics(steps.map(\.z)))
            let built = plan.measure {
                MeasurementPlan.nanoseconds(per: system.particleCount) {
                    batch.build(from: system.frame, appearances: SteadyStateEmitter.appearances, threads: threads)
                }
            }
            record(.batch, .swift, threads: threads, renderMode: .unordered, built)
        }

        // Swift on each thread count and C, interleaved so that drift affects them alike.
        progress("\(label) particles: update, Swift and C…")
        let updates = plan.samples { () -> [Double] in
            options.threadCounts.map { threads in
                MeasurementPlan.nanoseconds(per: store.count) {
                    store.integrate(by: dt, constants: constants, threads: threads)
                }
            } + [MeasurementPlan.nanoseconds(per: store.count) {
                store.integrateWithCBaseline(by: dt, constants: constants)
            }]
        }
        for (index, threads) in options.threadCounts.enumerated() {
            record(.update, .swift, threads: threads, SampleStatistics(updates.map { $0[index] }))
        }
        record(.update, .c, threads: 1, SampleStatistics(updates.map { $0[options.threadCounts.count] }))
        for measured in bandwidth {
            record(.update, .bandwidth, threads: measured.threads, measured.floor(bytesPerParticle: bytesMoved))
        }
        if count <= Self.naiveMaximumCount {
            progress("\(label) particles: naive baseline…")
            let naive = NaiveParticleSystem(copying: store)
            record(.update, .naive, threads: 1, plan.measure {
                MeasurementPlan.nanoseconds(per: naive.particles.count) { naive.update(by: dt, constants: constants) }
            })
        }

        // Sorting is one thread's work; the quads around it use them all.
        for mode in Self.sortedModes {
            progress("\(label) particles: \(mode.rawValue) sort…")
            system.reconfigure(program: SteadyStateEmitter.program(count: count, renderMode: mode))
            record(.sort, .swift, threads: options.threads, renderMode: mode, plan.reduced.measure {
                MeasurementPlan.nanoseconds(per: system.particleCount) {
                    batch.build(from: system.frame, appearances: SteadyStateEmitter.appearances, threads: options.threads)
                }
            })
        }

        let finalStore = system.store(ofCell: 0)
        let first = finalStore.count > 0 ? finalStore.particle(at: 0, now: system.localTime ?? 0) : nil
        let checksum = Double((first?.position.sum() ?? 0) + (first?.age ?? 0)) + Double(batch.vertices.first?.x ?? 0)
        let use = MemoryUse(
            count: count, storeBytesPerParticle: ParticleStore.bytesPerParticle, residentBytesPerParticle: resident,
            peakResidentBytes: ResidentMemory.peak())
        return (records, use, checksum)
    }
}
