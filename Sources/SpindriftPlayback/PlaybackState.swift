import Spindrift

/// The player's state apart from the simulation: the description from the file, the values
/// tuned with the keys on top of it, the mouse's touch, pause and direction of time, the HUD's
/// panels and the cell and parameter that the arrow keys tune.
///
/// It changes only through ``handle(_:)``, the touch methods (``press(at:)``, ``drag(to:)``,
/// ``release()``) and ``replaceLayer(_:)``, so key and mouse handling is a function of state
/// that tests drive without a window.
public struct PlaybackState: Equatable, Sendable {
    /// The description being played: ``tunedLayer`` as the ``touch`` leaves it.
    public var layer: EmitterLayer { touch.applied(to: tunedLayer) }
    /// ``fileLayer`` with ``tuning`` applied: what the tuning keys show and change.
    public private(set) var tunedLayer: EmitterLayer {
        didSet {
            // A change of the tuned position (a key, a reset, an undo) takes the emitter back
            // from the mouse.
            if tunedLayer.emitterPosition != oldValue.emitterPosition { touch.position = nil }
        }
    }
    /// The mouse's hold on the layer (`--touch`).
    public private(set) var touch: Touch
    /// The HUD's panels shown as their title line only; the help starts so.
    public private(set) var collapsedPanels: Set<HUDPanel> = [.help]
    /// The description as the file (and `--set`) give it.
    public private(set) var fileLayer: EmitterLayer
    /// The values set with the keys, oldest first, one per cell and parameter: re-applied on
    /// every reload, reset by `Backspace` (the selected parameter's) and `Shift` + `Backspace`
    /// (all), undone by `Ctrl` + `Z`; `W` saves those of ``changedTuning``.
    public private(set) var tuning: [TuningEdit] = []
    /// The earlier values of ``tuning``, most recent last: what `Ctrl` + `Z` restores; the
    /// last ``undoLimit`` of them.
    private var undoHistory: [[TuningEdit]] = []
    /// How many changes of the tuning `Ctrl` + `Z` can undo: each holds a whole tuning, so a
    /// long session of held keys would otherwise grow without bound.
    public static let undoLimit = 1_000
    /// The values of ``tuning`` that `Ctrl` + `Z` undid, most recent last: what
    /// `Ctrl` + `Shift` + `Z` restores; a new change forgets them.
    private var redoHistory: [[TuningEdit]] = []
    /// The edits of ``tuning`` that the current file leaves out: their cell is gone, or they
    /// would make the description invalid.
    public private(set) var inactiveTuning: [TuningEdit] = []
    /// Whether simulation time stands still.
    public private(set) var isPaused = false
    /// Whether time runs backward: every frame jumps back by its duration.
    public private(set) var isReversed = false
    /// Whether the HUD is drawn.
    public private(set) var isHUDVisible = true
    /// The cell that the arrow keys tune, by the keys of its path (see ``TuningEdit/cell``);
    /// empty for the layer.
    public private(set) var selectedCell: [String] = []
    /// The parameter that `←`/`→` change.
    public private(set) var selectedParameter = TunableParameter.cellParameters[0]
    /// Whether a capacity search (`C`) runs: it owns the emitter meanwhile, so only `C` and
    /// `Esc` (cancel), `Q`, `H`, `S` and `F` act. The window sets it as searches start and end.
    public var isSearchingCapacity = false

    /// Seconds of parent time that `[` and `]` jump.
    public static let seekSeconds = 1.0
    /// Seconds of parent time that `Shift` + `[` and `Shift` + `]` jump.
    public static let longSeekSeconds = 10.0

    /// The state for playing `layer`, running, with the HUD shown and the first cell selected;
    /// the mouse does what `touch` says.
    public init(layer: EmitterLayer, touch: TouchMode = .position) {
        self.tunedLayer = layer
        self.fileLayer = layer
        self.touch = Touch(mode: touch)
        selectedCell = Self.tuningTargets(of: layer).first ?? []
        if selectedCell.isEmpty { selectedParameter = TunableParameter.layerParameters[0] }
    }

    /// What `Tab` steps through: every cell at any depth (depth first, by the keys of its
    /// path), then the layer (`[]`).
    public static func tuningTargets(of layer: EmitterLayer) -> [[String]] {
        func paths(_ cells: [EmitterCell], under prefix: [String]) -> [[String]] {
            cells.indices.flatMap { index -> [[String]] in
                let path = prefix + [TuningEdit.key(ofCell: index, in: cells)]
                return [path] + paths(cells[index].emitterCells, under: path)
            }
        }
        return paths(layer.emitterCells, under: []) + [[]]
    }

    /// The parameters of the selected cell, or of the layer.
    public var selectedParameters: [TunableParameter] {
        selectedCell.isEmpty ? TunableParameter.layerParameters : TunableParameter.cellParameters
    }

    /// Selects `target` (a cell's path, or `[]` for the layer), keeping the parameter when the
    /// target has it.
    private mutating func select(_ target: [String]) {
        selectedCell = target
        if !selectedParameters.contains(selectedParameter) { selectedParameter = selectedParameters[0] }
    }

