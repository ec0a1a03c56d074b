import Spindrift
import SpindriftArguments
import SpindriftPlayback

/// `--scenario`: a real configuration timed end to end, one step and one batch build per
/// 60 Hz frame, at a count scale.
struct ScenarioBenchmark {
    /// What to run.
    var options: BenchmarkOptions
    /// Where presets are found.
    var assets: AssetLocator
    /// Receives progress lines.
    var progress: (String) -> Void

    /// Times ``BenchmarkOptions/frames`` frames on each thread count.
    func run(name: String) throws(BenchmarkError) -> BenchmarkReport {
        var layer: EmitterLayer
        do {
            layer = try assets.loadLayer(name).layer
        } catch {
            throw .scenario(error.description)
        }
        layer = layer.scaled(by: options.scale)
        let program: EmitterProgram
        do {
            program = try EmitterProgram(layer: layer, source: "\(name) × \(options.scale)")
        } catch {
            throw .scenario("\(name) × \(options.scale) is not valid: \(error.problems[0])")
        }
        let appearances = Self.appearances(of: program)
        var results: [BenchmarkRecord] = []
        var frameMilliseconds: [Int: SampleStatistics] = [:]
        var particles = 0
        var checksum = 0.0
        for threads in options.threadCounts {
            progress("scenario \(name): \(options.frames) frames on \(threads) thread(s)…")
            let system = ParticleSystem(program: program)
            system.threads = threads
            system.advance(by: 0)
            var batch = RenderBatch()
            let clock = ContinuousClock()
            // Each frame's times are per particle of that frame: the emitter may still grow.
            let frame = { () -> (step: Duration, batch: Duration, particles: Int) in
                let step = clock.measure { system.advance(by: SteadyStateEmitter.step) }
                let built = clock.measure { batch.build(from: system.frame, appearances: appearances, threads: threads) }
                return (step, built, max(system.particleCount, 1))
            }
            for _ in 0..<options.plan.warmUps * 10 { _ = frame() }
            let frames = (0..<options.frames).map { _ in frame() }
            particles = system.particleCount
            checksum += Double(batch.instanceCount) + Double(batch.instances.first?.centerX ?? 0)
            results.append(BenchmarkRecord(
                phase: .step, implementation: .swift, threads: threads, count: particles,
                statistics: SampleStatistics(frames.map { $0.step.nanoseconds / Double($0.particles) })))
            results.append(BenchmarkRecord(
                phase: .batch, implementation: .swift, threads: threads, count: particles,
                renderMode: layer.renderMode.rawValue,
                statistics: SampleStatistics(frames.map { $0.batch.nanoseconds / Double($0.particles) })))
            frameMilliseconds[threads] = SampleStatistics(frames.map { ($0.step + $0.batch).nanoseconds / 1e6 })
        }
        return BenchmarkReport(
            machine: .current(), quick: options.quick, batchBytesPerParticle: CopyBaseline.bytesPerParticle, bandwidth: [], memory: [],
            results: results,
            scenario: ScenarioSummary(
                name: name, scale: options.scale, frames: options.frames, particles: particles,
                frameMilliseconds: frameMilliseconds),
            checksum: checksum)
    }

    /// How a real configuration's cells are drawn in a benchmark: one 32-point texture each
    /// (the batch's cost does not depend on the image).
    static func appearances(of program: EmitterProgram) -> [SpriteAppearance?] {
        program.cells.map { cell in cell.draws ? SpriteAppearance(texture: cell.index, size: [32, 32]) : nil }
    }
}
