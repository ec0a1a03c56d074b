import Spindrift

extension EmitterLayer {
    /// The layer with its animations played again from local time `start` (seconds): each
    /// top-level animation's `beginTime` counted from `start` rather than from 0, as app code
    /// adds an animation again with `beginTime = layer.convertTime(CACurrentMediaTime(), from:
    /// nil) + delay`. A group's members keep their times within it.
    public func replayingAnimations(from start: Double) -> EmitterLayer {
        var replayed = self
        for index in replayed.animations.indices { replayed.animations[index].timing.beginTime += start }
        return replayed
    }
}
