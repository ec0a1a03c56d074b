import Spindrift

/// The player's state apart from the simulation: the (possibly tuned) description, pause,
/// HUD visibility and the cell and parameter that the arrow keys tune.
///
/// It changes only through ``handle(_:)`` and ``replaceLayer(_:)``, so key handling is a
/// function of state that tests drive without a window.
public struct PlaybackState: Equatable, Sendable {
    /// The description being played, including the changes made with the keys.
    public private(set) var layer: EmitterLayer
    /// Whether simulation time stands still.
    public private(set) var isPaused = false
    /// Whether the HUD is drawn.
    public private(set) var isHUDVisible = true
    /// The index of the cell that the arrow keys tune.
    public private(set) var selectedCell = 0
    /// The parameter that `←`/`→` change.
    public private(set) var selectedParameter: TunableParameter = .birthRate

    /// The state for playing `layer`, running, with the HUD shown and the first cell selected.
    public init(layer: EmitterLayer) {
        self.layer = layer
    }

    /// Plays `newLayer` from now on (a reloaded file), keeping the selection where it still exists.
    public mutating func replaceLayer(_ newLayer: EmitterLayer) {
        layer = newLayer
        if selectedCell >= newLayer.emitterCells.count { selectedCell = 0 }
    }

    /// The selected parameter's current value, or nil when the layer has no cells.
    public func value(of parameter: TunableParameter) -> Double? {
        layer.emitterCells.indices.contains(selectedCell) ? layer.emitterCells[selectedCell][keyPath: parameter.keyPath] : nil
    }

    /// Applies `key` and returns what the window must do.
    public mutating func handle(_ key: PlaybackKey) -> PlaybackAction {
        switch key {
        case .pauseResume:
            isPaused.toggle()
            return .none
        case .step:
            return isPaused ? .step : .none
        case .restart:
            return .restart
        case .nextCell:
            if !layer.emitterCells.isEmpty { selectedCell = (selectedCell + 1) % layer.emitterCells.count }
            return .none
        case .previousParameter, .nextParameter:
            let all = TunableParameter.allCases
            let index = all.firstIndex(of: selectedParameter)!
            let offset = key == .nextParameter ? 1 : all.count - 1
            selectedParameter = all[(index + offset) % all.count]
            return .none
        case .decrease, .increase:
            guard let value = value(of: selectedParameter) else { return .none }
            let newValue = selectedParameter.adjusted(value, increase: key == .increase)
            guard newValue != value else { return .none }
            var tuned = layer
            tuned.emitterCells[selectedCell][keyPath: selectedParameter.keyPath] = newValue
            // A key never leaves the description invalid: past a limit it does nothing.
            guard tuned.validationProblems().isEmpty else { return .none }
            layer = tuned
            return .reconfigure
        case .saveTuned:
            return .saveTuned
        case .screenshot:
            return .screenshot
        case .fullscreen:
            return .toggleFullscreen
        case .toggleHUD:
            isHUDVisible.toggle()
            return .none
        case .quit:
            return .quit
        }
    }
}
