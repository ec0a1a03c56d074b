import Foundation
import Spindrift
import SpindriftArguments
import SpindriftPlayback

/// The sweep's presets: each built-in description as users run it, scaled to a number of live
/// particles (``BenchmarkOptions/presetTarget``), pre-warmed to its steady state, then timed
/// end to end per frame (``ScenarioRun``) on every thread count, on the CPU batch and on the
/// GPU-resident path. The steady states measure one cell; these, what users run: spread
/// lifetimes, animations, sub-cells, forces, several layers.
struct PresetSweep {
    /// The presets, by name, in the order to time them.
    var names: [String]
    /// What to run.
    var options: BenchmarkOptions
    /// Where the presets are found.
    var assets: AssetLocator
    /// Receives progress lines.
    var progress: (String) -> Void

    /// The names `options` asks for (every preset when it names none), each checked against
    /// the presets `assets` has.
    static func names(in options: BenchmarkOptions, assets: AssetLocator) throws(BenchmarkError) -> [String] {
        let known = assets.presetNames
        guard let asked = options.presets else { return known }
        if let unknown = asked.first(where: { !known.contains($0) }) {
            throw .usage(.invalidValue(
                option: "--presets", value: unknown, expected: "all, none or preset names: " + known.joined(separator: ", ")))
        }
        return asked
    }

    /// Times every preset; returns their records (step, batch and frame on the CPU batch;
    /// batch and frame on the GPU-resident path, whose render mode says so) and a checksum.
    func run() throws(BenchmarkError) -> (records: [BenchmarkRecord], checksum: Double) {
        var records: [BenchmarkRecord] = []
        var checksum = 0.0
        for name in names {
            let scene: Scene, base: Double
            do {
                scene = try assets.loadScene(name).scene
                base = CapacitySearch.baseCount(of: try SceneProgram(scene: scene, source: name).layers)
            } catch {
                throw .scenario("\(error)")
            }
            guard base >= 1, base.isFinite else { throw .scenario("\(name) keeps no particles alive: there is nothing to scale") }
            let program = try calibrated(scene, name: name, estimate: Double(options.presetTarget) / base)
            let mode = scene.layers[0].renderMode.rawValue
            for threads in options.threadCounts {
                for gpuResident in [false, true] {
                    progress("preset \(name): up to \(options.presetFrames) frames on \(threads) thread(s)"
                        + (gpuResident ? ", GPU-resident…" : "…"))
                    let run = ScenarioRun(
                        program: program, threads: threads, warmUps: Self.warmUps, frames: options.presetFrames,
                        budget: Self.budget, gpuResident: gpuResident)
                    checksum += run.checksum
                    let phases: [BenchmarkPhase] = gpuResident ? [.batch, .frame] : [.step, .batch, .frame]
                    for phase in phases {
                        records.append(BenchmarkRecord(
                            phase: phase, implementation: .swift, threads: threads, count: run.particles,
                            renderMode: phase == .step ? nil : mode + (gpuResident ? " gpu-resident" : ""), preset: name,
                            statistics: run.statistics(phase)))
                    }
                }
            }
        }
        return (records, checksum)
    }

    /// Untimed frames before each run's timed ones: a preset is pre-warmed, so these only
    /// warm the caches and let the store and batch reach their sizes.
    static let warmUps = 3
    /// Time a run's frames may take before it stops short of ``BenchmarkOptions/presetFrames``
    /// (at least ``ScenarioRun/minimumFrames`` are timed): a preset whose frame takes a
    /// tenth of a second at the count is not kept at it for minutes.
    static let budget = Duration.milliseconds(500)

    /// Particles the first calibration probe aims at, by the estimate: enough to count a
    /// steady state by, few enough to pre-warm at once.
    static let probeParticles = 10_000.0
    /// Pre-warmed probes at most, the last one kept whatever its count.
    static let probes = 6
    /// How much a probe with no particle alive grows the scale.
    static let emptyProbeGrowth = 10.0
    /// How far from the target a probe's count may be, as a fraction of it.
    static let tolerance = 0.1

    /// `scene` scaled to about ``BenchmarkOptions/presetTarget`` particles and pre-warmed,
    /// the scale found by pre-warmed probes from `estimate` (from an upper bound of each
    /// cell's particles, which can be far off, as with sub-cells' bursts).
    ///
    /// The layer's birth rate multiplies every cell's, sub-cells' too, so the particles grow
    /// with the scale to a power from 1 (top-level cells) to the depth of the cells' nesting.
    /// A first step up takes the depth as the power, so that it cannot pass the target (more
    /// particles, more memory); a first step down takes 1, which may fall below the target
    /// but never grows. Later steps take the power measured between the last two probes. A
    /// probe's cap, twice the target, bounds its memory.
    private func calibrated(_ scene: Scene, name: String, estimate: Double) throws(BenchmarkError) -> SceneProgram {
        let target = Double(options.presetTarget)
        let cap = Int(min(Double(EmitterLayer.maxParticlesLimit), 2 * target))
        let depth = Double(scene.layers.map { Self.depth(of: $0.emitterCells) }.max() ?? 1)
        var scale = estimate * min(1, Self.probeParticles / target)
        var previous: (scale: Double, count: Double)?
        var program = try scaled(scene, name: name, by: scale, atMost: cap)
        for probe in 1...Self.probes {
            let system = SceneSystem(program: program)
            system.advance(by: 0)
            let count = Double(system.particleCount)
            guard abs(count / target - 1) > Self.tolerance, probe < Self.probes else { break }
            guard count > 0 else {
                // Too few births to have one alive at the pre-warmed time: no power to go by.
                scale *= Self.emptyProbeGrowth
                program = try scaled(scene, name: name, by: scale, atMost: cap)
                continue
            }
            var power = count < target ? depth : 1
            if let previous, previous.count != count, previous.scale != scale {
                power = min(depth, max(1, log(count / previous.count) / log(scale / previous.scale)))
            }
            previous = (scale, count)
            scale *= pow(target / count, 1 / power)
            program = try scaled(scene, name: name, by: scale, atMost: cap)
        }
        return program
    }

    private func scaled(_ scene: Scene, name: String, by scale: Double, atMost cap: Int) throws(BenchmarkError) -> SceneProgram {
        do {
            return try scene.scaledToSteadyState(by: scale, atMost: cap, source: "\(name) × \(fixed(scale))")
        } catch {
            throw .scenario(error.description)
        }
    }

    /// The deepest nesting of `cells` and their sub-cells: 1 for cells without any.
    private static func depth(of cells: [EmitterCell]) -> Int {
        cells.map { 1 + depth(of: $0.emitterCells) }.max() ?? 0
    }
}
