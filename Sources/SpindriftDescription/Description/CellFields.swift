/// A seeded, divergence-free curl-noise acceleration field (``CellExtensions/turbulence``):
/// the 2-D curl of a smooth noise potential, so it stirs particles without bunching them.
public struct Turbulence: Sendable, Equatable {
    /// The field's typical acceleration, in points per second².
    public var strength: Double = 0
    /// The noise's feature size, in points: eddies are about this wide.
    public var scale: Double = 100
    /// How fast the field changes with the layer's local time, in feature periods per second
    /// (0 keeps it still).
    public var evolution: Double = 0
    /// Picks the field: the same seed gives the same field.
    public var seed: Int64 = 0

    /// No turbulence (strength 0), eddies 100 points wide, still, seed 0.
    public init() {}
}

/// How an attractor's pull weakens with distance (``Attractor``).
public enum AttractorFalloff: String, CaseIterable, Sendable, Codable, ConfigurationEnum {
    /// The same strength at every distance within the radius.
    case constant
    /// Full strength at the centre, falling linearly to 0 at the radius (constant when the
    /// radius is 0).
    case linear
    /// strength × s² / (d² + s²), s the softening: full strength at the centre, 1/d² far away.
    case inverseSquare

    public static let appleConstantPrefix: String? = nil
    public static let appleSwiftType: String? = nil

    /// Decodes the raw value, listing the accepted values when it is unknown.
    public init(from decoder: any Decoder) throws { try self.init(decodingFrom: decoder) }
}

/// A point that pulls (or pushes) particles and can swirl them (``CellExtensions/attractors``).
public struct Attractor: Sendable, Equatable {
    /// Where it is, in the layer's coordinates, in points.
    public var position: SIMD2<Double> = .zero
    /// Acceleration toward it, in points per second²; negative repels.
    public var strength: Double = 0
    /// No effect beyond this distance, in points; 0 reaches everywhere.
    public var radius: Double = 0
    /// How the pull and swirl weaken with distance.
    public var falloff: AttractorFalloff = .constant
    /// Acceleration around it, in points per second²: positive swirls counter-clockwise on
    /// screen.
    public var vortex: Double = 0

    /// An attractor at the origin with no effect.
    public init() {}
}

/// Particle Designer's "radius" emitter type (``CellExtensions/polar``): each particle sits on
/// a circle about its birth position, its angle turning and its radius changing linearly
/// over its life, in closed form.
public struct PolarMotion: Sendable, Equatable {
    /// The radius at birth, in points.
    public var startRadius: Double = 0
    /// Full width of the birth radius's spread, in points.
    public var startRadiusRange: Double = 0
    /// The radius at death, in points.
    public var endRadius: Double = 0
    /// Full width of the death radius's spread, in points.
    public var endRadiusRange: Double = 0
    /// How fast the angle turns, in radians per second (positive turns from +x toward +y:
    /// clockwise on screen).
    public var rotatePerSecond: Double = 0
    /// Full width of the turning speed's spread, in radians per second.
    public var rotatePerSecondRange: Double = 0

    /// Radius 0, not turning.
    public init() {}
}
