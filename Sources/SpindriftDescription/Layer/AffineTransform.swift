import Foundation

/// A 2-D affine map, as `CGAffineTransform`: (x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty).
public struct AffineTransform: Sendable, Equatable {
    /// The image of the x axis' unit vector.
    public var a: Double, b: Double
    /// The image of the y axis' unit vector.
    public var c: Double, d: Double
    /// The translation, in points.
    public var tx: Double, ty: Double

    /// The map with the given coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity.
    package static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `offset` points.
    public static func translation(_ offset: SIMD2<Double>) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: offset.x, ty: offset.y)
    }

    /// Whether the map leaves every point where it is.
    public var isIdentity: Bool { self == .identity }

    /// `point` mapped.
    public func apply(_ point: SIMD2<Double>) -> SIMD2<Double> {
        [a * point.x + c * point.y + tx, b * point.x + d * point.y + ty]
    }

    /// The map that undoes this one, nil when it flattens the plane (determinant 0, or not
    /// finite).
    public var inverse: AffineTransform? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        let (ia, ib, ic, id) = (d / determinant, -b / determinant, -c / determinant, a / determinant)
        return AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    /// This map after `first`: the map of `first` then `self`.
    package func concatenating(after first: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * first.a + c * first.b, b: b * first.a + d * first.b,
            c: a * first.c + c * first.d, d: b * first.c + d * first.d,
            tx: a * first.tx + c * first.ty + tx, ty: b * first.tx + d * first.ty + ty)
    }

    /// The smallest axis-aligned rectangle [x, y, width, height] holding the image of `rect`.
    package func boundingBox(of rect: SIMD4<Double>) -> SIMD4<Double> {
        let corners = [apply([rect.x, rect.y]), apply([rect.x + rect.z, rect.y]),
                       apply([rect.x, rect.y + rect.w]), apply([rect.x + rect.z, rect.y + rect.w])]
        let low = corners.dropFirst().reduce(corners[0]) { pointwiseMin($0, $1) }
        let high = corners.dropFirst().reduce(corners[0]) { pointwiseMax($0, $1) }
        return [low.x, low.y, high.x - low.x, high.y - low.y]
    }
}
