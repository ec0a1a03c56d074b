import Foundation

/// The motion of a `CASpringAnimation`: a damped harmonic oscillator carrying the fraction x
/// of the way from the start value to the end value from 0 to 1, on the animation's local
/// time in seconds (no timing function; the animation's `duration` only cuts it off).
///
/// m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0 and x′(0) = v₀. With ω₀ = √(k/m),
/// ζ = c / (2√(k·m)) and y = x − 1 (so y(0) = −1, y′(0) = v₀):
/// - ζ < 1: y = e^(−ζω₀t)·(−cos ω_d t + ((v₀ − ζω₀)/ω_d)·sin ω_d t), ω_d = ω₀√(1 − ζ²)
/// - ζ = 1: y = e^(−ω₀t)·(−1 + (v₀ − ω₀)·t)
/// - ζ > 1: y = A·e^(r₁t) + B·e^(r₂t), r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1)), A + B = −1,
///   r₁A + r₂B = v₀ (evaluated in an equivalent form that stays exact near ζ = 1).
///
/// Values a user can write never trap: NaN parameters read as their defaults, mass and
/// stiffness are clamped to 1e-6…1e12, damping to 0…1e12, the initial velocity to ±1e12.
/// ``settlingDuration`` is this library's choice (Apple does not publish its own).
public struct SpringMotion: Hashable, Sendable {
    /// The mass m, in kilograms (default 1).
    public let mass: Double
    /// The spring constant k, in newtons per metre (default 100).
    public let stiffness: Double
    /// The damping coefficient c, in newton-seconds per metre (default 10).
    public let damping: Double
    /// The initial velocity v₀, in fractions of the whole distance per second, positive
    /// toward the end value (default 0).
    public let initialVelocity: Double

    /// A spring with Core Animation's parameters and defaults (see the property docs for
    /// units and the clamping of each).
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = mass.isNaN ? 1 : min(max(mass, 1e-6), 1e12)
        self.stiffness = stiffness.isNaN ? 100 : min(max(stiffness, 1e-6), 1e12)
        self.damping = damping.isNaN ? 10 : min(max(damping, 0), 1e12)
        self.initialVelocity = initialVelocity.isNaN ? 0 : min(max(initialVelocity, -1e12), 1e12)
    }

    /// A spring described perceptually (as `CASpringAnimation(perceptualDuration:bounce:)` and
    /// SwiftUI do): mass 1, stiffness (2π/d)², damping 4π(1 − b)/d for bounce b ≥ 0 (so
    /// ζ = 1 − b) and 4π/(d(1 + b)) for b < 0 (overdamped, ζ = 1/(1 + b)). `duration` d is in
    /// seconds (0, negative or NaN: 0.5 s); `bounce` is clamped to −0.999…1 (NaN: 0; 1 never
    /// settles).
    public init(duration: Double, bounce: Double = 0, initialVelocity: Double = 0) {
        let d = duration > 0 ? duration : 0.5
        let b = bounce.isNaN ? 0 : min(max(bounce, -0.999), 1)
        let damping = b >= 0 ? 4 * Double.pi * (1 - b) / d : 4 * Double.pi / (d * (1 + b))
        self.init(mass: 1, stiffness: (2 * Double.pi / d) * (2 * Double.pi / d), damping: damping,
                  initialVelocity: initialVelocity)
    }

    /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio ζ = c / (2√(k·m)), unitless: below 1 it overshoots and oscillates,
    /// 1 is critical, above 1 it creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The fraction x of the way from the start to the end value at `time` seconds of local
    /// time: 0 at 0 (and before: negative or NaN times read as 0), tending to 1. At an
    /// infinite time, 1 (for an undamped spring, the centre of its endless oscillation).
    public func fraction(at time: Double) -> Double { 1 + displacementAndVelocity(at: time).y }

    /// The velocity x′ at `time` seconds of local time, in fractions of the whole distance per
    /// second (v₀ at 0 and before; 0 at an infinite time).
    public func velocity(at time: Double) -> Double { displacementAndVelocity(at: time).dy }

    /// y = x − 1 and y′ at `time` (clamped to ≥ 0, NaN as 0).
    func displacementAndVelocity(at time: Double) -> (y: Double, dy: Double) {
        let t = time.isNaN ? 0 : max(time, 0)
        if t == .infinity { return (0, 0) }
        let omega0 = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        let alpha = zeta * omega0
        if zeta < 1 {
            let omega = omega0 * (1 - zeta * zeta).squareRoot()
            let k = (v0 - alpha) / omega
            let decay = exp(-alpha * t)
            let (sine, cosine) = (sin(omega * t), cos(omega * t))
            let y = decay * (-cosine + k * sine)
            return (y, -alpha * y + decay * (omega * sine + k * omega * cosine))
        }
        if zeta == 1 {
            let decay = exp(-omega0 * t)
            let y = decay * (-1 + (v0 - omega0) * t)
            return (y, -omega0 * y + decay * (v0 - omega0))
        }
        // ζ > 1: y = e^(−αt)(−cosh ω_e t + ((v₀ − α)/ω_e) sinh ω_e t), as the two exponentials
        // e1 = e^(r₁t), e2 = e^(r₂t), with e1 − e2 through expm1 (no cancellation near ζ = 1).
        let omegaE = omega0 * (zeta * zeta - 1).squareRoot()
        let r1 = -omega0 / (zeta + (zeta * zeta - 1).squareRoot())  // −ω₀(ζ − √(ζ² − 1)), stably
        let r2 = -alpha - omegaE
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        let difference = -e1 * expm1(-2 * omegaE * t)  // e1 − e2
        let sum = e1 + e2
        let k = v0 - alpha
        // sinh(ω_e t)/ω_e · e^(−αt) = difference / (2ω_e).
        let sinhOverOmega = difference / (2 * omegaE)
        let y = -sum / 2 + k * sinhOverOmega
        // y′ = −α·y + e^(−αt)(−ω_e sinh ω_e t + (v₀ − α) cosh ω_e t).
        let dy = -alpha * y + (-omegaE * difference / 2 + k * sum / 2)
        return (y, dy)
    }
}
