/// Declared once for every key of the force fields: fixed when the emitter is built.
private let fixedField = Animatability.fixed("it shapes the cell's motion field, fixed when the emitter is built")

extension Turbulence: PropertyTable, Codable {
    package static let properties: [PropertyDeclaration<Turbulence>] = [
        .number("strength", \.strength, unit: "points/s²", "The field's typical acceleration.", bounds: .nonNegative,
                animation: fixedField),
        .number("scale", \.scale, unit: "points", "The noise's feature size: eddies are about this wide.",
                bounds: .positive, animation: fixedField),
        .number("evolution", \.evolution, unit: "per second",
                "How fast the field changes with the layer's time, in feature periods per second; 0 keeps it still.",
                bounds: .nonNegative, animation: fixedField),
        .integer("seed", \.seed, "Picks the field: the same seed gives the same field.", animation: fixedField),
    ]

    public init(from decoder: any Decoder) throws { try self.init(decodingPropertiesFrom: decoder) }
    public func encode(to encoder: any Encoder) throws { try encodeProperties(to: encoder) }
}

extension Attractor: PropertyTable, Codable {
    package static let properties: [PropertyDeclaration<Attractor>] = [
        .vector("position", \.position, labels: ["x", "y"], unit: "points", "Where it is, in the layer's coordinates.",
                animation: fixedField),
        .number("strength", \.strength, unit: "points/s²", "Acceleration toward it; negative repels.",
                animation: fixedField),
        .number("radius", \.radius, unit: "points", "No effect beyond this distance; 0 reaches everywhere.",
                bounds: .nonNegative, animation: fixedField),
        .choice("falloff", \.falloff,
                "How strength and vortex weaken with distance d (see Integrated forces): `constant`, `linear` (1 − d/radius) or `inverseSquare` (s²/(d² + s²)).",
                animation: fixedField),
        .number("vortex", \.vortex, unit: "points/s²", "Acceleration around it; positive swirls counter-clockwise on screen.",
                animation: fixedField),
    ]

    public init(from decoder: any Decoder) throws { try self.init(decodingPropertiesFrom: decoder) }
    public func encode(to encoder: any Encoder) throws { try encodeProperties(to: encoder) }
}

extension PolarMotion: PropertyTable, Codable {
    package static let properties: [PropertyDeclaration<PolarMotion>] = [
        .number("startRadius", \.startRadius, unit: "points", "The radius at birth.", bounds: .nonNegative,
                animation: fixedField, range: "startRadiusRange"),
        .number("startRadiusRange", \.startRadiusRange, unit: "points", "Full width of the birth radius's spread.",
                bounds: .nonNegative, animation: fixedField),
        .number("endRadius", \.endRadius, unit: "points", "The radius at death.", bounds: .nonNegative,
                animation: fixedField, range: "endRadiusRange"),
        .number("endRadiusRange", \.endRadiusRange, unit: "points", "Full width of the death radius's spread.",
                bounds: .nonNegative, animation: fixedField),
        .number("rotatePerSecond", \.rotatePerSecond, unit: "radians/s",
                "How fast the angle turns; positive turns from +x toward +y (clockwise on screen).",
                animation: fixedField, range: "rotatePerSecondRange"),
        .number("rotatePerSecondRange", \.rotatePerSecondRange, unit: "radians/s",
                "Full width of the turning speed's spread.", bounds: .nonNegative, animation: fixedField),
    ]

    public init(from decoder: any Decoder) throws { try self.init(decodingPropertiesFrom: decoder) }
    public func encode(to encoder: any Encoder) throws { try encodeProperties(to: encoder) }
}

extension CellExtensions {
    /// The keys of the force fields and of polar motion (see Integrated forces in
    /// docs/semantics.md).
    static let fieldProperties: [PropertyDeclaration<CellExtensions>] = [
        .object("turbulence", \.turbulence, of: "turbulence",
                "Curl-noise acceleration: `strength` (points/s²), `scale` (points, the eddies' size), `evolution` (per second), `seed` (whole number); divergence-free, integrated.",
                animation: fixedField, isExtension: true),
        .list("attractors", \.attractors, of: "attractors",
              "Points that pull and swirl: each `position` [x, y] (points, layer coordinates), `strength` (points/s², negative repels), `radius` (points, 0 = everywhere), `falloff` (`constant`, `linear`, `inverseSquare`), `vortex` (points/s², positive counter-clockwise on screen); integrated.",
              animation: fixedField, writeBack: .unlessDefault, isExtension: true),
        .number("radialAcceleration", \.radialAcceleration, unit: "points/s²",
                "Acceleration away from the emitter's position at the particle's birth (Particle Designer's radial acceleration); negative pulls in; integrated.",
                animation: fixedField, range: "radialAccelerationRange", writeBack: .unlessDefault, isExtension: true),
        .number("radialAccelerationRange", \.radialAccelerationRange, unit: "points/s²",
                "Full width of the radial acceleration's spread.", bounds: .nonNegative, animation: fixedField,
                writeBack: .unlessDefault, isExtension: true),
        .number("tangentialAcceleration", \.tangentialAcceleration, unit: "points/s²",
                "Acceleration across the line from the emitter's position at birth; positive turns counter-clockwise on screen, as in Particle Designer; integrated.",
                animation: fixedField, range: "tangentialAccelerationRange", writeBack: .unlessDefault, isExtension: true),
        .number("tangentialAccelerationRange", \.tangentialAccelerationRange, unit: "points/s²",
                "Full width of the tangential acceleration's spread.", bounds: .nonNegative, animation: fixedField,
                writeBack: .unlessDefault, isExtension: true),
        .object("polar", \.polar, of: "polar motion",
                "Particle Designer's radius mode, in closed form: each particle sits at its birth position + radius·(cos a, sin a), a from the emission longitude ± emissionRange/2 turning at `rotatePerSecond` (radians/s), the radius going linearly from `startRadius` to `endRadius` (points, each with a `…Range`) over its life; velocity and acceleration are not used.",
                animation: fixedField, isExtension: true),
        .number("integrationStep", \.integrationStep, unit: "seconds",
                "The fixed step that integrated cells (turbulence, attractors, radial or tangential acceleration) advance each particle by, from its birth.",
                bounds: .within(CellExtensions.integrationSteps), animation: fixedField, writeBack: .unlessDefault,
                isExtension: true),
    ]
}
