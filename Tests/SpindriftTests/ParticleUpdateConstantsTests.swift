import Testing
import Spindrift

@Suite("ParticleUpdateConstants")
struct ParticleUpdateConstantsTests {
    @Test("bytes moved count each column the update loads and stores", arguments: [
        (ParticleUpdateConstants(acceleration: .zero, scaleSpeed: 0, colorSpeed: .zero, spins: false), 0),
        (ParticleUpdateConstants(acceleration: [0, 98, 0], scaleSpeed: -0.1, colorSpeed: [0, 0, 0, -0.2], spins: true), 28),
        (ParticleUpdateConstants(acceleration: [1, 1, 1], scaleSpeed: 1, colorSpeed: [1, 1, 1, 1], spins: true), 52),
    ])
    func bytesMoved(constants: ParticleUpdateConstants, bytes: Int) {
        #expect(constants.bytesMovedPerParticle == bytes)
    }
}
