/// The jumps in time asked for while one frame's events are read (`[`, `]`, `,` and `R`,
/// held or pressed again and again), folded into at most one restart and one seek to where
/// the last would land: each costs a pre-warm, so a burst of keys costs one, not one each,
/// and a quit read after them skips them all.
public struct PendingJump: Equatable, Sendable {
    /// Whether the simulation restarts from time 0 first.
    public private(set) var restarts = false
    /// The parent time to seek to (after any restart), in seconds; nil: no seek.
    public private(set) var target: Double?

    /// No jump.
    public init() {}

    /// Whether nothing is pending.
    public var isEmpty: Bool { !restarts && target == nil }

    /// Adds a jump by `seconds` (back when negative) of parent time, stopping at 0 as a seek
    /// does; `now` is the parent time before any pending jump.
    public mutating func seek(by seconds: Double, from now: Double) {
        target = max(0, (target ?? (restarts ? 0 : now)) + seconds)
    }

    /// Adds a restart from time 0: the jumps pending before it no longer matter.
    public mutating func restart() {
        restarts = true
        target = nil
    }

    /// The pending jump, leaving none.
    public mutating func take() -> PendingJump {
        defer { self = PendingJump() }
        return self
    }
}
