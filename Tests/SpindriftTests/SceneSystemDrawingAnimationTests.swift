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
}
