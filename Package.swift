// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Spindrift",
    products: [
        .library(name: "Spindrift", targets: ["Spindrift"]),
        .executable(name: "spindrift", targets: ["spindrift"]),
        .executable(name: "spindrift-bench", targets: ["spindrift-bench"]),
    ],
    targets: [
        .target(name: "Spindrift"),
        .target(name: "SpindriftCommandLine", dependencies: ["Spindrift"]),
        .executableTarget(name: "spindrift", dependencies: ["SpindriftCommandLine"]),
        .testTarget(name: "SpindriftTests", dependencies: ["Spindrift"]),
        .testTarget(name: "SpindriftCommandLineTests", dependencies: ["SpindriftCommandLine"]),
        // The C baseline and the bandwidth probes, optimised for the build machine; without
        // contraction so that C rounds exactly as Swift does (Swift never fuses a·b + c).
        .target(
            name: "CParticleKernels", path: "Benchmarks/CParticleKernels",
            cSettings: [.unsafeFlags(["-O3", "-march=native", "-ffp-contract=off"])]),
        .target(
            name: "SpindriftBenchmarks", dependencies: ["Spindrift", "SpindriftCommandLine", "CParticleKernels"],
            path: "Benchmarks/SpindriftBenchmarks"),
        .executableTarget(
            name: "spindrift-bench", dependencies: ["SpindriftBenchmarks"], path: "Benchmarks/spindrift-bench"),
        .testTarget(
            name: "SpindriftBenchmarksTests", dependencies: ["SpindriftBenchmarks", "CParticleKernels"]),
    ]
)
