import Foundation
import Spindrift
import Testing

@Suite("SceneSystem: animated opacity and transform")
struct SceneSystemDrawingAnimationTests {
    /// A 100 × 100 layer at the window's origin whose `animations` are `animations`.
    private func system(_ animations: String) throws -> SceneSystem {
        let json = #"{"frame": [0, 0, 100, 100], "animations": [\#(animations)], "#
            + #""emitterCells": [{"contents": "square", "birthRate": 1, "lifetime": 10}]}"#
        let program = try SceneProgram(scene: Scene(jsonData: Data(json.utf8), source: "test.json"))
        return SceneSystem(program: program, windowSize: [200, 200])
    }

    @Test("a linear opacity fade from 1 to 0 over 2 s is drawn at 1 − t/2, then back at the model value once removed",
          arguments: [0.0, 0.5, 1.0, 1.5, 1.9])
    func opacityFade(time: Double) throws {
        let scene = try system(#"{"class": "CABasicAnimation", "keyPath": "opacity", "fromValue": 1, "toValue": 0, "duration": 2, "timingFunction": "linear"}"#)
        scene.advance(to: time)
        #expect(abs(scene.placements[0].opacity - (1 - time / 2)) < 1e-9)
        scene.advance(to: 2.5)
        #expect(scene.placements[0].opacity == 1)
    }

    @Test("a fade that fills forwards and is not removed stays at its end value; seeking back restores it")
    func fadeFillsForwards() throws {
        let scene = try system(#"{"class": "CABasicAnimation", "keyPath": "opacity", "fromValue": 1, "toValue": 0, "duration": 2, "timingFunction": "linear", "fillMode": "forwards", "isRemovedOnCompletion": false}"#)
        scene.advance(to: 3)
        #expect(scene.placements[0].opacity == 0)
        scene.seek(to: 0.5)
        #expect(abs(scene.placements[0].opacity - 0.75) < 1e-9)
    }

    @Test("an animated transform.rotation.z turns the layer about its anchor at the animated angle")
    func rotation() throws {
        let scene = try system(#"{"class": "CABasicAnimation", "keyPath": "transform.rotation.z", "fromValue": 0, "toValue": 3.141592653589793, "duration": 2, "timingFunction": "linear"}"#)
        scene.advance(to: 1)
        // A quarter turn about the centre (50, 50): the layer's origin (0, 0) goes to (100, 0).
        let corner = scene.placements[0].toWindow.apply([0, 0])
        #expect(abs(corner.x - 100) < 1e-9 && abs(corner.y - 0) < 1e-9)
    }

    @Test("transform.scale scales both axes about the anchor")
    func uniformScale() throws {
        let scene = try system(#"{"class": "CABasicAnimation", "keyPath": "transform.scale", "fromValue": 1, "toValue": 3, "duration": 2, "timingFunction": "linear"}"#)
        scene.advance(to: 1)
        let corner = scene.placements[0].toWindow.apply([0, 0])
        #expect(abs(corner.x - -50) < 1e-9 && abs(corner.y - -50) < 1e-9)
    }

    @Test("position, bounds.size and transform.translation move the drawing; a path's rotationMode turns it")
    func placement() throws {
        let moved = try system(#"{"class": "CABasicAnimation", "keyPath": "position", "fromValue": [50, 50], "toValue": [150, 50], "duration": 2}"#)
        moved.advance(to: 1)
        // The anchor (50, 50) of the 100 × 100 bounds sits at the animated position (100, 50).
        #expect(moved.placements[0].toWindow.apply([50, 50]) == [100, 50])
        let grown = try system(#"{"class": "CABasicAnimation", "keyPath": "bounds.size", "toValue": [200, 100], "duration": 2}"#)
        grown.advance(to: 1)
        // 150 × 100 about the same centre (50, 50): the origin sits at (−25, 0).
        #expect(grown.placements[0].bounds == [0, 0, 150, 100])
        #expect(grown.placements[0].toWindow.apply([0, 0]) == [-25, 0])
        let shifted = try system(#"{"class": "CABasicAnimation", "keyPath": "transform.translation", "toValue": [20, 40], "duration": 2}"#)
        shifted.advance(to: 1)
        #expect(shifted.placements[0].toWindow.apply([0, 0]) == [10, 20])
        let along = try system(#"{"class": "CAKeyframeAnimation", "keyPath": "position", "path": "M 50 50 L 150 50 L 150 150", "rotationMode": "auto", "duration": 2}"#)
        along.advance(to: 1.5)
        // On the second segment, heading +y: a quarter turn about the anchor at (150, 100).
        let corner = along.placements[0].toWindow.apply([0, 0])
        #expect(abs(corner.x - 200) < 1e-9 && abs(corner.y - 50) < 1e-9)
    }

    @Test("a layer without position or bounds animates position from where the window puts it")
    func unsetPosition() throws {
        let json = #"{"animations": [{"class": "CABasicAnimation", "keyPath": "position.x", "byValue": 10, "duration": 2}], "emitterCells": [{"birthRate": 1}]}"#
        let scene = SceneSystem(program: try SceneProgram(scene: Scene(jsonData: Data(json.utf8), source: "t.json")), windowSize: [200, 100])
        scene.advance(to: 1)
        // The window's centre (100, 50) moves 5 points right.
        #expect(scene.placements[0].toWindow.apply([0, 0]) == [5, 0])
    }
}
