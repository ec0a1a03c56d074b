/// How a keyframe animation along a path turns the layer (`CAKeyframeAnimation.rotationMode`):
/// by the path's direction of travel, added to its rotation.
public enum RotationMode: String, CaseIterable, Hashable, Sendable {
    /// The layer turns to the path's tangent (`kCAAnimationRotateAuto`).
    case auto
    /// The layer turns to the path's tangent plus half a turn (`kCAAnimationRotateAutoReverse`).
    case autoReverse

    /// The turn, in radians, for a path whose direction of travel is `tangentAngle` radians.
    public func rotation(tangentAngle: Double) -> Double {
        self == .auto ? tangentAngle : tangentAngle + .pi
    }
}
