/// Writing one cell's sprites as ``ChunkedWork``: particle n as sprite n of ``output`` (in
/// storage order and back to front), or as sprite ``destinations``[n] (in an order by birth,
/// sorted before the sprites are written), and back to front its depth key as key n of
/// ``keys``. One per batch, refilled for every cell.
final class InstanceWork: ChunkedWork, @unchecked Sendable {
    // Set before a run, read only during it; each chunk writes only its own sprites and keys.
    var columns: ParticleColumns?
    var output: UnsafeMutablePointer<SpriteInstance>?
    var keys: UnsafeMutablePointer<UInt64>?
    /// Orders by birth: each particle's place in draw order (``output`` is then the whole
    /// batch's first sprite).
    var destinations: UnsafePointer<UInt32>?
    /// The place of the cell's first sprite among all the unsorted sprites: the lower half of
    /// its key.
    var firstPlace = 0
    var sprites = CellSprites(now: 0, rates: .zero, appearance: SpriteAppearance(texture: 0, size: .zero))
    var order = SpriteOrder.storage
    /// The cell's curves over life, nil for none.
    var curves: LifeCurves?
    /// The cell's closed-form forces, nil for none.
    var motion: MotionModel?
    /// The cell's integrated or polar motion, nil for closed-form motion.
    var tracking: CellMotion?

    func runChunk(_ range: Range<Int>) {
        guard let columns, let output else { return }
        assert((order == .backToFront) == (keys != nil), "back to front, and only back to front, writes keys")
        assert(order.isByBirth == (destinations != nil), "an order by birth, and only one, writes at the sprites' places")
        // A cell whose forces only sway is written by the plain kernel, swayed before the store.
        let swaying = motion?.onlySways == true ? motion : nil, wave = swaying?.swayWave
        // Each kind spelled out, so that each loop is compiled for its constants.
        switch order {
        case .storage: run(range, columns, output, depthKeys: false, placed: false, sway: wave)
        case .oldestFirst, .oldestLast: run(range, columns, output, depthKeys: false, placed: true, sway: wave)
        case .backToFront: run(range, columns, output, depthKeys: true, placed: false, sway: wave)
        }
        // Curves over life change only size, rotation and colour, none of which orders the
        // sprites: a second pass over the chunk's sprites, so that cells without curves run
        // the plain kernel and nothing else.
        if let curves { applyCurves(range, columns, sprites, output, destinations, curves: curves) }
        // Integrated and polar cells move their sprites' centres in a pass of their own (z,
        // which orders back-to-front sprites, stays closed form); they take only the rotation
        // at birth from the closed-form forces (validation turns down the others).
        if let tracking {
            tracking.states(in: columns, range, now: sprites.now, rates: sprites.rates) { index, tracked in
                let sprite = output + spriteIndex(index, destinations)
                (sprite.pointee.centerX, sprite.pointee.centerY) = (tracked.position.x, tracked.position.y)
            }
            if let motion, motion.rotates { addRotationAtBirth(range, columns, output, destinations, motion: motion) }
        } else if let swaying {
            if swaying.rotates { addRotationAtBirth(range, columns, output, destinations, motion: swaying) }
        } else if let motion {
            // Forces move the sprites (and may rotate and fade them) after both: a third pass,
            // run only for cells with forces.
            applyMotion(
                range, columns, sprites, output, destinations, keys, firstPlace, curves: curves, motion: motion)
        }
    }

    /// The kernel, compiled for spinning and still cells.
    @inline(__always)
    private func run(
        _ range: Range<Int>, _ columns: ParticleColumns, _ output: UnsafeMutablePointer<SpriteInstance>, depthKeys: Bool,
        placed: Bool, sway: SwayWave?
    ) {
        let keys = depthKeys ? keys : nil, destinations = placed ? destinations : nil
        if sprites.rates.spins {
            writeSprites(range, columns, sprites, output, keys, destinations, firstPlace, spins: true, sway: sway)
        } else {
            writeSprites(range, columns, sprites, output, keys, destinations, firstPlace, spins: false, sway: sway)
        }
    }
}