    /// Plays `newLayer` from now on (a reloaded file) with the tuning applied on top, keeping
    /// the selection where it still exists. An edit whose cell is gone, or that would make the
    /// description invalid, is kept in ``inactiveTuning`` and applies again when it can.
    public mutating func replaceLayer(_ newLayer: EmitterLayer) {
        fileLayer = newLayer
        (tunedLayer, inactiveTuning) = Self.applying(tuning, to: newLayer)
        let targets = Self.tuningTargets(of: newLayer)
        if !targets.contains(selectedCell) { select(targets[0]) }
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

    /// The edits of ``tuning`` that apply and set a value other than the file's: what the HUD
    /// counts and `W` saves.
    public var changedTuning: [TuningEdit] {
        tuning.filter { !inactiveTuning.contains($0) && $0.value(in: fileLayer) != $0.value }
    }

    /// Whether `Ctrl` + `Z` has a change of the tuning to undo.
    public var canUndo: Bool { !undoHistory.isEmpty }

    /// Whether `Ctrl` + `Shift` + `Z` has an undone change to redo.
    public var canRedo: Bool { !redoHistory.isEmpty }

    /// Sets ``tuning`` to `edits`, applied over the file, as one change that `Ctrl` + `Z`
    /// undoes; nothing when they are the tuning already.
    private mutating func retune(_ edits: [TuningEdit]) -> PlaybackAction {
        guard edits != tuning else { return .none }
        if undoHistory.count == Self.undoLimit { undoHistory.removeFirst() }
        undoHistory.append(tuning)
        redoHistory.removeAll()
        (tuning, (tunedLayer, inactiveTuning)) = (edits, Self.applying(edits, to: fileLayer))
        return .reconfigure
    }

    /// Undoes the last change of the tuning (redoes the last undone one when `redo`), keeping
    /// the tuning it replaces for the opposite key.
    private mutating func restore(redo: Bool) -> PlaybackAction {
        guard let edits = redo ? redoHistory.popLast() : undoHistory.popLast() else { return .none }
        if redo { undoHistory.append(tuning) } else { redoHistory.append(tuning) }
        (tuning, (tunedLayer, inactiveTuning)) = (edits, Self.applying(edits, to: fileLayer))
        return .reconfigure
    }

    /// The value of `parameter` of the selected cell (or the layer), nil when that cell is gone.
    public func value(of parameter: TunableParameter) -> Double? {
        TuningEdit(cell: selectedCell, parameter: parameter, value: 0).value(in: tunedLayer)
    }

    /// Applies `key` and returns what the window must do.
    public mutating func handle(_ key: PlaybackKey) -> PlaybackAction {
        if isSearchingCapacity {
            switch key {
            case .capacity, .escape: return .cancelCapacitySearch
            case .quit, .toggleHUD, .toggleHelp, .toggleTuning, .toggleProfiler, .screenshot, .fullscreen: break
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
        case .replayAnimations:
            return .replayAnimations
        case .nextCell:
            let targets = Self.tuningTargets(of: layer)
            select(targets[((targets.firstIndex(of: selectedCell) ?? -1) + 1) % targets.count])
            return .none
        case .previousParameter, .nextParameter:
            let all = selectedParameters
            let index = all.firstIndex(of: selectedParameter)!
            let offset = key == .nextParameter ? 1 : all.count - 1
            selectedParameter = all[(index + offset) % all.count]
            return .none
        case .decrease, .increase:
            guard let value = value(of: selectedParameter) else { return .none }
            let newValue = selectedParameter.adjusted(value, increase: key == .increase)
            guard newValue != value else { return .none }
            let edit = TuningEdit(cell: selectedCell, parameter: selectedParameter, value: newValue)
            var tuned = tunedLayer
            _ = edit.apply(to: &tuned)
            // A key never leaves the description invalid: past a limit it does nothing.
            guard tuned.validationProblems().isEmpty else { return .none }
            return retune(tuning.filter { !edit.isSameParameter(as: $0) } + [edit])
        case .resetParameter:
            let selected = TuningEdit(cell: selectedCell, parameter: selectedParameter, value: 0)
            return retune(tuning.filter { !selected.isSameParameter(as: $0) })
        case .resetTuning:
            return retune([])
        case .undo:
            return restore(redo: false)
        case .redo:
            return restore(redo: true)
        case .saveTuned:
            return .saveTuned
        case .screenshot:
            return .screenshot
        case .fullscreen:
            return .toggleFullscreen
        case .toggleHUD:
            isHUDVisible.toggle()
            return .none
        case .toggleHelp, .toggleTuning, .toggleProfiler:
            let panel: HUDPanel = key == .toggleHelp ? .help : key == .toggleTuning ? .tuning : .profiler
            if collapsedPanels.remove(panel) == nil { collapsedPanels.insert(panel) }
            return .none
        case .quit:
            return .quit
        }
    }
}

extension PlaybackState {
    /// The left button pressed with the pointer over `position` (the layer's
    /// ``EmitterLayer/emitterPosition`` there, nil where none is): the emitter goes there and,
    /// in ``TouchMode/burst``, emits. ``PlaybackAction/reconfigure`` when the layer changed.
    public mutating func press(at position: SIMD2<Double>?) -> PlaybackAction {
        guard touch.mode != .off, !isSearchingCapacity else { return .none }
        return touching { $0.isPressed = true; $0.position = position ?? $0.position }
    }

    /// The pointer moved to `position` (as in ``press(at:)``): the emitter follows while the
    /// button is held.
    public mutating func drag(to position: SIMD2<Double>?) -> PlaybackAction {
        guard touch.isPressed, let position, !isSearchingCapacity else { return .none }
        return touching { $0.position = position }
    }

    /// The left button released: in ``TouchMode/burst`` the layer stops emitting.
    public mutating func release() -> PlaybackAction {
        guard touch.isPressed else { return .none }
        return touching { $0.isPressed = false }
    }

    /// Changes the touch with `change` unless that makes the layer invalid (a position too far
    /// out); ``PlaybackAction/reconfigure`` when the layer it plays changed.
    private mutating func touching(_ change: (inout Touch) -> Void) -> PlaybackAction {
        var changed = touch
        change(&changed)
        let before = layer
        let after = changed.applied(to: tunedLayer)
        guard after == before || after.validationProblems().isEmpty else { return .none }
        touch = changed
        return after == before ? .none : .reconfigure
    }
}
