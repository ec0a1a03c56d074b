import Spindrift

/// The player's state apart from the simulation: the description from the file, the values
/// tuned with the keys on top of it, pause and direction of time, HUD visibility and the cell and parameter that the
/// arrow keys tune.
///
/// It changes only through ``handle(_:)`` and ``replaceLayer(_:)``, so key handling is a
/// function of state that tests drive without a window.
public struct PlaybackState: Equatable, Sendable {
    /// The description being played: ``fileLayer`` with ``tuning`` applied.
    public private(set) var layer: EmitterLayer
    /// The description as the file (and `--set`) give it.
    public private(set) var fileLayer: EmitterLayer
    /// The values set with the keys, oldest first, one per cell and parameter: re-applied on
    /// every reload, cleared by `Backspace`, saved by `W` (as part of ``layer``).
    public private(set) var tuning: [TuningEdit] = []
    /// The edits of ``tuning`` that the current file leaves out: their cell is gone, or they
    /// would make the description invalid.
    public private(set) var inactiveTuning: [TuningEdit] = []
    /// Whether simulation time stands still.
    public private(set) var isPaused = false
    /// Whether time runs backward: every frame jumps back by its duration.
    public private(set) var isReversed = false
    /// Whether the HUD is drawn.
    public private(set) var isHUDVisible = true
    /// The index of the cell that the arrow keys tune.
    public private(set) var selectedCell = 0
    /// The parameter that `←`/`→` change.
    public private(set) var selectedParameter: TunableParameter = .birthRate
    /// Whether a capacity search (`C`) runs: it owns the emitter meanwhile, so only `C` and
    /// `Esc` (cancel), `Q`, `H`, `S` and `F` act. The window sets it as searches start and end.
    public var isSearchingCapacity = false

    /// Seconds of parent time that `[` and `]` jump.
    public static let seekSeconds = 1.0
    /// Seconds of parent time that `Shift` + `[` and `Shift` + `]` jump.
    public static let longSeekSeconds = 10.0

    /// The state for playing `layer`, running, with the HUD shown and the first cell selected.
    public init(layer: EmitterLayer) {
        self.layer = layer
        self.fileLayer = layer
    }

    /// Plays `newLayer` from now on (a reloaded file) with the tuning applied on top, keeping
    /// the selection where it still exists. An edit whose cell is gone, or that would make the
    /// description invalid, is kept in ``inactiveTuning`` and applies again when it can.
    public mutating func replaceLayer(_ newLayer: EmitterLayer) {
        fileLayer = newLayer
        (layer, inactiveTuning) = Self.applying(tuning, to: newLayer)
        if selectedCell >= newLayer.emitterCells.count { selectedCell = 0 }
    }

    /// `layer` with every edit of `edits` that names one of its cells and keeps it valid, and
    /// the edits that do not.
    private static func applying(_ edits: [TuningEdit], to layer: EmitterLayer) -> (EmitterLayer, [TuningEdit]) {
        var tuned = layer
        var skipped: [TuningEdit] = []
        for edit in edits {
            var candidate = tuned
            if edit.apply(to: &candidate), candidate.validationProblems().isEmpty {
                tuned = candidate
            } else {
                skipped.append(edit)
            }
        }
        return (tuned, skipped)
    }

    /// The selected parameter's current value, or nil when the layer has no cells.
    public func value(of parameter: TunableParameter) -> Double? {
        layer.emitterCells.indices.contains(selectedCell) ? layer.emitterCells[selectedCell][keyPath: parameter.keyPath] : nil
    }

    /// Applies `key` and returns what the window must do.
    public mutating func handle(_ key: PlaybackKey) -> PlaybackAction {
        if isSearchingCapacity {
            switch key {
            case .capacity, .escape: return .cancelCapacitySearch
            case .quit, .toggleHUD, .screenshot, .fullscreen: break
            default: return .none
            }
        }
        switch key {
        case .capacity:
            return .startCapacitySearch
        case .escape:
            return .quit
        case .pauseResume:
            isPaused.toggle()
            return .none
        case .step:
            return isPaused ? .step : .none
        case .stepBack:
            return isPaused ? .stepBack : .none
        case .seekBack, .seekForward, .seekBackLong, .seekForwardLong:
            let seconds = key == .seekBack || key == .seekForward ? Self.seekSeconds : Self.longSeekSeconds
            return .seek(seconds: key == .seekBack || key == .seekBackLong ? -seconds : seconds)
        case .reverse:
            isReversed.toggle()
            return .none
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
            let edit = TuningEdit(
                cell: TuningEdit.key(ofCell: selectedCell, in: layer), parameter: selectedParameter, value: newValue)
            var tuned = layer
            _ = edit.apply(to: &tuned)
            // A key never leaves the description invalid: past a limit it does nothing.
            guard tuned.validationProblems().isEmpty else { return .none }
            layer = tuned
            tuning.removeAll { $0.cell == edit.cell && $0.parameter == edit.parameter }
            tuning.append(edit)
            inactiveTuning.removeAll { $0.cell == edit.cell && $0.parameter == edit.parameter }
            return .reconfigure
        case .clearTuning:
            guard !tuning.isEmpty else { return .none }
            (tuning, inactiveTuning) = ([], [])
            layer = fileLayer
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