/// Where particle `index`'s sprite goes: its place in draw order when the batch orders by
/// birth (`destinations`), else its index.
@inline(__always)
private func spriteIndex(_ index: Int, _ destinations: UnsafePointer<UInt32>?) -> Int {
    destinations.map { Int(truncatingIfNeeded: $0[index]) } ?? index
}

/// Writes the sprites of particles `range` of `columns` in `output`, at their indices or at
/// their `destinations`, and with `keys` their depth keys (back to front): the particle's
/// state at its age in closed form, from one pass over the columns it needs.
///
/// A sprite is centred on the particle, scale × the appearance's size (a negative scale
/// negates the half-extents: the image turned 180°), rotated by spin·age and tinted by its
/// colour clamped to 0…1 and rounded to 0…255.
///
/// Eight particles at a time, in explicit SIMD lanes (Swift does not vectorise a loop over
/// this many pointers): each group starts at a multiple of 8, so that it never reads past the
/// store's capacity (a multiple of ``ParticleStore/simdWidth``); lanes outside `range` are
/// computed and dropped. Every lane does what a scalar evaluation would, operation for
/// operation, so the sprites are the same bits.
///
/// With `sway` (of forces that only sway, ``MotionModel/onlySways``) each centre is moved by its
/// particle's sway before the store, eight lanes at a time (``SwayWave``), as ``Particle``
/// computes it. A sway moves x and y only, so back-to-front keys are unchanged.
@inline(__always)
private func writeSprites(
    _ range: Range<Int>, _ columns: ParticleColumns, _ sprites: CellSprites, _ output: UnsafeMutablePointer<SpriteInstance>,
    _ keys: UnsafeMutablePointer<UInt64>?, _ destinations: UnsafePointer<UInt32>?, _ firstPlace: Int, spins: Bool,
    sway: SwayWave?
) {
    typealias Lanes = SIMD8<Float>
    let now = SIMD8<Double>(repeating: sprites.now), rates = sprites.rates
    let halfAccelerationX = Lanes(repeating: 0.5 * rates.acceleration.x)
    let halfAccelerationY = Lanes(repeating: 0.5 * rates.acceleration.y)
    let halfFall = Lanes(repeating: 0.5 * rates.acceleration.z)
    let originX = columns[.originX], originY = columns[.originY], originZ = columns[.originZ]
    let velocityX = columns[.initialVelocityX], velocityY = columns[.initialVelocityY]
    let velocityZ = columns[.initialVelocityZ]
    let deaths = columns.deathTimes, lifetimes = columns[.lifetime], spin = columns[.spin]
    let scale = columns[.initialScale], scaleSpeed = Lanes(repeating: rates.scaleSpeed)
    let halfWidth = Lanes(repeating: sprites.halfSize.x), halfHeight = Lanes(repeating: sprites.halfSize.y)
    let red = columns[.initialRed], green = columns[.initialGreen], blue = columns[.initialBlue]
    let alpha = columns[.initialAlpha], colorSpeed = rates.colorSpeed
    let cornersLow = UInt32(truncatingIfNeeded: sprites.textureCorners)
    let cornersHigh = UInt32(truncatingIfNeeded: sprites.textureCorners >> 32)
    let cornerLanes = (low: SIMD8<UInt32>(repeating: cornersLow), high: SIMD8<UInt32>(repeating: cornersHigh))
    let ordinals = columns.ordinals, parents = columns.parents
    let raw = UnsafeMutableRawPointer(output)
    var group = range.lowerBound & ~(Lanes.scalarCount - 1)
    while group < range.upperBound {
        let birth = load(deaths, group) - doubles(load(lifetimes, group))
        let t = floats(now - birth)
        let unswayedX = load(originX, group) + (load(velocityX, group) + halfAccelerationX * t) * t
        let unswayedY = load(originY, group) + (load(velocityY, group) + halfAccelerationY * t) * t
        // Lanes past the store's count hold stale values: their sway is computed and dropped.
        let swing = sway?.swing(ages: t, ordinals: ordinals + group, parents: parents.map { $0 + group })
        // Constants, not variables: `write` below captures them, and every read of a captured
        // variable is checked for exclusive access at run time.
        let centerX = swing.map { unswayedX + $0.x } ?? unswayedX
        let centerY = swing.map { unswayedY + $0.y } ?? unswayedY
        let size = load(scale, group) + scaleSpeed * t
        let width = halfWidth * size, height = halfHeight * size
        let rotation = spins ? load(spin, group) * t : Lanes()
        let rgba = byte(load(red, group) + colorSpeed.x * t) | byte(load(green, group) + colorSpeed.y * t) &<< 8
            | byte(load(blue, group) + colorSpeed.z * t) &<< 16 | byte(load(alpha, group) + colorSpeed.w * t) &<< 24
        let rotationBits = unsafeBitCast(rotation, to: SIMD8<UInt32>.self)
        let key = keys == nil ? .zero : orderedBits(load(originZ, group) + (load(velocityZ, group) + halfFall * t) * t)
        // One 32-byte store per sprite. A lane index known at compile time lets the lanes be
        // gathered by shuffles; a loop over a variable range spills every vector to the stack.
        @inline(__always) func write(_ lane: Int) {
            let index = group &+ lane
            let sprite = SIMD8<UInt32>(
                unsafeBitCast(centerX, to: SIMD8<UInt32>.self)[lane], unsafeBitCast(centerY, to: SIMD8<UInt32>.self)[lane],
                unsafeBitCast(width, to: SIMD8<UInt32>.self)[lane], unsafeBitCast(height, to: SIMD8<UInt32>.self)[lane],
                rotationBits[lane], rgba[lane], cornersLow, cornersHigh)
            let place = spriteIndex(index, destinations)
            (raw + place &* MemoryLayout<SpriteInstance>.stride).storeBytes(of: sprite, as: SIMD8<UInt32>.self)
            if let keys { keys[index] = RadixSort.key(key[lane], place: firstPlace &+ index) }
        }
        if group >= range.lowerBound && group &+ Lanes.scalarCount <= range.upperBound {
            LaneTranspose.store(
                unsafeBitCast(centerX, to: SIMD8<UInt32>.self), unsafeBitCast(centerY, to: SIMD8<UInt32>.self),
                unsafeBitCast(width, to: SIMD8<UInt32>.self), unsafeBitCast(height, to: SIMD8<UInt32>.self), rotationBits, rgba,
                cornerLanes.low, cornerLanes.high
            ) { lane in raw + spriteIndex(group &+ lane, destinations) &* MemoryLayout<SpriteInstance>.stride }
            if let keys {
                for lane in 0..<Lanes.scalarCount { keys[group &+ lane] = RadixSort.key(key[lane], place: firstPlace &+ group &+ lane) }
            }
        } else {
            for lane in max(group, range.lowerBound) - group..<min(Lanes.scalarCount, range.upperBound - group) { write(lane) }
        }
        group &+= Lanes.scalarCount
    }
}

