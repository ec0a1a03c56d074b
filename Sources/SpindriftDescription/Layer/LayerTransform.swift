import Foundation

/// The 2-D affine part of `CALayer.transform`, as its key paths set it:
/// `transform.rotation.z`, `transform.scale.x`/`.y`, `transform.translation.x`/`.y`.
///
/// A point p of the layer (relative to its anchor point) goes to
/// translation + R(rotation) · (scale ⊙ p): scaled, then turned, then moved. Positive
/// rotation turns +x toward +y, clockwise on the y-down screen, as on iOS.
public struct LayerTransform: Sendable, Equatable {
    /// `transform.rotation.z` (also `transform.rotation`), in radians.
    public var rotation: Double = 0
    /// `transform.scale.x` and `.y` (`transform.scale` sets both).
    public var scale: SIMD2<Double> = [1, 1]
    /// `transform.translation.x` and `.y`, in points.
    public var translation: SIMD2<Double> = [0, 0]

    /// The identity.
    public init() {}

    /// The transform as an affine map.
    public var affine: AffineTransform {
        let cosine = cos(rotation), sine = sin(rotation)
        return AffineTransform(
            a: cosine * scale.x, b: sine * scale.x, c: -sine * scale.y, d: cosine * scale.y,
            tx: translation.x, ty: translation.y)
    }
}
