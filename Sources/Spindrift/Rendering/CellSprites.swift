/// What the instance kernel needs to know about one cell: when its particles are drawn, how
/// they change with age, and how they look.
package struct CellSprites: Sendable {
    /// The local time at which the particles are evaluated, in seconds.
    package var now: Double
    /// The cell's rates of change.
    package var rates: ParticleRates
    /// Half the sprite's width and height in points at scale 1.
    package var halfSize: SIMD2<Float>
    /// The texture rectangle as it lies in a ``SpriteInstance``'s last 8 bytes: u0, v0, u1
    /// and v1 (0…65535) from the lowest 16 bits up.
    package var textureCorners: UInt64

    /// The sprites of a cell with `rates`, drawn with `appearance` at local time `now`.
    package init(now: Double, rates: ParticleRates, appearance: SpriteAppearance) {
        self.now = now
        self.rates = rates
        halfSize = appearance.size / 2
        let rect = appearance.textureRect
        // Built without an array: this runs for every cell of every frame. Rounded inward,
        // so the stored rectangle never reaches past the image into its neighbour or the
        // atlas's padding: SDL's software rasteriser truncates texel coordinates, and a top
        // edge rounded a hair outward drew a 10-pixel image one texel up, its last row lost.
        func corner(_ coordinate: Float, _ shift: UInt64, _ rule: FloatingPointRoundingRule) -> UInt64 {
            UInt64(SpriteInstance.quantized(coordinate, rounding: rule)) << shift
        }
        textureCorners = corner(rect.x, 0, .up) | corner(rect.y, 16, .up)
            | corner(rect.x + rect.z, 32, .down) | corner(rect.y + rect.w, 48, .down)
    }
}
