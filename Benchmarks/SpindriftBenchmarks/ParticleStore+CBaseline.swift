import CParticleKernels
import Spindrift

extension ParticleStore {
    /// Advances every particle by `dt` seconds with the C baseline kernel on one thread:
    /// the same result, bit for bit, as ``Spindrift/ParticleStore/integrate(by:constants:threads:)``.
    public func integrateWithCBaseline(by dt: Float, constants: ParticleUpdateConstants) {
        let paddedCount = (count + Self.simdWidth - 1) / Self.simdWidth * Self.simdWidth
        withColumns { columns in
            let pointers = spindrift_columns(
                rotation: columns[.rotation], spin: columns[.spin], scale: columns[.scale],
                color: (columns[.red], columns[.green], columns[.blue], columns[.alpha]))
            let color = constants.colorSpeed
            let shared = spindrift_constants(
                scale_speed: constants.scaleSpeed,
                color_speed: (color.x, color.y, color.z, color.w), spins: constants.spins ? 1 : 0)
            spindrift_integrate(pointers, paddedCount, dt, shared)
        }
    }
}
