/// How particles are ordered and composited, as `CAEmitterLayer.renderMode`.
public enum RenderMode: String, CaseIterable, Sendable, Codable, ConfigurationEnum {
    /// Storage order, cell by cell; the cheapest.
    case unordered
    /// The oldest particle is drawn first, so the newest are on top.
    case oldestFirst
    /// The newest particle is drawn first, so the oldest are on top.
    case oldestLast
    /// Sorted by z, farthest first: smallest z first, since positive z comes toward the
    /// viewer as in Core Animation.
    case backToFront
    /// Storage order, composited additively.
    case additive

    /// The prefix of Apple's Objective-C constants for these values.
    public static let appleConstantPrefix: String? = "kCAEmitterLayer"
    public static let appleSwiftType: String? = "CAEmitterLayerRenderMode"

    /// Decodes the raw value, listing the accepted values when it is unknown.
    public init(from decoder: any Decoder) throws { try self.init(decodingFrom: decoder) }
}
