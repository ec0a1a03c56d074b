import Foundation
import Testing
@testable import Spindrift
@testable import SpindriftDescription
@testable import SpindriftEngine

@Suite("BirthLanes")
struct BirthLanesTests {
    /// A one-cell layer of `shape` and `mode` whose every birth value is random, with `extra`
    /// keys in the layer and `cell` keys in its cell (JSON members).
    static func layer(_ shape: EmitterShape, _ mode: EmitterMode, size: String = "[300, 120]", cell: String = "") throws -> EmitterLayer {
        let json = """
            {"emitterShape": "\(shape.rawValue)", "emitterMode": "\(mode.rawValue)", "emitterPosition": [400, 300],
             "emitterSize": \(size), "emitterDepth": 80, "emitterZPosition": -3, "seed": 11,
             "emitterCells": [{"name": "spark", "birthRate": 100, "lifetime": 3, "lifetimeRange": 2.5,
               "velocity": 90, "velocityRange": 60, "emissionLongitude": 0.7, "emissionLatitude": -0.4,
               "emissionRange": 1.3, "scale": 0.4, "scaleRange": 0.3, "spin": 1, "spinRange": 4,
               "color": [0.5, 0.6, 0.7, 0.8], "redRange": 0.4, "greenRange": 0.3, "blueRange": 0.2, "alphaRange": 0.1
               \(cell.isEmpty ? "" : ", " + cell)}]}
            """
        return try JSONDecoder().decode(EmitterLayer.self, from: Data(json.utf8))
    }

    static func factory(_ layer: EmitterLayer) -> ParticleFactory {
        ParticleFactory(
            parameters: CellParameters(cell: layer.emitterCells[0], layer: layer),
            geometry: EmissionGeometry(layer: layer, viewport: [1, 1]), seed: layer.seed, path: CellPath(["spark"]))
    }

    /// The problems of births made eight at a time against the same births one at a time:
    /// every column's bits, the lifetime, the death time and the ordinal.
    static func differences(_ factory: ParticleFactory, groups: Int = 16) -> [String] {
        var problems: [String] = []
        for group in 0..<groups {
            let ordinals = SIMD8<Int64>((0..<8).map { Int64(group * 8 + $0) * 7919 })
            let times = SIMD8<Double>((0..<8).map { 0.013 * Double(group * 8 + $0) - 0.4 })
            let lanes = factory.births(ordinals: ordinals, birthTimes: times)
            for lane in 0..<8 {
                let (particle, birth) = factory.particle(ordinal: ordinals[lane], birthTime: times[lane], age: 0)
                let name = "ordinal \(ordinals[lane])"
                for column in ParticleColumn.all where lanes[column][lane].bitPattern != particle[column].bitPattern {
                    problems.append("\(name) \(column): \(lanes[column][lane]) against \(particle[column])")
                }
                if lanes.lifetimes[lane].bitPattern != birth.lifetime.bitPattern { problems.append("\(name) lifetime") }
                if lanes.deathTimes[lane].bitPattern != particle.deathTime.bitPattern { problems.append("\(name) death") }
                if lanes.ordinals[lane] != particle.ordinal { problems.append("\(name) ordinal") }
            }
        }
        return problems
    }

    static let shapesAndModes = EmitterShape.allCases.flatMap { shape in EmitterMode.allCases.map { (shape, $0) } }

    @Test("eight births at once are the births one at a time, to the bit, on every shape and mode",
          arguments: shapesAndModes)
    func everyShape(shape: EmitterShape, mode: EmitterMode) throws {
        #expect(Self.differences(Self.factory(try Self.layer(shape, mode))) == [])
    }

    @Test("so are births on shapes of negative and zero sizes", arguments: ["[-300, -120]", "[0, 0]"])
    func degenerateSizes(size: String) throws {
        for (shape, mode) in Self.shapesAndModes {
            #expect(Self.differences(Self.factory(try Self.layer(shape, mode, size: size)), groups: 2) == [], "\(shape) \(mode)")
        }
    }

