/// Pointers to the columns of a ``ParticleStore``, handed out by
/// ``ParticleStore/withColumns(_:)`` and valid only inside that call. Sendable so that
/// threads can update disjoint ranges of the same columns.
public struct ParticleColumns: @unchecked Sendable {
    private let base: UnsafeMutableRawPointer
    private let columnStride: Int

    init(base: UnsafeMutableRawPointer, columnStride: Int) {
        self.base = base
        self.columnStride = columnStride
    }

    /// The first element of a float column, 64-byte aligned.
    @inline(__always)
    public subscript(column: ParticleColumn) -> UnsafeMutablePointer<Float> {
        assert(column != .ordinal, "the ordinal column holds UInt32 values")
        return (base + column.rawValue * columnStride).assumingMemoryBound(to: Float.self)
    }

    /// The first element of the ordinal column.
    @inline(__always)
    public var ordinals: UnsafeMutablePointer<UInt32> {
        (base + ParticleColumn.ordinal.rawValue * columnStride).assumingMemoryBound(to: UInt32.self)
    }

    /// Copies every column of particle `source` over particle `destination`.
    @inline(__always)
    func moveParticle(from source: Int, to destination: Int) {
        // The float columns are the ones before the ordinal column.
        for column in 0..<ParticleColumn.ordinal.rawValue {
            let pointer = (base + column * columnStride).assumingMemoryBound(to: Float.self)
            pointer[destination] = pointer[source]
        }
        ordinals[destination] = ordinals[source]
    }

    func particle(at index: Int) -> Particle {
        Particle(
            ordinal: ordinals[index],
            position: [self[.positionX][index], self[.positionY][index], self[.positionZ][index]],
            velocity: [self[.velocityX][index], self[.velocityY][index], self[.velocityZ][index]],
            age: self[.age][index], lifetime: self[.lifetime][index],
            rotation: self[.rotation][index], spin: self[.spin][index], scale: self[.scale][index],
            color: [self[.red][index], self[.green][index], self[.blue][index], self[.alpha][index]])
    }

    func setParticle(_ particle: Particle, at index: Int) {
        ordinals[index] = particle.ordinal
        self[.positionX][index] = particle.position.x
        self[.positionY][index] = particle.position.y
        self[.positionZ][index] = particle.position.z
        self[.velocityX][index] = particle.velocity.x
        self[.velocityY][index] = particle.velocity.y
        self[.velocityZ][index] = particle.velocity.z
        self[.age][index] = particle.age
        self[.lifetime][index] = particle.lifetime
        self[.rotation][index] = particle.rotation
        self[.spin][index] = particle.spin
        self[.scale][index] = particle.scale
        self[.red][index] = particle.color.x
        self[.green][index] = particle.color.y
        self[.blue][index] = particle.color.z
        self[.alpha][index] = particle.color.w
    }
}
