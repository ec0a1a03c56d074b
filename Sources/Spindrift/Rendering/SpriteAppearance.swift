/// How a cell's particles look on a backend: which texture, its size at scale 1, and the
/// part of the texture (already combined with the cell's `contentsRect`) to draw.
public struct SpriteAppearance: Equatable, Sendable {
    /// The backend's texture identifier; quads of one texture are batched together.
    public var texture: Int
    /// Width and height in points at scale 1.
    public var size: SIMD2<Float>
    /// The texture rectangle [u, v, width, height] in 0…1 texture coordinates.
    public var textureRect: SIMD4<Float>

    /// An appearance with every value given.
    public init(texture: Int, size: SIMD2<Float>, textureRect: SIMD4<Float> = [0, 0, 1, 1]) {
        self.texture = texture
        self.size = size
        self.textureRect = textureRect
    }
}
