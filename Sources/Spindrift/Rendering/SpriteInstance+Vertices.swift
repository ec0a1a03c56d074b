import Foundation

extension SpriteInstance {
    /// The quad's four corners for a renderer that draws vertices: top-left, top-right,
    /// bottom-right and bottom-left before rotation, each with the tint and its texture
    /// coordinate (0…1).
    public var vertices: (SpriteVertex, SpriteVertex, SpriteVertex, SpriteVertex) {
        let angle = rotation
        let (sine, cosine) = angle == 0 ? (Float(0), Float(1)) : (sin(angle), cos(angle))
        // Corner offsets (±halfWidth, ±halfHeight) rotated by the angle.
        let ax = cosine * halfWidth, ay = sine * halfWidth
        let bx = -sine * halfHeight, by = cosine * halfHeight
        let cx = centerX, cy = centerY
        let (r, g, b, a) = (red, green, blue, alpha)
        let left = Self.textureCoordinate(u0), right = Self.textureCoordinate(u1)
        let top = Self.textureCoordinate(v0), bottom = Self.textureCoordinate(v1)
        return (
            SpriteVertex(x: cx - ax - bx, y: cy - ay - by, red: r, green: g, blue: b, alpha: a, u: left, v: top),
            SpriteVertex(x: cx + ax - bx, y: cy + ay - by, red: r, green: g, blue: b, alpha: a, u: right, v: top),
            SpriteVertex(x: cx + ax + bx, y: cy + ay + by, red: r, green: g, blue: b, alpha: a, u: right, v: bottom),
            SpriteVertex(x: cx - ax + bx, y: cy - ay + by, red: r, green: g, blue: b, alpha: a, u: left, v: bottom))
    }

    /// A texture coordinate 0…1 as stored in an instance: 0…65535, rounded by `rule`.
    static func quantized(_ coordinate: Float, rounding rule: FloatingPointRoundingRule) -> UInt16 {
        UInt16((min(max(coordinate, 0), 1) * 65535).rounded(rule))
    }

    /// A stored texture coordinate as 0…1.
    static func textureCoordinate(_ stored: UInt16) -> Float {
        Float(stored) / 65535
    }
}
