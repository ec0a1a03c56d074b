/// The update kernels: spin, scale and colour change, one short loop per column over explicit
/// 16-lane vectors. Motion needs no update: it is kept in closed form (``ParticleColumn``).
///
/// Swift cannot prove that column pointers do not alias, so it does not vectorise a loop over
/// many of them; loads and stores of `SIMD16<Float>` vectorise by construction. The lanes past
/// `count` are padding inside the capacity; computing on them is harmless.
extension ParticleColumns {
    /// Advances the particles in `range` (its bounds multiples of ``ParticleStore/simdWidth``)
    /// by `dt` seconds: rotation += spin·dt,
    /// scale += scaleSpeed·dt, colour += speed·dt (not clamped: drawing clamps). Ages need no
    /// update: they follow from the death times.
    package func integrate(_ range: Range<Int>, by dt: Float, constants: ParticleUpdateConstants) {
        assert(range.lowerBound % ParticleStore.simdWidth == 0 && range.upperBound % ParticleStore.simdWidth == 0)
        if constants.spins {
            accumulate(self[.rotation], rates: self[.spin], range, dt: dt)
        }
        if constants.scaleSpeed != 0 {
            addConstant(self[.scale], constants.scaleSpeed * dt, range)
        }
        let change = constants.colorSpeed * dt
        if change.x != 0 { addConstant(self[.red], change.x, range) }
        if change.y != 0 { addConstant(self[.green], change.y, range) }
        if change.z != 0 { addConstant(self[.blue], change.z, range) }
        if change.w != 0 { addConstant(self[.alpha], change.w, range) }
    }
}

@inline(__always)
private func load(_ pointer: UnsafeMutablePointer<Float>, _ index: Int) -> SIMD16<Float> {
    UnsafeRawPointer(pointer + index).loadUnaligned(as: SIMD16<Float>.self)
}

@inline(__always)
private func store(_ value: SIMD16<Float>, _ pointer: UnsafeMutablePointer<Float>, _ index: Int) {
    UnsafeMutableRawPointer(pointer + index).storeBytes(of: value, as: SIMD16<Float>.self)
}

/// values += rates·dt.
private func accumulate(
    _ values: UnsafeMutablePointer<Float>, rates: UnsafeMutablePointer<Float>, _ range: Range<Int>, dt: Float
) {
    let step = SIMD16<Float>(repeating: dt)
    var index = range.lowerBound
    while index < range.upperBound {
        store(load(values, index) + load(rates, index) * step, values, index)
        index &+= 16
    }
}

/// values += delta.
private func addConstant(_ values: UnsafeMutablePointer<Float>, _ delta: Float, _ range: Range<Int>) {
    let increment = SIMD16<Float>(repeating: delta)
    var index = range.lowerBound
    while index < range.upperBound {
        store(load(values, index) + increment, values, index)
        index &+= 16
    }
}
