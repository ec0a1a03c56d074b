/// How a cell's image is sampled when drawn larger or smaller than its pixels, as
/// `CAEmitterCell.magnificationFilter` and `minificationFilter` (`kCAFilterLinear`, …).
public enum TextureFilter: String, CaseIterable, Sendable, Codable, ConfigurationEnum {
    /// Blends the four nearest texels: smooth.
    case linear
    /// The nearest texel: hard pixel edges (pixel art).
    case nearest
    /// Linear between mipmap levels; drawn as ``linear`` by SDL's renderers, which have no
    /// mipmaps.
    case trilinear

    /// The prefix of Apple's Objective-C constants for these values.
    public static let appleConstantPrefix: String? = "kCAFilter"
    public static let appleSwiftType: String? = "CALayerContentsFilter"

    /// Decodes the raw value, listing the accepted values when it is unknown.
    public init(from decoder: any Decoder) throws { try self.init(decodingFrom: decoder) }
}
