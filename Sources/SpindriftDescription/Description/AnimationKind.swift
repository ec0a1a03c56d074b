/// What a ``LayerAnimation`` animates.
public enum AnimationKind: Sendable, Equatable {
    /// One property, by key path (`CAPropertyAnimation`'s subclasses).
    case property(PropertyAnimation)
    /// Animations timed by the group (`CAAnimationGroup`): their begin times count from the
    /// group's start, the group's duration cuts them off, and its speed, repeats, reversal
    /// and fill apply to all of them.
    case group([LayerAnimation])
}
