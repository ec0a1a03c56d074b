extension CellExtensions: PropertyTable {
    /// The keys of a cell's `spindrift` object: one curve over life per ``curveRoles`` entry,
    /// then the closed-form forces (see docs/semantics.md, "Forces"), then the force fields and
    /// polar motion (``fieldProperties``), then the emission keys.
    package static let properties: [PropertyDeclaration<CellExtensions>] = curveRoles.map { role in
        .object(role.key, role.path, of: "curve over life", unit: "× birth value", role.summary,
                animation: .fixed("it is a curve over each particle's life, fixed when the emitter is built"),
                isExtension: true)
    } + forceProperties + fieldProperties + emissionProperties

    private static let fixed = Animatability.fixed("it is fixed when the emitter is built")

    private static let forceProperties: [PropertyDeclaration<CellExtensions>] = [
        .number("drag", \.drag, unit: "per second",
                "Linear drag: velocity relaxes toward the wind, dv/dt = acceleration − drag·(v − wind), so it tends to acceleration / drag + wind. 0 (default) is none, but with `wind` or `windGusts` given a drag of 0 acts as 1 per second. Godot's damping and Unity's drag; SpriteKit's and Particle Designer's emitters have none.",
                bounds: .nonNegative, animation: fixed, writeBack: .unlessDefault, isExtension: true),
        .list("wind", \.wind, of: "numbers [x, y] or [x, y, z]",
              "The air's velocity in points per second that drag pulls particles toward (default none); it pushes at `drag`, or 1 per second without it. SpriteKit's linear gravity fields, Unity's force over lifetime come close.",
              animation: fixed, writeBack: .unlessDefault, isExtension: true),
        .object("windGusts", \.windGusts, of: "strength, period, seed",
                "Wind along x varying smoothly with the layer's time, the same for every particle: `strength` (points per second, the most it adds), `period` (seconds, > 0, default 1) and `seed` (whole number): the sum of three sinusoids of frequencies 1, 1.618 and 0.414 / period with seeded phases and shares 0.5, 0.3 and 0.2 of the strength. Pushes through drag, like `wind`. Unity's noise module comes closest.",
                animation: fixed, isExtension: true),
        .object("sway", \.sway, of: "amplitude, frequency, phaseRange",
                "An offset added to each particle's position: `amplitude` [x, y] points × sin(2π·`frequency`·age + φ), `frequency` in hertz, φ uniform in 0 ..< `phaseRange` radians (default 2π) per particle. Falling leaves and snowflakes; no engine has it.",
                animation: fixed, isExtension: true),
        .number("initialRotation", \.initialRotation, unit: "radians",
                "Rotation at birth (default 0): the rotation is initialRotation + spin·age. Particle Designer's rotationStart; Unity's start rotation; SpriteKit's particleRotation.",
                animation: fixed, writeBack: .unlessDefault, isExtension: true),
        .number("initialRotationRange", \.initialRotationRange, unit: "radians",
                "Each particle's rotation at birth is uniform in initialRotation ± initialRotationRange (default 0). Particle Designer's rotationStartVariance; SpriteKit's particleRotationRange.",
                bounds: .nonNegative, animation: fixed, writeBack: .unlessDefault, isExtension: true),
        .object("ground", \.ground, of: "y, restitution, friction, settle, bounces",
                "A floor particles bounce on: `y` (points, the layer's coordinates; y grows downward), `restitution` 0…1 (default 0: the vertical speed kept at a bounce), `friction` 0…1 (default 0: the horizontal speed lost at a bounce), `bounces` (default 8: then it rests), `settle` (seconds, default 0: a resting particle fades out over them and dies; 0 rests until its lifetime ends). Particles born below it ignore it. SpriteKit and Unity have collisions with physics bodies; Godot with a collision base.",
                animation: fixed, isExtension: true),
    ]


    /// The keys that change when and where particles are born.
    private static let emissionProperties: [PropertyDeclaration<CellExtensions>] = [
        .list("bursts", \.bursts, of: "burst objects",
              "Emits `count` particles at once at `time` seconds (on the layer's time for a top-level cell, on the parent's "
                + "age for a sub-cell), in addition to `birthRate`; again every `interval` seconds for `cycles` cycles "
                + "(default 1, 0 forever; `interval` ≥ 0.001 is required when `cycles` is not 1), each cycle `count` ± "
                + "`countRange` (a whole number drawn per cycle). Each burst particle is born exactly at its cycle's "
                + "time; counts are not scaled by any `birthRate`. Unity's bursts.",
              animation: .fixed("bursts are fixed when the emitter is built"), writeBack: .unlessDefault, isExtension: true),
        .integer("maxEmissions", \.maxEmissions,
                 "The cell stops emitting after this many particles, rate and bursts together: per emitter for a "
                   + "top-level cell, per parent particle for a sub-cell (≥ 0; absent: no limit). SpriteKit's "
                   + "`numParticlesToEmit`, whose 0 (no limit) is written by leaving the key out.",
                 animation: .fixed("the limit is fixed when the emitter is built"), isExtension: true),
        .object("spawnDistribution", \.spawnDistribution, of: "{gaussian}",
                "`{\"gaussian\": σ}`: births across the emitter's shape follow a Gaussian centred on its centre, "
                  + "σ > 0 a fraction of the shape's size in each axis (of the diameter for circles and spheres), "
                  + "truncated to the shape by inverting its distribution (no clamping, one draw per axis); line, "
                  + "rectangle and cuboid areas or volumes, discs and balls; no effect elsewhere (a warning says so).",
                animation: .fixed("the distribution is fixed when the emitter is built"), isExtension: true),
        .choice("trigger", \.trigger,
                "For a sub-cell: `life` emits over the parent's life at `birthRate` (Core Animation); `birth` emits "
                  + "`triggerCount` particles the instant the parent is born, `death` the instant it dies, where it "
                  + "dies; their `birthRate` is ignored (a warning says so when it is not 0). Unity's sub-emitters, "
                  + "Godot's sub-emitter modes.",
                animation: .fixed("the trigger is fixed when the emitter is built"), writeBack: .unlessDefault,
                isExtension: true),
        .integer("triggerCount", \.triggerCount,
                 "Particles a `birth` or `death` trigger emits, 1 to 1000000 (default 1); not scaled by any `birthRate`.",
                 animation: .fixed("the trigger is fixed when the emitter is built"), isExtension: true),
    ]
}

extension CellExtensions: Codable {
    /// Decodes the declared keys; any other key is an unknown key.
    public init(from decoder: any Decoder) throws {
        try self.init(decodingPropertiesFrom: decoder)
    }

    /// Encodes the keys given, in declaration order.
    public func encode(to encoder: any Encoder) throws {
        try encodeProperties(to: encoder)
    }
}
