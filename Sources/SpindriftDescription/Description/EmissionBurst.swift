/// A burst of a cell: `count` particles emitted at once at ``time``, again every
/// ``interval`` seconds for ``cycles`` cycles, in addition to the cell's birth rate (Unity's
/// emission bursts).
public struct EmissionBurst: Sendable, Equatable {
    /// When the first cycle fires, in seconds of the parent's time: the layer's local time
    /// for a top-level cell, the parent particle's age for a sub-cell.
    public var time: Double = 0
    /// Particles each cycle emits.
    public var count: Int = 0
    /// Cycles; 0 repeats forever.
    public var cycles: Int = 1
    /// Seconds between two cycles' times (required when ``cycles`` is not 1).
    public var interval: Double = 0
    /// Each cycle's count is ``count`` ± this, a whole number drawn uniformly per cycle from
    /// the cycle's identity (never below 0).
    public var countRange: Int = 0

    /// The most particles one burst cycle may emit: `count` and `countRange` are at most this.
    public static let maxCount = 1_000_000
    /// The shortest interval between cycles, in seconds: a thousand cycles a second, so that
    /// the cycles any step passes stay countable.
    public static let minimumInterval = 0.001

    /// A burst of `count` particles at `time`, once.
    public init(time: Double = 0, count: Int = 0, cycles: Int = 1, interval: Double = 0, countRange: Int = 0) {
        self.time = time
        self.count = count
        self.cycles = cycles
        self.interval = interval
        self.countRange = countRange
    }

    /// The burst with Core Animation-free defaults: nothing.
    public init() {}
}

extension EmissionBurst: PropertyTable {
    /// The keys of one burst object.
    package static let properties: [PropertyDeclaration<EmissionBurst>] = [
        .number("time", \.time, unit: "seconds", "When the first cycle fires, on the parent's time.", bounds: .nonNegative,
                animation: .fixed("bursts are fixed when the emitter is built")),
        .integer("count", \.count, "Particles each cycle emits.", bounds: .nonNegative,
                 animation: .fixed("bursts are fixed when the emitter is built")),
        .integer("cycles", \.cycles, "Cycles; 0 repeats forever.", bounds: .nonNegative,
                 animation: .fixed("bursts are fixed when the emitter is built")),
        .number("interval", \.interval, unit: "seconds", "Seconds between cycles, required when cycles is not 1.",
                bounds: .nonNegative, animation: .fixed("bursts are fixed when the emitter is built"), writeBack: .unlessDefault),
        .integer("countRange", \.countRange, "Each cycle emits count ± countRange, drawn per cycle.", bounds: .nonNegative,
                 animation: .fixed("bursts are fixed when the emitter is built"), writeBack: .unlessDefault),
    ]

    /// Every problem of the burst, with its JSON path under `prefix` (`…spindrift.bursts[0].`).
    package func validationProblems(prefix: String) -> [ConfigurationError.Problem] {
        var problems = boundsProblems(prefix: prefix)
        for (key, value) in [("time", time), ("interval", interval)]
        where !value.isFinite || abs(value) > Double(Float.greatestFiniteMagnitude) {
            problems.append(.init(path: prefix + key, reason: "must be a finite number within ±3.4e38 (got \(value))"))
        }
        for (key, value) in [("count", count), ("countRange", countRange)] where value > Self.maxCount {
            problems.append(.init(path: prefix + key, reason: "must be at most \(Self.maxCount) (got \(value))"))
        }
        if cycles != 1, interval >= 0, interval < Self.minimumInterval {
            problems.append(.init(
                path: prefix + "interval",
                reason: "must be at least \(jsonNumber(Self.minimumInterval)) when cycles is not 1 (got \(jsonNumber(interval)))"))
        }
        return problems
    }
}

extension EmissionBurst: Codable {
    /// Decodes the declared keys; any other key is an unknown key.
    public init(from decoder: any Decoder) throws {
        try self.init(decodingPropertiesFrom: decoder)
    }

    /// Encodes `time`, `count` and `cycles`, and `interval` and `countRange` when given.
    public func encode(to encoder: any Encoder) throws {
        try encodeProperties(to: encoder)
    }
}

/// Where across the emitter's shape a cell's particles are born, instead of uniformly.
public struct SpawnDistribution: Sendable, Equatable {
    /// The standard deviation of a Gaussian centred on the shape's centre, as a fraction of
    /// the shape's size in each axis (of the diameter for circles and spheres), more than 0;
    /// truncated to the shape.
    public var gaussian: Double = 0

    /// A Gaussian of standard deviation `gaussian` × the shape's size.
    public init(gaussian: Double) {
        self.gaussian = gaussian
    }

    /// No distribution given (invalid: `gaussian` is required).
    public init() {}
}

extension SpawnDistribution: PropertyTable {
    /// The keys of a spawn distribution.
    package static let properties: [PropertyDeclaration<SpawnDistribution>] = [
        .number("gaussian", \.gaussian, unit: "× the shape's size",
                "The Gaussian's standard deviation, as a fraction of the shape's size in each axis.", bounds: .positive,
                animation: .fixed("the distribution is fixed when the emitter is built")),
    ]
}

extension SpawnDistribution: Codable {
    /// Decodes `gaussian`; any other key is an unknown key.
    public init(from decoder: any Decoder) throws {
        try self.init(decodingPropertiesFrom: decoder)
    }

    /// Encodes `gaussian`.
    public func encode(to encoder: any Encoder) throws {
        try encodeProperties(to: encoder)
    }
}

/// When a sub-cell emits: over its parent's life at its birth rate (Core Animation), or a
/// fixed count the instant its parent is born or dies.
public enum EmissionTrigger: String, CaseIterable, Sendable, Codable, ConfigurationEnum {
    /// Core Animation's emission over the parent's life at the cell's birth rate.
    case life
    /// `triggerCount` particles the instant the parent is born.
    case birth
    /// `triggerCount` particles the instant the parent dies, where it dies.
    case death

    /// Spindrift's own values: no Apple constants.
    public static let appleConstantPrefix: String? = nil
    public static let appleSwiftType: String? = nil

    /// Decodes the raw value, listing the accepted values when it is unknown.
    public init(from decoder: any Decoder) throws { try self.init(decodingFrom: decoder) }
}
