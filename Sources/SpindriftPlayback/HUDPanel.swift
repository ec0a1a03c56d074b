/// A part of the HUD that its key collapses to its title line and shows again.
public enum HUDPanel: String, CaseIterable, Sendable {
    /// The keys, beyond those the other panels name.
    case help
    /// The selected cell's parameters and the tuned values.
    case tuning
    /// The frame-time graph and the time per phase.
    case profiler

    /// The key that collapses and shows it.
    public var key: String {
        switch self {
        case .help: "1"
        case .tuning: "2"
        case .profiler: "3"
        }
    }

    /// Its title line: `▾ tuning (2 collapses)`, or `▸ help (1 shows)` when collapsed.
    public func title(collapsed: Bool) -> String {
        collapsed ? "▸ \(rawValue) (\(key) shows)" : "▾ \(rawValue) (\(key) collapses)"
    }
}
