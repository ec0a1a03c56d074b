import Foundation
import SpindriftBenchmarks
import SpindriftTestSupport
import Testing

/// `Tests/Shims/allocation-counter.c` built with `cc` into a temporary folder.
private func buildShim() throws -> String {
    let folder = try makeScratchFolder()
    let library = folder.appendingPathComponent("libcount.so").path
    let source = root.appendingPathComponent("Tests/Shims/allocation-counter.c").path
    let (status, output) = try runChildProcess("/usr/bin/cc", ["-shared", "-fPIC", "-O2", "-o", library, source])
    try #require(status == 0, "cc failed: \(output)")
    return library
}

@Suite("Heap allocations in steady state")
struct AllocationTests {
    @Test("simulating (an animated rate and nested cells too), building batches (every render mode, 1 and 2 threads) and seeking allocate nothing per frame")
    func noAllocationPerFrame() throws {
        let (status, output) = try runChildProcess(
            try release("spindrift-bench"), ["--allocations"], environment: ["LD_PRELOAD": try buildShim()])
        #expect(status == 0, "\(output)")
        let lines = output.split(separator: "\n").filter { $0.contains("allocations in") }
        #expect(lines.count == 13 + 2 * SteadyStateEmitter.Variant.allCases.count, "\(output)")
        for line in lines {
            #expect(line.contains(": 0 allocations in"), "\(line)")
        }
    }

    /// A single layer, and a scene whose layers are faded, turned and clipped.
    static let descriptions: [[String]] = [
        ["snow"],
        ["campfire", "--set", "frame=[10,10,300,160]", "--set", "masksToBounds=true", "--set", "sublayers.fire.transform.rotation.z=0.2"],
    ]

    @Test("the window's steady frames allocate nothing outside SDL's drawing calls (simulate, batch, HUD)",
          arguments: descriptions)
    func windowFrames(description: [String]) throws {
        let (status, output) = try playWithShim(description, renderer: "sdl", driver: "dummy")
        try expectNoSteadyAllocations(status: status, output: output)
    }

    /// OpenGL on SDL's offscreen driver (EGL, Mesa's llvmpipe here); skipped, saying why,
    /// where no OpenGL 3.3 context can be made.
    @Test("the OpenGL window's steady frames allocate nothing outside the drawing calls", arguments: descriptions)
    func openGLWindowFrames(description: [String]) throws {
        let (status, output) = try playWithShim(description, renderer: "gl", driver: "offscreen")
        if status != 0, output.contains("OpenGL") {
            try Test.cancel("skipped: no OpenGL 3.3 through EGL here (\(output.trimmingCharacters(in: .whitespacesAndNewlines)))")
        }
        try expectNoSteadyAllocations(status: status, output: output)
    }

    /// Plays `description` for 150 frames (60 of them warming up) with `renderer` on SDL's
    /// `driver`, the counting shim preloaded.
    private func playWithShim(_ description: [String], renderer: String, driver: String) throws -> (Int32, String) {
        try runChildProcess(
            try release("spindrift"), ["play"] + description + ["--size", "320x180", "--quit-after-frames", "150", "--renderer", renderer],
            environment: ["LD_PRELOAD": try buildShim(), "SDL_VIDEODRIVER": driver, "SPINDRIFT_ASSETS": root.appendingPathComponent("assets").path])
    }

    /// Expects a successful run whose steady frames (more than 20) allocated nothing.
    private func expectNoSteadyAllocations(status: Int32, output: String) throws {
        #expect(status == 0, "\(output)")
        let line = try #require(output.split(separator: "\n").first { $0.hasPrefix("allocations: ") }, "\(output)")
        let numbers = line.split(separator: " ").compactMap { Int($0) }
        #expect(numbers.count == 2 && numbers[0] == 0 && numbers[1] > 20, "\(line)")
    }

    @Test("without the shim, --allocations says what is missing")
    func withoutShim() throws {
        let (status, output) = try runChildProcess(try release("spindrift-bench"), ["--allocations"])
        #expect(status == 1)
        #expect(output == "spindrift-bench: --allocations: no allocation counter: preload a shim that exports spindrift_allocations() (LD_PRELOAD)\n")
    }
}
