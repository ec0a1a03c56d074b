import Foundation

extension EmitterLayer {
    /// The memory particles may use, in bytes: the least of the machine's physical memory,
    /// the control group's `memory.max`, and what the address-space and data limits
    /// (`ulimit -v`, `ulimit -d`) leave (read once).
    public static var availableMemory: UInt64 { memoryLimit.bytes }

    /// ``availableMemory`` and what sets it, in words, as the memory check names it.
    static let memoryLimit: (bytes: UInt64, name: String) = {
        let cgroup = (try? String(contentsOfFile: "/sys/fs/cgroup/memory.max", encoding: .utf8))
            .flatMap { UInt64($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        func resource(_ kind: __rlimit_resource_t) -> UInt64? {
            var limit = rlimit()
            guard getrlimit(kind, &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
            return UInt64(limit.rlim_cur)
        }
        return memoryLimit(
            physical: ProcessInfo.processInfo.physicalMemory, cgroup: cgroup,
            addressSpace: resource(__rlimit_resource_t(RLIMIT_AS.rawValue)).map { ($0, kilobytes("VmSize", in: status)) },
            data: resource(__rlimit_resource_t(RLIMIT_DATA.rawValue)).map { ($0, kilobytes("VmData", in: status)) })
    }()

    /// The least of `physical` memory, the `cgroup` limit, and the room the `addressSpace`
    /// and `data` limits leave above what is `used` of them, in bytes, with its name. A
    /// growing store holds its old columns while it copies them into larger ones (up to
    /// twice as large), and threads map their stacks later, so particles may take half of
    /// that room. A `cgroup` limit of 0 is no limit.
    package static func memoryLimit(
        physical: UInt64, cgroup: UInt64?, addressSpace: (limit: UInt64, used: UInt64)?, data: (limit: UInt64, used: UInt64)?
    ) -> (bytes: UInt64, name: String) {
        func room(_ limit: (limit: UInt64, used: UInt64)?) -> UInt64? {
            limit.map { $0.limit > $0.used ? ($0.limit - $0.used) / 2 : 0 }
        }
        let candidates: [(UInt64?, String)] = [
            (physical, "this machine's memory"),
            (cgroup.flatMap { $0 > 0 ? $0 : nil }, "the control group's memory.max"),
            (room(addressSpace), "what the address-space limit (ulimit -v) leaves for particles"),
            (room(data), "what the data-segment limit (ulimit -d) leaves for particles"),
        ]
        return candidates.compactMap { bytes, name in bytes.map { ($0, name) } }.min { $0.0 < $1.0 }!
    }

    /// The `NAME:  N kB` line of /proc/self/status in bytes; 0 when absent.
    private static func kilobytes(_ name: String, in status: String) -> UInt64 {
        let line = status.split(separator: "\n").first { $0.hasPrefix(name + ":") }
        return line.flatMap { UInt64($0.dropFirst(name.count + 1).split(separator: " ").first ?? "") }.map { $0 * 1024 } ?? 0
    }

    /// The most bytes one of the layer's particles occupies: a sub-cell's
    /// (``ParticleStore/nestedBytesPerParticle``) when it has sub-cells, else a top-level
    /// particle's (``ParticleStore/bytesPerParticle``).
    package var bytesPerParticle: Int {
        emitterCells.contains { !$0.emitterCells.isEmpty } ? ParticleStore.nestedBytesPerParticle : ParticleStore.bytesPerParticle
    }

    /// The problem, at ``maxParticles``, when the particles the layer can keep alive,
    /// min(``maxParticles``, `steadyStateNeed`) × ``bytesPerParticle``, exceed `memory` bytes;
    /// nil when they fit.
    ///
    /// - Parameter steadyStateNeed: an upper bound of the particles alive at once, all cells
    ///   together (``EmitterProgram/steadyStateNeed``).
    package func memoryProblem(
        steadyStateNeed: Double, memory: UInt64 = EmitterLayer.availableMemory
    ) -> ConfigurationError.Problem? {
        let particles = min(Double(maxParticles), steadyStateNeed.isNaN ? Double(maxParticles) : steadyStateNeed)
        guard let shortfall = Self.memoryShortfall(particles: particles, bytesPerParticle: bytesPerParticle, memory: memory) else {
            return nil
        }
        return .init(
            path: "maxParticles",
            reason: shortfall + "; lower maxParticles (got \(maxParticles)) or the birth rates and lifetimes")
    }

    /// "N particles of B bytes need X GB, more than this machine's memory (Y GB)" when
    /// `particles` of `bytesPerParticle` do not fit in `memory` bytes (naming the limit that
    /// sets ``availableMemory`` when `memory` is that); nil when they fit.
    static func memoryShortfall(particles: Double, bytesPerParticle: Int, memory: UInt64) -> String? {
        let bytes = particles * Double(bytesPerParticle)
        guard bytes > Double(memory) else { return nil }
        let name = memory == memoryLimit.bytes ? memoryLimit.name : "this machine's memory"
        return "\(Int(particles)) particles of \(bytesPerParticle) bytes need "
            + "\(Self.gigabytes(bytes)), more than \(name) (\(Self.gigabytes(Double(memory))))"
    }

    private static func gigabytes(_ bytes: Double) -> String {
        String(format: "%.1f GB", bytes / 1e9)
    }
}
