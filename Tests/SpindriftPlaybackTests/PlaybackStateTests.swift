import Spindrift
import SpindriftPlayback
import Testing

/// A layer with cells named `names`, birth rate 30, emission range π/2.
func layer(cells names: [String]) -> EmitterLayer {
    var layer = EmitterLayer()
    layer.emitterCells = names.map { name in
        var cell = EmitterCell()
        cell.name = name
        cell.birthRate = 30
        cell.lifetime = 5
        cell.emissionRange = Double.pi / 2
        return cell
    }
    return layer
}

@Suite("PlaybackState")
struct PlaybackStateTests {
    @Test("Space pauses and resumes; . steps only while paused")
    func pause() {
        var state = PlaybackState(layer: layer(cells: ["a"]))
        #expect(state.handle(.step) == PlaybackAction.none)
        #expect(state.handle(.pauseResume) == PlaybackAction.none)
        #expect(state.isPaused)
        #expect(state.handle(.step) == .step)
        _ = state.handle(.pauseResume)
        #expect(!state.isPaused)
    }

    @Test("a key that would push a value past its limit does nothing: the description stays valid")
    func keysStopAtLimits() {
        var tuned = layer(cells: ["a"])
        tuned.emitterCells[0].birthRate = 9.5e8
        var state = PlaybackState(layer: tuned)
        #expect(state.handle(.increase) == PlaybackAction.none)
        #expect(state.value(of: .birthRate) == 9.5e8)
        #expect(state.layer.validationProblems().isEmpty)
        #expect(state.handle(.decrease) == .reconfigure)
        #expect(state.value(of: .birthRate)! < 9.5e8)
    }

    @Test("keys that the window carries out", arguments: [
        (PlaybackKey.restart, PlaybackAction.restart), (.saveTuned, .saveTuned), (.screenshot, .screenshot),
        (.fullscreen, .toggleFullscreen), (.quit, .quit),
    ])
    func windowActions(key: PlaybackKey, action: PlaybackAction) {
        var state = PlaybackState(layer: layer(cells: ["a"]))
        #expect(state.handle(key) == action)
        #expect(state == PlaybackState(layer: layer(cells: ["a"])))
    }

    @Test("H toggles the HUD")
    func hud() {
        var state = PlaybackState(layer: layer(cells: ["a"]))
        #expect(state.isHUDVisible)
        _ = state.handle(.toggleHUD)
        #expect(!state.isHUDVisible)
    }

    @Test("Tab selects the next cell and wraps around")
    func nextCell() {
        var state = PlaybackState(layer: layer(cells: ["a", "b", "c"]))
        let selected = (0..<4).map { _ in
            _ = state.handle(.nextCell)
            return state.selectedCell
        }
        #expect(selected == [1, 2, 0, 1])
    }

    @Test("↑/↓ choose a parameter and wrap around")
    func parameters() {
        var state = PlaybackState(layer: layer(cells: ["a"]))
        _ = state.handle(.previousParameter)
        #expect(state.selectedParameter == TunableParameter.allCases.last)
        _ = state.handle(.nextParameter)
        _ = state.handle(.nextParameter)
        #expect(state.selectedParameter == TunableParameter.allCases[1])
    }

    @Test("→ multiplies a rate of the selected cell only and asks to reconfigure")
    func increaseRate() {
        var state = PlaybackState(layer: layer(cells: ["a", "b"]))
        _ = state.handle(.nextCell)
        #expect(state.handle(.increase) == .reconfigure)
        #expect(abs(state.layer.emitterCells[1].birthRate - 33) < 1e-9)
        #expect(state.layer.emitterCells[0].birthRate == 30)
        #expect(state.handle(.decrease) == .reconfigure)
        #expect(abs(state.layer.emitterCells[1].birthRate - 30) < 1e-9)
    }

    @Test("← on an angle subtracts 5° and stops at the bound")
    func decreaseAngle() {
        var state = PlaybackState(layer: layer(cells: ["a"]))
        while state.selectedParameter != .emissionRange { _ = state.handle(.nextParameter) }
        #expect(state.handle(.decrease) == .reconfigure)
        #expect(abs(state.layer.emitterCells[0].emissionRange - Double.pi * 17 / 36) < 1e-12)
        for _ in 0..<20 { _ = state.handle(.decrease) }
        #expect(state.layer.emitterCells[0].emissionRange == 0)
        #expect(state.handle(.decrease) == PlaybackAction.none)
    }

    @Test("tuning a layer without cells does nothing")
    func noCells() {
        var state = PlaybackState(layer: EmitterLayer())
        #expect(state.handle(.increase) == PlaybackAction.none)
        #expect(state.handle(.nextCell) == PlaybackAction.none)
        #expect(state.selectedCell == 0)
    }

    @Test("a reloaded layer keeps the selection while it exists")
    func replaceLayer() {
        var state = PlaybackState(layer: layer(cells: ["a", "b", "c"]))
        _ = state.handle(.nextCell)
        _ = state.handle(.nextCell)
        state.replaceLayer(layer(cells: ["a", "b", "c", "d"]))
        #expect(state.selectedCell == 2)
        state.replaceLayer(layer(cells: ["a"]))
        #expect(state.selectedCell == 0)
        #expect(state.layer == layer(cells: ["a"]))
    }
}
