import Foundation
import Spindrift
import SpindriftPlayback
import Testing

@Suite("Touch")
struct TouchTests {
    /// A scene whose only layer is 200 × 100 points at (400, 300) of a 1280 × 720 window,
    /// anchored at (0.25, 0.5), scaled 2 × 0.5, turned 30° and moved by (10, −20); the root
    /// moved 50 points right.
    private static func placedLayer(units: EmitterUnits) -> (EmitterLayer, LayerPlacement) {
        var layer = EmitterLayer()
        layer.emitterUnits = units
        layer.layerProperties.bounds = [-20, 10, 200, 100]
        layer.layerProperties.position = [400, 300]
        layer.layerProperties.anchorPoint = [0.25, 0.5]
        layer.layerProperties.transform.scale = [2, 0.5]
        layer.layerProperties.transform.rotation = Double.pi / 6
        layer.layerProperties.transform.translation = [10, -20]
        var root = LayerProperties()
        root.position = [690, 360]
        root.bounds = [0, 0, 1280, 720]
        let scene = Scene(root: root, sublayers: [layer])
        return (layer, scene.placements(inWindow: [1280, 720])[0])
    }

    @Test("a window point maps to the layer's coordinates through its placement, as the closed form of the transform says")
    func mapping() throws {
        let (layer, placement) = Self.placedLayer(units: .points)
        // Closed form: window = root offset + position + translation + R(30°) · (scale ⊙ (q − anchor)),
        // anchor = bounds origin + anchorPoint × size.
        let anchor = SIMD2<Double>(-20 + 0.25 * 200, 10 + 0.5 * 100)
        let window = SIMD2<Double>(612, 233)
        let turned = window - SIMD2(50, 0) - SIMD2(400, 300) - SIMD2(10, -20)
        let (cosine, sine) = (cos(Double.pi / 6), sin(Double.pi / 6))
        let unturned = SIMD2(cosine * turned.x + sine * turned.y, -sine * turned.x + cosine * turned.y)
        let expected = anchor + unturned / SIMD2(2, 0.5)
        let position = try #require(layer.emitterPosition(atWindowPoint: window, placement: placement))
        #expect(abs(position.x - expected.x) < 1e-9 && abs(position.y - expected.y) < 1e-9)
        // And back: the emitter drawn there is under the pointer.
        let back = placement.toWindow.apply(position)
        #expect(abs(back.x - window.x) < 1e-9 && abs(back.y - window.y) < 1e-9)
    }

    @Test("in viewport units the position is the layer point divided by the bounds' size")
    func viewportUnits() throws {
        let (points, placement) = Self.placedLayer(units: .points)
        let (viewport, _) = Self.placedLayer(units: .viewport)
        let local = try #require(points.emitterPosition(atWindowPoint: [700, 410], placement: placement))
        let fraction = try #require(viewport.emitterPosition(atWindowPoint: [700, 410], placement: placement))
        #expect(abs(fraction.x - local.x / 200) < 1e-12 && abs(fraction.y - local.y / 100) < 1e-12)
    }

    @Test("no position puts the emitter under the pointer of a flattened layer, or in viewport units of empty bounds")
    func degenerate() {
        var layer = EmitterLayer()
        layer.layerProperties.transform.scale = [0, 1]
        let flat = Scene(layer: layer).placements(inWindow: [320, 180])[0]
        #expect(layer.emitterPosition(atWindowPoint: [10, 10], placement: flat) == nil)
        var empty = EmitterLayer()
        empty.emitterUnits = .viewport
        empty.layerProperties.position = [10, 10]
        let placement = Scene(layer: empty).placements(inWindow: [320, 180])[0]
        #expect(empty.emitterPosition(atWindowPoint: [10, 10], placement: placement) == nil)
    }

