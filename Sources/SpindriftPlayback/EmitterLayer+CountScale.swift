import Spindrift

extension EmitterLayer {
    /// This layer with about `scale` × as many particles: the layer's ``birthRate``
    /// multiplier and ``maxParticles`` × `scale` (the cap kept within 1 …
    /// ``maxParticlesLimit``), everything else as it is.
    public func scaled(by scale: Double) -> EmitterLayer {
        precondition(scale > 0 && scale.isFinite, "a count scale is a positive number")
        var layer = self
        layer.birthRate *= scale
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