    @Test("so are births emitted along one direction, or into the whole sphere",
          arguments: ["\"emissionRange\": 0", "\"emissionRange\": 6.283185307179586", "\"emissionLatitude\": 1.5707963267948966"])
    func cones(key: String) throws {
        for (shape, mode) in [(EmitterShape.point, EmitterMode.volume), (.circle, .outline), (.sphere, .surface)] {
            #expect(Self.differences(Self.factory(try Self.layer(shape, mode, cell: key))) == [], "\(shape) \(mode)")
        }
    }

    @Test("so are births spread by a Gaussian, and births that come to rest on a ground, whose rest ends their lives",
          arguments: [
              #""spindrift": {"spawnDistribution": {"gaussian": 0.2}}"#,
              #""spindrift": {"drag": 0.5, "ground": {"y": 330, "settle": 0.5}}, "yAcceleration": 200"#,
          ])
    func laneByLane(key: String) throws {
        for (shape, mode) in [(EmitterShape.rectangle, EmitterMode.surface), (.circle, .volume), (.line, .outline)] {
            let factory = Self.factory(try Self.layer(shape, mode, cell: key))
            #expect(Self.differences(factory) == [], "\(shape) \(mode)")
        }
        // The ground does shorten some lives here: the test compares more than drawn lifetimes.
        let grounded = Self.factory(try Self.layer(.line, .outline, cell: key))
        let lanes = grounded.births(ordinals: SIMD8(0, 1, 2, 3, 4, 5, 6, 7), birthTimes: .zero)
        if key.contains("ground") { #expect((0..<8).contains { lanes.lifetimes[$0] < 3 - 2.5 / 2 }) }
    }

    @Test("the identities of eight top-level particles are each one's", arguments: [0, 0xFFFF_FFFF_FFFF_FFFF, 0x1234_5678_9ABC_DEF0] as [UInt64])
    func identities(cellKey: UInt64) {
        let ordinals = SIMD8<Int64>(0, 1, -1, .max, .min, 77, 1 << 40, 3)
        let lanes = ParticleIdentity.topLevel(cellKey: cellKey, ordinals: ordinals)
        for lane in 0..<8 {
            #expect(lanes[lane] == ParticleIdentity(cellKey: cellKey, parent: nil, ordinal: ordinals[lane]).rawValue)
        }
    }

    @Test("a store keeps the births still alive, in lane order, each as one birth would write it")
    func storesTheLiving() throws {
        let factory = Self.factory(try Self.layer(.circle, .outline))
        let ordinals = SIMD8<Int64>(10, 11, 12, 13, 14, 15, 16, 17)
        let lanes = factory.births(ordinals: ordinals, birthTimes: .zero)
        // Ages past some lanes' lifetimes: those lanes died before the step's end.
        let ages = SIMD8<Double>(0, 9, 0.1, 9, 9, 0.2, 0, 9)
        let store = ParticleStore(minimumCapacity: 32)
        let kept = store.withColumns { lanes.store(into: $0, at: 3, ages: ages) }
        store.count = 3 + kept
        let alive = (0..<8).filter { ages[$0] < lanes.lifetimes[$0] }
        #expect(kept == alive.count && alive == [0, 2, 5, 6])
        for (slot, lane) in zip(3..., alive) {
            let expected = factory.particle(ordinal: ordinals[lane], birthTime: 0, age: 0).particle
            let stored = store.particle(at: slot, now: 0)
            #expect(stored.ordinal == expected.ordinal && stored.parent == nil && stored.deathTime == expected.deathTime)
            #expect(ParticleColumn.all.allSatisfy { stored[$0].bitPattern == expected[$0].bitPattern })
        }
        // All alive: the eight stored at once.
        let all = store.withColumns { lanes.store(into: $0, at: 16, ages: .zero) }
        #expect(all == 8 && store.withColumns { $0.ordinals[16 + 7] } == 17)
    }
}
