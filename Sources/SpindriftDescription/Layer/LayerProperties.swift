/// The `CALayer` properties of a layer: where it sits in the window, how its drawing is
/// transformed, faded and clipped, and its place among its siblings.
///
/// Geometry follows Core Animation: the layer's own coordinates are its ``bounds``; the
/// point ``bounds`` origin + ``anchorPoint`` × size sits at ``position`` in the superlayer
/// (the window), and ``transform`` turns and scales the layer about that point. A layer that
/// sets neither ``bounds`` nor ``position`` (nor `frame`) uses the window's coordinates as
/// its own, as before layers had placement.
///
/// Units: points, radians; ``opacity`` 0…1.
public struct LayerProperties: Sendable, Equatable {
    /// The layer's name: how scenes label its cells (`fire/flame`) and `--set` finds it
    /// (`sublayers.fire.birthRate`).
    public var name: String?
    /// The layer's own coordinate rectangle [x, y, width, height] in points; nil: unset
    /// (the window's size for ``EmitterUnits/viewport`` units, no clip).
    public var bounds: SIMD4<Double>?
    /// Where the anchor point sits in the superlayer, [x, y] in points; nil: unset
    /// (Core Animation's (0, 0) once ``bounds`` is set).
    public var position: SIMD2<Double>?
    /// The point of ``bounds`` placed at ``position``, in unit coordinates of the bounds:
    /// (0.5, 0.5) is its centre, (0, 0) its top-left corner.
    public var anchorPoint: SIMD2<Double> = [0.5, 0.5]
    /// Orders sibling layers: higher draws on top; equal values keep the array order.
    public var zPosition: Double = 0
    /// Multiplies the alpha of everything the layer draws, 0…1.
    public var opacity: Double = 1
    /// Whether the layer (with its particles, which still simulate) is left undrawn.
    public var isHidden = false
    /// Whether drawing is clipped to the layer's ``bounds`` (in the window, the box around
    /// the transformed bounds).
    public var masksToBounds = false
    /// The affine part of `CALayer.transform` set through its key paths.
    public var transform = LayerTransform()
    /// The colour filling the layer's ``bounds`` under its particles, [red, green, blue,
    /// alpha] 0…1 (straight alpha), faded by ``opacity`` and turned with ``transform``;
    /// transparent, Core Animation's nil, by default. A layer without bounds fills the window.
    public var backgroundColor: SIMD4<Double> = [0, 0, 0, 0]

    /// A layer with Core Animation's defaults, placed on the window.
    public init() {}
}
