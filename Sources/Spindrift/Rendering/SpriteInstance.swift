/// One particle as drawn, 32 bytes: what a backend needs to draw its quad, either expanded
/// to four vertices on the CPU (the SDL renderer) or passed as-is as per-instance data to
/// the GPU (the OpenGL path), which builds the corners itself.
///
/// The quad is centred on (``centerX``, ``centerY``), spans ±``halfWidth`` × ±``halfHeight``
/// before rotation (negative half-extents, from a negative scale, turn the image 180°),
/// is rotated by ``rotation`` (clockwise on screen, as y grows downward) and tinted by the
/// colour, which multiplies the texture.
public struct SpriteInstance: Equatable, Sendable {
    /// The quad's centre in points; y grows downward.
    public var centerX: Float, centerY: Float
    /// Half the quad's width and height in points, scale included.
    public var halfWidth: Float, halfHeight: Float
    /// Rotation in radians, clockwise on screen.
    public var rotation: Float
    /// Tint, 0…255 per component (not premultiplied).
    public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
    /// The texture rectangle's corners, 0…65535 for 0…1 across the texture: (u0, v0) at
    /// the quad's top-left corner before rotation, (u1, v1) at its bottom-right.
    public var u0: UInt16, v0: UInt16, u1: UInt16, v1: UInt16

    /// An instance with every value given.
    public init(
        centerX: Float, centerY: Float, halfWidth: Float, halfHeight: Float, rotation: Float,
        red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8, u0: UInt16, v0: UInt16, u1: UInt16, v1: UInt16
    ) {
        (self.centerX, self.centerY, self.halfWidth, self.halfHeight, self.rotation) = (centerX, centerY, halfWidth, halfHeight, rotation)
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        (self.u0, self.v0, self.u1, self.v1) = (u0, v0, u1, v1)
    }
}
