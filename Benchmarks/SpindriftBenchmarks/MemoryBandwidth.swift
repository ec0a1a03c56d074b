/// Memory bandwidths measured STREAM-style over arrays far larger than the caches, in
/// gigabytes (10⁹ bytes) per second, counting the bytes each kernel reads and writes.
public struct MemoryBandwidth: Codable, Equatable, Sendable {
    /// Threads the kernels ran on.
    public var threads: Int
    /// `a[i] = b[i]` over doubles: 16 bytes per element.
    public var copy: SampleStatistics
    /// `a[i] = b[i] + s·c[i]` over doubles: 24 bytes per element.
    public var triad: SampleStatistics
    /// `x[i] += v[i]·dt; v[i] += a·dt` in place over floats, a per-particle update's pattern:
    /// 16 bytes per element.
    public var readModifyWrite: SampleStatistics

    /// Bandwidths with every value given.
    public init(threads: Int, copy: SampleStatistics, triad: SampleStatistics, readModifyWrite: SampleStatistics) {
        self.threads = threads
        self.copy = copy
        self.triad = triad
        self.readModifyWrite = readModifyWrite
    }

    /// The floor the read-modify-write bandwidth sets for a kernel moving `bytes` per
    /// particle, in nanoseconds per particle (its spread follows the bandwidth's).
    public func floor(bytesPerParticle bytes: Int) -> SampleStatistics {
        readModifyWrite.map { Double(bytes) / $0 }
    }
}

