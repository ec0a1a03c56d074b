/// The update kernel as ``ChunkedWork``: one per store, refilled for every step.
final class IntegrationWork: ChunkedWork, @unchecked Sendable {
    // Set before a run, read only during it.
    var columns: ParticleColumns?
    var dt: Float = 0
    var constants = ParticleUpdateConstants(acceleration: .zero, scaleSpeed: 0, colorSpeed: .zero, spins: false)

    func runChunk(_ range: Range<Int>) {
        columns?.integrate(range, by: dt, constants: constants)
    }
}
