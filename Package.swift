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
        .systemLibrary(
            name: "CSDL2", pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-image-dev", "libsdl2-ttf-dev"])]),
        .target(name: "SpindriftPlayback", dependencies: ["Spindrift"]),
        .target(name: "SpindriftSDL", dependencies: ["Spindrift", "SpindriftPlayback", "CSDL2"]),
        .target(name: "SpindriftCommandLine", dependencies: ["Spindrift", "SpindriftPlayback", "SpindriftSDL"]),
        .executableTarget(name: "spindrift", dependencies: ["SpindriftCommandLine"]),
        .testTarget(name: "SpindriftTests", dependencies: ["Spindrift"]),
        .testTarget(name: "SpindriftPlaybackTests", dependencies: ["SpindriftPlayback"]),
        .testTarget(name: "SpindriftSDLTests", dependencies: ["SpindriftSDL", "SpindriftPlayback", "SpindriftCommandLine", "CSDL2"]),
        .testTarget(name: "SpindriftCommandLineTests", dependencies: ["SpindriftCommandLine"]),
    ]
)
