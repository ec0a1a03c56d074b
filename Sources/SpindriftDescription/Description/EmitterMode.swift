/// Which part of the ``EmitterShape`` particles are born on, as `CAEmitterLayer.emitterMode`.
public enum EmitterMode: String, CaseIterable, Sendable, Codable, ConfigurationEnum {
    /// The shape's vertices (the centre for shapes without vertices).
    case points
    /// The perimeter or edges; the emission longitude is turned to the outward normal.
    case outline
    /// The area of 2-D shapes; the shell of 3-D shapes.
    case surface
    /// The interior (the area of 2-D shapes). The default.
    case volume

    /// The prefix of Apple's Objective-C constants for these values.
    public static let appleConstantPrefix: String? = "kCAEmitterLayer"
    public static let appleSwiftType: String? = "CAEmitterLayerEmitterMode"

    /// Decodes the raw value, listing the accepted values when it is unknown.
    public init(from decoder: any Decoder) throws { try self.init(decodingFrom: decoder) }
}
