extension CellExtensions: PropertyTable {
    /// The keys of a cell's `spindrift` object: one curve over life per ``curveRoles`` entry,
    /// then the emission keys.
    package static let properties: [PropertyDeclaration<CellExtensions>] = curveRoles.map { role in
        .object(role.key, role.path, of: "curve over life", unit: "× birth value", role.summary,
                animation: .fixed("it is a curve over each particle's life, fixed when the emitter is built"),
                isExtension: true)
    } + emissionProperties

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
