/// What the instance kernel computes beside each sprite: nothing (storage order), or the key
/// that a sorted ``RenderMode`` orders sprites by.
enum SpriteOrder: Sendable {
    /// Storage order: no key.
    case storage
    /// Earliest birth first (``RenderMode/oldestFirst``).
    case oldestFirst
    /// Latest birth first (``RenderMode/oldestLast``).
    case oldestLast
    /// Smallest z (farthest) first (``RenderMode/backToFront``).
    case backToFront

    /// The order `mode` draws in.
    init(_ mode: RenderMode) {
        switch mode {
        case .unordered, .additive: self = .storage
        case .oldestFirst: self = .oldestFirst
        case .oldestLast: self = .oldestLast
        case .backToFront: self = .backToFront
        }
    }
}
