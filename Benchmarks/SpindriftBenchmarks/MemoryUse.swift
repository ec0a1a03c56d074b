/// The memory one particle count needed.
public struct MemoryUse: Codable, Equatable, Sendable {
    /// Live particles.
    public var count: Int
    /// Bytes of particle state per particle: the store's columns.
    public var storeBytesPerParticle: Int
    /// Growth of the resident set while the pre-warmed system was created, per particle, in
    /// bytes: the columns, their padding and the allocator's overhead.
    public var residentBytesPerParticle: Double
    /// The process's peak resident set after this count's measurements, in bytes: includes
    /// the render batch (32-byte instances) and the sort keys.
    public var peakResidentBytes: Int

    /// A record with every value given.
    public init(count: Int, storeBytesPerParticle: Int, residentBytesPerParticle: Double, peakResidentBytes: Int) {
        self.count = count
        self.storeBytesPerParticle = storeBytesPerParticle
        self.residentBytesPerParticle = residentBytesPerParticle
        self.peakResidentBytes = peakResidentBytes
    }
}
