import Spindrift

/// A cell parameter that the arrow keys tune: rates, lifetimes and sizes change by a factor,
/// angles, spins and accelerations by a fixed amount.
public enum TunableParameter: String, CaseIterable, Sendable {
    /// ``EmitterCell/birthRate``, particles per second (×1.1 per press).
    case birthRate
    /// ``EmitterCell/lifetime``, seconds (×1.1).
    case lifetime
    /// ``EmitterCell/velocity``, points per second (×1.1).
    case velocity
    /// ``EmitterCell/velocityRange``, points per second (×1.1).
    case velocityRange
    /// ``EmitterCell/emissionLongitude``, radians (±5°).
    case emissionLongitude
    /// ``EmitterCell/emissionRange``, radians (±5°, within 0…2π).
    case emissionRange
    /// ``EmitterCell/xAcceleration``, points per second² (±5).
    case xAcceleration
    /// ``EmitterCell/yAcceleration``, points per second² (±5).
    case yAcceleration
    /// ``EmitterCell/scale`` (×1.1).
    case scale
    /// ``EmitterCell/scaleRange`` (×1.1).
    case scaleRange
    /// ``EmitterCell/scaleSpeed``, per second (±0.01).
    case scaleSpeed
    /// ``EmitterCell/spin``, radians per second (±0.1).
    case spin
    /// ``EmitterCell/spinRange``, radians per second (×1.1).
    case spinRange

    /// How one key press changes a parameter.
    public enum Adjustment: Equatable, Sendable {
        /// Multiply or divide by `factor`; a zero value becomes ±`unit`.
        case multiplicative(factor: Double, unit: Double)
        /// Add or subtract `step`, keeping the result in `bounds`.
        case additive(step: Double, bounds: ClosedRange<Double>)
    }

    /// The factor of one multiplicative key press.
    public static let factor = 1.1

    /// The cell property it changes.
    public var keyPath: WritableKeyPath<EmitterCell, Double> {
        switch self {
        case .birthRate: \.birthRate
        case .lifetime: \.lifetime
        case .velocity: \.velocity
        case .velocityRange: \.velocityRange
        case .emissionLongitude: \.emissionLongitude
        case .emissionRange: \.emissionRange
        case .xAcceleration: \.xAcceleration
        case .yAcceleration: \.yAcceleration
        case .scale: \.scale
        case .scaleRange: \.scaleRange
        case .scaleSpeed: \.scaleSpeed
        case .spin: \.spin
        case .spinRange: \.spinRange
        }
    }

    /// How a key press changes it; the units follow ``EmitterCell``.
    public var adjustment: Adjustment {
        let unbounded = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
        switch self {
        case .birthRate: return .multiplicative(factor: Self.factor, unit: 1)
        case .lifetime: return .multiplicative(factor: Self.factor, unit: 1)
        case .velocity, .velocityRange: return .multiplicative(factor: Self.factor, unit: 10)
        case .scale, .scaleRange, .spinRange: return .multiplicative(factor: Self.factor, unit: 0.1)
        // 5° per press; the cone's full angle stays within 0…2π.
        case .emissionLongitude: return .additive(step: Double.pi / 36, bounds: unbounded)
        case .emissionRange: return .additive(step: Double.pi / 36, bounds: 0...(2 * Double.pi))
        case .xAcceleration, .yAcceleration: return .additive(step: 5, bounds: unbounded)
        case .scaleSpeed: return .additive(step: 0.01, bounds: unbounded)
        case .spin: return .additive(step: 0.1, bounds: unbounded)
        }
    }

    /// `value` after one press of `→` (`increase`) or `←`.
    public func adjusted(_ value: Double, increase: Bool) -> Double {
        switch adjustment {
        case .multiplicative(let factor, let unit):
            if value == 0 { return increase ? unit : 0 }
            return increase ? value * factor : value / factor
        case .additive(let step, let bounds):
            return min(max(increase ? value + step : value - step, bounds.lowerBound), bounds.upperBound)
        }
    }
}
