import Spindrift

extension EmitterLayer {
    /// This layer with about `scale` × as many particles: the layer's ``birthRate``
    /// multiplier, the values of the animations that change it, and ``maxParticles`` ×
    /// `scale` (the cap kept within 1 … ``maxParticlesLimit``), everything else as it is.
    public func scaled(by scale: Double) -> EmitterLayer {
        precondition(scale > 0 && scale.isFinite, "a count scale is a positive number")
        var layer = self
        layer.birthRate *= scale
        let multiplier = try? animationTarget(of: "birthRate")
        layer.animations = animations.map { animation in
            animation.mappingProperties { property in
                guard (try? animationTarget(of: property.keyPath)) == multiplier else { return }
                property.values = property.values.scaled(by: scale)
            }
        }
        layer.maxParticles = Int(min(Double(Self.maxParticlesLimit), max(1, (Double(maxParticles) * scale).rounded())))
        return layer
    }

    /// The longest that any top-level cell's particles, or what they beget, live: pre-warmed
    /// at least this far, a description is at its steady state from the first frame (at most
    /// an hour: a longer reach is not a frame-rate question).
    public static let longestPrewarm = 3600.0

    /// ``scaled(by:)`` with its cap at most `maximumParticles`, pre-warmed to its steady
    /// state: ``timeOffset`` at least the longest reach of its cells, so that a capacity probe
    /// measures the count it asks for at once.
    public func scaledToSteadyState(
        by scale: Double, atMost maximumParticles: Int = maxParticlesLimit, source: String
    ) throws(ConfigurationError) -> EmitterProgram {
        var layer = scaled(by: scale)
        layer.maxParticles = min(layer.maxParticles, max(1, maximumParticles))
        let reach = try EmitterProgram(layer: layer, source: source).cells.map(\.reach).max() ?? 0
        layer.timeOffset = max(layer.timeOffset, min(reach, Self.longestPrewarm))
        return try EmitterProgram(layer: layer, source: source)
    }
}

extension LayerAnimation {
    /// This animation with `change` applied to every property animation in it, groups included.
    fileprivate func mappingProperties(_ change: (inout PropertyAnimation) -> Void) -> LayerAnimation {
        var animation = self
        switch kind {
        case .property(var property):
            change(&property)
            animation.kind = .property(property)
        case .group(let members):
            animation.kind = .group(members.map { $0.mappingProperties(change) })
        }
        return animation
    }
}

extension AnimationValues {
    /// These values, every one × `factor`.
    fileprivate func scaled(by factor: Double) -> AnimationValues {
        func scaled(_ basic: BasicValues) -> BasicValues {
            var basic = basic
            for key in [\BasicValues.fromValue, \.toValue, \.byValue] { basic[keyPath: key] = basic[keyPath: key]?.map { $0 * factor } }
            return basic
        }
        switch self {
        case .basic(let basic): return .basic(scaled(basic))
        case .spring(let basic, let spring): return .spring(scaled(basic), spring)
        case .keyframe(var keyframes):
            keyframes.values = keyframes.values.map { $0.map { $0 * factor } }
            return .keyframe(keyframes)
        }
    }
}
