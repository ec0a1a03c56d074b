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
        var results: [BenchmarkRecord] = []
        var frameMilliseconds: [Int: SampleStatistics] = [:]
        var particles = 0
        var cpuBatchCells: [String]?
        var checksum = 0.0
        for threads in options.threadCounts {
            progress("scenario \(name): \(options.frames) frames on \(threads) thread(s)…")
            let run = ScenarioRun(
                program: program, threads: threads, warmUps: options.plan.warmUps * 10, frames: options.frames,
                gpuResident: options.gpuResident)
            (particles, cpuBatchCells) = (run.particles, run.cpuBatchCells)
            checksum += run.checksum
            let batchMode = scene.layers[0].renderMode.rawValue + (options.gpuResident ? " gpu-resident" : "")
            for phase in [BenchmarkPhase.kill, .spawn, .step, .batch, .frame] {
                results.append(BenchmarkRecord(
                    phase: phase, implementation: .swift, threads: threads, count: particles,
                    renderMode: phase == .batch ? batchMode : nil, statistics: run.statistics(phase)))
            }
            frameMilliseconds[threads] = SampleStatistics(run.frames.map { ($0.step + $0.batch).nanoseconds / 1e6 })
        }
        return BenchmarkReport(
            machine: .current(), quick: options.quick, batchBytesPerParticle: CopyBaseline.bytesPerParticle, bandwidth: [], memory: [],
            results: results,
            scenario: ScenarioSummary(
                name: name, scale: options.scale, frames: options.frames, particles: particles,
                frameMilliseconds: frameMilliseconds, gpuResident: options.gpuResident, cpuBatchCells: cpuBatchCells),
            checksum: checksum)
    }
}
