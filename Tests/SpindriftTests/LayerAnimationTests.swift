import Foundation
import Testing
import Spindrift

@Suite("LayerAnimation decoding and validation")
struct LayerAnimationTests {
    /// A layer with one cell `flake` (and its sub-cell `melt`) and `animations`.
    static func json(_ animations: String) -> String {
        #"{"emitterCells": [{"name": "flake", "birthRate": 10, "lifetime": 2, "emitterCells": [{"name": "melt"}]}], "animations": ["#
            + animations + "]}"
    }

    static func layer(_ animations: String) throws -> EmitterLayer {
        try EmitterLayer(jsonData: Data(json(animations).utf8), source: "a.json")
    }

    static func message(_ animations: String) -> String? {
        do {
            _ = try EmitterLayer(jsonData: Data(json(animations).utf8), source: "a.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test("each class decodes with its keys and Core Animation's defaults")
    func classes() throws {
        let layer = try Self.layer("""
            {"class": "CABasicAnimation", "keyPath": "emitterPosition", "fromValue": [0, 10], "toValue": [100, 10],
             "duration": 3, "key": "slide", "timingFunction": "easeInEaseOut"},
            {"class": "CAKeyframeAnimation", "keyPath": "birthRate", "values": [1, 0], "keyTimes": [0, 0.5, 1],
             "calculationMode": "discrete", "timingFunctions": [[0.1, 0.2, 0.3, 0.4]], "fillMode": "forwards",
             "isRemovedOnCompletion": false, "repeatCount": 3.4028234663852886e38},
            {"class": "CASpringAnimation", "keyPath": "emitterCells.flake.emitterCells.melt.color",
             "toValue": [1, 0, 0, 1], "damping": 5, "isAdditive": true},
            {"class": "CAAnimationGroup", "duration": 2, "autoreverses": true,
             "animations": [{"class": "CABasicAnimation", "keyPath": "emitterCells.flake.scale", "byValue": 2}]}
            """)
        #expect(layer.animations.count == 4)
        let slide = layer.animations[0]
        #expect(slide.key == "slide" && slide.timingFunction == .easeInEaseOut && slide.timing.duration == 3)
        #expect(slide.kind == .property(PropertyAnimation(
            keyPath: "emitterPosition", values: .basic(BasicValues(fromValue: [0, 10], toValue: [100, 10])))))
        let taper = layer.animations[1]
        #expect(taper.timing.fillMode == .forwards && !taper.timing.isRemovedOnCompletion && taper.timing.repeatsForever)
        #expect(taper.kind == .property(PropertyAnimation(keyPath: "birthRate", values: .keyframe(KeyframeValues(
            values: [[1], [0]], keyTimes: [0, 0.5, 1], calculationMode: .discrete,
            timingFunctions: [TimingFunction(0.1, 0.2, 0.3, 0.4)])))))
        #expect(layer.animations[2].className == "CASpringAnimation" && layer.animations[2].timing.isRemovedOnCompletion)
        #expect(layer.animations[2].kind == .property(PropertyAnimation(
            keyPath: "emitterCells.flake.emitterCells.melt.color",
            values: .spring(BasicValues(toValue: [1, 0, 0, 1]), SpringParameters(damping: 5)), isAdditive: true)))
        guard case .group(let members) = layer.animations[3].kind else { Issue.record("not a group"); return }
        #expect(members.count == 1 && layer.animations[3].timing.autoreverses)
    }

    @Test("encoding and decoding give the same animations")
    func roundTrip() throws {
        let layer = try Self.layer("""
            {"class": "CAKeyframeAnimation", "keyPath": "emitterCells.flake.color", "values": [[1, 1, 1, 1], [0.5, 0, 0, 1]],
             "timingFunction": [0.2, 1.5, 0.3, 1], "beginTime": 1, "speed": 2, "timeOffset": 0.5, "name": "tint"},
            {"class": "CAAnimationGroup", "repeatDuration": 7, "animations": [
              {"class": "CASpringAnimation", "keyPath": "velocity", "fromValue": 0, "mass": 2, "stiffness": 50,
               "initialVelocity": 3, "isCumulative": true}]}
            """)
        #expect(try EmitterLayer(jsonData: layer.jsonData(), source: "x.json") == layer)
        #expect(layer.animations[0].key == "tint" && layer.animations[0].label == "tint")
    }

    @Test("a key path names a layer property, or a cell's by name (nested) or by index")
    func targets() throws {
        var layer = try Self.layer("")
        layer.emitterCells.append(EmitterCell())
        #expect(try layer.animationTarget(of: "emitterSize").description == "emitterSize")
        #expect(try layer.animationTarget(of: "emitterSize").componentCount == 2)
        #expect(try layer.animationTarget(of: "emitterCells.flake.emitterCells.melt.color").cell == CellPath(["flake", "melt"]))
        #expect(try layer.animationTarget(of: "emitterCells.1.velocity").description == "emitterCells.cell1.velocity")
        #expect(try layer.animationTarget(of: "birthRate").effect == .emission)
        #expect(try layer.animationTarget(of: "emitterCells.flake.lifetime").effect == .birth)
    }

    @Test("each bad animation names the file, the JSON path and the reason", arguments: [
        (#"{"class": "CABasicAnimaton", "keyPath": "birthRate"}"#,
         "a.json: animations[0].class: unknown class 'CABasicAnimaton' (did you mean 'CABasicAnimation'?)"),
        (#"{"class": "CATransition"}"#,
         "a.json: animations[0].class: unknown class 'CATransition' (expected one of: CABasicAnimation, CAKeyframeAnimation, CASpringAnimation, CAAnimationGroup)"),
        (#"{"keyPath": "birthRate"}"#, "a.json: animations[0].class: missing"),
        (#"{"class": "CABasicAnimation"}"#, "a.json: animations[0].keyPath: missing"),
        (#"{"class": "CABasicAnimation", "keyPath": "birthRate", "values": [1]}"#,
         "a.json: animations[0].values: 'values' is a key of CAKeyframeAnimation, not of CABasicAnimation"),
        (#"{"class": "CABasicAnimation", "keyPath": "birthRate", "tovalue": 1}"#,
         "a.json: animations[0].tovalue: unknown key (did you mean 'toValue'?)"),
        (#"{"class": "CABasicAnimation", "keyPath": "birthRat", "toValue": 1}"#,
         "a.json: animations[0].keyPath: no animatable property 'birthRat' (did you mean 'birthRate'?)"),
        (#"{"class": "CABasicAnimation", "keyPath": "seed", "toValue": 1}"#,
         "a.json: animations[0].keyPath: 'seed' cannot be animated: it is fixed when the emitter is built"),
        (#"{"class": "CABasicAnimation", "keyPath": "emitterCells.flake.yAcceleration", "toValue": 1}"#,
         "a.json: animations[0].keyPath: 'yAcceleration' cannot be animated: it is a rate of change that every live particle of the cell shares in closed form, so Spindrift keeps it fixed (animate a value read at birth, such as velocity, scale or color, instead)"),
        (#"{"class": "CABasicAnimation", "keyPath": "emitterCells.flak.birthRate", "toValue": 1}"#,
         "a.json: animations[0].keyPath: no cell named 'flak' in 'emitterCells.flak.birthRate' (cells: flake); did you mean 'flake'?"),
        (#"{"class": "CABasicAnimation", "keyPath": "emitterCells.flake", "toValue": 1}"#,
         "a.json: animations[0].keyPath: 'emitterCells.flake' names a cell; add a property, such as emitterCells.flake.birthRate"),
        (#"{"class": "CABasicAnimation", "keyPath": "emitterPosition", "toValue": 5}"#,
         "a.json: animations[0].toValue: expected 2 numbers [x, y] for emitterPosition (got 1)"),
        (#"{"class": "CABasicAnimation", "keyPath": "birthRate", "toValue": [1, 2]}"#,
         "a.json: animations[0].toValue: expected 1 number for birthRate (got 2)"),
        (#"{"class": "CABasicAnimation", "keyPath": "birthRate", "toValue": 1e39}"#,
         "a.json: animations[0].toValue: must be within ±3.4e38 (got 1e+39)"),
        (#"{"class": "CABasicAnimation", "keyPath": "birthRate", "toValue": true}"#,
         "a.json: animations[0].toValue: expected a number or an array of numbers"),
        (#"{"class": "CAKeyframeAnimation", "keyPath": "birthRate", "values": [1, 0], "keyTimes": [0, 0.5, 1]}"#,
         "a.json: animations[0].keyTimes: must have 2 entries, one per value (got 3)"),
        (#"{"class": "CAKeyframeAnimation", "keyPath": "birthRate", "values": [1, 0, 2], "keyTimes": [0, 0.7, 0.5]}"#,
         "a.json: animations[0].keyTimes[2]: must be 1 (got 0.5)"),
        (#"{"class": "CAKeyframeAnimation", "keyPath": "birthRate", "values": [1, 0, 2, 3], "keyTimes": [0, 0.7, 0.5, 1]}"#,
         "a.json: animations[0].keyTimes[2]: must not be less than keyTimes[1] (0.7): key times ascend (got 0.5)"),
        (#"{"class": "CAKeyframeAnimation", "keyPath": "birthRate", "values": [1, 0], "keyTimes": [0, 1.5]}"#,
         "a.json: animations[0].keyTimes[1]: must be in 0…1 (got 1.5)"),
        (#"{"class": "CAKeyframeAnimation", "keyPath": "emitterSize", "values": [[1, 2], [3]]}"#,
         "a.json: animations[0].values[1]: expected 2 numbers [width, height] for emitterSize (got 1)"),
        (#"{"class": "CABasicAnimation", "keyPath": "birthRate", "duration": -1}"#,
         "a.json: animations[0].duration: must not be negative (got -1.0)"),
        (#"{"class": "CABasicAnimation", "keyPath": "birthRate", "speed": -2}"#,
         "a.json: animations[0].speed: must not be negative (got -2.0)"),
        (#"{"class": "CABasicAnimation", "keyPath": "birthRate", "fillMode": "always"}"#,
         "a.json: animations[0].fillMode: unknown value 'always' (expected one of: removed, forwards, backwards, both)"),
        (#"{"class": "CABasicAnimation", "keyPath": "birthRate", "timingFunction": "easeInOut"}"#,
         "a.json: animations[0].timingFunction: unknown timing function 'easeInOut' (expected one of: linear, easeIn, easeOut, easeInEaseOut, default, or [c1x, c1y, c2x, c2y])"),
        (#"{"class": "CABasicAnimation", "keyPath": "birthRate", "timingFunction": [1.2, 0, 1, 1]}"#,
         "a.json: animations[0].timingFunction: c1x must be in 0…1 (got 1.2)"),
        (#"{"class": "CASpringAnimation", "keyPath": "birthRate", "mass": 0}"#,
         "a.json: animations[0].mass: must be more than 0 (got 0.0)"),
        (#"{"class": "CASpringAnimation", "keyPath": "birthRate", "damping": 0}"#,
         "a.json: animations[0].duration: an undamped spring (damping 0) never settles: give a duration"),
        (#"{"class": "CABasicAnimation", "keyPath": "velocity", "byValue": 1, "isCumulative": true, "repeatCount": 3.4028234663852886e38}"#,
         "a.json: animations[0].isCumulative: a cumulative animation that repeats forever grows without end: give a finite repeatCount or repeatDuration"),
        (#"{"class": "CABasicAnimation", "keyPath": "birthRate", "key": "a"}, {"class": "CABasicAnimation", "keyPath": "scale", "key": "a"}"#,
         "a.json: animations[1].key: 'a' is already the key of animations[0]"),
        (#"{"class": "CAAnimationGroup", "animations": [{"class": "CABasicAnimation", "keyPath": "lifetim"}]}"#,
         "a.json: animations[0].animations[0].keyPath: no animatable property 'lifetim' (did you mean 'lifetime'?)"),
        (#"{"class": "CAAnimationGroup", "keyPath": "birthRate"}"#,
         "a.json: animations[0].keyPath: 'keyPath' is a key of CABasicAnimation, CAKeyframeAnimation and CASpringAnimation, not of CAAnimationGroup"),
        (#"{"class": "CABasicAnimation", "keyPath": "birthRate", "duration": 0.3, "repeatCount": 3.4028234663852886e38}, {"class": "CABasicAnimation", "keyPath": "emitterCells.flake.birthRate", "duration": 0.7071067811865476, "repeatCount": 3.4028234663852886e38}"#,
         "a.json: animations: birth-rate animations that repeat forever with periods 0.3, 0.7071067811865476 s have no common period within 1000 × the longest: Spindrift integrates a repeating birth rate over one common period"),
        (#"{"class": "CABasicAnimation", "keyPath": "birthRate", "duration": 0.001, "repeatCount": 1000000}"#,
         "a.json: animations: birth-rate animations change the rate in more than 100000 pieces before they repeat: give fewer keyframes or repeats, or repeat forever"),
    ])
    func badInput(animations: String, expected: String) {
        #expect(Self.message(animations) == expected)
    }

    @Test("a birth-rate animation that plays once with too many keyframes is told to give fewer keyframes, not repeats")
    func tooManyKeyframes() {
        let values = Array(repeating: "1", count: 100_001).joined(separator: ",")
        #expect(Self.message(#"{"class": "CAKeyframeAnimation", "keyPath": "birthRate", "values": [\#(values)]}"#)
            == "a.json: animations: birth-rate animations change the rate in more than 100000 pieces before they repeat: "
            + "give fewer keyframes")
    }

    @Test("a key path of 100,000 segments is cut in the middle with an ellipsis, so the message stays one short line")
    func longKeyPath() throws {
        let keyPath = Array(repeating: "a", count: 100_000).joined(separator: ".")
        let message = try #require(Self.message(#"{"class": "CABasicAnimation", "keyPath": "\#(keyPath)"}"#))
        // The quotes are part of the word that is cut.
        let cut = "'" + String(keyPath.prefix(159)) + "…" + String(keyPath.suffix(78)) + "'"
        #expect(message == "a.json: animations[0].keyPath: no animatable property \(cut)")
    }

    @Test("validation reports every bad animation, not only the first")
    func everyProblem() {
        let message = Self.message("""
            {"class": "CABasicAnimation", "keyPath": "birthRat"}, {"class": "CABasicAnimation", "keyPath": "scale", "duration": -1}
            """)
        #expect(message == """
            a.json: animations[0].keyPath: no animatable property 'birthRat' (did you mean 'birthRate'?)
            a.json: animations[1].duration: must not be negative (got -1.0)
            """)
    }

    @Test("a motion bound takes an animated value at its largest")
    func envelope() {
        let message = Self.message(#"{"class": "CABasicAnimation", "keyPath": "emitterCells.flake.velocity", "fromValue": 0, "toValue": 3e38}"#)
        #expect(message == "a.json: emitterCells[0].velocity: motion reaches 6e38 points within the lifetime, beyond ±3.4e38")
    }
}

extension LayerAnimationTests {
    @Test("groups nest at most 8 levels deep, and a layer has at most 1,000 animations")
    func limits() {
        var nested = #"{"class": "CABasicAnimation", "keyPath": "scale"}"#
        for _ in 0..<9 { nested = #"{"class": "CAAnimationGroup", "animations": ["# + nested + "]}" }
        #expect(Self.message(nested) == "a.json: "
            + Array(repeating: "animations[0]", count: 8).joined(separator: ".")
            + ".animations: animation groups nest deeper than 8 levels")
        let many = Array(repeating: #"{"class": "CABasicAnimation", "keyPath": "scale"}"#, count: 1001).joined(separator: ",")
        #expect(Self.message(many) == "a.json: animations: 1001 animations, groups' members included: more than the limit of 1000")
    }
}
