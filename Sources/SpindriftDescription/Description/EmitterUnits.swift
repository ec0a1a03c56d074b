/// The units of the layer's geometry (`emitterPosition`, `emitterSize`).
///
/// Not in Core Animation, where geometry follows the layer's bounds; Spindrift adds it so
/// that one preset fills any window.
public enum EmitterUnits: String, CaseIterable, Sendable, Codable, ConfigurationEnum {
    /// Points. The default.
    case points
    /// Fractions of the viewport: x and width are multiplied by the viewport's width,
    /// y and height by its height. Depth and z stay in points.
    case viewport

    /// Spindrift's own: Core Animation has no such key.
    public static let appleConstantPrefix: String? = nil
    public static let appleSwiftType: String? = nil

    /// Decodes the raw value, listing the accepted values when it is unknown.
    public init(from decoder: any Decoder) throws { try self.init(decodingFrom: decoder) }
}
