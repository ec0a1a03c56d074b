import Foundation
import Testing
@testable import Spindrift
@testable import SpindriftDescription
@testable import SpindriftEngine

@Suite("EmitterLayer motion bounds")
struct EmitterLayerMotionBoundsTests {
    static func message(_ json: String) -> String? {
        do {
            _ = try EmitterLayer(jsonData: Data(json.utf8), source: "bad.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test("motion that overflows a float within the lifetime is rejected with the key that drives it", arguments: [
        (#"{"emitterCells":[{"birthRate":10,"lifetime":10,"velocity":3e38}]}"#,
         "bad.json: emitterCells[0].velocity: motion reaches 3e39 points within the lifetime, beyond ±3.4e38"),
        (#"{"velocity":10,"emitterCells":[{"birthRate":1,"lifetime":0.01,"velocity":1e38}]}"#,
         "bad.json: emitterCells[0].velocity: velocity reaches 1e39 points per second within the lifetime, beyond ±3.4e38"),
        (#"{"emitterCells":[{"birthRate":1,"lifetime":1e20,"yAcceleration":1}]}"#,
         "bad.json: emitterCells[0].yAcceleration: motion reaches 5e39 points within the lifetime, beyond ±3.4e38"),
        (#"{"emitterCells":[{"birthRate":1,"lifetime":1e30,"spin":1e9}]}"#,
         "bad.json: emitterCells[0].spin: rotation reaches 1e39 radians within the lifetime, beyond ±3.4e38"),
        (#"{"spin":2,"emitterCells":[{"birthRate":1,"lifetime":0,"spin":3e38}]}"#,
         "bad.json: emitterCells[0].spin: spin reaches 6e38 radians per second within the lifetime, beyond ±3.4e38"),
        (#"{"emitterCells":[{"birthRate":1,"lifetime":1e30,"scaleSpeed":1e9}]}"#,
         "bad.json: emitterCells[0].scaleSpeed: scale reaches 1e39 within the lifetime, beyond ±3.4e38"),
        (#"{"scale":10,"emitterCells":[{"birthRate":1,"lifetime":1,"scale":1e38}]}"#,
         "bad.json: emitterCells[0].scale: scale reaches 1e39 within the lifetime, beyond ±3.4e38"),
        (#"{"emitterCells":[{"birthRate":1,"lifetime":1e30,"alphaSpeed":-1e9}]}"#,
         "bad.json: emitterCells[0].alphaSpeed: alpha reaches 1e39 within the lifetime, beyond ±3.4e38"),
        (#"{"emitterCells":[{"birthRate":1,"lifetime":1,"redRange":3e38,"emitterCells":[{"birthRate":1,"lifetime":1,"redRange":3}]}]}"#,
         "bad.json: emitterCells[0].emitterCells[0].redRange: red reaches 3.75e38 within the lifetime, beyond ±3.4e38"),
        (#"{"lifetime":1e10,"emitterCells":[{"birthRate":1,"lifetime":1e30}]}"#,
         "bad.json: emitterCells[0].lifetime: the longest lifetime (× the layer's lifetime, ÷ the cell's speed) reaches 1e40 seconds, beyond ±3.4e38"),
        (#"{"emitterCells":[{"birthRate":1,"lifetime":1e30,"speed":1e-10}]}"#,
         "bad.json: emitterCells[0].lifetime: the longest lifetime (× the layer's lifetime, ÷ the cell's speed) reaches 1e40 seconds, beyond ±3.4e38"),
        (#"{"emitterCells":[{"birthRate":1,"lifetime":100,"spindrift":{"wind":[3e37,0]}}]}"#,
         "bad.json: emitterCells[0].spindrift.wind: motion reaches 3e39 points within the lifetime, beyond ±3.4e38"),
        (#"{"emitterCells":[{"birthRate":1,"lifetime":100,"spindrift":{"windGusts":{"strength":3e36}}}]}"#,
         "bad.json: emitterCells[0].spindrift.windGusts: motion reaches 6e38 points within the lifetime, beyond ±3.4e38"),
        (#"{"emitterPosition":[1e38,0],"emitterCells":[{"birthRate":1,"lifetime":1,"spindrift":{"sway":{"amplitude":[0,3e38],"frequency":1e-3}}}]}"#,
         "bad.json: emitterCells[0].spindrift.sway: motion reaches 4e38 points within the lifetime, beyond ±3.4e38"),
        (#"{"emitterCells":[{"birthRate":1,"lifetime":1,"spindrift":{"sway":{"amplitude":[3e30,0],"frequency":3e7}}}]}"#,
         "bad.json: emitterCells[0].spindrift.sway: velocity reaches 5.65e38 points per second within the lifetime, beyond ±3.4e38"),
        (#"{"emitterCells":[{"birthRate":1,"lifetime":1,"spindrift":{"initialRotation":3e38,"initialRotationRange":1e38}}]}"#,
         "bad.json: emitterCells[0].spindrift.initialRotation: rotation reaches 4e38 radians within the lifetime, beyond ±3.4e38"),
        (#"{"emitterPosition":[3e38,0],"emitterSize":[1e38,0]}"#,
         "bad.json: emitterPosition: the emitter reaches 3.5e38 points, beyond ±3.4e38"),
        (#"{"emitterUnits":"viewport","emitterSize":[1e35,0]}"#,
         "bad.json: emitterSize: the emitter reaches 8.19e38 points (at a viewport of 16384 points), beyond ±3.4e38"),
    ] as [(String, String)])
    func overflow(json: String, expected: String) {
        #expect(Self.message(json) == expected)
    }

    @Test("a sub-cell adds its parent's reach: each is within bounds, together they are not")
    func nested() {
        let parent = #"{"name":"p","birthRate":1,"lifetime":10,"velocity":2e37"#
        let child = #"{"name":"c","birthRate":1,"lifetime":10,"velocity":2e37}"#
        #expect(Self.message(#"{"emitterCells":[\#(parent)}]}"#) == nil)
        #expect(Self.message(#"{"emitterCells":[\#(child)]}"#) == nil)
        #expect(Self.message(#"{"emitterCells":[\#(parent),"emitterCells":[\#(child)]}]}"#)
            == "bad.json: emitterCells[0].emitterCells[0].velocity: motion reaches 4e38 points within the lifetime, beyond ±3.4e38")
    }

