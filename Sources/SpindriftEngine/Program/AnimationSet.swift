/// A layer's animations compiled into one ``AnimationTrack`` per animated property.
public struct AnimationSet: Sendable {
    /// The tracks, by whole property (component key paths' animations in their whole's).
    package let tracks: [AnimationTarget: AnimationTrack]
    /// The birth-rate integration plan of the layer's birth-rate animations.
    package let horizon: RateHorizon

    /// No animations.
    public static let none = AnimationSet(tracks: [:], horizon: RateHorizon.constant)

    init(tracks: [AnimationTarget: AnimationTrack], horizon: RateHorizon) {
        self.tracks = tracks
        self.horizon = horizon
    }

    /// Compiles the animations of `layer`, which must be valid.
    init(layer: EmitterLayer) {
        var animations: [AnimationTarget: [CompiledAnimation]] = [:]
        var order: [AnimationTarget] = []
        for animation in layer.animations {
            for (property, leaf, groups) in animation.propertyAnimations() {
                guard let target = try? layer.animationTarget(of: property.keyPath),
                      let curve = property.curve(timingFunction: leaf.timingFunction)
                else { continue }
                let whole = target.whole
                if animations[whole] == nil { order.append(whole) }
                let rotationMode = if case .keyframe(let keyframes) = property.values { keyframes.rotationMode } else { RotationMode?.none }
                animations[whole, default: []].append(CompiledAnimation(
                    groups: groups.map { (timing: $0.0, easing: $0.1) }, timing: leaf.resolvedTiming, curve: curve,
                    isAdditive: property.isAdditive, target: target, rotationMode: rotationMode))
            }
        }
        var tracks: [AnimationTarget: AnimationTrack] = [:]
        for target in order {
            tracks[target] = AnimationTrack(target: target, modelValue: layer.modelValue(of: target), animations: animations[target]!)
        }
        self.tracks = tracks
        self.horizon = (try? RateHorizon.plan(layer.birthRateAnimations.map(\.horizonStage))) ?? .constant
    }

    /// The track of the layer property `key`, if it is animated.
    package func layerTrack(_ key: String) -> AnimationTrack? {
        tracks.first { $0.key.cell == nil && $0.key.key == key }?.value
    }

    /// The tracks of the cell at `path`.
    func cellTracks(_ path: CellPath) -> [AnimationTrack] {
        tracks.values.filter { $0.target.cell == path }
    }
}
