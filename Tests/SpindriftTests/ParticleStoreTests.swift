import Testing
@testable import Spindrift

@Suite("ParticleStore")
struct ParticleStoreTests {
    static func particle(_ ordinal: UInt32, age: Float = 0, lifetime: Float = 10) -> Particle {
        Particle(
            ordinal: ordinal, position: [1, 2, 3], velocity: [10, -20, 5], age: age, lifetime: lifetime,
            rotation: 0.5, spin: 2, scale: 1, color: [0.5, 0.5, 0.5, 0.9])
    }

    @Test("capacity is padded to whole vector chunks and columns are 64-byte aligned, on different 4 KiB offsets")
    func layout() {
        let store = ParticleStore(minimumCapacity: 1000)
        #expect(store.capacity == 1008)
        store.withColumns { columns in
            var offsets: Set<Int> = []
            for column in ParticleColumn.floatColumns {
                let address = Int(bitPattern: columns[column])
                #expect(address % 64 == 0)
                offsets.insert(address % 4096)
            }
            #expect(offsets.count == ParticleColumn.floatColumns.count)
        }
        #expect(ParticleStore.bytesPerParticle == 64)
    }

    @Test("constant-acceleration motion, spin, scale and colour match the closed form", arguments: [1, 7, 120])
    func closedForm(steps: Int) {
        let store = ParticleStore(minimumCapacity: 1)
        store.append(Self.particle(0))
        let constants = ParticleUpdateConstants(
            acceleration: [3, 30, -2], scaleSpeed: -0.25, colorSpeed: [0.1, -0.4, 0, 2], spins: true)
        let dt: Float = 1.0 / 60
        for _ in 0..<steps { store.integrate(by: dt, constants: constants) }
        let t = Float(steps) * dt
        let p = store.particle(at: 0)
        let v0 = SIMD3<Float>(10, -20, 5), a = SIMD3<Float>(3, 30, -2)
        let expectedPosition = SIMD3<Float>(1, 2, 3) + v0 * t + 0.5 * a * t * t
        #expect(maxDifference(p.position, expectedPosition) < 1e-4)
        let expectedVelocity: SIMD3<Float> = v0 + a * t
        #expect(maxDifference(p.velocity, expectedVelocity) < 1e-4)
        #expect(abs(p.rotation - (0.5 + 2 * t)) < 1e-5)
        #expect(abs(p.scale - (1 - 0.25 * t)) < 1e-5)
        #expect(abs(p.age - t) < 1e-5)
        var expectedColor = SIMD4<Float>(0.5 + 0.1 * t, 0.5 - 0.4 * t, 0.5, 0.9 + 2 * t)
        expectedColor.clamp(lowerBound: .zero, upperBound: .one)
        #expect(maxDifference(p.color, expectedColor) < 1e-5)
    }

    @Test("colour is clamped to 0...1")
    func colorClamp() {
        let store = ParticleStore(minimumCapacity: 1)
        store.append(Self.particle(0))
        let constants = ParticleUpdateConstants(acceleration: .zero, scaleSpeed: 0, colorSpeed: [5, -5, 0, 0], spins: false)
        store.integrate(by: 1, constants: constants)
        #expect(store.particle(at: 0).color == [1, 0, 0.5, 0.9])
        #expect(store.particle(at: 0).rotation == 0.5, "rotation is untouched when no particle spins")
    }

    @Test("expired particles are swap-removed without skipping the particle moved into the hole")
    func removeExpired() {
        let store = ParticleStore(minimumCapacity: 40)
        // Ordinals 0...39; every particle with an odd ordinal or an ordinal above 30 has expired,
        // so holes are filled by particles that have expired too.
        for ordinal in UInt32(0)..<40 {
            store.append(Self.particle(ordinal, age: ordinal % 2 == 1 || ordinal > 30 ? 10 : 1))
        }
        #expect(store.removeExpired() == 24)
        let survivors = Set((0..<store.count).map { store.particle(at: $0).ordinal })
        #expect(survivors == Set(stride(from: 0, through: 30, by: 2)))
    }

    @Test("a particle dies when its age reaches its lifetime")
    func deathAtLifetime() {
        let store = ParticleStore(minimumCapacity: 2)
        store.append(Self.particle(0, age: 0, lifetime: 1))
        store.append(Self.particle(1, age: 0, lifetime: 1.5))
        let still = ParticleUpdateConstants(acceleration: .zero, scaleSpeed: 0, colorSpeed: .zero, spins: false)
        store.integrate(by: 1, constants: still)
        store.removeExpired()
        #expect(store.count == 1)
        #expect(store.particle(at: 0).ordinal == 1)
    }
}
