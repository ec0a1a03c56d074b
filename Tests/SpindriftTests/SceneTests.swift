import Foundation
import Spindrift
import Testing

@Suite("Scene")
struct SceneTests {
    static func scene(_ json: String, overrides: [ConfigurationOverride] = []) throws(ConfigurationError) -> Scene {
        try Scene(jsonData: Data(json.utf8), source: "scene.json", overrides: overrides)
    }

    static func message(_ json: String, overrides: [ConfigurationOverride] = []) -> String? {
        do {
            _ = try scene(json, overrides: overrides)
            return nil
        } catch {
            return error.description
        }
    }

    /// A point emitter at `position` with one cell `name` of `rate` per second living 10 s.
    static func layerJSON(name: String, cell: String, rate: Double = 10, extra: String = "") -> String {
        #"{"name": "\#(name)", "emitterPosition": [10, 20], "seed": 4\#(extra), "emitterCells": "#
            + #"[{"name": "\#(cell)", "birthRate": \#(rate), "lifetime": 10, "velocity": 30, "emissionRange": 6.3}]}"#
    }

    @Test("one layer is today's form; sublayers make a scene, whatever their number")
    func forms() throws {
        let single = try Self.scene(#"{"birthRate": 2}"#)
        #expect(!single.hasSublayers && single.layers.count == 1 && single.layers[0].birthRate == 2)
        let scene = try Self.scene(#"{"opacity": 0.5, "sublayers": [{"birthRate": 3}, {"name": "b"}]}"#)
        #expect(scene.hasSublayers && scene.layers.map(\.birthRate) == [3, 1] && scene.root.opacity == 0.5)
        #expect(scene.label(ofLayer: 0) == "0" && scene.label(ofLayer: 1) == "b")
        #expect(try Self.scene(#"{"sublayers": [{}]}"#).hasSublayers)
    }

    @Test("encoding and decoding give the same scene")
    func roundTrip() throws {
        let scene = try Self.scene(#"{"frame": [1, 2, 3, 4], "sublayers": [{"name": "a", "zPosition": 1}, {"emitterCells": [{}]}]}"#)
        #expect(try Scene(jsonData: scene.jsonData(), source: "x.json") == scene)
    }

    @Test("layers draw by zPosition, equal values in array order")
    func drawingOrder() throws {
        let scene = try Self.scene(#"{"sublayers": [{"zPosition": 1}, {}, {"zPosition": -2}, {"zPosition": 1}, {}]}"#)
        #expect(scene.drawingOrder == [2, 1, 4, 0, 3])
    }

    @Test("each bad scene names the JSON path into the scene", arguments: [
        (#"{"sublayers": [{"name": "a"}, {"birthRate": -1, "emitterCells": [{"lifetime": -2}]}]}"#,
         "scene.json: sublayers[1].birthRate: must not be negative (got -1.0)\n"
            + "scene.json: sublayers[1].emitterCells[0].lifetime: must not be negative (got -2.0)"),
        (#"{"birthRate": 2, "sublayers": [{}]}"#,
         "scene.json: birthRate: an emitter key on a scene's root: move it into a sublayer (the root takes CALayer keys and sublayers)"),
        (#"{"sublayers": [{"name": "a"}, {"name": "a"}]}"#, "scene.json: sublayers[1].name: 'a' is already the name of sublayers[0]"),
        (#"{"sublayers": [{"name": "1", "birthRate": 1}, {"birthRate": 1}]}"#,
         "scene.json: sublayers[0].name: must not be a number ('1' would read as the index of a layer; use a name with a letter, such as 'layer-1')"),
        (#"{"sublayers": [{"name": "007"}]}"#,
         "scene.json: sublayers[0].name: must not be a number ('007' would read as the index of a layer; use a name with a letter, such as 'layer-007')"),
        (#"{"sublayers": [{"emitterCells": [{"name": "0"}]}]}"#,
         "scene.json: sublayers[0].emitterCells[0].name: must not be a number ('0' would read as the index of a cell; use a name with a letter, such as 'cell-0')"),
        (#"{"sublayers": []}"#, "scene.json: sublayers: must hold 1 to 64 layers (got 0)"),
        (#"{"sublayers": {}}"#, "scene.json: sublayers: expected an array"),
        (#"{"sublayers": [{"birthRat": 1}]}"#, "scene.json: sublayers[0].birthRat: unknown key (did you mean 'birthRate'?)"),
        (#"{"opacity": 2, "sublayers": [{}]}"#, "scene.json: opacity: must be between 0 and 1 (got 2.0)"),
    ])
    func badScenes(json: String, message: String) {
        #expect(Self.message(json) == message)
    }

    @Test("a scene where one layer is expected is an error")
    func sceneAsLayer() {
        #expect(throws: ConfigurationError(source: "x.json", path: "sublayers", reason: "a scene of layers where one emitter layer is expected")) {
            try EmitterLayer(jsonData: Data(#"{"sublayers": [{}]}"#.utf8), source: "x.json")
        }
    }

    @Test("--set reaches layers by name or index, dotted CALayer keys and the root's keys")
    func overrides() throws {
        let json = #"{"sublayers": [\#(Self.layerJSON(name: "fire", cell: "flame")), \#(Self.layerJSON(name: "smoke", cell: "puff"))]}"#
        let scene = try Self.scene(json, overrides: [
            ConfigurationOverride(keyPath: "sublayers.smoke.emitterCells.puff.birthRate", value: "5"),
            ConfigurationOverride(keyPath: "sublayers.0.transform.rotation.z", value: "0.5"),
            ConfigurationOverride(keyPath: "opacity", value: "0.25"),
        ])
        #expect(scene.layers[1].emitterCells[0].birthRate == 5)
        #expect(scene.layers[0].layerProperties.transform.rotation == 0.5)
        #expect(scene.root.opacity == 0.25)
        #expect(Self.message(json, overrides: [ConfigurationOverride(keyPath: "sublayers.steam.birthRate", value: "1")])
            == "--set sublayers.steam.birthRate=1: no layer named 'steam' (layers: fire, smoke)")
        #expect(Self.message(json, overrides: [ConfigurationOverride(keyPath: "birthRate", value: "1")])
            == "--set birthRate=1: unknown key 'birthRate'")
        #expect(Self.message(json, overrides: [ConfigurationOverride(keyPath: "sublayers.fire", value: "1")])
            == "--set sublayers.fire=1: 'sublayers.fire' names a layer; add a property, such as sublayers.fire.birthRate")
    }

    @Test("each layer of a scene simulates as it would alone, in its own coordinates")
    func independentLayers() throws {
        let fire = Self.layerJSON(name: "fire", cell: "flame")
        let smoke = Self.layerJSON(name: "smoke", cell: "puff", rate: 7, extra: #", "frame": [300, 100, 200, 100]"#)
        let system = SceneSystem(program: try SceneProgram(scene: Self.scene(#"{"sublayers": [\#(fire), \#(smoke)]}"#)))
        system.advance(by: 0)
        system.advance(to: 2)
        for (index, json) in [fire, smoke].enumerated() {
            let alone = try ParticleSystem(layer: EmitterLayer(jsonData: Data(json.utf8), source: "x.json"))
            alone.advance(by: 0)
            alone.advance(to: 2)
            #expect(system.systems[index].particles(inCell: 0) == alone.particles(inCell: 0))
        }
        #expect(system.particleCount == 20 + 14)
        #expect(system.cells.map(\.label) == ["fire/flame", "smoke/puff"])
    }

    @Test("small layers stepped side by side on two threads give what one thread gives; a large one steps them one by one")
    func layersSideBySide() throws {
        let fire = Self.layerJSON(name: "fire", cell: "flame", rate: 300, extra: #", "lifetime": 0.2"#)
        let nested = #"""
            {"name": "rockets", "emitterPosition": [200, 300], "seed": 9, "emitterCells": [{"name": "rocket", "birthRate": 40,
              "lifetime": 1, "lifetimeRange": 0.5, "velocity": 80, "emissionRange": 1, "emitterCells": [
                {"name": "trail", "birthRate": 30, "lifetime": 0.5, "velocity": 10, "emissionRange": 6.3}]}]}
            """#
        let smoke = Self.layerJSON(name: "smoke", cell: "puff", rate: 90, extra: #", "birthRate": 2"#)
        let scene = try Self.scene(#"{"sublayers": [\#(fire), \#(nested), \#(smoke)]}"#)
        func run(threads: Int) throws -> (dump: String, sideBySide: [Bool]) {
            let system = SceneSystem(program: try SceneProgram(scene: scene))
            system.threads = threads
            system.advance(by: 0)
            var sideBySide: [Bool] = []
            for step in 1...90 {
                sideBySide.append(system.stepsLayersSideBySide)
                system.advance(to: Double(step) / 60)
            }
            #expect(system.systems.allSatisfy { $0.threads == threads }, "each layer's threads given back")
            var csv = ""
            ParticleDump.write(system, as: .csv) { csv += $0 }
            return (csv, sideBySide)
        }
        let one = try run(threads: 1), two = try run(threads: 2)
        #expect(!one.sideBySide.contains(true) && !two.sideBySide.contains(false))
        #expect(two.dump == one.dump && one.dump.split(separator: "\n").count > 1_000)

        let large = SceneSystem(program: try SceneProgram(scene: try Self.scene(
            #"{"sublayers": [\#(Self.layerJSON(name: "a", cell: "a", rate: 2_000)), \#(fire)]}"#)))
        large.threads = 2
        large.advance(by: 0)
        large.advance(to: 9)
        #expect(large.systems[0].particleCount >= SceneSystem.particlesPerLayerSideBySide && !large.stepsLayersSideBySide)
    }

    @Test("viewport units are fractions of the layer's bounds, or of the window without placement")
    func viewportUnits() throws {
        let cell = #""emitterCells": [{"birthRate": 1, "lifetime": 10}]"#
        let scene = try Self.scene(#"""
            {"sublayers": [
              {"emitterUnits": "viewport", "emitterPosition": [0.5, 0.5], "bounds": [0, 0, 200, 100], \#(cell)},
              {"emitterUnits": "viewport", "emitterPosition": [0.5, 0.5], \#(cell)}]}
            """#)
        let system = SceneSystem(program: try SceneProgram(scene: scene), windowSize: [800, 600])
        system.advance(by: 0)
        system.advance(to: 1.5)
        #expect(system.systems[0].particles(inCell: 0).map(\.position) == [[100, 50, 0]])
        #expect(system.systems[1].particles(inCell: 0).map(\.position) == [[400, 300, 0]])
    }

    @Test("a reload keeps the particles of layers with the same name and pre-warms a new one to now")
    func reconfigure() throws {
        let fire = Self.layerJSON(name: "fire", cell: "flame")
        let system = SceneSystem(program: try SceneProgram(scene: Self.scene(#"{"sublayers": [\#(fire)]}"#)))
        system.advance(by: 0)
        system.advance(to: 2)
        let before = system.systems[0].particles(inCell: 0)
        let smoke = Self.layerJSON(name: "smoke", cell: "puff", rate: 7)
        system.reconfigure(program: try SceneProgram(scene: Self.scene(#"{"sublayers": [\#(smoke), \#(fire)]}"#)))
        #expect(system.systems[1].particles(inCell: 0) == before)
        #expect(system.systems[0].particleCount == 14 && system.systems[0].time == 2)
    }

    @Test("a scene's dump labels cells, ids and parents with the layer: its name, else its index")
    func dump() throws {
        let fire = Self.layerJSON(name: "fire", cell: "flame", rate: 1)
        let unnamed = #"{"emitterCells": [{"name": "spark", "birthRate": 1, "lifetime": 10}]}"#
        let system = SceneSystem(program: try SceneProgram(scene: Self.scene(#"{"sublayers": [\#(fire), \#(unnamed)]}"#)))
        system.advance(by: 0)
        system.advance(to: 1.5)
        var csv = ""
        ParticleDump.write(system, as: .csv) { csv += $0 }
        let rows = csv.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(rows.map { "\($0[0]) \($0[1].prefix(6).count == 6 ? $0[1].prefix($0[0].hasPrefix("fire") ? 5 : 2) : "")" }
            == ["fire/flame fire/", "1/spark 1/"])
        #expect(rows.map { $0[1].count } == [5 + 16, 2 + 16])
        let single = SceneSystem(program: try SceneProgram(scene: Self.scene(fire)))
        single.advance(by: 0)
        single.advance(to: 1.5)
        var plain = ""
        ParticleDump.write(single, as: .csv) { plain += $0 }
        let row = plain.split(separator: "\n")[1].split(separator: ",", omittingEmptySubsequences: false)
        #expect(row[0] == "flame" && row[1].count == 16)
    }

    @Test("layers that fit in memory one by one but not together are refused")
    func memoryTogether() throws {
        let layer = #"{"maxParticles": 1000, "emitterCells": [{"birthRate": 1000, "lifetime": 10}]}"#
        let scene = try Self.scene(#"{"sublayers": [\#(layer), \#(layer)]}"#)
        let bytes = ParticleStore.bytesPerParticle
        _ = try SceneProgram(scene: scene, source: "s.json", memory: UInt64(2000 * bytes))
        let error = #expect(throws: ConfigurationError.self) {
            try SceneProgram(scene: scene, source: "s.json", memory: UInt64(2000 * bytes - 1))
        }
        #expect(error?.description == "s.json: sublayers: all layers together: 2000 particles of \(bytes) bytes need "
            + "\(String(format: "%.1f GB", Double(2000 * bytes) / 1e9)), more than this machine's memory "
            + "(\(String(format: "%.1f GB", Double(2000 * bytes - 1) / 1e9))); "
            + "lower the layers' maxParticles or their birth rates and lifetimes")
    }

    @Test("the cell limit counts all layers together")
    func cellsTogether() {
        var layer = EmitterLayer()
        layer.emitterCells = Array(repeating: EmitterCell(), count: EmitterLayer.maxCells / 2 + 1)
        let scene = Scene(sublayers: [layer, layer])
        #expect(scene.validationProblems() == [.init(
            path: "sublayers", reason: "\(EmitterLayer.maxCells + 2) cells, all layers together: more than the limit of \(EmitterLayer.maxCells)")])
    }
}