    @Test("position: a press puts the emitter there, a drag moves it while held, a release leaves it")
    func position() {
        var state = PlaybackState(layer: layer(cells: ["a"]))
        #expect(state.drag(to: [5, 5]) == PlaybackAction.none)
        #expect(state.press(at: [10, 20]) == .reconfigure)
        #expect(state.layer.emitterPosition == [10, 20])
        #expect(state.drag(to: [30, 40]) == .reconfigure)
        #expect(state.drag(to: [30, 40]) == PlaybackAction.none)
        #expect(state.release() == PlaybackAction.none)
        #expect(state.drag(to: [50, 50]) == PlaybackAction.none)
        #expect(state.layer.emitterPosition == [30, 40])
        // The tuning keys still show and tune the file's values; W saves none of this.
        #expect(state.tunedLayer.emitterPosition == [0, 0])
        #expect(state.changedTuning.isEmpty)
        // A press where no position is leaves the emitter where it was.
        #expect(state.press(at: nil) == PlaybackAction.none)
        #expect(state.layer.emitterPosition == [30, 40])
    }

    @Test("burst: the layer's birthRate is 0 except while the button is held, as touchesBegan and touchesEnded set it")
    func burst() {
        var state = PlaybackState(layer: layer(cells: ["a"]), touch: .burst)
        #expect(state.layer.birthRate == 0)
        #expect(state.press(at: [1, 2]) == .reconfigure)
        #expect(state.layer.birthRate == 1 && state.layer.emitterPosition == [1, 2])
        #expect(state.release() == .reconfigure)
        #expect(state.layer.birthRate == 0 && state.layer.emitterPosition == [1, 2])
    }

    @Test("off: the mouse does nothing")
    func off() {
        var state = PlaybackState(layer: layer(cells: ["a"]), touch: .off)
        #expect(state.press(at: [1, 2]) == PlaybackAction.none)
        #expect(state.drag(to: [3, 4]) == PlaybackAction.none)
        #expect(state.layer == state.tunedLayer)
    }

    @Test("a change of the tuned emitterPosition takes the emitter back from the mouse; other tuning keeps it")
    func tuningTakesBack() {
        var state = PlaybackState(layer: layer(cells: ["a"]))
        _ = state.press(at: [10, 20])
        _ = state.release()
        _ = state.handle(.increase)
        #expect(state.layer.emitterPosition == [10, 20])
        _ = state.handle(.nextCell)
        while state.selectedParameter.description != "emitterPosition.x" { _ = state.handle(.nextParameter) }
        _ = state.handle(.increase)
        #expect(state.touch.position == nil)
        #expect(state.layer.emitterPosition == state.tunedLayer.emitterPosition)
    }

    @Test("a position too far out to be valid is ignored; a capacity search keeps the mouse out")
    func refused() {
        var state = PlaybackState(layer: layer(cells: ["a"]))
        #expect(state.press(at: [.infinity, 0]) == PlaybackAction.none)
        #expect(!state.touch.isPressed)
        state.isSearchingCapacity = true
        #expect(state.press(at: [1, 1]) == PlaybackAction.none)
    }

    @Test("A asks for the animations again; replaying counts each top-level beginTime from the given local time")
    func replay() {
        var state = PlaybackState(layer: layer(cells: ["a"]))
        #expect(state.handle(.replayAnimations) == .replayAnimations)
        var animated = EmitterLayer()
        let fade = PropertyAnimation(keyPath: "opacity", values: .basic(BasicValues(fromValue: [1], toValue: [0])))
        animated.animations = [
            LayerAnimation(kind: .property(fade), timing: MediaTiming(beginTime: 3, duration: 3)),
            LayerAnimation(kind: .property(fade), timing: MediaTiming(duration: 1)),
        ]
        let replayed = animated.replayingAnimations(from: 12.5)
        #expect(replayed.animations.map(\.timing.beginTime) == [15.5, 12.5])
        #expect(replayed.animations.map(\.timing.duration) == [3, 1])
    }
}
