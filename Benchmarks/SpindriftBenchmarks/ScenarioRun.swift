import Spindrift
import SpindriftPlayback

/// A configuration's frames timed on one thread count: each 60 Hz frame steps every layer,
/// then builds its batch, or with ``gpuResident`` the GPU-resident path's CPU work (each
/// frame's births into the rings, and the CPU batch of the cells that cannot take the path).
/// What `--scenario` and the sweep's presets time.
struct ScenarioRun {
    /// One timed frame: its step, its batch and the step's kill and spawn, and the particles
    /// alive after it (at least 1).
    struct Frame {
        var step: Duration, batch: Duration, kill: Duration, spawn: Duration
        var particles: Int

        /// Nanoseconds per particle of `phase`'s time in this frame (the frame: step + batch).
        func nanosecondsPerParticle(_ phase: BenchmarkPhase) -> Double {
            let time: Duration = switch phase {
            case .kill: kill
            case .spawn: spawn
            case .step: step
            case .batch: batch
            case .frame: step + batch
            }
            return time.nanoseconds / Double(particles)
        }
    }

    /// The timed frames.
    var frames: [Frame]
    /// Particles alive after the last frame, all cells together.
    var particles: Int
    /// With ``gpuResident``, the cells the CPU batch still drew at the end, each as `path
    /// (reason)`; nil without it.
    var cpuBatchCells: [String]?
    /// A sum over the batches, so that no timed work can be optimised away.
    var checksum: Double

    /// Fewest timed frames a run with a time budget keeps.
    static let minimumFrames = 3

    /// Runs `program` on `threads` threads: `warmUps` untimed frames, then `frames` timed
    /// ones, or with a `budget` fewer once the timed frames have taken that long (at least
    /// ``minimumFrames``).
    init(program: SceneProgram, threads: Int, warmUps: Int, frames count: Int, budget: Duration? = nil, gpuResident: Bool) {
        let system = SceneSystem(program: program)
        system.threads = threads
        system.advance(by: 0)
        let appearances = Self.appearances(of: program)
        var batches = [RenderBatch](repeating: RenderBatch(), count: program.layers.count)
        let residents = gpuResident ? program.layers.map { _ in ResidentLayer() } : []
        let clock = ContinuousClock()
        func frame() -> Frame {
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
            return Frame(
                step: step, batch: built, kill: phases.reduce(.zero) { $0 + $1.0 }, spawn: phases.reduce(.zero) { $0 + $1.1 },
                particles: max(system.particleCount, 1))
        }
        for _ in 0..<warmUps { _ = frame() }
        var timed: [Frame] = []
        var spent = Duration.zero
        while timed.count < count, timed.count < Self.minimumFrames || budget.map({ spent < $0 }) ?? true {
            timed.append(frame())
            spent += timed[timed.count - 1].step + timed[timed.count - 1].batch
        }
        frames = timed
        particles = system.particleCount
        cpuBatchCells = residents.isEmpty ? nil : residents.indices.flatMap { layer in
            zip(residents[layer].paths, system.systems[layer].frame.cells).compactMap { path, cell in
                guard case .cpuBatch(let reason) = path else { return nil }
                return "\(cell.compiled.path) (\(reason.rawValue))"
            }
        }
        checksum = batches.reduce(0) { $0 + Double($1.instanceCount) + Double($1.instances.first?.centerX ?? 0) }
    }

    /// The statistics of `phase` over the frames, in nanoseconds per particle of each frame
    /// (the emitter may still grow).
    func statistics(_ phase: BenchmarkPhase) -> SampleStatistics {
        SampleStatistics(frames.map { $0.nanosecondsPerParticle(phase) })
    }

    /// How a real configuration's cells are drawn in a benchmark, layer by layer: one 32-point texture each
    /// (the batch's cost does not depend on the image).
    static func appearances(of program: SceneProgram) -> [[SpriteAppearance?]] {
        program.layers.map { layer in
            layer.cells.map { cell in cell.draws ? SpriteAppearance(texture: cell.index, size: [32, 32]) : nil }
        }
    }
}
