import Spindrift
import SpindriftArguments
import SpindriftPlayback

/// `--scenario`: a real configuration (one layer or a scene, or the built-in
/// ``TunnelScenario``) timed end to end, one step and one batch build per layer per 60 Hz
/// frame, at a count scale applied to every layer.
struct ScenarioBenchmark {
    /// What to run.
    var options: BenchmarkOptions
    /// Where presets are found.
    var assets: AssetLocator
    /// Receives progress lines.
    var progress: (String) -> Void

    /// Times ``BenchmarkOptions/frames`` frames on each thread count.
    func run(name: String) throws(BenchmarkError) -> BenchmarkReport {
        var scene: Scene
        if name == TunnelScenario.name {
            scene = TunnelScenario.scene()
        } else {
            do {
                scene = try assets.loadScene(name).scene
            } catch {
                throw .scenario(error.description)
            }
        }
        scene = scene.scaled(by: options.scale)
        let program: SceneProgram
        do {
            program = try SceneProgram(scene: scene, source: "\(name) × \(options.scale)")
        } catch {
            throw .scenario("\(name) × \(options.scale) is not valid: \(error.problems[0])")
        }
        let appearances = Self.appearances(of: program)
        var results: [BenchmarkRecord] = []
        var frameMilliseconds: [Int: SampleStatistics] = [:]
        var particles = 0
        var cpuBatchCells: [String]?
        var checksum = 0.0
        for threads in options.threadCounts {
            progress("scenario \(name): \(options.frames) frames on \(threads) thread(s)…")
            let system = SceneSystem(program: program)
            system.threads = threads
            system.advance(by: 0)
            var batches = [RenderBatch](repeating: RenderBatch(), count: program.layers.count)
            let residents = options.gpuResident ? program.layers.map { _ in ResidentLayer() } : []
            let clock = ContinuousClock()
            // Each frame's times are per particle of that frame: the emitter may still grow.
            let frame = { () -> (step: Duration, batch: Duration, kill: Duration, spawn: Duration, particles: Int) in
                let before = system.systems.map(\.phaseTimes)
                let step = clock.measure { system.advance(by: SteadyStateEmitter.step) }
                let phases = zip(before, system.systems.map(\.phaseTimes)).map { ($1.kill - $0.kill, $1.spawn - $0.spawn) }
                let built = clock.measure {
                    for layer in batches.indices {
                        var drawn = appearances[layer]
                        if !residents.isEmpty {
                            residents[layer].update(from: system.systems[layer], appearances: drawn)
                            drawn = residents[layer].batchAppearances
                            residents[layer].markUploaded()
                        }
                        batches[layer].build(from: system.systems[layer].frame, appearances: drawn, threads: threads)
                    }
                }
                return (step, built, phases.reduce(.zero) { $0 + $1.0 }, phases.reduce(.zero) { $0 + $1.1 },
                        max(system.particleCount, 1))
            }
            for _ in 0..<options.plan.warmUps * 10 { _ = frame() }
            let frames = (0..<options.frames).map { _ in frame() }
            particles = system.particleCount
            if !residents.isEmpty {
                cpuBatchCells = residents.indices.flatMap { layer in
                    zip(residents[layer].paths, system.systems[layer].frame.cells).compactMap { path, cell in
                        guard case .cpuBatch(let reason) = path else { return nil }
                        return "\(cell.compiled.path) (\(reason.rawValue))"
                    }
                }
            }
            for batch in batches { checksum += Double(batch.instanceCount) + Double(batch.instances.first?.centerX ?? 0) }
            let phases: [(BenchmarkPhase, String?, (Duration, Duration, Duration, Duration) -> Duration)] = [
                (.kill, nil, { _, _, kill, _ in kill }), (.spawn, nil, { _, _, _, spawn in spawn }),
                (.step, nil, { step, _, _, _ in step }),
                (.batch, scene.layers[0].renderMode.rawValue + (residents.isEmpty ? "" : " gpu-resident"), { _, batch, _, _ in batch }),
                (.frame, nil, { step, batch, _, _ in step + batch }),
            ]
            for (phase, renderMode, time) in phases {
                results.append(BenchmarkRecord(
                    phase: phase, implementation: .swift, threads: threads, count: particles, renderMode: renderMode,
                    statistics: SampleStatistics(frames.map {
                        time($0.step, $0.batch, $0.kill, $0.spawn).nanoseconds / Double($0.particles)
                    })))
            }
            frameMilliseconds[threads] = SampleStatistics(frames.map { ($0.step + $0.batch).nanoseconds / 1e6 })
        }
        return BenchmarkReport(
            machine: .current(), quick: options.quick, batchBytesPerParticle: CopyBaseline.bytesPerParticle, bandwidth: [], memory: [],
            results: results,
            scenario: ScenarioSummary(
                name: name, scale: options.scale, frames: options.frames, particles: particles,
                frameMilliseconds: frameMilliseconds, gpuResident: options.gpuResident, cpuBatchCells: cpuBatchCells),
            checksum: checksum)
    }

    /// How a real configuration's cells are drawn in a benchmark, layer by layer: one 32-point texture each
    /// (the batch's cost does not depend on the image).
    static func appearances(of program: SceneProgram) -> [[SpriteAppearance?]] {
        program.layers.map { layer in
            layer.cells.map { cell in cell.draws ? SpriteAppearance(texture: cell.index, size: [32, 32]) : nil }
        }
    }
}
