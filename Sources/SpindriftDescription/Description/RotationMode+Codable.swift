extension RotationMode: Codable, ConfigurationEnum {
    /// The prefix of Apple's Objective-C constants for these values.
    public static let appleConstantPrefix: String? = "kCAAnimationRotate"
    /// The Swift type of Apple's values.
    public static let appleSwiftType: String? = "CAAnimationRotationMode"
    /// Apple's Swift members are `.rotateAuto` and `.rotateAutoReverse`.
    public static let swiftMemberPrefix = "rotate"

    /// Decodes the raw value, listing the accepted values when it is unknown.
    public init(from decoder: any Decoder) throws { try self.init(decodingFrom: decoder) }
}
