import Foundation
import Testing
@testable import Spindrift
@testable import SpindriftDescription
@testable import SpindriftEngine

/// A value of `property`'s kind that differs from its default, as JSON text.
private func sample<Root>(_ property: PropertyDeclaration<Root>) -> String? {
    let defaults = property.jsonText(Root())
    switch property.kind {
    case .number: return "0.375"
    case .vector(let labels): return "[" + labels.indices.map { _ in "0.25" }.joined(separator: ", ") + "]"
    case .integer: return "7"
    case .flag: return defaults == "true" ? "false" : "true"
    case .text: return #""spark""#
    case .choice(let values): return values.map { "\"\($0.name)\"" }.first { $0 != defaults }
    case .list, .object: return nil
    }
}

/// Every declared key of the cell and the layer, for sweeps.
private let cellKeys = EmitterCell.properties.map(\.key)
private let layerKeys = EmitterLayer.properties.map(\.key)

@Suite("Property tables")
struct PropertyTableTests {
    @Test("every cell key, in every spelling, decodes its value and encodes it back", arguments: cellKeys)
    func cellKeyDecodes(key: String) throws {
        let property = try #require(EmitterCell.property(named: key))
        guard let value = sample(property) else { return }
        for spelling in property.spellings {
            let cell = try JSONDecoder().decode(EmitterCell.self, from: Data(#"{"\#(spelling)": \#(value)}"#.utf8))
            #expect(property.jsonText(cell) != property.jsonText(EmitterCell()), "\(spelling)")
            let again = try JSONDecoder().decode(EmitterCell.self, from: JSONEncoder().encode(cell))
            #expect(again == cell, "\(spelling)")
        }
    }

    @Test("every layer key decodes its value and encodes it back", arguments: layerKeys)
    func layerKeyDecodes(key: String) throws {
        let property = try #require(EmitterLayer.property(named: key))
        guard let value = sample(property) else { return }
        let layer = try JSONDecoder().decode(EmitterLayer.self, from: Data(#"{"\#(key)": \#(value)}"#.utf8))
        #expect(property.jsonText(layer) != property.jsonText(EmitterLayer()))
        #expect(try JSONDecoder().decode(EmitterLayer.self, from: JSONEncoder().encode(layer)) == layer)
    }

    @Test("a key given in two spellings is an error naming both")
    func twoSpellings() {
        let json = #"{"emitterCells": [{"enabled": true, "isEnabled": false}]}"#
        #expect(throws: ConfigurationError.self) { try EmitterLayer(jsonData: Data(json.utf8), source: "x.json") }
        do {
            _ = try EmitterLayer(jsonData: Data(json.utf8), source: "x.json")
        } catch {
            #expect(error.description == "x.json: emitterCells[0].isEnabled: 'enabled' and 'isEnabled' are the same property: give one")
        }
    }

    @Test("Apple's constant and Swift spellings of an enumerated value are the same value")
    func appleSpellings() throws {
        let json = #"{"emitterShape": "kCAEmitterLayerCuboid", "renderMode": ".additive", "emitterCells": [{"minificationFilter": "kCAFilterNearest"}]}"#
        let layer = try EmitterLayer(jsonData: Data(json.utf8), source: "x.json")
        #expect(layer.emitterShape == .cuboid && layer.renderMode == .additive)
        #expect(layer.emitterCells[0].minificationFilter == .nearest)
        let qualified = #"{"emitterShape": "CAEmitterLayerEmitterShape.line", "emitterMode": "CAEmitterLayerEmitterMode.outline", "#
            + #""renderMode": "CAEmitterLayerRenderMode.oldestFirst", "#
            + #""emitterCells": [{"magnificationFilter": "CALayerContentsFilter.trilinear"}], "#
            + #""animations": [{"class": "CAKeyframeAnimation", "keyPath": "birthRate", "values": [1, 2], "#
            + #""fillMode": "CAMediaTimingFillMode.both", "calculationMode": "CAAnimationCalculationMode.cubic", "#
            + #""timingFunction": "CAMediaTimingFunctionName.easeOut"}]}"#
        let swift = try EmitterLayer(jsonData: Data(qualified.utf8), source: "x.json")
        #expect(swift.emitterShape == .line && swift.emitterMode == .outline && swift.renderMode == .oldestFirst)
        #expect(swift.emitterCells[0].magnificationFilter == .trilinear)
        let animation = try #require(swift.animations.first)
        #expect(animation.timing.fillMode == .both && animation.timingFunction == .easeOut)
        guard case .property(let property) = animation.kind, case .keyframe(let keyframes) = property.values else {
            Issue.record("not a keyframe animation")
            return
        }
        #expect(keyframes.calculationMode == .cubic)
    }

    @Test("animation records take Apple's spellings of keys and constants")
    func animationRecordSpellings() throws {
        let json = #"{"animations": [{"class": "CAKeyframeAnimation", "keyPath": "birthRate", "values": [1, 2], "duration": 2, "#
            + #""fillMode": "kCAFillModeForwards", "removedOnCompletion": false, "additive": true, "cumulative": false, "#
            + #""calculationMode": "kCAAnimationPaced", "timingFunction": "kCAMediaTimingFunctionEaseIn"}]}"#
        let animation = try #require(try EmitterLayer(jsonData: Data(json.utf8), source: "x.json").animations.first)
        #expect(animation.timing.fillMode == .forwards && !animation.timing.isRemovedOnCompletion)
        #expect(animation.timingFunction == .easeIn)
        guard case .property(let property) = animation.kind, case .keyframe(let keyframes) = property.values else {
            Issue.record("not a keyframe animation")
            return
        }
        #expect(property.isAdditive && keyframes.calculationMode == .paced)
        let both = #"{"animations": [{"class": "CABasicAnimation", "keyPath": "birthRate", "isAdditive": true, "additive": true}]}"#
        #expect(throws: ConfigurationError.self) { try EmitterLayer(jsonData: Data(both.utf8), source: "x.json") }
        do {
            _ = try EmitterLayer(jsonData: Data(both.utf8), source: "x.json")
        } catch {
            #expect(error.description == "x.json: animations[0].additive: 'isAdditive' and 'additive' are the same property: give one")
        }
    }

    @Test("validation checks every number of every cell key", arguments: cellKeys)
    func cellNumbersValidated(key: String) throws {
        let property = try #require(EmitterCell.property(named: key))
        guard property.isNumeric else { return }
        var layer = EmitterLayer()
        layer.emitterCells = [EmitterCell()]
        var lanes = property.read(layer.emitterCells[0])
        lanes[0] = .nan
        property.write(&layer.emitterCells[0], lanes)
        let path = "emitterCells[0].\(key)" + (property.componentCount > 1 || { if case .vector = property.kind { true } else { false } }() ? "[0]" : "")
        #expect(layer.validationProblems().contains { $0.path == path && $0.reason == "must be a finite number (got nan)" })
    }

    @Test("a bound declared for a key is what validation enforces", arguments: [
        ("emitterCells[0].lifetime", "must not be negative (got -1.0)"),
        ("emitterCells[0].contentsScale", "must be more than 0 (got -1.0)"),
        ("emitterCells[0].color[0]", "must be between 0 and 1 (got -1.0)"),
    ])
    func boundsEnforced(path: String, reason: String) throws {
        var layer = EmitterLayer()
        var cell = EmitterCell()
        (cell.lifetime, cell.contentsScale, cell.color.x) = (-1, -1, -1)
        layer.emitterCells = [cell]
        #expect(layer.validationProblems().contains(ConfigurationError.Problem(path: path, reason: reason)))
    }

    @Test("--set reaches every key of a cell and of the layer, in every spelling",
          arguments: EmitterCell.keys.map { "emitterCells.0.\($0)" } + EmitterLayer.keys + LayerProperties.keys)
    func setReachesEveryKey(keyPath: String) throws {
        let key = keyPath.hasPrefix("emitterCells.0.") ? String(keyPath.dropFirst("emitterCells.0.".count)) : keyPath
        let override = ConfigurationOverride(keyPath: keyPath, value: "1")
        let document: Any = ["emitterCells": [["birthRate": 1]]]
        let applied = try #require(try override.applied(to: document) as? [String: Any])
        let target = keyPath == key ? applied : (applied["emitterCells"] as? [[String: Any]])?[0]
        #expect(target?[key] != nil)
    }

    @Test("every key is animatable or says why not", arguments: cellKeys)
    func cellKeyAnimatableOrFixed(key: String) throws {
        let property = try #require(EmitterCell.property(named: key))
        // A list names members: its key paths go on through them.
        if case .list = property.kind { return }
        var layer = EmitterLayer()
        layer.emitterCells = [EmitterCell()]
        layer.emitterCells[0].name = "flake"
        switch property.animation {
        case .animatable(let effect):
            let target = try layer.animationTarget(of: "emitterCells.flake.\(key)")
            #expect(target.effect == effect)
        case .fixed(let reason):
            #expect(throws: AnimationInputError(path: "keyPath", reason: "'\(key)' cannot be animated: \(reason)")) {
                try layer.animationTarget(of: "emitterCells.flake.\(key)")
            }
        }
    }

    @Test("every layer key, emitter or CALayer, is animatable or says why not",
          arguments: layerKeys + LayerProperties.properties.map(\.key))
    func layerKeyAnimatableOrFixed(key: String) throws {
        let animation = EmitterLayer.property(named: key)?.animation ?? LayerProperties.property(named: key)!.animation
        if key == "emitterCells" { return }
        switch animation {
        case .animatable(let effect):
            #expect(try EmitterLayer().animationTarget(of: key).effect == effect)
        case .fixed(let reason):
            #expect(throws: AnimationInputError(path: "keyPath", reason: "'\(key)' cannot be animated: \(reason)")) {
                try EmitterLayer().animationTarget(of: key)
            }
        }
    }

    @Test("every number of every key has a tuning step, so the window's keys reach it")
    func everyNumberTunable() {
        let untuned = EmitterCell.properties.filter { $0.isNumeric && $0.tuning == nil }.map(\.key)
            + EmitterLayer.properties.filter { $0.isNumeric && $0.tuning == nil }.map(\.key)
            + LayerProperties.properties.filter { $0.componentCount > 0 && $0.tuning == nil }.map(\.key)
        // Unset, position and bounds follow the window: a step would set them. The pairs'
        // components (transform.translation.x) and the general scale's axes are tuned.
        #expect(untuned == ["bounds", "position", "transform.scale", "transform.translation"])
    }

    @Test("LayerProperties decodes exactly its declared keys")
    func layerPropertiesCodingKeys() {
        #expect(Set(LayerProperties.CodingKeys.allCases.map(\.rawValue)) == Set(LayerProperties.keys))
    }

    @Test("the key reference in docs/description.md is the one the tables generate")
    func docsMatchTables() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/description.md")
        let document = try String(contentsOf: docs, encoding: .utf8)
        let (generated, missing) = KeyReference.spliced(into: document)
        #expect(missing.isEmpty)
        #expect(generated == document, "docs/description.md is out of date: run `spindrift keys --update docs/description.md`")
    }
}
