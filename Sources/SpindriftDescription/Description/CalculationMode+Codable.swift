extension CalculationMode: Codable, ConfigurationEnum {
    /// The prefix of Apple's Objective-C constants for these values.
    public static let appleConstantPrefix: String? = "kCAAnimation"
    public static let appleSwiftType: String? = "CAAnimationCalculationMode"

    /// Decodes the raw value, listing the accepted values when it is unknown.
    public init(from decoder: any Decoder) throws { try self.init(decodingFrom: decoder) }
}
