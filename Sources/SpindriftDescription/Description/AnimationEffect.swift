/// When the simulation reads an animated property, which says what animating it does.
public enum AnimationEffect: String, Sendable, Equatable {
    /// Integrated: a birth rate. Particles are born along the integral of the instantaneous
    /// rate, so birth times stay exact at any step size.
    case emission
    /// Read when each particle is born, at its own birth time: velocity, scale, colour,
    /// lifetime, emission angles, the emitter's position and size. Live particles keep the
    /// values they were born with.
    case birth
    /// Read every frame when the layer is drawn (such as `opacity`).
    case drawing
}
