/// Where a layer draws in the window, resolved from its ``LayerProperties`` and its
/// superlayer's placement: its own rectangle, the map from its coordinates to the
/// window's, and the opacity, clip and visibility it inherits.
public struct LayerPlacement: Equatable, Sendable {
    /// The layer's bounds [x, y, width, height] in its own coordinates, in points; the
    /// emitter's ``EmitterUnits/viewport`` units are fractions of its size.
    public var bounds: SIMD4<Double>
    /// Maps the layer's coordinates (where its particles live) to the window's.
    public var toWindow: AffineTransform
    /// The product of the opacities from the root down, 0…1: multiplies every particle's alpha.
    public var opacity: Double
    /// The window rectangle [x, y, width, height] drawing is clipped to, nil for none: the
    /// box around the transformed bounds of each layer on the way that masks to its bounds.
    public var clip: SIMD4<Double>?
    /// Whether this layer or one above it is hidden.
    public var isHidden: Bool
    /// The layer's own ``LayerProperties/backgroundColor`` (not inherited), filling
    /// ``bounds`` under its particles.
    public var backgroundColor: SIMD4<Double> = [0, 0, 0, 0]

    /// The window itself, `size` points: the placement of a layer without placement keys.
    public static func window(size: SIMD2<Double>) -> LayerPlacement {
        LayerPlacement(bounds: [0, 0, size.x, size.y], toWindow: .identity, opacity: 1, clip: nil, isHidden: false)
    }

    /// The placement of a sublayer with `properties` inside this one (Core Animation's
    /// rules: the point bounds origin + anchorPoint × bounds size sits at position, the
    /// transform turning and scaling about it).
    ///
    /// A sublayer without `bounds` and `position` takes this layer's bounds as its own and
    /// sits exactly on it; one with `bounds` but no `position` sits at (0, 0), and one with
    /// `position` but no `bounds` has an empty rectangle, as in Core Animation.
    package func placing(_ properties: LayerProperties) -> LayerPlacement {
        let resolved = resolving(properties)
        let anchorPoint = properties.anchorPoint
        let rect = resolved.bounds!, position = resolved.position!
        let anchor = SIMD2(rect.x, rect.y) + anchorPoint * SIMD2(rect.z, rect.w)
        let local = AffineTransform.translation(position)
            .concatenating(after: properties.transform.affine)
            .concatenating(after: .translation(-anchor))
        let map = toWindow.concatenating(after: local)
        var clip = self.clip
        if properties.masksToBounds {
            let box = map.boundingBox(of: rect)
            clip = clip.map { $0.intersection(box) } ?? box
        }
        return LayerPlacement(
            bounds: rect, toWindow: map, opacity: opacity * properties.opacity, clip: clip,
            isHidden: isHidden || properties.isHidden, backgroundColor: properties.backgroundColor)
    }
}

extension LayerPlacement {
    /// `properties` of a sublayer of this layer with its ``LayerProperties/bounds`` and
    /// ``LayerProperties/position`` set to where ``placing(_:)`` puts it: unset, they are
    /// this layer's bounds and the point of them at the anchor point; `bounds` alone sits at
    /// (0, 0); `position` alone has an empty rectangle. What placement animations start from.
    package func resolving(_ properties: LayerProperties) -> LayerProperties {
        var resolved = properties
        switch (properties.bounds, properties.position) {
        case (nil, nil):
            resolved.bounds = bounds
            resolved.position = SIMD2(bounds.x, bounds.y) + properties.anchorPoint * SIMD2(bounds.z, bounds.w)
        case (_?, nil):
            resolved.position = [0, 0]
        case (nil, _?):
            resolved.bounds = [0, 0, 0, 0]
        case (_?, _?):
            break
        }
        return resolved
    }
}

extension SIMD4<Double> {
    /// The overlap of two rectangles [x, y, width, height] (empty, at the first's corner
    /// clamped, when they do not meet).
    fileprivate func intersection(_ other: SIMD4<Double>) -> SIMD4<Double> {
        let low = pointwiseMax(SIMD2(x, y), SIMD2(other.x, other.y))
        let high = pointwiseMin(SIMD2(x + z, y + w), SIMD2(other.x + other.z, other.y + other.w))
        let size = pointwiseMax(high - low, [0, 0])
        return [low.x, low.y, size.x, size.y]
    }
}
