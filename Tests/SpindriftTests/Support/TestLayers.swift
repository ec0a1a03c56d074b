import Spindrift

/// Builders for small layers used across the suites.
enum TestLayers {
    /// A layer with one cell emitting from a point at the origin, no randomness unless asked.
    static func single(
        birthRate: Double = 1, lifetime: Double = 100, velocity: Double = 0, longitude: Double = 0,
        acceleration: SIMD3<Double> = .zero, configure: (inout EmitterCell) -> Void = { _ in }
    ) -> EmitterLayer {
        var cell = EmitterCell()
        cell.name = "test"
        cell.birthRate = birthRate
        cell.lifetime = lifetime
        cell.velocity = velocity
        cell.emissionLongitude = longitude
        cell.xAcceleration = acceleration.x
        cell.yAcceleration = acceleration.y
        cell.zAcceleration = acceleration.z
        configure(&cell)
        var layer = EmitterLayer()
        layer.emitterCells = [cell]
        return layer
    }

    /// A two-cell layer with every kind of randomness switched on.
    static func busy(seed: UInt32 = 7) -> EmitterLayer {
        var layer = EmitterLayer()
        layer.seed = seed
        layer.emitterShape = .rectangle
        layer.emitterPosition = [400, 300]
        layer.emitterSize = [200, 100]
        var first = EmitterCell()
        first.name = "first"
        first.birthRate = 40
        first.lifetime = 3
        first.lifetimeRange = 1
        first.velocity = 50
        first.velocityRange = 20
        first.emissionRange = .pi
        first.yAcceleration = 30
        first.xAcceleration = -4
        first.scale = 0.5
        first.scaleRange = 0.2
        first.scaleSpeed = -0.1
        first.spin = 1
        first.spinRange = 0.5
        // Red starts in 0.7...1.1, clamped at birth, and falls: clamping order matters.
        first.color = [0.9, 0.5, 0.5, 1]
        first.redRange = 0.2
        first.redSpeed = -0.1
        first.alphaSpeed = -0.3
        var second = first
        second.name = "second"
        second.birthRate = 25
        second.emissionLongitude = -.pi / 2
        layer.emitterCells = [first, second]
        return layer
    }

    /// Runs `layer` for `time` parent seconds in steps of `dt` (the last one shortened), on
    /// `threads` threads.
    static func run(_ layer: EmitterLayer, time: Double, dt: Double, threads: Int = 1) throws -> ParticleSystem {
        let system = try ParticleSystem(layer: layer)
        system.threads = threads
        system.advance(by: 0)
        var step = 1
        while Double(step) * dt < time - 1e-12 {
            system.advance(to: Double(step) * dt)
            step += 1
        }
        system.advance(to: time)
        return system
    }
}
