import Foundation
import Testing
import Spindrift

/// y = x − 1 by the reference's three formulas, written out independently.
private func referenceDisplacement(m: Double, k: Double, c: Double, v0: Double, t: Double) -> Double {
    let w0 = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
    if zeta < 1 {
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return exp(-zeta * w0 * t) * (-cos(wd * t) + ((v0 - zeta * w0) / wd) * sin(wd * t))
    }
    if zeta == 1 { return exp(-w0 * t) * (-1 + (v0 - w0) * t) }
    let r1 = -w0 * (zeta - (zeta * zeta - 1).squareRoot()), r2 = -w0 * (zeta + (zeta * zeta - 1).squareRoot())
    // A + B = −1, r1·A + r2·B = v0.
    let a = (v0 + r2) / (r1 - r2), b = -1 - a
    return a * exp(r1 * t) + b * exp(r2 * t)
}

/// (m, k, c, v0): underdamped (the defaults, and with a push), critical, overdamped.
private let springs: [(Double, Double, Double, Double)] = [
    (1, 100, 10, 0), (1, 100, 10, 8), (2, 300, 5, -3), (1, 100, 20, 0), (1, 100, 20, 15), (1, 100, 50, 0), (3, 50, 100, 4),
]

@Suite("Spring motion")
struct SpringMotionTests {
    @Test("defaults: mass 1, stiffness 100, damping 10: ω₀ = 10 rad/s, ζ = 0.5")
    func defaults() {
        let spring = SpringMotion()
        #expect(spring.naturalFrequency == 10)
        #expect(spring.dampingRatio == 0.5)
        #expect(spring.initialVelocity == 0)
    }

    @Test("the fraction follows the closed form for ζ < 1, = 1 and > 1", arguments: springs.indices)
    func closedForm(index: Int) {
        let (m, k, c, v0) = springs[index]
        let spring = SpringMotion(mass: m, stiffness: k, damping: c, initialVelocity: v0)
        for t in [0, 0.01, 0.05, 0.1, 0.2, 0.35, 0.5, 1, 2, 5] {
            let expected = 1 + referenceDisplacement(m: m, k: k, c: c, v0: v0, t: t)
            #expect(abs(spring.fraction(at: t) - expected) < 1e-12)
        }
    }

    @Test("the three regimes: ζ = 0.5 overshoots past 1, ζ = 1 and 2.5 never do")
    func regimes() {
        let times = (1...300).map { Double($0) / 100 }
        #expect(times.contains { SpringMotion(damping: 10).fraction(at: $0) > 1.1 })
        #expect(SpringMotion(damping: 20).dampingRatio == 1)
        #expect(SpringMotion(damping: 50).dampingRatio == 2.5)
        for damping in [20.0, 50] {
            #expect(times.allSatisfy { SpringMotion(damping: damping).fraction(at: $0) < 1 })
        }
    }

    @Test("initial conditions: y(0) = −1, y′(0) = v₀ by a numerical derivative", arguments: springs.indices)
    func initialConditions(index: Int) {
        let (m, k, c, v0) = springs[index]
        let spring = SpringMotion(mass: m, stiffness: k, damping: c, initialVelocity: v0)
        #expect(spring.fraction(at: 0) - 1 == -1)
        let h = 1e-5
        // One-sided second-order difference: (−3x(0) + 4x(h) − x(2h)) / 2h.
        let slope = (-3 * spring.fraction(at: 0) + 4 * spring.fraction(at: h) - spring.fraction(at: 2 * h)) / (2 * h)
        #expect(abs(slope - v0) < 1e-4 * max(1, abs(v0)))
        #expect(abs(spring.velocity(at: 0) - v0) < 1e-12)
    }

    @Test("velocity is the derivative of the fraction", arguments: springs.indices)
    func velocity(index: Int) {
        let (m, k, c, v0) = springs[index]
        let spring = SpringMotion(mass: m, stiffness: k, damping: c, initialVelocity: v0)
        let h = 1e-6
        for t in [0.05, 0.3, 1.2] {
            let central = (spring.fraction(at: t + h) - spring.fraction(at: t - h)) / (2 * h)
            #expect(abs(spring.velocity(at: t) - central) < 1e-6)
        }
    }

