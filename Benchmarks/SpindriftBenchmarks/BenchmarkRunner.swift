import Spindrift
import SpindriftArguments

/// Runs the particle-count sweep of ``BenchmarkOptions`` and collects a ``BenchmarkReport``.
public struct BenchmarkRunner {
    /// Every render mode, each timed as a batch build.
    public static let renderModes: [RenderMode] = [.unordered, .additive, .oldestFirst, .oldestLast, .backToFront]

    /// What to measure.
    public var options: BenchmarkOptions
    /// Receives progress lines (for stderr).
    public var progress: (String) -> Void
    /// Where the presets are found.
    public var assets: AssetLocator

    /// A runner for `options`, reporting progress to `progress`, its presets found by `assets`.
    public init(options: BenchmarkOptions, progress: @escaping (String) -> Void, assets: AssetLocator = AssetLocator()) {
        self.options = options
        self.progress = progress
        self.assets = assets
    }

    /// Measures the bandwidths, then every count, then the presets; returns every figure.
    /// Throws before measuring anything when a preset asked for is not one.
    public func run() throws(BenchmarkError) -> BenchmarkReport {
        let presets = PresetSweep(
            names: try PresetSweep.names(in: options, assets: assets), options: options, assets: assets, progress: progress)
        let plan = options.plan
        progress("memory bandwidth…")
        let bandwidth: [MemoryBandwidth] = {
            let probe = BandwidthProbe(bytesPerArray: options.quick ? 8 << 20 : BandwidthProbe.defaultBytesPerArray)
            return options.threadCounts.map { probe.measure(threads: $0, plan: plan) }
        }()
        var results: [BenchmarkRecord] = []
        var memory: [MemoryUse] = []
        var checksum = 0.0
        for count in options.counts {
            let (records, use, sum) = measure(count: count)
            results += records
            memory.append(use)
            checksum += sum
        }
        let (presetRecords, presetChecksum) = try presets.run()
        results += presetRecords
        checksum += presetChecksum
        return BenchmarkReport(
            machine: .current(), quick: options.quick, batchBytesPerParticle: CopyBaseline.bytesPerParticle, bandwidth: bandwidth,
            memory: memory, results: results, checksum: checksum)
    }

    /// Every figure at one particle count, the memory it took, and a checksum of its state.
    private func measure(count: Int) -> (records: [BenchmarkRecord], memory: MemoryUse, checksum: Double) {
        let plan = options.plan
        let label = compact(count)
        progress("\(label) particles: pre-warming…")
        let residentBefore = ResidentMemory.current()
        let system = SteadyStateEmitter.system(count: count)
        let resident = Double(ResidentMemory.current() - residentBefore) / Double(max(system.particleCount, 1))
        var records: [BenchmarkRecord] = []
        func record(
            _ phase: BenchmarkPhase, _ implementation: BenchmarkImplementation, threads: Int,
            renderMode: RenderMode? = nil, lifetimeRange: Double? = nil, variant: SteadyStateEmitter.Variant? = nil,
            _ statistics: SampleStatistics
        ) {
            records.append(BenchmarkRecord(
                phase: phase, implementation: implementation, threads: threads, count: count,
                renderMode: renderMode?.rawValue, lifetimeRange: lifetimeRange, variant: variant?.rawValue,
                statistics: statistics))
        }

        var batch = RenderBatch()
        // One lifetime, spread lifetimes, then each variant with one lifetime.
        let setups: [(lifetimeRange: Double?, variant: SteadyStateEmitter.Variant?)] =
            SteadyStateEmitter.lifetimeRanges.map { ($0 == 0 ? nil : $0, nil) } + SteadyStateEmitter.Variant.allCases.map { (nil, $0) }
        for (range, variant) in setups {
            // The plain system is kept for the batch builds.
            let stepped = range == nil && variant == nil
                ? system : SteadyStateEmitter.system(count: count, lifetimeRange: range ?? 0, variant: variant)
            // An animated rate's births go up and down over its cycle: each of its samples is a
            // whole cycle of steps (the first, a warm-up, also lets its population grow into
            // new pages of its store until it has met its peak).
            let stepsPerSample = variant == .animatedRate
                ? Int((SteadyStateEmitter.rateCycle / SteadyStateEmitter.step).rounded()) : 1
            for threads in options.threadCounts {
                progress("\(label) particles: steps on \(threads) thread(s), \(variant?.rawValue ?? "lifetimes ±\((range ?? 0) / 2) s")…")
                stepped.threads = threads
                let steps = (stepsPerSample > 1 ? plan.reduced : plan).samples { () -> SIMD3<Double> in
                    let before = stepped.phaseTimes
                    let particleSteps = max(stepped.particleCount, 1) * stepsPerSample
                    let particles = Double(particleSteps)
                    let step = MeasurementPlan.nanoseconds(per: particleSteps) {
                        for _ in 0..<stepsPerSample { stepped.advance(by: SteadyStateEmitter.step) }
                    }
                    let after = stepped.phaseTimes
                    return [step, (after.spawn - before.spawn).nanoseconds / particles,
                            (after.kill - before.kill).nanoseconds / particles]
                }
                record(.step, .swift, threads: threads, lifetimeRange: range, variant: variant, SampleStatistics(steps.map(\.x)))
                record(.spawn, .swift, threads: threads, lifetimeRange: range, variant: variant, SampleStatistics(steps.map(\.y)))
                record(.kill, .swift, threads: threads, lifetimeRange: range, variant: variant, SampleStatistics(steps.map(\.z)))
            }
        }

        // Each mode's build and the copy of as many bytes, interleaved so that drift affects
        // them alike.
        let copy = CopyBaseline(count: system.particleCount)
        var copies = [Int: [Double]]()
        for mode in Self.renderModes {
            progress("\(label) particles: \(mode.rawValue) batch…")
            system.reconfigure(program: SteadyStateEmitter.program(count: count, renderMode: mode))
            for threads in options.threadCounts {
                let samples = plan.samples { () -> SIMD2<Double> in
                    let built = MeasurementPlan.nanoseconds(per: system.particleCount) {
                        batch.build(from: system.frame, appearances: SteadyStateEmitter.appearances, threads: threads)
                    }
                    return [built, copy.copy(threads: threads)]
                }
                record(.batch, .swift, threads: threads, renderMode: mode, SampleStatistics(samples.map(\.x)))
                copies[threads, default: []] += samples.map(\.y)
            }
        }
        for threads in options.threadCounts {
            record(.batch, .copy, threads: threads, SampleStatistics(copies[threads] ?? []))
        }

        let finalStore = system.store(ofCell: 0)
        let first = finalStore.count > 0 ? finalStore.particle(at: 0, now: system.localTime ?? 0) : nil
        let checksum = Double((first?.position.sum() ?? 0) + (first?.age ?? 0)) + Double(batch.instances.first?.centerX ?? 0)
        let use = MemoryUse(
            count: count, storeBytesPerParticle: ParticleStore.bytesPerParticle, residentBytesPerParticle: resident,
            peakResidentBytes: ResidentMemory.peak())
        return (records, use, checksum)
    }
}
