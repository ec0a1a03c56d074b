/// Turns frame durations into a whole number of fixed simulation steps.
///
/// The frame delta is clamped to ``maximumFrameDelta`` before it is added to the
/// accumulator, so a stall (a dragged window, a debugger) never makes the simulation jump
/// or spiral into ever more steps per frame; what is left below one step carries over.
public struct FixedStepClock: Equatable, Sendable {
    /// Seconds of parent time per simulation step.
    public let step: Double
    /// The longest frame taken into account, in seconds.
    public let maximumFrameDelta: Double
    /// Seconds accumulated but not yet simulated, always below ``step``.
    public private(set) var accumulated: Double = 0

    /// A clock with `step` seconds per step that counts at most `maximumFrameDelta` seconds per frame.
    public init(step: Double = 1.0 / 120, maximumFrameDelta: Double = 0.1) {
        precondition(step > 0 && step.isFinite, "a simulation step must be a positive number of seconds")
        precondition(maximumFrameDelta >= step && maximumFrameDelta.isFinite,
                     "the largest frame delta must be finite and at least one step")
        self.step = step
        self.maximumFrameDelta = maximumFrameDelta
    }

    /// The most steps one frame can run: ``maximumFrameDelta`` / ``step``, plus the carry.
    public var maximumStepsPerFrame: Int { Int((maximumFrameDelta / step).rounded(.down)) + 1 }

    /// The whole steps to simulate for a frame that lasted `delta` seconds.
    public mutating func steps(forFrameDelta delta: Double) -> Int {
        let clamped = delta.isFinite ? min(max(delta, 0), maximumFrameDelta) : 0
        accumulated += clamped
        let count = (accumulated / step).rounded(.down)
        accumulated = max(0, accumulated - count * step)
        return Int(count)
    }

    /// Drops the carried time, so that a restarted simulation starts on a whole step.
    public mutating func reset() {
        accumulated = 0
    }
}
