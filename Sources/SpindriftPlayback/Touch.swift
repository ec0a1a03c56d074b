import Spindrift

/// The mouse's hold on the first layer, over the tuned description: where the latest press or
/// drag put the emitter, and whether the button is held. It is runtime state, as a touch is in
/// app code: `W` does not save it and `Ctrl` + `Z` does not undo it.
public struct Touch: Equatable, Sendable {
    /// What the mouse does.
    public let mode: TouchMode
    /// The `emitterPosition` the latest press or drag set, in the layer's `emitterUnits`; nil
    /// until the first press, and after a change of the tuning's `emitterPosition` (the keys
    /// take the emitter back).
    public internal(set) var position: SIMD2<Double>?
    /// Whether the button is held.
    public internal(set) var isPressed = false

    /// A touch doing what `mode` says, not pressed yet.
    public init(mode: TouchMode) {
        self.mode = mode
    }

    /// `layer` as the touch leaves it: at ``position`` when set and, in ``TouchMode/burst``,
    /// with its `birthRate` 0 unless pressed.
    public func applied(to layer: EmitterLayer) -> EmitterLayer {
        var touched = layer
        if let position { touched.emitterPosition = position }
        if mode == .burst, !isPressed { touched.birthRate = 0 }
        return touched
    }
}

extension EmitterLayer {
    /// The `emitterPosition`, in this layer's ``EmitterLayer/emitterUnits``, that puts the
    /// emitter under the window point `point` (points, y down) when the layer is drawn at
    /// `placement`: the point mapped back through the layer's placement (position, bounds,
    /// anchor point and transform, its superlayer's included) into its coordinates, then, in
    /// viewport units, divided by its bounds' size. Nil where no position does: a transform
    /// that flattens the layer, or viewport units on empty bounds.
    public func emitterPosition(atWindowPoint point: SIMD2<Double>, placement: LayerPlacement) -> SIMD2<Double>? {
        guard let local = placement.toWindow.inverse?.apply(point), local.x.isFinite, local.y.isFinite else { return nil }
        switch emitterUnits {
        case .points:
            return local
        case .viewport:
            let size = SIMD2(placement.bounds.z, placement.bounds.w)
            guard size.x > 0, size.y > 0 else { return nil }
            return local / size
        }
    }
}
