/// What a timed animation shows outside its active duration (`CAMediaTimingFillMode`).
public enum FillMode: String, CaseIterable, Hashable, Sendable {
    /// No effect before the begin time or after the end.
    case removed
    /// Holds the end value after the end (while the animation is not removed on completion).
    case forwards
    /// Shows the start value before the begin time.
    case backwards
    /// Both `backwards` and `forwards`.
    case both

    /// Whether the start value shows before the begin time.
    public var fillsBackwards: Bool { self == .backwards || self == .both }
    /// Whether the end value holds after the end.
    public var fillsForwards: Bool { self == .forwards || self == .both }
}
