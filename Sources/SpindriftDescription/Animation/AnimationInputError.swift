/// Why an animation's values were rejected: the key inside the animation (such as
/// `keyTimes[2]`) and the reason. A description loader prefixes the animation's JSON path.
public struct AnimationInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The key inside the animation, such as `values[1]` or `keyTimes`.
    public var path: String
    /// Why the value was rejected, such as `must be in 0…1 (got 1.5)`.
    public var reason: String

    /// A rejection of `path` for `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `PATH: REASON`.
    public var description: String { "\(path): \(reason)" }
}
