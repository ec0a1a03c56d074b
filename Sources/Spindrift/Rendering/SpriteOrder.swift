/// The order a ``RenderMode`` draws sprites in: storage order, by birth (the keys sorted
/// before the sprites are written at their places), or by depth (the keys written with the
/// sprites, which are then copied into order).
enum SpriteOrder: Sendable {
    /// Storage order: no key.
    case storage
    /// Earliest birth first (``RenderMode/oldestFirst``).
    case oldestFirst
    /// Latest birth first (``RenderMode/oldestLast``).
    case oldestLast
    /// Smallest z (farthest) first (``RenderMode/backToFront``).
    case backToFront

    /// Whether sprites are ordered by birth time (``oldestFirst``, ``oldestLast``).
    var isByBirth: Bool { self == .oldestFirst || self == .oldestLast }

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
