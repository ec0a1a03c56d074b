import Spindrift

/// The emitter every particle count is measured with: one cell whose birth rate × lifetime
/// is the count, pre-warmed to its steady state, so each step kills and spawns
/// count × dt ÷ lifetime particles and the count holds.
///
/// A sphere of particles thrown in every direction under gravity, spinning, shrinking and
/// fading: every column but red, green and blue changes each step.
public enum SteadyStateEmitter {
    /// Seconds every particle lives.
    public static let lifetime = 5.0
    /// The simulation step in seconds: one frame at 60 Hz.
    public static let step = 1.0 / 60
    /// The spreads of lifetime (full width, seconds) the steps are timed with: one lifetime,
    /// whose deaths are bunched in storage, and 2.5 to 7.5 s, whose deaths are scattered.
    public static let lifetimeRanges = [0.0, 5]

    /// Seconds of one cycle of ``Variant/animatedRate``'s birth rate, up and down again.
    public static let rateCycle = 2.0

    /// What else the steps are timed with, one lifetime each: emitters whose cost per birth
    /// or per parent differs from the plain cell's.
    public enum Variant: String, CaseIterable, Sendable {
        /// The layer's birth rate animated from 0.5× to 1.5× and back every ``rateCycle``
        /// seconds, easing in and out (1× on average): each birth time is found on the rate's
        /// integral.
        case animatedRate = "animated rate"
        /// A third of the particles are parents, each emitting ``trail``: a step looks at
        /// every parent for births of its sub-cell.
        case nestedCells = "nested cells"
    }

    /// ``Variant/nestedCells``'s sub-cell: 2 a second from each parent, living 1 s.
    private static let trail: EmitterCell = {
        var trail = EmitterCell()
        trail.name = "trail"
        trail.contents = "spark"
        trail.birthRate = 2
        trail.lifetime = 1
        trail.velocity = 10
        trail.alphaSpeed = -1
        return trail
    }()

    /// The layer holding about `count` particles in `renderMode`, lifetimes spread over
    /// `lifetimeRange` seconds (full width) around ``lifetime``, as `variant` has it.
    public static func layer(
        count: Int, renderMode: RenderMode = .unordered, lifetimeRange: Double = 0, variant: Variant? = nil
    ) -> EmitterLayer {
        precondition(count >= 1, "a steady state needs at least one particle")
        var cell = EmitterCell()
        cell.name = "spark"
        cell.contents = "spark"
        // Nested, each parent holds its trails alive (their rate × lifetime) beside itself.
        let trail = variant == .nestedCells ? Self.trail : nil
        cell.birthRate = Double(count) / lifetime / (1 + (trail.map { $0.birthRate * $0.lifetime } ?? 0))
        cell.lifetime = lifetime
        cell.lifetimeRange = lifetimeRange
        cell.velocity = 60
        cell.velocityRange = 30
        cell.emissionRange = 2 * Double.pi
        cell.yAcceleration = 98
        cell.scale = 1
        cell.scaleRange = 0.5
        cell.scaleSpeed = -0.1
        cell.spin = 1
        cell.spinRange = 2
        cell.color = [1, 0.8, 0.4, 1]
        cell.alphaSpeed = -0.2
        if let trail { cell.emitterCells = [trail] }

        var layer = EmitterLayer()
        layer.emitterShape = .sphere
        layer.emitterMode = .volume
        layer.emitterPosition = [640, 360]
        layer.emitterSize = [200, 200]
        layer.renderMode = renderMode
        layer.timeOffset = lifetime + lifetimeRange / 2
        layer.seed = 7
        layer.maxParticles = min(EmitterLayer.maxParticlesLimit, 2 * count + 1_024)
        layer.emitterCells = [cell]
        if variant == .animatedRate {
            let rate = PropertyAnimation(keyPath: "birthRate", values: .basic(BasicValues(fromValue: [0.5], toValue: [1.5])))
            let forever = Double(Float.greatestFiniteMagnitude)
            layer.animations = [LayerAnimation(
                kind: .property(rate), timing: MediaTiming(duration: rateCycle / 2, repeatCount: forever, autoreverses: true),
                timingFunction: .easeInEaseOut)]
        }
        return layer
    }

    /// ``layer(count:renderMode:lifetimeRange:variant:)`` compiled: valid by construction.
    public static func program(
        count: Int, renderMode: RenderMode = .unordered, lifetimeRange: Double = 0, variant: Variant? = nil
    ) -> EmitterProgram {
        do {
            return try EmitterProgram(
                layer: layer(count: count, renderMode: renderMode, lifetimeRange: lifetimeRange, variant: variant),
                source: "steady state")
        } catch {
            preconditionFailure("the benchmark's emitter is valid: \(error)")
        }
    }

    /// A system running ``layer(count:renderMode:lifetimeRange:variant:)``, already pre-warmed.
    public static func system(
        count: Int, renderMode: RenderMode = .unordered, lifetimeRange: Double = 0, variant: Variant? = nil
    ) -> ParticleSystem {
        let system = ParticleSystem(
            program: program(count: count, renderMode: renderMode, lifetimeRange: lifetimeRange, variant: variant))
        system.advance(by: 0)
        return system
    }

    /// How the cell's particles are drawn: one texture, 16 points square.
    public static let appearances: [SpriteAppearance?] = [SpriteAppearance(texture: 0, size: [16, 16])]
}
