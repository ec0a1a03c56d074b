import Foundation
import Spindrift

/// The HUD's lines, from the player's state and measurements: frame rate, particles per cell
/// and in total, and the selected cell's tunable parameters; and the profiler's lines (phase
/// times).
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

    /// The lines to draw, top to bottom; the values tuned over the file are counted (those that
    /// differ from it) and listed, with the keys that reset and undo them. `cells` are the live
    /// particles per cell; `status` is a transient message such as a saved file's path.
    /// Control characters in names, the title and the status are escaped.
    public static func lines(
        title: String, state: PlaybackState, statistics: FrameStatistics, cells: [CellCount], status: String?
    ) -> [String] {
        var lines = [
            "\(title)  " + String(format: "%.1f fps", statistics.recentFramesPerSecond()),
            "particles \(cells.reduce(0) { $0 + $1.particles }): "
                + cells.map { "\($0.name) \($0.particles)" }.joined(separator: ", ")
                + (state.isPaused ? "   [paused: Space resumes, . steps]" : ""),
        ]
        let target = state.selectedCell.isEmpty ? "layer" : "cell " + state.selectedCell.joined(separator: ".")
        let parameters = state.selectedParameters
        let selected = parameters.firstIndex(of: state.selectedParameter) ?? 0
        lines.append("\(target) (Tab: next cell or layer, ↑/↓ parameter \(selected + 1)/\(parameters.count), ←/→ change, W save)")
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
            lines.append("Backspace reset parameter (Shift: all)  Ctrl+Z undo  Ctrl+Shift+Z redo")
        }
        lines.append("Space pause  . step  R restart  S screenshot  C capacity  F fullscreen  H hide HUD  Q quit")
        if let status { lines.append(status) }
        return lines.map(\.escapingControlCharacters)
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
    /// layer's beginTime), the direction of time, and the keys that move along it.
    public static func timeline(state: PlaybackState, time: Double, localTime: Double?) -> String {
        let local = localTime.map { String(format: "%.2f s", $0) } ?? "not started"
        let direction = state.isReversed ? "backward" : "forward"
        return String(format: "time %.2f s (local ", time) + local + "), "
            + (state.isPaused ? "paused (\(direction))" : "playing \(direction)")
            + "   [ ] seek ±1 s, Shift ±10 s, B reverse, , . step"
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
