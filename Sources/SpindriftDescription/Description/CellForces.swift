/// Wind that varies smoothly with the layer's time, the same for every particle: a cell's
/// `spindrift.windGusts`. It blows along x only (the ground's direction), as the sum of
/// ``harmonics`` sinusoids of incommensurate frequencies around 1 / ``period``, with phases
/// drawn from ``seed``; their amplitudes add up to ``strength``, so the gust stays within
/// ±strength.
public struct WindGusts: Sendable, Equatable {
    /// The most the gusts add to the wind, in points per second.
    public var strength = 0.0
    /// The typical time between gusts, in seconds.
    public var period = 1.0
    /// Seeds the phases: two cells with the same seed gust together.
    public var seed: Int64 = 0

    /// No gusts.
    public init() {}

    /// Each harmonic's frequency × ``period`` and share of ``strength``: ratios of irrational
    /// numbers, so the sum never repeats.
    package static let harmonics: [(frequency: Double, share: Double)] = [
        (1, 0.5), (1.618_033_988_749_895, 0.3), (0.414_213_562_373_095_1, 0.2),
    ]
}

/// A side-to-side swaying added to each particle's position: a cell's `spindrift.sway`.
public struct Sway: Sendable, Equatable {
    /// The largest offset [x, y], in points.
    public var amplitude = SIMD2<Double>.zero
    /// Swings per second.
    public var frequency = 0.0
    /// Each particle's phase is uniform in 0 ..< phaseRange radians.
    public var phaseRange = 2 * Double.pi

    /// No sway.
    public init() {}
}

/// A horizontal floor particles bounce on and come to rest on: a cell's `spindrift.ground`.
public struct Ground: Sendable, Equatable {
    /// Its height in the layer's coordinates (those of `emitterPosition`), in points; y grows
    /// downward, so particles above it have a smaller y.
    public var y = 0.0
    /// The share of the vertical speed kept, reversed, at each bounce: 0 stops, 1 bounces back
    /// as high.
    public var restitution = 0.0
    /// The share of the horizontal speed lost at each bounce.
    public var friction = 0.0
    /// Seconds a particle at rest fades out over before it dies; 0 rests until its lifetime
    /// ends.
    public var settle = 0.0
    /// Bounces after which a particle rests.
    public var bounces: Int64 = 8

    /// A ground at y 0.
    public init() {}
}

extension WindGusts: PropertyTable, Codable {
    package static let properties: [PropertyDeclaration<WindGusts>] = [
        .number("strength", \.strength, unit: "points per second", "The most the gusts add to the wind.",
                bounds: .nonNegative, animation: .fixed("it is fixed when the emitter is built")),
        .number("period", \.period, unit: "seconds", "The typical time between gusts.", bounds: .positive,
                animation: .fixed("it is fixed when the emitter is built")),
        .integer("seed", \.seed, "Seeds the gusts' phases.", animation: .fixed("it is fixed when the emitter is built")),
    ]

    public init(from decoder: any Decoder) throws { try self.init(decodingPropertiesFrom: decoder) }
    public func encode(to encoder: any Encoder) throws { try encodeProperties(to: encoder) }
}

extension Sway: PropertyTable, Codable {
    package static let properties: [PropertyDeclaration<Sway>] = [
        .vector("amplitude", \.amplitude, labels: ["x", "y"], unit: "points", "The largest offset.",
                animation: .fixed("it is fixed when the emitter is built")),
        .number("frequency", \.frequency, unit: "hertz", "Swings per second.", bounds: .nonNegative,
                animation: .fixed("it is fixed when the emitter is built")),
        .number("phaseRange", \.phaseRange, unit: "radians", "Each particle's phase is uniform in 0 ..< phaseRange.",
                bounds: .nonNegative, animation: .fixed("it is fixed when the emitter is built")),
    ]

    public init(from decoder: any Decoder) throws { try self.init(decodingPropertiesFrom: decoder) }
    public func encode(to encoder: any Encoder) throws { try encodeProperties(to: encoder) }
}

extension Ground: PropertyTable, Codable {
    package static let properties: [PropertyDeclaration<Ground>] = [
        .number("y", \.y, unit: "points", "The ground's height in the layer's coordinates.",
                animation: .fixed("it is fixed when the emitter is built")),
        .number("restitution", \.restitution, "The share of the vertical speed kept at a bounce.",
                bounds: .within(0...1), animation: .fixed("it is fixed when the emitter is built")),
        .number("friction", \.friction, "The share of the horizontal speed lost at a bounce.",
                bounds: .within(0...1), animation: .fixed("it is fixed when the emitter is built")),
        .number("settle", \.settle, unit: "seconds", "Seconds a resting particle fades out over; 0 rests until its lifetime ends.",
                bounds: .nonNegative, animation: .fixed("it is fixed when the emitter is built")),
        .integer("bounces", \.bounces, "Bounces after which a particle rests.", bounds: .within(0...1000),
                 animation: .fixed("it is fixed when the emitter is built")),
    ]

    public init(from decoder: any Decoder) throws { try self.init(decodingPropertiesFrom: decoder) }
    public func encode(to encoder: any Encoder) throws { try encodeProperties(to: encoder) }
}

extension CellExtensions {
    /// Whether any force key is given (``drag`` through ``ground``).
    package var hasForces: Bool {
        drag != 0 || !wind.isEmpty || windGusts != nil || sway != nil || initialRotation != 0
            || initialRotationRange != 0 || ground != nil
    }

    /// The wind as [x, y, z]; z is 0 when two components are given.
    package var windVector: SIMD3<Double> {
        wind.count == 2 || wind.count == 3 ? SIMD3(wind[0], wind[1], wind.count == 3 ? wind[2] : 0) : .zero
    }

    /// Every problem of the force keys, with its JSON path under `prefix`
    /// (`emitterCells[0].spindrift.`): non-finite or out-of-bounds numbers, the wind's
    /// component count.
    package func forceProblems(prefix: String) -> [ConfigurationError.Problem] {
        // The top-level numbers are checked with the fields' (``fieldProblems(prefix:)``).
        var problems: [ConfigurationError.Problem] = []
        if !wind.isEmpty {
            if wind.count != 2 && wind.count != 3 {
                problems.append(.init(
                    path: prefix + "wind", reason: "must be 2 numbers [x, y] or 3 [x, y, z] (got \(wind.count))"))
            }
            for (component, value) in wind.enumerated() {
                if let reason = PropertyBounds.representability(of: value) {
                    problems.append(.init(path: prefix + "wind[\(component)]", reason: reason))
                }
            }
        }
        if let windGusts { problems += Self.numberProblems(of: windGusts, prefix: prefix + "windGusts.") }
        if let sway { problems += Self.numberProblems(of: sway, prefix: prefix + "sway.") }
        if let ground { problems += Self.numberProblems(of: ground, prefix: prefix + "ground.") }
        return problems
    }
}

extension PropertyBounds {
    /// Why `value` is not a number a 32-bit float holds, or nil when it is.
    package static func representability(of value: Double) -> String? {
        guard !value.isFinite || abs(value) > Double(Float.greatestFiniteMagnitude) else { return nil }
        return value.isFinite ? "must be within ±3.4e38 (got \(value))" : "must be a finite number (got \(value))"
    }
}
