// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Spindrift",
    products: [
        .library(name: "Spindrift", targets: ["Spindrift"]),
        .executable(name: "spindrift", targets: ["spindrift"]),
    ],
    targets: [
        .target(name: "Spindrift"),
        .target(name: "SpindriftCommandLine", dependencies: ["Spindrift"]),
        .executableTarget(name: "spindrift", dependencies: ["SpindriftCommandLine"]),
        .testTarget(name: "SpindriftTests", dependencies: ["Spindrift"]),
        .testTarget(name: "SpindriftCommandLineTests", dependencies: ["SpindriftCommandLine"]),
    ]
)
