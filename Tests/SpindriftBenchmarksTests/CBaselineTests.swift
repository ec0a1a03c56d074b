import Spindrift
import SpindriftBenchmarks
import Testing

@Suite("C baseline kernel")
struct CBaselineTests {
    static let constants = [
        ParticleUpdateConstants(acceleration: [0, 98, 0], scaleSpeed: -0.1, colorSpeed: [0, 0, 0, -0.2], spins: true),
        ParticleUpdateConstants(acceleration: [3, -9.8, 1.5], scaleSpeed: 0, colorSpeed: [0.5, -0.5, 2, 0], spins: false),
        ParticleUpdateConstants(acceleration: .zero, scaleSpeed: 0.25, colorSpeed: .zero, spins: true),
    ]

    @Test("C and Swift produce the same particle state, bit for bit", arguments: constants)
    func sameState(constants: ParticleUpdateConstants) {
        let swift = SteadyStateEmitter.system(count: 3_000)
        let c = SteadyStateEmitter.system(count: 3_000)
        for _ in 0..<5 {
            swift.store(ofCell: 0).integrate(by: 1.0 / 60, constants: constants)
            c.store(ofCell: 0).integrateWithCBaseline(by: 1.0 / 60, constants: constants)
        }
        #expect(columnBits(swift.store(ofCell: 0)) == columnBits(c.store(ofCell: 0)))
    }
}

/// Every column's bits over the live particles, so that −0 and NaN compare exactly.
func columnBits(_ store: ParticleStore) -> [[UInt32]] {
    store.withColumns { columns in
        ParticleColumn.allCases.map { column in
            (0..<store.count).map { columns[column][$0].bitPattern }
        } + [(0..<store.count).map { UInt32(truncatingIfNeeded: columns.ordinals[$0]) }]
    }
}
