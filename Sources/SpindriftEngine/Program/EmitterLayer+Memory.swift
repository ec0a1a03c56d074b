import Foundation

extension EmitterLayer {
    /// The memory particles may use on this machine, in bytes: its physical memory, or the
    /// control group's `memory.max` when that is lower (read once).
    public static let availableMemory: UInt64 = {
        var memory = ProcessInfo.processInfo.physicalMemory
        if let text = try? String(contentsOfFile: "/sys/fs/cgroup/memory.max", encoding: .utf8),
           let limit = UInt64(text.trimmingCharacters(in: .whitespacesAndNewlines)), limit > 0 {
            memory = min(memory, limit)
        }
        return memory
    }()

    /// The problem, at ``maxParticles``, when the particles the layer can keep alive,
    /// min(``maxParticles``, `steadyStateNeed`) × ``ParticleStore/bytesPerParticle``, exceed
    /// `memory` bytes; nil when they fit.
    ///
    /// - Parameter steadyStateNeed: an upper bound of the particles alive at once, all cells
    ///   together (``EmitterProgram/steadyStateNeed``).
    package func memoryProblem(
        steadyStateNeed: Double, memory: UInt64 = EmitterLayer.availableMemory
    ) -> ConfigurationError.Problem? {
        let particles = min(Double(maxParticles), steadyStateNeed.isNaN ? Double(maxParticles) : steadyStateNeed)
        guard let shortfall = Self.memoryShortfall(particles: particles, memory: memory) else { return nil }
        return .init(
            path: "maxParticles",
            reason: shortfall + "; lower maxParticles (got \(maxParticles)) or the birth rates and lifetimes")
    }

    /// "N particles of B bytes need X GB, more than this machine's memory (Y GB)" when
    /// `particles` do not fit in `memory` bytes; nil when they fit.
    static func memoryShortfall(particles: Double, memory: UInt64) -> String? {
        let bytes = particles * Double(ParticleStore.bytesPerParticle)
        guard bytes > Double(memory) else { return nil }
        return "\(Int(particles)) particles of \(ParticleStore.bytesPerParticle) bytes need "
            + "\(Self.gigabytes(bytes)), more than this machine's memory (\(Self.gigabytes(Double(memory))))"
    }

    private static func gigabytes(_ bytes: Double) -> String {
        String(format: "%.1f GB", bytes / 1e9)
    }
}