/// Rewrites the size, rotation and colour of the sprites of particles `range` of `columns` in
/// `output` (at their indices or their `destinations`) with the cell's curves over life
/// applied, operation for operation as ``Particle`` evaluates them: scale and colour (birth
/// value + speed·t, the speeds a curve replaces being 0) × the curves' factors at age /
/// lifetime, rotation spin × the spin curve's integral. Eight particles at a time, as ``writeSprites``; the curves
/// themselves are evaluated lane by lane, in double precision.
private func applyCurves(
    _ range: Range<Int>, _ columns: ParticleColumns, _ sprites: CellSprites, _ output: UnsafeMutablePointer<SpriteInstance>,
    _ destinations: UnsafePointer<UInt32>?, curves: LifeCurves
) {
    typealias Lanes = SIMD8<Float>
    let now = SIMD8<Double>(repeating: sprites.now), rates = sprites.rates
    let deaths = columns.deathTimes, lifetimes = columns[.lifetime], spin = columns[.spin], scale = columns[.initialScale]
    let scaleSpeed = Lanes(repeating: rates.scaleSpeed), colorSpeed = rates.colorSpeed
    let halfWidth = Lanes(repeating: sprites.halfSize.x), halfHeight = Lanes(repeating: sprites.halfSize.y)
    let red = columns[.initialRed], green = columns[.initialGreen], blue = columns[.initialBlue]
    let alpha = columns[.initialAlpha]
    var group = range.lowerBound & ~(Lanes.scalarCount - 1)
    while group < range.upperBound {
        let lifetime = load(lifetimes, group)
        let t = floats(now - (load(deaths, group) - doubles(lifetime)))
        let factors = curves.factors(age: t, lifetime: lifetime)
        let size = (load(scale, group) + scaleSpeed * t) * factors.scale
        let width = halfWidth * size, height = halfHeight * size
        let rotation = rates.spins ? load(spin, group) * factors.spinSeconds : Lanes()
        let rgba = byte((load(red, group) + colorSpeed.x * t) * factors.red)
            | byte((load(green, group) + colorSpeed.y * t) * factors.green) &<< 8
            | byte((load(blue, group) + colorSpeed.z * t) * factors.blue) &<< 16
            | byte((load(alpha, group) + colorSpeed.w * t) * factors.alpha) &<< 24
        for lane in max(group, range.lowerBound) - group..<min(Lanes.scalarCount, range.upperBound - group) {
            let sprite = output + spriteIndex(group &+ lane, destinations)
            (sprite.pointee.halfWidth, sprite.pointee.halfHeight, sprite.pointee.rotation) = (width[lane], height[lane], rotation[lane])
            UnsafeMutableRawPointer(sprite).storeBytes(
                of: rgba[lane], toByteOffset: MemoryLayout<SpriteInstance>.offset(of: \.red)!, as: UInt32.self)
        }
        group &+= Lanes.scalarCount
    }
}

