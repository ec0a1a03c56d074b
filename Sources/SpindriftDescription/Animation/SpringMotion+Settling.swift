import Foundation

extension SpringMotion {
    /// The threshold of ``settlingDuration``: 0.001 of the whole distance for |x − 1|, and
    /// 0.001 of it per second for |x′|.
    public static let settlingThreshold = 0.001

    /// The time in seconds after which the spring stays settled: |x − 1| below 0.001 and
    /// |x′| below 0.001 per second from then on (Apple does not publish its own rule).
    ///
    /// Computed from envelopes that bound the motion, never from samples: e^(−λt)·(a + b·t)
    /// bounds (λ = ζω₀ for ζ ≤ 1, the slower rate −r₁ for ζ > 1; from |sin(ω t)/ω| ≤ t and
    /// its hyperbolic counterpart), and the tighter one of e^(−ζω₀t)·√(1 + K²) (ζ < 1) or
    /// |A|e^(r₁t) + |B|e^(r₂t) (ζ > 1) wherever that is earlier. Each bound is above the
    /// motion and falls after its peak, so the result is never early; it is an upper bound of
    /// the last time the motion crosses the threshold, close to it for ordinary springs.
    /// Infinite when the spring is undamped (damping 0).
    public var settlingDuration: Double {
        let epsilon = Self.settlingThreshold
        let omega0 = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        let alpha = zeta * omega0
        guard alpha > 0 else { return .infinity }
        let drift = abs(v0 - alpha)
        if zeta <= 1 {
            var position = Self.crossing(rate: alpha, a: 1, b: drift, below: epsilon)
            var speed = Self.crossing(rate: alpha, a: omega0 + drift, b: alpha * drift, below: epsilon)
            if zeta < 1 {
                // |y| ≤ E·e^(−αt), |y′| ≤ ω₀·E·e^(−αt) with E = √(1 + K²), K = (v₀ − α)/ω_d.
                let omega = omega0 * (1 - zeta * zeta).squareRoot()
                let amplitude = (1 + ((v0 - alpha) / omega) * ((v0 - alpha) / omega)).squareRoot()
                position = min(position, max(0, log(amplitude / epsilon) / alpha))
                speed = min(speed, max(0, log(omega0 * amplitude / epsilon) / alpha))
            }
            return max(position, speed)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let omegaE = omega0 * root
        let r1 = -omega0 / (zeta + root), r2 = -alpha - omegaE
        var position = Self.crossing(rate: -r1, a: 1, b: drift, below: epsilon)
        var speed = Self.crossing(rate: -r1, a: alpha + omegaE / 2 + drift, b: alpha * drift, below: epsilon)
        // y = A·e^(r₁t) + B·e^(r₂t): A = (v₀ + r₂)/(r₁ − r₂), B = −(v₀ + r₁)/(r₁ − r₂).
        let a = abs((v0 + r2) / (r1 - r2)), b = abs((v0 + r1) / (r1 - r2))
        if a.isFinite && b.isFinite {
            position = min(position, Self.crossing(below: epsilon) { a * exp(r1 * $0) + b * exp(r2 * $0) })
            speed = min(speed, Self.crossing(below: epsilon) { -r1 * a * exp(r1 * $0) - r2 * b * exp(r2 * $0) })
        }
        return max(position, speed)
    }

    /// The time from which e^(−rate·t)·(a + b·t) (a, b ≥ 0, rate > 0) stays at or below
    /// `epsilon`: it rises until 1/rate − a/b, then falls.
    static func crossing(rate: Double, a: Double, b: Double, below epsilon: Double) -> Double {
        let peak = b > 0 ? max(0, 1 / rate - a / b) : 0
        return crossing(from: peak, below: epsilon) { exp(-rate * $0) * (a + b * $0) }
    }

    /// The time t ≥ `start` at which `bound`, falling from `start` on, reaches `epsilon`
    /// (`start` when it is already there), by bisection to 1e-12 relative.
    static func crossing(from start: Double = 0, below epsilon: Double, _ bound: (Double) -> Double) -> Double {
        guard bound(start) > epsilon else { return start }
        var low = start, step = 1.0, high = start + step
        while bound(high) > epsilon {
            low = high
            step *= 2
            high = start + step
            if high == .infinity { return .infinity }
        }
        for _ in 0..<200 where high - low > 1e-12 * high {
            let middle = (low + high) / 2
            if bound(middle) > epsilon { low = middle } else { high = middle }
        }
        return high
    }
}
