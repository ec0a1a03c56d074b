import Foundation
import Spindrift

/// The HUD's lines, from the player's state and measurements: its panels (frame rate, time,
/// particles per cell and in total, the selected cell's tunable parameters, the keys), the
/// profiler's lines (phase times), and lines cut to a width with an ellipsis.
public enum HUDText {
    /// One cell's line item: its name and its live particles.
    public struct CellCount: Equatable, Sendable {
        /// The cell's name as the HUD shows it (prefixed by its layer's in a scene).
        public var name: String
        /// The cell's live particles.
        public var particles: Int

        /// The item for the cell `name` with `particles` alive.
        public init(name: String, particles: Int) {
            (self.name, self.particles) = (name, particles)
        }
    }

    /// The text panels to draw, top to bottom: the status (title and rate, `timeline`, the
    /// `animations` line, the particles, what the mouse does, `status`), then the tuning panel
    /// and the help, each a title line followed by its lines unless collapsed
    /// (``PlaybackState/collapsedPanels``). The tuning panel lists the selected cell's
    /// parameters and the values tuned over the file, counted (those that differ from it), with
    /// the keys that reset and undo them. `cells` are the live particles per cell; `status` is
    /// a transient message such as a saved file's path. Control characters in names, the title
    /// and the status are escaped.
    public static func panels(
        title: String, state: PlaybackState, statistics: FrameStatistics, cells: [CellCount], drawing: [CellPath] = [],
        timeline: String, animations: String?, status: String?
    ) -> [[String]] {
        var top = [
            "\(title)  " + String(format: "%.1f fps", statistics.recentFramesPerSecond()),
            timeline,
        ]
        if let animations { top.append(animations) }
        top.append("particles \(cells.reduce(0) { $0 + $1.particles }): "
            + cells.map { "\($0.name) \($0.particles)" }.joined(separator: ", ")
            + (state.isPaused ? "   [paused: Space resumes, . steps]" : ""))
        if let drawing = drawingLine(drawing) { top.append(drawing) }
        if let touch = touch(state.touch) { top.append(touch) }
        if let status { top.append(status) }
        return [top, panel(.tuning, state: state, lines: tuningLines(state: state)), panel(.help, state: state, lines: helpLines)]
            .map { $0.map(\.escapingControlCharacters) }
    }

    /// A cell's drawing path in words (``CellPath``), for the HUD.
    public struct CellPath: Equatable, Sendable {
        /// The cell's label.
        public var name: String
        /// How it is drawn, such as `GPU-resident` or `CPU batch (curves over life)`.
        public var path: String

        public init(name: String, path: String) {
            (self.name, self.path) = (name, path)
        }
    }

    /// `drawing: ` and each path with the cells that take it, in the cells' order, such as
    /// `drawing: GPU-resident far, flake; CPU batch (integrated motion) drift`. Nil without cells.
    public static func drawingLine(_ cells: [CellPath]) -> String? {
        var groups: [(path: String, names: [String])] = []
        for cell in cells {
            if let group = groups.firstIndex(where: { $0.path == cell.path }) {
                groups[group].names.append(cell.name)
            } else {
                groups.append((cell.path, [cell.name]))
            }
        }
        guard !groups.isEmpty else { return nil }
        return "drawing: " + groups.map { "\($0.path) \($0.names.joined(separator: ", "))" }.joined(separator: "; ")
    }

    /// `panel`'s title, then `lines` unless it is collapsed.
    private static func panel(_ panel: HUDPanel, state: PlaybackState, lines: [String]) -> [String] {
        let collapsed = state.collapsedPanels.contains(panel)
        return [panel.title(collapsed: collapsed)] + (collapsed ? [] : lines)
    }

    /// The tuning panel's lines: the selection and its parameters, the tuned values, the keys
    /// that reset and undo them.
    private static func tuningLines(state: PlaybackState) -> [String] {
        let target = state.selectedCell.isEmpty ? "layer" : "cell " + state.selectedCell.joined(separator: ".")
        let parameters = state.selectedParameters
        let selected = parameters.firstIndex(of: state.selectedParameter) ?? 0
        var lines = ["\(target): parameter \(selected + 1)/\(parameters.count)  (Tab next cell, ↑/↓ choose, ←/→ change)"]
        // A window of parameters around the selected one keeps the HUD short.
        let first = max(0, min(selected - tunedLinesAround, parameters.count - 2 * tunedLinesAround - 1))
        for parameter in parameters[first..<min(parameters.count, first + 2 * tunedLinesAround + 1)] {
            let marker = parameter == state.selectedParameter ? ">" : " "
            lines.append("\(marker) \(parameter) " + String(format: "%g", state.value(of: parameter) ?? 0))
        }
        if !state.tuning.isEmpty {
            let inactive = state.inactiveTuning
            lines.append("tuned: \(values(state.changedTuning.count)) (W saves): "
                + state.tuning.map { inactive.contains($0) ? "\($0) (not applied)" : "\($0)" }.joined(separator: ", "))
        }
        if !state.tuning.isEmpty || state.canUndo || state.canRedo {
            lines.append("Backspace reset (Shift: all)  Ctrl+Z undo  Ctrl+Shift+Z redo")
        }
        return lines
    }

