import Foundation
import Spindrift
import Testing

/// Emitter code translated from Swift or Objective-C loads as written: every property Apple's
/// headers declare is a key (implemented, or accepted with a warning), Apple's constants and
/// both spellings of a property name work, and a value of the wrong key is Core Animation's
/// fallback with a warning.
@Suite("Apple's headers: emitter code loads as written")
struct AppleHeaderKeysTests {
    /// The properties of `CAMediaTiming.h`, which `CALayer` and `CAEmitterCell` adopt.
    static let mediaTiming = ["beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration", "autoreverses", "fillMode"]

    /// The properties of `CALayer.h` (2025), Objective-C names and `getter=` names.
    static let layer = [
        "bounds", "position", "zPosition", "anchorPoint", "anchorPointZ", "transform", "frame", "hidden", "isHidden",
        "doubleSided", "isDoubleSided", "geometryFlipped", "isGeometryFlipped", "superlayer", "sublayers", "sublayerTransform",
        "mask", "masksToBounds", "contents", "contentsRect", "contentsGravity", "contentsScale", "contentsCenter",
        "contentsFormat", "wantsExtendedDynamicRangeContent", "toneMapMode", "preferredDynamicRange", "contentsHeadroom",
        "wantsDynamicContentScaling", "minificationFilter", "magnificationFilter", "minificationFilterBias", "opaque",
        "isOpaque", "needsDisplayOnBoundsChange", "drawsAsynchronously", "edgeAntialiasingMask", "allowsEdgeAntialiasing",
        "backgroundColor", "cornerRadius", "maskedCorners", "cornerCurve", "borderWidth", "borderColor", "opacity",
        "allowsGroupOpacity", "compositingFilter", "filters", "backgroundFilters", "shouldRasterize", "rasterizationScale",
        "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowPath", "autoresizingMask", "layoutManager",
        "actions", "name", "delegate", "style",
    ]

    /// The properties of `CAEmitterLayer.h`.
    static let emitterLayer = [
        "emitterCells", "birthRate", "lifetime", "emitterPosition", "emitterZPosition", "emitterSize", "emitterDepth",
        "emitterShape", "emitterMode", "renderMode", "preservesDepth", "velocity", "scale", "spin", "seed",
    ]

    /// The properties of `CAEmitterCell.h`.
    static let emitterCell = [
        "name", "enabled", "isEnabled", "birthRate", "lifetime", "lifetimeRange", "emissionLatitude", "emissionLongitude",
        "emissionRange", "velocity", "velocityRange", "xAcceleration", "yAcceleration", "zAcceleration", "scale",
        "scaleRange", "scaleSpeed", "spin", "spinRange", "color", "redRange", "greenRange", "blueRange", "alphaRange",
        "redSpeed", "greenSpeed", "blueSpeed", "alphaSpeed", "contents", "contentsRect", "contentsScale",
        "minificationFilter", "magnificationFilter", "minificationFilterBias", "emitterCells", "style",
    ]

    /// The problems and notices of `json`, "unknown key" ones first.
    private static func unknownKeys(_ json: String) -> [String] {
        do {
            let scene = try SceneTests.scene(json)
            return scene.notices.filter { $0.reason.hasPrefix("unknown key") }.map(\.path)
        } catch {
            return error.problems.filter { $0.reason.hasPrefix("unknown key") }.map(\.path)
        }
    }

    @Test("every property of CALayer.h, CAEmitterLayer.h and CAMediaTiming.h is a key of a layer, and of a scene's sublayer",
          arguments: layer + emitterLayer + mediaTiming)
    func layerKeys(key: String) {
        #expect(Self.unknownKeys(#"{"\#(key)": 0}"#) == [])
        #expect(Self.unknownKeys(#"{"sublayers": [{"\#(key)": 0}]}"#) == [])
    }

    @Test("every property of CAEmitterCell.h and CAMediaTiming.h is a key of a cell, and of a sub-cell",
          arguments: emitterCell + mediaTiming)
    func cellKeys(key: String) {
        #expect(Self.unknownKeys(#"{"emitterCells": [{"\#(key)": 0}]}"#) == [])
        #expect(Self.unknownKeys(#"{"emitterCells": [{"emitterCells": [{"\#(key)": 0}]}]}"#) == [])
    }

    static let ignoredWarnings: [(String, String)] = [
        ("needsDisplayOnBoundsChange", "accepted, no effect: an emitter layer draws no contents of its own"),
        ("drawsAsynchronously", "accepted, no effect: an emitter layer draws no contents of its own"),
        ("contentsCenter", "accepted, no effect: an emitter layer draws no contents of its own"),
        ("contentsGravity", "accepted, no effect: an emitter layer draws no contents of its own"),
        ("contentsFormat", "accepted, no effect: an emitter layer draws no contents of its own"),
        ("isDoubleSided", "accepted, no effect: Spindrift's layers are flat and never face away from the viewer"),
        ("doubleSided", "accepted, no effect: Spindrift's layers are flat and never face away from the viewer"),
        ("cornerCurve", "accepted but not drawn: Spindrift draws only a layer's particles"),
        ("edgeAntialiasingMask", "accepted, no effect: a rendering hint that does not change how Spindrift draws particles"),
        ("allowsGroupOpacity", "accepted, no effect: a rendering hint that does not change how Spindrift draws particles"),
        ("allowsEdgeAntialiasing", "accepted, no effect: a rendering hint that does not change how Spindrift draws particles"),
        ("shouldRasterize", "accepted, no effect: a rendering hint that does not change how Spindrift draws particles"),
        ("rasterizationScale", "accepted, no effect: a rendering hint that does not change how Spindrift draws particles"),
        ("autoresizingMask", "accepted, no effect: Spindrift does no layout (place the layer with frame, or bounds and position)"),
        ("actions", "not supported by Spindrift: ignored"),
        ("delegate", "not supported by Spindrift: ignored"),
        ("style", "not supported by Spindrift: ignored"),
        ("superlayer", "read-only in Core Animation: ignored"),
        ("repeatCount", "not supported by Spindrift on a layer: ignored (the layer's time runs on from beginTime forever)"),
    ]

