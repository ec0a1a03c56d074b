extension ParticleUpdateConstants {
    /// Bytes that ``ParticleColumns/integrate(_:by:constants:)`` reads and writes per particle
    /// for a non-zero step, counting each column it loads and each it stores: the figure to
    /// divide by a memory bandwidth for the update's floor in seconds per particle.
    public var bytesMovedPerParticle: Int {
        let float = MemoryLayout<Float>.stride
        // p += v·dt reads p and v and writes p; a non-zero acceleration also rewrites v.
        var bytes = (0..<3).reduce(0) { total, axis in total + (acceleration[axis] == 0 ? 3 : 4) * float }
        if spins { bytes += 3 * float }
        if scaleSpeed != 0 { bytes += 2 * float }
        bytes += (0..<4).reduce(0) { total, channel in total + (colorSpeed[channel] == 0 ? 0 : 2 * float) }
        return bytes
    }
}