    @Test("the presets are within bounds")
    func presets() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/presets")
        for name in ["snow", "fireworks", "confetti", "confetti-burst", "fire", "rain"] {
            let layer = try EmitterLayer(contentsOfFile: folder.appendingPathComponent("\(name).json").path)
            #expect(layer.motionProblems().isEmpty)
        }
    }

    @Test("a description just inside the bounds simulates to finite values only, and its dump is JSON")
    func justInside() throws {
        let json = #"{"emitterCells":[{"birthRate":20,"lifetime":10,"velocity":1e37,"yAcceleration":4.6e36,"emissionRange":6.3,"spin":1e37,"scaleSpeed":3e37,"redSpeed":3e37}]}"#
        let layer = try EmitterLayer(jsonData: Data(json.utf8), source: "edge.json")
        let system = try ParticleSystem(layer: layer, viewport: [1280, 720])
        for step in 1...600 { system.advance(to: Double(step) / 60) }
        #expect(system.particleCount > 100)
        let rows = try #require(
            try JSONSerialization.jsonObject(with: Data(ParticleDump.json(system).utf8)) as? [[String: Any]])
        #expect(rows.count == system.particleCount)
        for row in rows {
            for column in ParticleDump.fields.filter(\.isNumeric).map(\.name) {
                let value = try #require(row[column] as? Double, "\(column) is a number")
                #expect(value.isFinite)
            }
        }
    }

    @Test("validation checks every stored number: the lists match the types' reflection")
    func everyNumberIsChecked() {
        func reflected(_ value: Any) -> [String] {
            Mirror(reflecting: value).children.compactMap { child in
                switch child.value {
                case is Double: child.label
                case is SIMD2<Double>: child.label.map { "\($0)[0,1]" }
                case is SIMD4<Double>: child.label.map { "\($0)[0,1,2,3]" }
                default: nil
                }
            }
        }
        func listed(_ forEach: ((String, Int?, Double) -> Void) -> Void) -> [String] {
            var keys: [String] = []
            var components: [String: [Int]] = [:]
            forEach { key, component, _ in
                if let component {
                    if components[key] == nil { keys.append(key) }
                    components[key, default: []].append(component)
                } else {
                    keys.append(key)
                }
            }
            return keys.map { key in components[key].map { "\(key)[\($0.map(String.init).joined(separator: ","))]" } ?? key }
        }
        #expect(listed(EmitterCell().forEachNumber) == reflected(EmitterCell()))
        #expect(listed(EmitterLayer().forEachNumber) == reflected(EmitterLayer()))
    }
}