    @Test("CALayer keys that do not change how particles are drawn load with one warning each", arguments: ignoredWarnings)
    func ignoredLayerKeys(key: String, warning: String) throws {
        let scene = try SceneTests.scene(#"{"\#(key)": 1, "emitterCells": []}"#)
        #expect(scene.notices == [.init(path: key, reason: warning)])
    }

    @Test("sublayers inside a sublayer are ignored with a warning")
    func nestedSublayers() throws {
        let scene = try SceneTests.scene(#"{"sublayers": [{"sublayers": [{"emitterCells": []}]}]}"#)
        #expect(scene.notices == [.init(
            path: "sublayers[0].sublayers",
            reason: "not supported by Spindrift inside a sublayer: ignored (a scene has one level of layers: move these into the root's sublayers)")])
    }

    static let appleSpellings: [String] = [
        #"{"emitterShape": "kCAEmitterLayerLine", "emitterMode": ".outline", "renderMode": "kCAEmitterLayerAdditive"}"#,
        #"{"emitterShape": ".line", "emitterMode": "kCAEmitterLayerPoints", "renderMode": ".oldestFirst"}"#,
        #"{"emitterCells": [{"magnificationFilter": "kCAFilterNearest", "minificationFilter": ".trilinear"}]}"#,
        #"{"animations": [{"class": "CABasicAnimation", "keyPath": "birthRate", "toValue": 0, "fillMode": "kCAFillModeForwards", "#
            + #""removedOnCompletion": false, "timingFunction": "kCAMediaTimingFunctionEaseIn"}]}"#,
        #"{"animations": [{"class": "CAKeyframeAnimation", "keyPath": "birthRate", "values": [1, 0], "#
            + #""calculationMode": "kCAAnimationPaced", "fillMode": ".forwards", "timingFunction": ".easeInEaseOut"}]}"#,
    ]

    @Test("Apple's constants and Swift members name enumeration values", arguments: appleSpellings)
    func appleConstants(json: String) throws {
        let scene = try SceneTests.scene(json)
        #expect(scene.notices == [])
    }

    static let bothNames: [String] = [
        #"{"emitterCells": [{"enabled": false}]}"#, #"{"emitterCells": [{"isEnabled": false}]}"#,
        #"{"hidden": true}"#, #"{"isHidden": true}"#,
        #"{"animations": [{"class": "CABasicAnimation", "keyPath": "birthRate", "toValue": 0, "removedOnCompletion": false, "#
            + #""additive": true, "cumulative": true}]}"#,
        #"{"animations": [{"class": "CABasicAnimation", "keyPath": "birthRate", "toValue": 0, "isRemovedOnCompletion": false, "#
            + #""isAdditive": true, "isCumulative": true}]}"#,
    ]

    @Test("both the Objective-C and the Swift name of a property work", arguments: bothNames)
    func bothSpellings(json: String) throws {
        #expect(try SceneTests.scene(json).notices == [])
    }

    static let otherKeyValues: [(String, String, String, String)] = [
              ("emitterMode", "additive", "renderMode", "volume"),
              ("emitterMode", "kCAEmitterLayerAdditive", "renderMode", "volume"),
              ("emitterShape", "outline", "emitterMode", "point"),
              ("renderMode", ".line", "emitterShape", "unordered"),
              ("emitterUnits", "additive", "renderMode", "points"),
    ]

    @Test("a value of another key is Core Animation's fallback to the default, with a warning naming the key it belongs to",
          arguments: otherKeyValues)
    func valueOfAnotherKey(key: String, value: String, owner: String, fallback: String) throws {
        let scene = try SceneTests.scene(#"{"\#(key)": "\#(value)"}"#)
        #expect(scene.notices == [.init(
            path: key,
            reason: "'\(value)' is a value of \(owner), not of \(key): Core Animation ignores it and uses the default, "
                + "'\(fallback)' (did you mean \"\(owner)\": \"\(value)\"?)")])
        let defaults = EmitterLayer()
        #expect(scene.layers[0].emitterMode == defaults.emitterMode)
        #expect(scene.layers[0].emitterShape == defaults.emitterShape)
        #expect(scene.layers[0].renderMode == defaults.renderMode)
    }

    @Test("a value of no key stays an error")
    func valueOfNoKey() {
        #expect(SceneTests.message(#"{"emitterMode": "sideways", "emitterCells": [{"magnificationFilter": "additive"}]}"#) == """
            scene.json: emitterMode: unknown value 'sideways' (expected one of: points, outline, surface, volume)
            scene.json: emitterCells[0].magnificationFilter: unknown value 'additive' (expected one of: linear, nearest, trilinear)
            """)
    }
}
