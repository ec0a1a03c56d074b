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

/// A state over cells `names` whose first cell's birth rate is tuned up once (30 → 33), and
/// the second's up and back down to the file's 30.
func stateTunedUpAndBack(cells names: [String]) -> PlaybackState {
    var state = PlaybackState(layer: layer(cells: names))
    for key in [PlaybackKey.increase, .nextCell, .increase, .decrease] { _ = state.handle(key) }
    return state
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

    @Test("[ and ] seek by 1 s, with Shift by 10 s, whether running, paused or reversed", arguments: [
        (PlaybackKey.seekBack, -1.0), (.seekForward, 1), (.seekBackLong, -10), (.seekForwardLong, 10),
    ])
    func seek(key: PlaybackKey, seconds: Double) {
        var state = PlaybackState(layer: layer(cells: ["a"]))
        #expect(state.handle(key) == .seek(seconds: seconds))
        _ = state.handle(.pauseResume)
        _ = state.handle(.reverse)
        #expect(state.handle(key) == .seek(seconds: seconds))
    }

    @Test("B runs time backward and forward again; , steps back only while paused")
    func reverse() {
        var state = PlaybackState(layer: layer(cells: ["a"]))
        #expect(!state.isReversed)
        #expect(state.handle(.reverse) == PlaybackAction.none)
        #expect(state.isReversed)
        #expect(state.handle(.stepBack) == PlaybackAction.none)
        _ = state.handle(.pauseResume)
        #expect(state.handle(.stepBack) == .stepBack)
        #expect(state.handle(.step) == .step)
        _ = state.handle(.reverse)
        #expect(!state.isReversed && state.isPaused)
    }

    @Test("a key that would push a value past its limit does nothing: the description stays valid")
    func keysStopAtLimits() {
        var tuned = layer(cells: ["a"])
        tuned.emitterCells[0].birthRate = 9.5e8
        var state = PlaybackState(layer: tuned)
        #expect(state.handle(.increase) == PlaybackAction.none)
        #expect(state.value(of: .cell("birthRate")) == 9.5e8)
        #expect(state.layer.validationProblems().isEmpty)
        #expect(state.handle(.decrease) == .reconfigure)
        #expect(state.value(of: .cell("birthRate"))! < 9.5e8)
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

    @Test("C starts a capacity search; while it runs C and Esc cancel it, Q, H, S and F act, the rest does nothing")
    func capacityKeys() {
        var state = PlaybackState(layer: layer(cells: ["a"]))
        #expect(state.handle(.escape) == .quit)
        #expect(state.handle(.capacity) == .startCapacitySearch)
        state.isSearchingCapacity = true
        #expect(state.handle(.capacity) == .cancelCapacitySearch)
        #expect(state.handle(.escape) == .cancelCapacitySearch)
        #expect(state.handle(.quit) == .quit)
        #expect(state.handle(.screenshot) == .screenshot)
        #expect(state.handle(.fullscreen) == .toggleFullscreen)
        for key in [PlaybackKey.increase, .restart, .pauseResume, .step, .saveTuned, .resetTuning, .undo, .nextCell] {
            #expect(state.handle(key) == PlaybackAction.none)
        }
        #expect(state.value(of: .cell("birthRate")) == 30 && !state.isPaused)
        _ = state.handle(.toggleHUD)
        #expect(!state.isHUDVisible)
    }

    @Test("H toggles the HUD")
    func hud() {
        var state = PlaybackState(layer: layer(cells: ["a"]))
        #expect(state.isHUDVisible)
        _ = state.handle(.toggleHUD)
        #expect(!state.isHUDVisible)
    }

    @Test("Tab selects the next cell, then the layer, and wraps around")
    func nextCell() {
        var state = PlaybackState(layer: layer(cells: ["a", "b", "c"]))
        let selected = (0..<4).map { _ in
            _ = state.handle(.nextCell)
            return state.selectedCell
        }
        #expect(selected == [["b"], ["c"], [], ["a"]])
    }

    @Test("↑/↓ choose a parameter and wrap around")
    func parameters() {
        var state = PlaybackState(layer: layer(cells: ["a"]))
        _ = state.handle(.previousParameter)
        #expect(state.selectedParameter == TunableParameter.cellParameters.last)
        _ = state.handle(.nextParameter)
        _ = state.handle(.nextParameter)
        #expect(state.selectedParameter == TunableParameter.cellParameters[1])
    }

    @Test("→ multiplies a rate of the selected cell only and asks to reconfigure")
    func increaseRate() {
        var state = PlaybackState(layer: layer(cells: ["a", "b"]))
        _ = state.handle(.nextCell)
        #expect(state.handle(.increase) == .reconfigure)
        #expect(state.layer.emitterCells[1].birthRate == 33)
        #expect(state.layer.emitterCells[0].birthRate == 30)
        #expect(state.handle(.decrease) == .reconfigure)
        #expect(state.layer.emitterCells[1].birthRate == 30)
    }

    @Test("← on an angle subtracts 5° and stops at the bound")
    func decreaseAngle() {
        var state = PlaybackState(layer: layer(cells: ["a"]))
        while state.selectedParameter != .cell("emissionRange") { _ = state.handle(.nextParameter) }
        #expect(state.handle(.decrease) == .reconfigure)
        // π/2 − π/36 = 17π/36, rounded to 7 decimals: 6 significant digits of the 5° step.
        #expect(state.layer.emitterCells[0].emissionRange == 1.4835299)
        for _ in 0..<20 { _ = state.handle(.decrease) }
        #expect(state.layer.emitterCells[0].emissionRange == 0)
        #expect(state.handle(.decrease) == PlaybackAction.none)
    }

    @Test("a layer without cells tunes the layer's own keys")
    func noCells() {
        var state = PlaybackState(layer: EmitterLayer())
        #expect(state.selectedCell == [] && state.selectedParameter == TunableParameter.layerParameters[0])
        #expect(state.handle(.nextCell) == PlaybackAction.none)
        #expect(state.handle(.increase) == .reconfigure)
        #expect(state.layer.emitterPosition == [10, 0])
        #expect(state.tuning.map(\.description) == ["layer.emitterPosition.x=10"])
    }

    @Test("Tab reaches nested cells, whose parameters the keys tune")
    func nestedCells() {
        var parent = layer(cells: ["rocket"])
        parent.emitterCells[0].emitterCells = layer(cells: ["spark"]).emitterCells
        var state = PlaybackState(layer: parent)
        _ = state.handle(.nextCell)
        #expect(state.selectedCell == ["rocket", "spark"])
        while state.selectedParameter != .cell("color.green") { _ = state.handle(.nextParameter) }
        #expect(state.handle(.decrease) == .reconfigure)
        #expect(abs(state.layer.emitterCells[0].emitterCells[0].color.y - 0.95) < 1e-12)
        #expect(state.tuning.map(\.description) == ["rocket.spark.color.green=0.95"])
    }

    @Test("a reloaded layer keeps the selection while it exists")
    func replaceLayer() {
        var state = PlaybackState(layer: layer(cells: ["a", "b", "c"]))
        _ = state.handle(.nextCell)
        _ = state.handle(.nextCell)
        state.replaceLayer(layer(cells: ["a", "b", "c", "d"]))
        #expect(state.selectedCell == ["c"])
        state.replaceLayer(layer(cells: ["a"]))
        #expect(state.selectedCell == ["a"])
        #expect(state.layer == layer(cells: ["a"]))
    }

    @Test("tuning is an edit over the file: a reload keeps it, Shift+Backspace clears it")
    func tuningOverReloads() {
        var state = PlaybackState(layer: layer(cells: ["a", "b"]))
        _ = state.handle(.nextCell)
        _ = state.handle(.increase)
        #expect(state.tuning == [TuningEdit(cell: ["b"], parameter: .cell("birthRate"), value: 33)])
        // The file changes b's lifetime and a's rate: the tuned rate of b stays.
        var edited = layer(cells: ["a", "b"])
        edited.emitterCells[0].birthRate = 12
        edited.emitterCells[1].lifetime = 9
        state.replaceLayer(edited)
        #expect(state.fileLayer == edited)
        #expect(abs(state.layer.emitterCells[1].birthRate - 33) < 1e-9)
        #expect(state.layer.emitterCells[1].lifetime == 9 && state.layer.emitterCells[0].birthRate == 12)
        // A file without b keeps the edit, not applied, until b comes back.
        state.replaceLayer(layer(cells: ["a"]))
        #expect(state.inactiveTuning == state.tuning && state.layer == layer(cells: ["a"]))
        state.replaceLayer(edited)
        #expect(state.inactiveTuning.isEmpty && abs(state.layer.emitterCells[1].birthRate - 33) < 1e-9)
        #expect(state.handle(.resetTuning) == .reconfigure)
        #expect(state.tuning.isEmpty && state.layer == edited)
        #expect(state.handle(.resetTuning) == PlaybackAction.none)
    }

    @Test("an edit that the reloaded file makes invalid is not applied, and the rest are")
    func invalidEditSkipped() {
        var state = PlaybackState(layer: layer(cells: ["a"]))
        for _ in 0..<3 { _ = state.handle(.increase) }
        var strict = layer(cells: ["a"])
        strict.birthRate = 3e7
        // 30 × 1.1³ × 3e7 per second is past the 1e9 limit; the file's own 30 × 3e7 is not.
        state.replaceLayer(strict)
        #expect(state.layer == strict)
        #expect(state.inactiveTuning.count == 1)
    }

    @Test("Ctrl+Z undoes each change of the tuning, back to the file; Ctrl+Shift+Z redoes them; a new change forgets the redo")
    func undoRedo() {
        var state = PlaybackState(layer: layer(cells: ["a", "b"]))
        #expect(state.handle(.undo) == PlaybackAction.none && state.handle(.redo) == PlaybackAction.none)
        _ = state.handle(.increase)
        _ = state.handle(.increase)
        _ = state.handle(.nextCell)
        _ = state.handle(.decrease)
        #expect(state.tuning.map(\.description) == ["a.birthRate=36.3", "b.birthRate=27.2727"])
        var undone: [[String]] = []
        while state.handle(.undo) == .reconfigure { undone.append(state.tuning.map(\.description)) }
        #expect(undone == [["a.birthRate=36.3"], ["a.birthRate=33"], []])
        #expect(state.layer == state.fileLayer && !state.canUndo && state.canRedo)
        #expect(state.handle(.redo) == .reconfigure && state.handle(.redo) == .reconfigure)
        #expect(state.tuning.map(\.description) == ["a.birthRate=36.3"])
        #expect(state.layer.emitterCells[0].birthRate == 36.3)
        _ = state.handle(.increase)
        #expect(!state.canRedo && state.handle(.redo) == PlaybackAction.none)
        #expect(state.tuning.map(\.description) == ["a.birthRate=36.3", "b.birthRate=33"])
    }

    @Test("Ctrl+Z undoes the last 1,000 changes of the tuning, the oldest forgotten first")
    func undoLimit() {
        var state = PlaybackState(layer: layer(cells: ["a"]))
        // Up and down in turn: every press is a change (33, 30, 33, …).
        for press in 0..<(PlaybackState.undoLimit + 5) { _ = state.handle(press % 2 == 0 ? .increase : .decrease) }
        var undone = 0
        while state.handle(.undo) == .reconfigure { undone += 1 }
        #expect(undone == PlaybackState.undoLimit)
        // Back to the tuning after the first 5 presses, not to the file's.
        #expect(state.tuning.map(\.description) == ["a.birthRate=33"])
        var redone = 0
        while state.handle(.redo) == .reconfigure { redone += 1 }
        #expect(redone == PlaybackState.undoLimit)
    }

    @Test("Backspace resets the selected parameter, Shift+Backspace all; each is one step that Ctrl+Z undoes")
    func reset() {
        var state = PlaybackState(layer: layer(cells: ["a"]))
        _ = state.handle(.increase)
        _ = state.handle(.nextParameter)
        _ = state.handle(.increase)
        #expect(state.handle(.nextParameter) == PlaybackAction.none && state.handle(.resetParameter) == PlaybackAction.none)
        _ = state.handle(.previousParameter)
        #expect(state.handle(.resetParameter) == .reconfigure)
        #expect(state.tuning.map(\.description) == ["a.birthRate=33"] && state.layer.emitterCells[0].lifetime == 5)
        _ = state.handle(.undo)
        #expect(state.tuning.map(\.description) == ["a.birthRate=33", "a.lifetime=5.5"])
        #expect(state.handle(.resetTuning) == .reconfigure && state.layer == state.fileLayer)
        _ = state.handle(.undo)
        #expect(state.tuning.map(\.description) == ["a.birthRate=33", "a.lifetime=5.5"] && state.layer.emitterCells[0].lifetime == 5.5)
    }

    @Test("the changed tuning leaves out values back at the file's and edits that do not apply")
    func changedTuning() {
        var state = stateTunedUpAndBack(cells: ["a", "b"])
        #expect(state.tuning.map(\.description) == ["a.birthRate=33", "b.birthRate=30"])
        #expect(state.changedTuning.map(\.description) == ["a.birthRate=33"])
        state.replaceLayer(layer(cells: ["b"]))
        #expect(state.changedTuning.isEmpty)
    }
}
