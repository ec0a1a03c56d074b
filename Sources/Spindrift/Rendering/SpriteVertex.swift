/// One corner of a particle's quad (``SpriteInstance/vertices``), laid out exactly as
/// `SDL_Vertex` (20 bytes) so that a vertex-based backend can pass its expanded quads to SDL
/// without converting them.
public struct SpriteVertex: Equatable, Sendable {
    /// Position in points; y grows downward.
    public var x: Float, y: Float
    /// Tint, 0…255 per component, multiplied into the texture.
    public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
    /// Texture coordinate, 0…1 across the texture.
    public var u: Float, v: Float

    /// A vertex with every value given.
    public init(x: Float, y: Float, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8, u: Float, v: Float) {
        self.x = x
        self.y = y
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.u = u
        self.v = v
    }
}
