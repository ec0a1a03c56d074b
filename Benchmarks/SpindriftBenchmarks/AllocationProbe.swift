import Foundation
import Spindrift
import SpindriftPlayback

/// Counts heap allocations over steady-state frames: the promise that a running emitter
/// allocates nothing per frame, checked rather than asserted.
///
/// The counter comes from a shim preloaded with `LD_PRELOAD` that wraps `malloc`, `calloc`,
/// `realloc`, `posix_memalign`, `aligned_alloc` and `memalign` and exports
/// `unsigned long spindrift_allocations(void)` (the test suite builds one with `cc`).
struct AllocationProbe {
    /// Particles alive in the steady state: enough for the step and the batch to use two
    /// threads.
    static let particles = 300_000
    /// Particles alive in the emitter that seeks: every jump makes all of them again.
    static let seekingParticles = 20_000
    /// Frames counted per phase.
    static let frames = 30
    /// Frames run first: a cycle of the animated rate's variant and more, whose store grows
    /// until its population has met its peak.
    static let warmUpFrames = Int(SteadyStateEmitter.rateCycle / SteadyStateEmitter.step) + frames

    /// The shim's count of allocations so far.
    let counter: AllocationCounter

    /// One line per phase and thread count: `PHASE threads N: A allocations in F frames`
    /// (stepping, the steady state's variants too, building batches in every render mode,
    /// seeking).
    func run() -> [String] {
        var lines: [String] = []
        for threads in [1, 2] {
            let system = SteadyStateEmitter.system(count: Self.particles)
            system.threads = threads
            var batch = RenderBatch()
            lines.append(line("step", threads) { system.advance(by: SteadyStateEmitter.step) })
            for variant in SteadyStateEmitter.Variant.allCases {
                let varied = SteadyStateEmitter.system(count: Self.particles, variant: variant)
                varied.threads = threads
                lines.append(line("step \(variant.rawValue)", threads) { varied.advance(by: SteadyStateEmitter.step) })
            }
            for mode in RenderMode.allCases {
                system.reconfigure(program: SteadyStateEmitter.program(count: Self.particles, renderMode: mode))
                lines.append(line("batch \(mode.rawValue)", threads) {
                    batch.build(from: system.frame, appearances: SteadyStateEmitter.appearances, threads: threads)
                })
            }
        }
        // Time run backward in `play` is a seek per frame: back and forth here.
        let seeking = SteadyStateEmitter.system(count: Self.seekingParticles)
        var later = true
        lines.append(line("seek", 1) {
            seeking.seek(to: later ? 1 : 0.5)
            later.toggle()
        })
        return lines
    }

    /// Runs `frame` to warm up, then counts the allocations of ``frames`` more.
    private func line(_ phase: String, _ threads: Int, _ frame: () -> Void) -> String {
        for _ in 0..<Self.warmUpFrames { frame() }
        let before = counter.count()
        for _ in 0..<Self.frames { frame() }
        let allocations = counter.count() - before
        return "\(phase) threads \(threads): \(allocations) allocations in \(Self.frames) frames"
    }
}