    @Test("ζ just above or below 1 stays continuous with the critical formula")
    func nearCritical() {
        let critical = SpringMotion(damping: 20, initialVelocity: 3)
        for damping in [20 * (1 + 1e-12), 20 * (1 - 1e-12), 20.000001, 19.999999] {
            let near = SpringMotion(damping: damping, initialVelocity: 3)
            for t in [0.05, 0.2, 0.7] { #expect(abs(near.fraction(at: t) - critical.fraction(at: t)) < 1e-6) }
        }
    }

    @Test("settlingDuration: from then on |x − 1| and |x′| stay below 0.001, and not long after the last excursion",
          arguments: springs.indices)
    func settling(index: Int) {
        let (m, k, c, v0) = springs[index]
        let spring = SpringMotion(mass: m, stiffness: k, damping: c, initialVelocity: v0)
        let settled = spring.settlingDuration
        #expect(settled.isFinite && settled > 0)
        var lastExcursion = 0.0
        for step in 0...40_000 {
            let t = Double(step) * settled / 20_000  // up to twice the settling time
            let outside = abs(spring.fraction(at: t) - 1) >= 0.001 || abs(spring.velocity(at: t)) >= 0.001
            if outside { lastExcursion = t }
            if t >= settled { #expect(!outside) }
        }
        // An envelope bound, so late, but within 30 % of the true last excursion.
        #expect(settled < 1.3 * lastExcursion)
    }

    @Test("the defaults settle when the speed envelope ω₀·√(1 + K²)·e^(−ζω₀t) reaches 0.001")
    func settlingFormula() {
        // α = ζω₀ = 5, ω_d = √75, K = (0 − 5)/√75: t = ln(10·√(1 + K²)/0.001)/5.
        let k = -5 / 75.0.squareRoot()
        let expected = log(10 * (1 + k * k).squareRoot() / 0.001) / 5
        #expect(abs(SpringMotion().settlingDuration - expected) < 1e-12)
        #expect(abs(expected - 1.8709) < 1e-4)
    }

    @Test("an undamped spring never settles and keeps oscillating around 1")
    func undamped() {
        let spring = SpringMotion(damping: 0)
        #expect(spring.settlingDuration == .infinity)
        #expect(abs(spring.fraction(at: .pi / 10) - 2) < 1e-12)  // half a period of ω₀ = 10
        #expect(spring.fraction(at: .infinity) == 1)
    }

    @Test("perceptual duration and bounce: stiffness (2π/d)², damping 4π(1 − b)/d, mass 1",
          arguments: [(1.0, 0.0), (0.5, 0.3), (2, 0.9), (1, 1)] as [(Double, Double)])
    func perceptual(duration: Double, bounce: Double) {
        let spring = SpringMotion(duration: duration, bounce: bounce)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - (2 * .pi / duration) * (2 * .pi / duration)) < 1e-9)
        #expect(abs(spring.damping - 4 * .pi * (1 - bounce) / duration) < 1e-12)
        #expect(abs(spring.dampingRatio - (1 - bounce)) < 1e-12)
    }

    @Test("a negative bounce is overdamped: ζ = 1/(1 + b)")
    func negativeBounce() {
        #expect(abs(SpringMotion(duration: 1, bounce: -0.5).dampingRatio - 2) < 1e-12)
        #expect(SpringMotion(duration: 1, bounce: -7).dampingRatio.isFinite)
    }

    @Test("out-of-range parameters are clamped and NaN reads as the default; times before 0 read as 0")
    func clamping() {
        let odd = SpringMotion(mass: 0, stiffness: -5, damping: -1, initialVelocity: .infinity)
        #expect(odd.mass == 1e-6 && odd.stiffness == 1e-6 && odd.damping == 0 && odd.initialVelocity == 1e12)
        #expect(SpringMotion(mass: .nan, stiffness: .nan, damping: .nan, initialVelocity: .nan) == SpringMotion())
        #expect(SpringMotion(duration: 0) == SpringMotion(duration: 0.5))
        #expect(SpringMotion(duration: .nan, bounce: .nan) == SpringMotion(duration: 0.5))
        let spring = SpringMotion()
        #expect(spring.fraction(at: -3) == 0 && spring.fraction(at: .nan) == 0)
        #expect(spring.fraction(at: .infinity) == 1 && spring.fraction(at: 1e300) == 1)
        let extreme = SpringMotion(mass: 1e-9, stiffness: 1e15, damping: 1e15, initialVelocity: -1e20)
        #expect(extreme.fraction(at: 0.5).isFinite && extreme.settlingDuration.isFinite)
    }
}