/// Rewrites the centre of the sprites of particles `range` of `columns` in `output` (at their
/// indices or their `destinations`) with the cell's forces, as ``Particle`` evaluates them
/// (``MotionModel``, in double precision, lane by lane, the sway of the eight at once where
/// none is at rest): adds the rotation at birth to the
/// rotation written, multiplies the alpha by the settling fade, and with `keys` (back to
/// front) rewrites the sort keys from the moved depth. Eight particles at a time, as ``writeSprites``, so that the keys and colour
/// bytes are computed as there.
private func applyMotion(
    _ range: Range<Int>, _ columns: ParticleColumns, _ sprites: CellSprites, _ output: UnsafeMutablePointer<SpriteInstance>,
    _ destinations: UnsafePointer<UInt32>?, _ keys: UnsafeMutablePointer<UInt64>?, _ firstPlace: Int, curves: LifeCurves?,
    motion: MotionModel
) {
    typealias Lanes = SIMD8<Float>
    let now = SIMD8<Double>(repeating: sprites.now), alphaSpeed = Lanes(repeating: sprites.rates.colorSpeed.w)
    let deaths = columns.deathTimes, lifetimes = columns[.lifetime], alpha = columns[.initialAlpha]
    let originX = columns[.originX], originY = columns[.originY], originZ = columns[.originZ]
    let velocityX = columns[.initialVelocityX], velocityY = columns[.initialVelocityY]
    let velocityZ = columns[.initialVelocityZ]
    let ordinals = columns.ordinals, parents = columns.parents
    let fades = motion.settles, rotates = motion.rotates, wave = motion.swayWave
    var group = range.lowerBound & ~(Lanes.scalarCount - 1)
    while group < range.upperBound {
        let lifetime = load(lifetimes, group)
        let birth = load(deaths, group) - doubles(lifetime)
        let t = floats(now - birth)
        var centerX = Lanes(), centerY = Lanes(), depth = Lanes(), turn = Lanes(), fade = Lanes(repeating: 1)
        var alphaFactor = Lanes(repeating: 1)
        // The eight particles' sway at their ages, taken at once; lanes outside `range` hold
        // stale ages, their sway computed and dropped.
        let swings = wave?.swing(ages: t, ordinals: ordinals + group, parents: parents.map { $0 + group })
        let lanes = max(group, range.lowerBound) - group..<min(Lanes.scalarCount, range.upperBound - group)
        for lane in lanes {
            let index = group &+ lane
            let origin = SIMD3<Double>(SIMD3<Float>(originX[index], originY[index], originZ[index]))
            let velocity = SIMD3<Double>(SIMD3<Float>(velocityX[index], velocityY[index], velocityZ[index]))
            let unswayed = motion.path(origin: origin, velocity: velocity, birthTime: birth[lane], age: Double(t[lane]))
            var swing = swings.map { ($0.x[lane], $0.y[lane], $0.cosine[lane]) }
            // A particle at rest sways no more: its sway is taken alone, at its rest age.
            let swayAge = MotionModel.swayAge(Double(t[lane]), unswayed)
            if let wave, swayAge != t[lane] { swing = wave.swing(age: swayAge, ordinal: ordinals[index], parent: columns.parent(at: index)) }
            let state = motion.swayed(unswayed, by: swing, origin: origin)
            let position = SIMD3<Float>(state.position)
            (centerX[lane], centerY[lane], depth[lane]) = (position.x, position.y, position.z)
            if rotates { turn[lane] = Float(motion.rotationAtBirth(ordinal: ordinals[index], parent: columns.parent(at: index))) }
            if fades {
                fade[lane] = Float(motion.fade(age: Double(t[lane]), restAge: state.restAge))
                if let curves, curves.hasColor {
                    alphaFactor[lane] = SIMD4<Float>(curves.colorFactor(at: LifeCurves.progress(age: t[lane], lifetime: lifetime[lane]))).w
                }
            }
        }
        let alphaByte = byte((load(alpha, group) + alphaSpeed * t) * alphaFactor * fade)
        let keyBits = orderedBits(depth)
        for lane in lanes {
            let index = group &+ lane, sprite = output + spriteIndex(index, destinations)
            (sprite.pointee.centerX, sprite.pointee.centerY) = (centerX[lane], centerY[lane])
            if rotates { sprite.pointee.rotation += turn[lane] }
            if fades { sprite.pointee.alpha = UInt8(truncatingIfNeeded: alphaByte[lane]) }
            if let keys { keys[index] = RadixSort.key(keyBits[lane], place: firstPlace &+ index) }
        }
        group &+= Lanes.scalarCount
    }
}

