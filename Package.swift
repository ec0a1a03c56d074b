// swift-tools-version:6.0
import Foundation
import PackageDescription

// The core's SIMD kernels are compiled for the build machine's CPU (its widest vector
// instructions instead of SSE2, as the C baseline gets). `SPINDRIFT_PORTABLE=1 swift build …`
// turns it off, for binaries that must run on other CPUs. Spindrift is an application: the
// unsafe flags stop other packages from depending on it by version, which is acceptable here.
let native = ProcessInfo.processInfo.environment["SPINDRIFT_PORTABLE"] != "1"
// Where the build machine has AVX, the render batch and the GPU-resident rings turn eight
// particles' lanes into sprites and records with its shuffles (`LaneTranspose`): Swift has no
// shuffle of its own to ask for.
let cpuFlags = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
    .split(separator: "\n").first { $0.hasPrefix("flags") }?.split(separator: " ") ?? []
let avx = native && cpuFlags.contains("avx")
// Square roots never set errno: Swift's `squareRoot()` goes through C's `sqrt`, which with
// errno kept is an instruction and a library call for negative arguments, one lane at a time;
// without, eight lanes take one instruction. A square root rounds correctly either way.
let coreSettings: [SwiftSetting] = native
    ? [.unsafeFlags(["-Xcc", "-march=native", "-Xcc", "-fno-math-errno"])] + (avx ? [.define("SPINDRIFT_AVX")] : []) : []
// The engine's debug build is optimised, its assertions kept: unoptimised, its births made
// eight at a time in SIMD lanes go through the generic SIMD operations lane by lane, several
// times slower than one at a time, and the tests create millions of particles.
let debugSpeed: [SwiftSetting] = [.unsafeFlags(["-O", "-assert-config", "Debug"], .when(configuration: .debug))]

let package = Package(
    name: "Spindrift",
    products: [
        .library(name: "Spindrift", targets: ["Spindrift"]),
        .executable(name: "spindrift", targets: ["spindrift"]),
        .executable(name: "spindrift-bench", targets: ["spindrift-bench"]),
        .executable(name: "spindrift-fuzz", targets: ["spindrift-fuzz"]),
    ],
    targets: [
        // The core in three layers, each depending only on the one below: what a description
        // says (Codable value types and their property tables), the engine that simulates it
        // (program, spawning, store, kernels, systems), and the render batch. A reference to
        // a higher layer does not compile.
        .target(name: "SpindriftDescription", swiftSettings: coreSettings),
        .target(name: "SpindriftEngine", dependencies: ["SpindriftDescription"], swiftSettings: coreSettings + debugSpeed),
        .target(name: "Spindrift", dependencies: ["SpindriftEngine"], swiftSettings: coreSettings),
        .systemLibrary(
            name: "CSDL2", pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-image-dev", "libsdl2-ttf-dev", "libgl-dev"])]),
        .target(name: "SpindriftPlayback", dependencies: ["Spindrift"]),
        .target(name: "SpindriftSDL", dependencies: ["Spindrift", "SpindriftPlayback", "CSDL2"]),
        // Arguments, errors and asset lookup: shared by the command line and the benchmark
        // runner, which must not link SDL.
        .target(name: "SpindriftArguments", dependencies: ["Spindrift"]),
        .target(name: "SpindriftCommandLine", dependencies: ["Spindrift", "SpindriftArguments", "SpindriftPlayback", "SpindriftSDL"]),
        .executableTarget(name: "spindrift", dependencies: ["SpindriftCommandLine"]),
        // The fuzzer runs the `spindrift` binary as a subprocess; of the engine it uses only
        // the random number generator.
        .target(name: "SpindriftFuzz", dependencies: ["Spindrift"]),
        .executableTarget(name: "spindrift-fuzz", dependencies: ["SpindriftFuzz"]),
        .testTarget(name: "SpindriftTests", dependencies: ["Spindrift", "SpindriftTestSupport"]),
        .testTarget(name: "SpindriftPlaybackTests", dependencies: ["SpindriftPlayback", "SpindriftTestSupport"]),
        // What several test targets share: running a child process, scratch folders.
        .target(name: "SpindriftTestSupport", path: "Tests/SpindriftTestSupport"),
        .testTarget(
            name: "SpindriftSDLTests",
            dependencies: ["SpindriftSDL", "SpindriftPlayback", "SpindriftCommandLine", "CSDL2", "SpindriftTestSupport"]),
        .testTarget(name: "SpindriftCommandLineTests", dependencies: ["SpindriftCommandLine", "SpindriftFuzz", "SpindriftTestSupport"]),
        // The C baseline and the bandwidth probes, optimised for the build machine; without
        // contraction so that C rounds exactly as Swift does (Swift never fuses a·b + c).
        .target(
            name: "CParticleKernels", path: "Benchmarks/CParticleKernels",
            cSettings: [.unsafeFlags(["-O3", "-march=native", "-ffp-contract=off"])]),
        .target(
            name: "SpindriftBenchmarks", dependencies: ["Spindrift", "SpindriftArguments", "SpindriftPlayback", "CParticleKernels"],
            path: "Benchmarks/SpindriftBenchmarks", swiftSettings: native ? [.define("SPINDRIFT_NATIVE")] : []),
        .executableTarget(
            name: "spindrift-bench", dependencies: ["SpindriftBenchmarks"], path: "Benchmarks/spindrift-bench"),
        .testTarget(
            name: "SpindriftBenchmarksTests", dependencies: ["SpindriftBenchmarks", "CParticleKernels", "SpindriftTestSupport"]),
    ]
)
