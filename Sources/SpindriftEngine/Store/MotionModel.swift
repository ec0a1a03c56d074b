import Foundation

/// A cell's forces (``CellExtensions``: drag, wind, gusts, sway, rotation at birth, ground),
/// compiled: a particle's position, velocity and rotation at any age as a function of its
/// birth record alone (origin, initial velocity, birth time, identity), in double precision,
/// so that any step size, seek or pre-warm gives the same particles. docs/semantics.md,
/// "Forces", gives the formulas.
///
/// The one source of every force formula: ``Particle``, the render batch, sub-cell emission
/// and the settle time at birth all call it. A class, so that what carries it holds one
/// reference; nil on a cell without forces, whose particles keep the plain closed form.
package final class MotionModel: Equatable, Sendable {
    /// One sinusoid of the gusts along x: amplitude (points per second), angular frequency
    /// (radians per second of layer time), phase (radians), and the speeds of the particular
    /// solution of v' + k·v = k·A·sin(ωT + φ) that drag k gives it: P·sin(ωT + φ) +
    /// Q·cos(ωT + φ), with P = A / (1 + r²) and Q = −r·P, r = ω/k.
    package struct Harmonic: Equatable, Sendable {
        package let amplitude: Double, angularFrequency: Double, phase: Double
        /// P and Q, points per second.
        package let inPhase: Double, quadrature: Double

        init(amplitude: Double, angularFrequency: Double, phase: Double, drag k: Double) {
            (self.amplitude, self.angularFrequency, self.phase) = (amplitude, angularFrequency, phase)
            let ratio = angularFrequency / k
            inPhase = amplitude / (1 + ratio * ratio)
            quadrature = -ratio * inPhase
        }
    }

    /// The cell's acceleration, points per second².
    let acceleration: SIMD3<Double>
    /// The drag in effect, per second (1 when only wind is given).
    package let drag: Double
    /// The constant wind, points per second.
    package let wind: SIMD3<Double>
    /// The gusts along x (``WindGusts/harmonics``, or none).
    package let gusts: [Harmonic]
    /// The sway, nil for none.
    let sway: Sway?
    /// The sway in single precision, as the render batch and ``Particle`` compute it; nil for
    /// none.
    package let swayWave: SwayWave?
    /// Rotation at birth: its centre and half-range, radians.
    let initialRotation: Double, initialRotationRange: Double
    /// The ground, nil for none.
    package let ground: Ground?
    /// The layer's seed, mixed into every per-particle draw.
    let seed: UInt64
    /// What the model was compiled from, for equality.
    private let extensions: CellExtensions

    /// The model of `extensions` for a cell accelerating at `acceleration` in a layer with
    /// `seed`; nil without forces.
    package init?(_ extensions: CellExtensions?, acceleration: SIMD3<Double>, seed: UInt32 = 0) {
        guard let extensions, extensions.hasForces else { return nil }
        self.extensions = extensions
        self.seed = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15
        self.acceleration = acceleration
        let pushed = !extensions.wind.isEmpty || extensions.windGusts != nil
        let drag = extensions.drag == 0 && pushed ? 1 : extensions.drag
        self.drag = drag
        wind = extensions.windVector
        if let windGusts = extensions.windGusts, windGusts.strength > 0, windGusts.period > 0 {
            var random = SplitMix64(seed: UInt64(bitPattern: windGusts.seed) &* 0x9E37_79B9_7F4A_7C15)
            gusts = WindGusts.harmonics.map { harmonic in
                Harmonic(
                    amplitude: windGusts.strength * harmonic.share,
                    angularFrequency: 2 * Double.pi * harmonic.frequency / windGusts.period,
                    phase: 2 * Double.pi * random.nextUnit(), drag: drag)
            }
        } else {
            gusts = []
        }
        sway = extensions.sway.flatMap { $0.amplitude == .zero || $0.frequency == 0 ? nil : $0 }
        let layerSeed = self.seed
        swayWave = sway.map { SwayWave($0, key: Self.swaySalt ^ layerSeed) }
        initialRotation = extensions.initialRotation
        initialRotationRange = extensions.initialRotationRange
        ground = extensions.ground
    }

    package static func == (a: MotionModel, b: MotionModel) -> Bool {
        a.extensions == b.extensions && a.acceleration == b.acceleration && a.seed == b.seed
    }

    /// Whether particles are born rotated.
    package var rotates: Bool { initialRotation != 0 || initialRotationRange != 0 }

    /// Whether the forces only sway the particles (and may rotate them at birth): no drag,
    /// wind, gusts or ground, so a particle flies the cell's plain closed form and the sway is
    /// added to it.
    package var onlySways: Bool { sway != nil && drag == 0 && wind == .zero && gusts.isEmpty && ground == nil }

    /// Whether resting particles fade out (and die early).
    package var settles: Bool { (ground?.settle ?? 0) > 0 }

    /// Whether a particle that reaches the ground rests where it first touches it: no bounce
    /// allowed, or none that would rise (a restitution of 0). Its whole path is then one
    /// free flight up to its ``restAge(origin:velocity:birthTime:lifetime:)``.
    package var restsAtFirstContact: Bool {
        guard let ground else { return false }
        return ground.bounces < 1 || !(ground.restitution > 0)
    }

    /// Whether particles bounce off the ground: it allows bounces, and they rise.
    package var bouncesOffGround: Bool { ground != nil && !restsAtFirstContact }

    /// The age at which the particle born at layer time `birthTime` at `origin` with
    /// `velocity`, living `lifetime` seconds, comes to rest on the ground; nil when it does
    /// not within its life (or the cell has no ground). The sway does not move the contact.
    package func restAge(origin: SIMD3<Double>, velocity: SIMD3<Double>, birthTime: Double, lifetime: Double) -> Double? {
        guard ground != nil else { return nil }
        return path(origin: origin, velocity: velocity, birthTime: birthTime, age: lifetime).restAge
    }

    /// A particle's state at an age.
    package struct State {
        /// Position in points, velocity in points per second.
        package var position: SIMD3<Double>, velocity: SIMD3<Double>
        /// The age at which it came to rest on the ground, nil while it has not.
        package var restAge: Double?
    }

    /// The state at `age` of the particle born at layer time `birthTime` at `origin` with
    /// `velocity`, whose identity is (`ordinal`, `parent`: its parent's raw identity, 0 for
    /// none).
    package func state(
        origin: SIMD3<Double>, velocity: SIMD3<Double>, birthTime: Double, age: Double, ordinal: Int64, parent: UInt64
    ) -> State {
        let unswayed = path(origin: origin, velocity: velocity, birthTime: birthTime, age: age)
        let swing = swayWave?.swing(age: Self.swayAge(age, unswayed), ordinal: ordinal, parent: parent)
        return swayed(unswayed, by: swing, origin: origin)
    }

    // ``state(origin:velocity:birthTime:age:ordinal:parent:)`` is also taken in its three
    // parts, by the render batch to sway eight particles at once: the state without sway
    // (``path``), the age at which each sways (``swayAge(_:_:)``), and the state swayed by its
    // swing there (``swayWave``) and kept above the ground (``swayed(_:by:origin:)``).

    /// The age, in single precision as the sway takes it, at which a particle `age` seconds
    /// old in `unswayed` sways: a resting particle stops swaying where it came to rest.
    @inline(__always)
    package static func swayAge(_ age: Double, _ unswayed: State) -> Float {
        Float(min(age, unswayed.restAge ?? age))
    }

    /// `unswayed` moved by `swing` (nil without sway), and held above the ground.
    @inline(__always)
    package func swayed(_ unswayed: State, by swing: (x: Float, y: Float, cosine: Float)?, origin: SIMD3<Double>) -> State {
        var state = unswayed
        if let sway, let swing {
            state.position.x += Double(swing.x)
            state.position.y += Double(swing.y)
            if state.restAge == nil {
                // In double precision: an extreme amplitude × frequency need not fit a float.
                state.velocity.x += sway.amplitude.x * (2 * Double.pi * sway.frequency) * Double(swing.cosine)
                state.velocity.y += sway.amplitude.y * (2 * Double.pi * sway.frequency) * Double(swing.cosine)
            }
        }
        if let ground, origin.y <= ground.y { state.position.y = min(state.position.y, ground.y) }
        return state
    }

    /// The rotation at birth of the particle (`ordinal`, `parent`), in radians: uniform in
    /// initialRotation ± initialRotationRange.
    package func rotationAtBirth(ordinal: Int64, parent: UInt64) -> Double {
        initialRotation + initialRotationRange * (2 * unit(ordinal, parent, salt: Self.rotationSalt) - 1)
    }

    /// The factor of the alpha at `age` of a particle that came to rest at `restAge`: linear
    /// from 1 at rest to 0 `settle` seconds later; 1 without settling.
    package func fade(age: Double, restAge: Double?) -> Double {
        guard let restAge, let settle = ground?.settle, settle > 0 else { return 1 }
        return min(max(1 - (age - restAge) / settle, 0), 1)
    }

    /// The lifetime of a particle born with these values that would live `lifetime` seconds:
    /// shorter when it comes to rest and fades out first (rest age + settle, rounded to the
    /// stored float precision).
    package func lifetime(
        _ lifetime: Double, origin: SIMD3<Double>, velocity: SIMD3<Double>, birthTime: Double
    ) -> Double {
        guard let settle = ground?.settle, settle > 0,
              let rest = restAge(origin: origin, velocity: velocity, birthTime: birthTime, lifetime: lifetime)
        else { return lifetime }
        return min(lifetime, Double(Float(rest + settle)))
    }

    // MARK: - The path: free flight between bounces

    /// The state at `age` without sway: free flight, bounced by the ground.
    package func path(origin: SIMD3<Double>, velocity: SIMD3<Double>, birthTime: Double, age: Double) -> State {
        guard let ground, origin.y <= ground.y else {
            let flown = flight(origin, velocity, start: birthTime, duration: age)
            return State(position: flown.position, velocity: flown.velocity)
        }
        var position = origin, velocity = velocity, start = 0.0, contacts: Int64 = 0
        let kept = 1 - ground.friction
        while let wait = contact(height: position.y - ground.y, speed: velocity.y, within: age - start) {
            var flown = flight(position, velocity, start: birthTime + start, duration: wait)
            start += wait
            contacts += 1
            flown.position.y = ground.y
            position = flown.position
            let rebound = -ground.restitution * flown.velocity.y
            guard contacts <= ground.bounces, rebound < 0 else {
                return State(position: position, velocity: .zero, restAge: start)
            }
            velocity = SIMD3(flown.velocity.x * kept, rebound, flown.velocity.z * kept)
        }
        let flown = flight(position, velocity, start: birthTime + start, duration: age - start)
        return State(position: flown.position, velocity: flown.velocity)
    }

    /// Free flight for `duration` seconds from `position` and `velocity` at layer time
    /// `start`: dv/dt = a − k·(v − wind(t)), solved exactly. With f₁ = (1 − e^(−kt))/k and
    /// f₂ = (t − f₁)/k, v = v₀e^(−kt) + (a + k·w)·f₁ and x = x₀ + v₀f₁ + (a + k·w)·f₂ (f₁ = t,
    /// f₂ = t²/2 without drag), the wind's terms as w·(k·f₁) and w·(k·f₂), each k·f at most 1 or t,
    /// so that a huge drag times a huge wind does not overflow; each gust harmonic adds its
    /// particular solution's change.
    private func flight(
        _ position: SIMD3<Double>, _ velocity: SIMD3<Double>, start: Double, duration t: Double
    ) -> (position: SIMD3<Double>, velocity: SIMD3<Double>) {
        let k = drag
        var (newPosition, newVelocity) = Self.relaxed(position, velocity, acceleration, wind, k: k, t: t)
        guard !gusts.isEmpty else { return (newPosition, newVelocity) }
        let (decay, first, _) = Self.relaxation(k, t)
        for harmonic in gusts {
            // The particular solution P·sin + Q·cos (``Harmonic``; P = k²A/(k² + ω²) =
            // A/(1 + r²), Q = −kωA/(k² + ω²)) has the integral −P/ω·cos + Q/ω·sin. Its change
            // over the flight is taken in product form, 2·sin(ωt/2)/ω · (P·sin + Q·cos) at the
            // middle phase: the difference of the cosines at both ends cancels to nothing
            // where the period dwarfs the flight.
            let omega = harmonic.angularFrequency
            let p = harmonic.inPhase, q = harmonic.quadrature
            let before = omega * start + harmonic.phase, after = omega * (start + t) + harmonic.phase
            let speedBefore = p * sin(before) + q * cos(before), speedAfter = p * sin(after) + q * cos(after)
            let half = omega * t / 2, middle = omega * (start + t / 2) + harmonic.phase
            let span = half == 0 ? t : t * (sin(half) / half)
            let travel = span * (p * sin(middle) + q * cos(middle))
            newPosition.x += travel - speedBefore * first
            newVelocity.x += speedAfter - speedBefore * decay
        }
        return (newPosition, newVelocity)
    }

    /// The steady part of ``flight``, for vectors of any width (the contact solve uses y alone).
    @inline(__always)
    private static func relaxed<Vector: SIMD>(
        _ position: Vector, _ velocity: Vector, _ acceleration: Vector, _ wind: Vector, k: Double, t: Double
    ) -> (position: Vector, velocity: Vector) where Vector.Scalar == Double {
        let (decay, first, second) = relaxation(k, t)
        return (position + velocity * first + acceleration * second + wind * (k * second),
                velocity * decay + acceleration * first + wind * (k * first))
    }

    /// e^(−kt), f₁ = (1 − e^(−kt))/k and f₂ = (t − f₁)/k, by their series where kt is small
    /// (the differences would cancel).
    private static func relaxation(_ k: Double, _ t: Double) -> (decay: Double, first: Double, second: Double) {
        let x = k * t
        guard abs(x) >= 1e-4 else {
            // e⁰ is exactly 1: no call for it without drag.
            return (x == 0 ? 1 : exp(-x), t * (1 - x / 2 + x * x / 6), t * t * (0.5 - x / 6 + x * x / 24))
        }
        let first = -expm1(-x) / k
        return (exp(-x), first, (t - first) / k)
    }

    /// The first wait in 0…`limit` after which a particle `height` points from the ground
    /// (≤ 0: above it) moving down at `speed` reaches it, moving down; nil when it does not.
    /// Without drag, the quadratic's root; with drag, y's velocity c/k + (v − c/k)e^(−kt)
    /// changes sign at most once, so y is monotone on at most two intervals, and the root in
    /// the first rising one that brackets it is found by safeguarded Newton steps.
    private func contact(height: Double, speed: Double, within limit: Double) -> Double? {
        guard limit >= 0 else { return nil }
        let fall = acceleration.y
        guard drag > 0 else {
            let root = Self.firstDownwardRoot(a: fall / 2, b: speed, c: height)
            return root.flatMap { $0 <= limit ? $0 : nil }
        }
        let k = drag
        func vertical(_ t: Double) -> (offset: Double, rate: Double) {
            let moved = Self.relaxed(SIMD2(height, 0), SIMD2(speed, 0), SIMD2(fall, 0), SIMD2(wind.y, 0), k: k, t: t)
            return (moved.position.x, moved.velocity.x)
        }
        func offset(_ t: Double) -> Double { vertical(t).offset }
        func rate(_ t: Double) -> Double { vertical(t).rate }
        // The velocity tends to c/k = fall/k + wind.y.
        let terminal = fall / k + wind.y
        // The root in lower…upper where y rises through 0 there; nil when it does not.
        func rising(from lower: Double, to upper: Double) -> Double? {
            let low = offset(lower), high = offset(upper)
            guard low <= 0, high >= 0, rate((lower + upper) / 2) > 0 || (low == 0 && rate(lower) > 0) else { return nil }
            if low == 0 { return lower }
            return Self.root(of: offset, slope: rate, from: lower, to: upper)
        }
        if terminal != 0, speed * terminal < 0 {
            let turn = log1p(-speed / terminal) / k
            if turn > 0, turn < limit { return rising(from: 0, to: turn) ?? rising(from: turn, to: limit) }
        }
        return rising(from: 0, to: limit)
    }

    /// The smallest root ≥ 0 of a·t² + b·t + c (c ≤ 0) where the value rises through 0.
    static func firstDownwardRoot(a: Double, b: Double, c: Double) -> Double? {
        if c == 0 {
            if b > 0 || (b == 0 && a > 0) { return 0 }
            return a > 0 ? -b / a : nil
        }
        guard a != 0 else { return b > 0 ? -c / b : nil }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return nil }
        let q = -(b + (b < 0 ? -1 : 1) * discriminant.squareRoot()) / 2
        // The smaller of the roots that are ≥ 0 (the first where they tie, as `min()` takes
        // it), without building an array for every particle drawn.
        let first = q / a, second = c / q
        switch (first >= 0, second >= 0) {
        case (true, true): return second < first ? second : first
        case (true, false): return first
        case (false, true): return second
        case (false, false): return nil
        }
    }

    /// The root of the rising `value` between `lower` (value ≤ 0) and `upper` (value ≥ 0):
    /// Newton steps from the upper end, a bisection whenever a step leaves the bracket, to
    /// the bracket's resolution; a fixed sequence of operations, so the same inputs give the
    /// same root.
    private static func root(
        of value: (Double) -> Double, slope: (Double) -> Double, from lower: Double, to upper: Double
    ) -> Double {
        var low = lower, high = upper, guess = upper
        for _ in 0..<100 {
            let f = value(guess)
            if f == 0 { return guess }
            if f < 0 { low = guess } else { high = guess }
            let step = guess - f / slope(guess)
            let next = step > low && step < high ? step : low + (high - low) / 2
            if next == guess || next <= low || next >= high { break }
            guess = next
        }
        return high
    }

    // MARK: - Per-particle values from the identity

    private static let swaySalt: UInt64 = 0x5357_4159_0000_0001
    private static let rotationSalt: UInt64 = 0x524F_5441_0000_0002

    /// A uniform value in 0 ..< 1 of the particle (`ordinal`, `parent`) under the layer's
    /// seed, different for each `salt`: a hash of the identity, so no column stores it.
    func unit(_ ordinal: Int64, _ parent: UInt64, salt: UInt64) -> Double {
        var mixer = SplitMix64(seed: UInt64(bitPattern: ordinal) &* 0xD1B5_4A32_D192_ED03 ^ parent ^ salt ^ seed)
        return mixer.nextUnit()
    }
}
