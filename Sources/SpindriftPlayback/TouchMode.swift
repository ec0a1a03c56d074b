/// What the mouse does in the window (`--touch`), as app code does with touches.
public enum TouchMode: String, CaseIterable, Sendable {
    /// Pressing and dragging the left button moves the first layer's `emitterPosition` to the
    /// pointer. The default.
    case position
    /// As ``position``, and the layer's `birthRate` is 0 except while the button is held
    /// (`touchesBegan`: `birthRate = 1`, `touchesEnded`: `birthRate = 0`).
    case burst
    /// The mouse does nothing.
    case off
}
