/// The geometric shape that particles are emitted from, as `CAEmitterLayer.emitterShape`.
///
/// Sizes come from the layer: a line spans `emitterSize.width`; a rectangle spans
/// width × height; a circle's and a sphere's radius is `emitterSize.width`; a cuboid adds
/// `emitterDepth` along z.
public enum EmitterShape: String, CaseIterable, Sendable, Codable, ConfigurationEnum {
    /// A single point at `emitterPosition`.
    case point
    /// A horizontal segment from x − width/2 to x + width/2 at y.
    case line
    /// An axis-aligned rectangle with corners at x ± width/2, y ± height/2.
    case rectangle
    /// A circle of radius `emitterSize.width` around `emitterPosition`.
    case circle
    /// A box: the rectangle extended to z ± depth/2 around `emitterZPosition`.
    case cuboid
    /// A sphere of radius `emitterSize.width` around the 3-D emitter position.
    case sphere

    /// The prefix of Apple's Objective-C constants for these values.
    public static let appleConstantPrefix: String? = "kCAEmitterLayer"
    public static let appleSwiftType: String? = "CAEmitterLayerEmitterShape"

    /// Decodes the raw value, listing the accepted values when it is unknown.
    public init(from decoder: any Decoder) throws { try self.init(decodingFrom: decoder) }
}
