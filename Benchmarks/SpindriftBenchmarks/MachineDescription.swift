import Foundation

/// The machine a benchmark ran on.
public struct MachineDescription: Codable, Equatable, Sendable {
    /// The CPU model, from `/proc/cpuinfo` (or `unknown`).
    public var cpu: String
    /// Logical cores available to the process.
    public var cores: Int
    /// Physical memory in bytes.
    public var memoryBytes: UInt64
    /// The Swift compiler that built the runner, such as `6.3`.
    public var swiftVersion: String
    /// The operating system, such as `Linux 6.1.0`.
    public var operatingSystem: String
    /// How the core was compiled: `native` (the default: for the build machine's CPU) or
    /// `portable` (`SPINDRIFT_PORTABLE=1`: baseline x86-64 or arm64 SIMD).
    public var build: String

    /// A description with every value given.
    public init(
        cpu: String, cores: Int, memoryBytes: UInt64, swiftVersion: String, operatingSystem: String, build: String
    ) {
        self.cpu = cpu
        self.cores = cores
        self.memoryBytes = memoryBytes
        self.swiftVersion = swiftVersion
        self.operatingSystem = operatingSystem
        self.build = build
    }

    /// The machine this process runs on.
    public static func current() -> MachineDescription {
        let info = ProcessInfo.processInfo
        let version = info.operatingSystemVersion
        return MachineDescription(
            cpu: cpuModel(), cores: info.activeProcessorCount, memoryBytes: info.physicalMemory,
            swiftVersion: compilerVersion,
            operatingSystem: "Linux \(version.majorVersion).\(version.minorVersion).\(version.patchVersion)",
            build: buildKind)
    }

    /// One line for table headers: `AMD EPYC, 2 cores, 23 GiB, Swift 6.3, Linux 6.1.0, native build`.
    public var summary: String {
        "\(cpu), \(cores) cores, \(memoryBytes >> 30) GiB, Swift \(swiftVersion), \(operatingSystem), \(build) build"
    }

    private static func cpuModel() -> String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
              let colon = line.firstIndex(of: ":")
        else { return "unknown" }
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }

    private static var buildKind: String {
        #if SPINDRIFT_NATIVE
        return "native"
        #else
        return "portable"
        #endif
    }

    // The compiler is known only at build time; the ladder names the newest it passes.
    private static var compilerVersion: String {
        #if compiler(>=6.4)
        return "6.4 or later"
        #elseif compiler(>=6.3)
        return "6.3"
        #elseif compiler(>=6.2)
        return "6.2"
        #elseif compiler(>=6.1)
        return "6.1"
        #else
        return "6.0"
        #endif
    }
}
