/// One Core Animation animation on an emitter layer, as a description holds it: a
/// `CABasicAnimation`, `CAKeyframeAnimation` or `CASpringAnimation` of one property by key
/// path, or a `CAAnimationGroup` of animations timed together.
///
/// Times are seconds of the layer's local time (an animation's ``MediaTiming/beginTime`` is
/// measured from the layer's local time 0, a grouped animation's from its group's start).
/// Values are in the animated property's units.
public struct LayerAnimation: Sendable, Equatable {
    /// The name it was added under (`layer.add(animation, forKey: "burst")`), for messages and
    /// the HUD; unique among a layer's animations when set.
    public var key: String?
    /// What it animates: one property, or a group.
    public var kind: AnimationKind
    /// Its `CAMediaTiming`. For a spring, a ``MediaTiming/duration`` of 0 means the spring's
    /// settling duration.
    public var timing: MediaTiming
    /// Eases its progress (linear unless set); ignored by springs, which run on time.
    public var timingFunction: TimingFunction

    /// An animation of `kind` with Core Animation's timing defaults.
    public init(
        kind: AnimationKind, key: String? = nil, timing: MediaTiming = MediaTiming(),
        timingFunction: TimingFunction = .linear
    ) {
        self.kind = kind
        self.key = key
        self.timing = timing
        self.timingFunction = timingFunction
    }

    /// The Core Animation class it stands for, as the description's `class` names it.
    public var className: String {
        switch kind {
        case .group: "CAAnimationGroup"
        case .property(let property):
            switch property.values {
            case .basic: "CABasicAnimation"
            case .keyframe: "CAKeyframeAnimation"
            case .spring: "CASpringAnimation"
            }
        }
    }

    /// How it is named to a person: its key, else its key path, else its class.
    public var label: String {
        if let key { return key }
        if case .property(let property) = kind { return property.keyPath }
        return className
    }
}
