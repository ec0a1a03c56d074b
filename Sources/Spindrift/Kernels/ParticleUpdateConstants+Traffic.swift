extension ParticleUpdateConstants {
    /// Bytes that ``ParticleColumns/integrate(_:by:constants:)`` reads and writes per particle
    /// for a non-zero step, counting each column it loads and each it stores: the figure to
    /// divide by a memory bandwidth for the update's floor in seconds per particle.
    public var bytesMovedPerParticle: Int {
        let float = MemoryLayout<Float>.stride
        // Motion is in closed form: the update does not touch it.
        var bytes = 0
        if spins { bytes += 3 * float }
        if scaleSpeed != 0 { bytes += 2 * float }
        bytes += (0..<4).reduce(0) { total, channel in total + (colorSpeed[channel] == 0 ? 0 : 2 * float) }
        return bytes
    }
}
