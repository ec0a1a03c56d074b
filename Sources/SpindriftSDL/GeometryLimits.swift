import CSDL2

/// What may safely reach `SDL_RenderGeometry` on one target.
///
/// SDL's software renderer rasterises triangles in 32-bit integers: it multiplies a
/// vertex's texel coordinate by the triangle's doubled area in half-pixel units
/// (`s2->x * area` in `SDL_SW_BlitTriangle`, SDL 2.26). Once 4 × width × height × texel
/// passes 2³¹ that product wraps, the interpolated texel lands outside the texture and the
/// read segfaults: a 64 px glow at scale 45, rotated, on any canvas. So a quad reaches SDL
/// whole only when its bounding box fits in a square ``tile(for:)`` pixels wide, sized from
/// the quad's largest texel coordinate so that the product stays below 2³⁰; larger quads,
/// and quads whose bounding box mostly overhangs the target (SDL works over all of it), are
/// cut to the target (in tiles if need be) by ``QuadClipper``, and quads that miss the
/// target are left out.
struct GeometryLimits {
    /// Where a quad stands against the target.
    enum Placement: Equatable, Sendable {
        /// Inside or across the target, small enough for SDL: drawn as it is.
        case drawn
        /// Wholly outside the target but small and near it: never needs drawing, and SDL
        /// discards it at no cost if it lies between two drawn quads of one call.
        case hidden
        /// Wholly outside and large or far away, or with a non-finite coordinate: left out.
        case culled
        /// Across the target and larger than its tile: drawn cut to the target.
        case oversized
    }

    /// side² × texel must stay below this for a square `side` pixels wide (4 × side² × texel
    /// < 2³⁰: a factor 2 from SDL's limit).
    static let productLimit: Float = 268_435_456  // 2²⁸
    /// Square pixels of a quad's bounding box that may lie off the target without cutting it.
    static let overhangAllowance: Float = 16_384
    /// Pixels added to a quad's side for SDL's rounding of its corners.
    static let roundingPixels: Float = 2

    /// The target's width and height in points (SDL's renderer coordinates).
    let target: SIMD2<Float>
    /// Pixels per point.
    let scale: SIMD2<Float>
    /// The texture's width and height in texels.
    let textureSize: SIMD2<Float>
    /// The smallest tile, in points, of any quad on this texture: hidden quads lie within it
    /// of the target, where SDL's integer coordinates stay small.
    let margin: SIMD2<Float>

    /// The side in pixels of the largest square SDL's software rasteriser handles exactly
    /// when texel coordinates reach `texelExtent`.
    static func tilePixels(texelExtent: Float) -> Float {
        max(8, (productLimit / max(1, texelExtent)).squareRoot().rounded(.down) - roundingPixels)
    }

    /// Limits for a target `target` points wide and high, `scale` pixels per point, drawing
    /// from a texture `textureSize` texels wide and high.
    init(target: SIMD2<Float>, scale: SIMD2<Float>, textureSize: SIMD2<Int>) {
        self.target = target
        self.scale = SIMD2(scale.x > 0 && scale.x.isFinite ? scale.x : 1, scale.y > 0 && scale.y.isFinite ? scale.y : 1)
        self.textureSize = SIMD2(Float(max(1, textureSize.x)), Float(max(1, textureSize.y)))
        margin = SIMD2(repeating: Self.tilePixels(texelExtent: self.textureSize.max())) / self.scale
    }

    /// The limits of what `renderer` draws on now (its output size and scale), drawing from
    /// a texture `textureSize` texels wide and high.
    init(renderer: OpaquePointer, textureSize: SIMD2<Int>) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        var scaleX: Float = 1, scaleY: Float = 1
        SDL_RenderGetScale(renderer, &scaleX, &scaleY)
        let scale = SIMD2(scaleX > 0 && scaleX.isFinite ? scaleX : 1, scaleY > 0 && scaleY.isFinite ? scaleY : 1)
        self.init(target: SIMD2(Float(width), Float(height)) / scale, scale: scale, textureSize: textureSize)
    }

    /// The largest texel coordinate SDL derives from the quad of the four vertices at
    /// `quad`, plus one.
    func texelExtent(_ quad: UnsafePointer<SDL_Vertex>) -> Float {
        var extent: Float = 0
        for corner in 0..<4 {
            let texel = SIMD2(abs(quad[corner].tex_coord.x), abs(quad[corner].tex_coord.y)) * textureSize
            extent = max(extent, texel.max())
        }
        return extent + 1
    }

    /// The width and height in points of the tiles the quad at `quad` is cut into.
    func tile(for quad: UnsafePointer<SDL_Vertex>) -> SIMD2<Float> {
        SIMD2(repeating: Self.tilePixels(texelExtent: texelExtent(quad))) / scale
    }

    /// Where the quad of the four vertices at `quad` stands.
    func place(_ quad: UnsafePointer<SDL_Vertex>) -> Placement {
        var low = SIMD2(quad[0].position.x, quad[0].position.y), high = low
        for corner in 0..<4 {
            let point = SIMD2(quad[corner].position.x, quad[corner].position.y)
            guard point.x.isFinite && point.y.isFinite else { return .culled }
            low = pointwiseMin(low, point)
            high = pointwiseMax(high, point)
        }
        let side = ((high - low) * scale).max() + Self.roundingPixels
        let extent = texelExtent(quad)
        let fits = side * side * extent < Self.productLimit && extent.isFinite
        if all(high .>= SIMD2.zero) && all(low .<= target) {
            // SDL's software rasteriser works over a triangle's whole bounding box, seen or
            // not: a quad that mostly overhangs the target is cut to it, so that drawing costs
            // what shows (a thousand sprites larger than a small canvas took seconds).
            let box = (high - low) * scale, shown = (pointwiseMin(high, target) - pointwiseMax(low, .zero)) * scale
            let overhangs = box.x * box.y > 4 * shown.x * shown.y + Self.overhangAllowance
            return fits && !overhangs ? .drawn : .oversized
        }
        let nearTarget = all(low .>= -margin) && all(high .<= target + margin)
        return fits && nearTarget ? .hidden : .culled
    }
}
