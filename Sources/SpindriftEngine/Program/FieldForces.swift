import Foundation
import SpindriftDescription

/// The forces of an integrated cell (turbulence, attractors, radial and tangential
/// acceleration, with the cell's constant acceleration), and the fixed-step integrator that
/// advances a particle under them. The fields act in the x-y plane; z keeps the cell's
/// constant acceleration, in closed form.
///
/// ``acceleration(_:time:airAlongX:particle:)`` is the one place every force is summed, for
/// eight particles at a time (FieldForces+Lanes.swift).
package struct FieldForces: Sendable, Equatable {
    /// One attractor, resolved.
    package struct Pull: Sendable, Equatable {
        package var center: SIMD2<Double>
        package var strength: Double, radius: Double, vortex: Double
        package var falloff: AttractorFalloff
    }

    /// The cell's constant acceleration in x and y, points per second².
    package var constant: SIMD2<Double>
    /// The turbulence's noise, strength (points/s²), feature size (points) and evolution
    /// (per second); nil for none.
    package var noise: CurlNoise?
    package var turbulenceStrength = 0.0, turbulenceScale = 1.0, evolution = 0.0
    package var pulls: [Pull]
    /// Radial and tangential acceleration: value and full range (points/s²).
    package var radial: RangedValue, tangential: RangedValue
    /// The fixed step, in seconds.
    package var step: Double
    /// The cell's drag and wind (``MotionModel``), nil for still air without drag.
    package var air: Air?

    /// A cell's drag and the air it drags toward (``MotionModel``'s wind, and its gusts along
    /// x), in plain values: the integration reads them four times a step for every particle,
    /// on every thread at once, where reading the model would count references to it (and its
    /// gusts' table) each time, and the threads would wait on each other's counts.
    package struct Air: Sendable, Equatable {
        /// The most gust harmonics held (``WindGusts/harmonics`` has three).
        static let gustCapacity = 4
        /// Per second.
        package var drag: Double
        /// Points per second, x and y.
        package var wind: SIMD2<Double>
        /// The gusts' amplitudes (points per second), angular frequencies (radians per second)
        /// and phases (radians); the first ``gusts`` lanes are used.
        var amplitudes = SIMD4<Double>(), angularFrequencies = SIMD4<Double>(), phases = SIMD4<Double>()
        var gusts = 0

        init(_ model: MotionModel) {
            precondition(model.gusts.count <= Self.gustCapacity, "more gust harmonics than the integration holds")
            drag = model.drag
            wind = SIMD2(model.wind.x, model.wind.y)
            for (lane, harmonic) in model.gusts.enumerated() {
                (amplitudes[lane], angularFrequencies[lane], phases[lane]) = (harmonic.amplitude, harmonic.angularFrequency, harmonic.phase)
            }
            gusts = model.gusts.count
        }

        /// The air's velocity at local time `time`, points per second: the wind plus the gusts
        /// along x, added one harmonic after another.
        @inline(__always)
        func velocity(at time: Double) -> SIMD2<Double> {
            var x = wind.x
            for lane in 0..<gusts { x += amplitudes[lane] * sin(angularFrequencies[lane] * time + phases[lane]) }
            return SIMD2(x, wind.y)
        }
    }

    /// Below this distance (points) a direction from a centre is scaled down rather than
    /// normalised, so that no force divides by 0: Particle Designer's clamp.
    package static let nearest = 0.01
    /// The softening length of the inverse-square falloff, in points.
    package static let softening = 10.0

    /// The forces of `extensions` with the cell's constant acceleration `constant` and its
    /// drag and wind `air`; nil when the cell is not integrated.
    package init?(_ extensions: CellExtensions?, constant: SIMD2<Double>, air: MotionModel? = nil) {
        guard let extensions, extensions.isIntegrated else { return nil }
        self.constant = constant
        self.air = air.flatMap { $0.drag > 0 ? Air($0) : nil }
        if let turbulence = extensions.turbulence {
            noise = CurlNoise(seed: turbulence.seed)
            turbulenceStrength = turbulence.strength
            turbulenceScale = turbulence.scale
            evolution = turbulence.evolution
        }
        pulls = extensions.attractors.map {
            Pull(center: $0.position, strength: $0.strength, radius: $0.radius, vortex: $0.vortex, falloff: $0.falloff)
        }
        radial = RangedValue(extensions.radialAcceleration, range: extensions.radialAccelerationRange)
        tangential = RangedValue(extensions.tangentialAcceleration, range: extensions.tangentialAccelerationRange)
        step = min(max(extensions.integrationStep, CellExtensions.integrationSteps.lowerBound),
                   CellExtensions.integrationSteps.upperBound)
    }

    /// What one particle brings to its forces: the emitter's position at its birth (x, y,
    /// points) and its own radial and tangential acceleration (points/s²).
    package struct Traits: Sendable, Equatable {
        package var source: SIMD2<Double>
        package var radial: Double, tangential: Double
    }

    /// A particle's position and velocity in x and y.
    package struct State: Sendable, Equatable {
        package var position: SIMD2<Double>, velocity: SIMD2<Double>
    }
}