    /// The help panel's lines: the keys the other panels do not name.
    static let helpLines = [
        "Space pause  . step  , step back  [ ] seek 1 s (Shift 10 s)",
        "B reverse  R restart  A replay animations",
        "S screenshot  C capacity  F fullscreen",
        "1 help  2 tuning  3 profiler  H hide HUD  Q quit",
    ]

    /// What the mouse does, and where it put the emitter; nil when it does nothing.
    static func touch(_ touch: Touch) -> String? {
        let at = touch.position.map { String(format: " (emitter at %g, %g)", $0.x, $0.y) } ?? ""
        switch touch.mode {
        case .position: return "mouse: drag moves the emitter" + at
        case .burst: return "mouse: hold to emit" + (touch.isPressed ? " [emitting]" : "") + ", drag moves the emitter" + at
        case .off: return nil
        }
    }

    /// `1 value`, `3 values`.
    public static func values(_ count: Int) -> String {
        count == 1 ? "1 value" : "\(count) values"
    }

    /// How many parameters are listed above and below the selected one.
    static let tunedLinesAround = 3

    /// The profiler's lines, beside its graph and bars: the mean frame and rate, then one line
    /// per ``FramePhase/parts`` phase (the bars' labels, in that order), then the particles.
    public static func profileLines(statistics: FrameStatistics, particles: Int) -> [String] {
        func milliseconds(_ phase: FramePhase) -> String { String(format: "%6.2f ms", statistics.recentMean(of: phase)) }
        return ["frame    \(milliseconds(.frame))  " + String(format: "%.1f fps", statistics.recentFramesPerSecond())]
            + FramePhase.parts.map { $0.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0) + milliseconds($0) }
            + ["particles \(particles)"]
    }
}

extension HUDText {
    /// The timeline line: parent and local time in seconds (local is "not started" before the
    /// layer's beginTime) and the direction of time.
    public static func timeline(state: PlaybackState, time: Double, localTime: Double?) -> String {
        let local = localTime.map { String(format: "%.2f s", $0) } ?? "not started"
        let direction = state.isReversed ? "backward" : "forward"
        return String(format: "time %.2f s (local ", time) + local + "), "
            + (state.isPaused ? "paused (\(direction))" : "playing \(direction)")
    }

    /// The animations line: each animation by its label with its progress through the
    /// current pass in whole percent (and which pass, after the first), or "idle" where it has
    /// no effect (`state` nil); nil when there are no animations. Control characters in a
    /// label are escaped.
    public static func animations(_ entries: [(label: String, state: (progress: Double, iteration: Int)?)]) -> String? {
        guard !entries.isEmpty else { return nil }
        return "animations: " + entries.map { entry in
            let label = entry.label.escapingControlCharacters
            guard let state = entry.state else { return "\(label) idle" }
            let percent = "\(label) \(Int((min(max(state.progress, 0), 1) * 100).rounded(.down))) %"
            return state.iteration > 0 ? percent + " (pass \(state.iteration.addingReportingOverflow(1).partialValue))" : percent
        }.joined(separator: ", ")
    }
}

extension HUDText {
    /// The ellipsis that ends a cut line.
    public static let ellipsis = "…"

    /// `text` when `width(text)` is at most `maximum`, else its longest beginning (whole
    /// characters) followed by ``ellipsis`` that is; the ellipsis alone when none is.
    /// `width` measures a text, in points.
    public static func cut(_ text: String, toWidth maximum: Int, width: (String) -> Int) -> String {
        guard width(text) > maximum else { return text }
        let characters = Array(text)
        // The widths of beginnings grow with their length: bisect for the longest that fits.
        var (fits, tooLong) = (0, characters.count)
        while tooLong - fits > 1 {
            let middle = (fits + tooLong) / 2
            if width(String(characters[..<middle]) + ellipsis) <= maximum { fits = middle } else { tooLong = middle }
        }
        return String(characters[..<fits]) + ellipsis
    }
}
