/// Writing one cell's sprites as ``ChunkedWork``: particle n as sprite n of ``output``, and,
/// for a sorted order, its sort key as key n of ``keys``. One per batch, refilled for every
/// cell.
final class InstanceWork: ChunkedWork, @unchecked Sendable {
    // Set before a run, read only during it; each chunk writes only its own sprites and keys.
    var columns: ParticleColumns?
    var output: UnsafeMutablePointer<SpriteInstance>?
    var keys: UnsafeMutablePointer<UInt64>?
    /// The place of the cell's first sprite among all the unsorted sprites: the lower half of
    /// its key.
    var firstPlace = 0
    var sprites = CellSprites(now: 0, rates: .zero, appearance: SpriteAppearance(texture: 0, size: .zero))
    var order = SpriteOrder.storage

    func runChunk(_ range: Range<Int>) {
        guard let columns, let output else { return }
        assert(order == .storage || keys != nil, "a sorted order needs keys")
        // Each order spelled out, so that each loop is compiled for its constants.
        switch order {
        case .storage: run(range, columns, output, order: .storage)
        case .oldestFirst: run(range, columns, output, order: .oldestFirst)
        case .oldestLast: run(range, columns, output, order: .oldestLast)
        case .backToFront: run(range, columns, output, order: .backToFront)
        }
    }

    /// The kernel for `order`, compiled for spinning and still cells.
    @inline(__always)
    private func run(
        _ range: Range<Int>, _ columns: ParticleColumns, _ output: UnsafeMutablePointer<SpriteInstance>, order: SpriteOrder
    ) {
        if sprites.rates.spins {
            writeSprites(range, columns, sprites, output, keys, firstPlace, spins: true, order: order)
        } else {
            writeSprites(range, columns, sprites, output, keys, firstPlace, spins: false, order: order)
        }
    }
}

/// Writes the sprites of particles `range` of `columns` at their indices in `output`, and,
/// unless `order` is storage order, their sort keys in `keys`: the particle's state at its
/// age in closed form, from one pass over the columns it needs.
///
/// A sprite is centred on the particle, scale × the appearance's size (a negative scale
/// negates the half-extents: the image turned 180°), rotated by spin·age and tinted by its
/// colour clamped to 0…1 and rounded to 0…255.
@inline(__always)
private func writeSprites(
    _ range: Range<Int>, _ columns: ParticleColumns, _ sprites: CellSprites, _ output: UnsafeMutablePointer<SpriteInstance>,
    _ keys: UnsafeMutablePointer<UInt64>?, _ firstPlace: Int, spins: Bool, order: SpriteOrder
) {
    let now = sprites.now, rates = sprites.rates
    let halfAcceleration = 0.5 * SIMD2(rates.acceleration.x, rates.acceleration.y)
    let halfFall = 0.5 * rates.acceleration.z
    let originX = columns[.originX], originY = columns[.originY], originZ = columns[.originZ]
    let velocityX = columns[.initialVelocityX], velocityY = columns[.initialVelocityY]
    let velocityZ = columns[.initialVelocityZ]
    let deaths = columns.deathTimes, lifetimes = columns[.lifetime], spin = columns[.spin]
    let scale = columns[.initialScale], scaleSpeed = rates.scaleSpeed, halfSize = sprites.halfSize
    let red = columns[.initialRed], green = columns[.initialGreen], blue = columns[.initialBlue]
    let alpha = columns[.initialAlpha], colorSpeed = rates.colorSpeed
    let textureCorners = sprites.textureCorners
    let raw = UnsafeMutableRawPointer(output)
    for i in range {
        let birth = deaths[i] - Double(lifetimes[i])
        let t = Float(now - birth)
        let origin = SIMD2(originX[i], originY[i]), velocity = SIMD2(velocityX[i], velocityY[i])
        let center = origin + (velocity + halfAcceleration * t) * t
        let half = halfSize * (scale[i] + scaleSpeed * t)
        let rotation = spins ? spin[i] * t : 0
        let color = SIMD4(red[i], green[i], blue[i], alpha[i]) + colorSpeed * t
        // 0…1 to 0…255 rounded half up; adding 2²³ to a whole number below it leaves the
        // number in the low bits of the float.
        let clamped = SIMD4(unit(color.x), unit(color.y), unit(color.z), unit(color.w))
        let scaled = (clamped * 255 + 0.5).rounded(.down) + 8_388_608
        let channels = unsafeBitCast(scaled, to: SIMD4<UInt32>.self) & 0xFF
        let rgba = channels.x | channels.y << 8 | channels.z << 16 | channels.w << 24
        let sprite = raw + i &* MemoryLayout<SpriteInstance>.stride
        sprite.storeBytes(of: center, as: SIMD2<Float>.self)
        sprite.storeBytes(of: half, toByteOffset: 8, as: SIMD2<Float>.self)
        sprite.storeBytes(of: UInt64(rotation.bitPattern) | UInt64(rgba) << 32, toByteOffset: 16, as: UInt64.self)
        sprite.storeBytes(of: textureCorners, toByteOffset: 24, as: UInt64.self)
        let key: UInt32
        switch order {
        case .storage: continue
        case .oldestFirst: key = orderedBits(Float(birth))
        case .oldestLast: key = ~orderedBits(Float(birth))
        case .backToFront: key = orderedBits(originZ[i] + (velocityZ[i] + halfFall * t) * t)
        }
        keys.unsafelyUnwrapped[i] = UInt64(key) << 32 | UInt64(truncatingIfNeeded: firstPlace &+ i)
    }
}

/// `value` clamped to 0…1 (NaN to 1), on its bits: a non-negative float orders as its bits
/// do. Float comparisons here compile to a tree of branches (`Swift.min` and `max` order NaN
/// unlike `minss` and `maxss`; `pointwiseMin` and `pointwiseMax` are not inlined).
@inline(__always)
private func unit(_ value: Float) -> Float {
    let bits = Int32(bitPattern: value.bitPattern)
    let nonNegative = bits & ~(bits >> 31)
    return Float(bitPattern: UInt32(bitPattern: min(nonNegative, 0x3F80_0000)))
}

/// The bits of `value` as an unsigned integer that orders as the floats do.
@inline(__always)
private func orderedBits(_ value: Float) -> UInt32 {
    let bits = value.bitPattern
    return bits ^ (UInt32(bitPattern: Int32(bitPattern: bits) >> 31) | 0x8000_0000)
}