/// Adds the rotation at birth of the cell's forces (``MotionModel/rotationAtBirth(ordinal:parent:)``)
/// to the rotations of the sprites of particles `range` of `columns` (at their indices in
/// `output` or their `destinations`), as ``Particle`` adds it.
private func addRotationAtBirth(
    _ range: Range<Int>, _ columns: ParticleColumns, _ output: UnsafeMutablePointer<SpriteInstance>,
    _ destinations: UnsafePointer<UInt32>?, motion: MotionModel
) {
    for index in range {
        output[spriteIndex(index, destinations)].rotation +=
            Float(motion.rotationAtBirth(ordinal: columns.ordinals[index], parent: columns.parent(at: index)))
    }
}

/// Colour components clamped to 0…1 (NaN to 1) and rounded half up to 0…255, in the low
/// byte of each lane. The clamp works on the bits (a non-negative float orders as its bits
/// do) with arithmetic only: a comparison's mask, or `pointwiseMin`, is built lane by lane.
/// Adding 2²³ to a whole number below it leaves the number in the low bits.
@inline(__always)
private func byte(_ component: SIMD8<Float>) -> SIMD8<UInt32> {
    let bits = unsafeBitCast(component, to: SIMD8<Int32>.self)
    let nonNegative = bits & ~(bits &>> 31)
    // min(nonNegative, one): the difference cannot overflow, nonNegative being 0…2³¹ − 1.
    let one: SIMD8<Int32> = SIMD8(repeating: 0x3F80_0000), excess = nonNegative &- one
    let clamped = one &+ (excess & (excess &>> 31))
    let scaled = (unsafeBitCast(clamped, to: SIMD8<Float>.self) * 255 + 0.5).rounded(.down) + 8_388_608
    return unsafeBitCast(scaled, to: SIMD8<UInt32>.self) & 0xFF
}

/// The bits of each value as an unsigned integer that orders as the floats do.
@inline(__always)
func orderedBits(_ value: SIMD8<Float>) -> SIMD8<UInt32> {
    let bits = unsafeBitCast(value, to: SIMD8<UInt32>.self)
    return bits ^ (unsafeBitCast(unsafeBitCast(bits, to: SIMD8<Int32>.self) &>> 31, to: SIMD8<UInt32>.self) | 0x8000_0000)
}
