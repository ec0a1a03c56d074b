extension LayerProperties: PropertyTable {
    /// The `CALayer` keys a layer (or a scene's root) takes, with the transform's key paths as
    /// `setValue(_:forKeyPath:)` writes them. ``LayerProperties`` decodes them itself, since
    /// `frame` stands for `position` and `bounds` and a specific transform key wins over the
    /// general one; a test checks that its coding keys are exactly these.
    package static let properties: [PropertyDeclaration<LayerProperties>] = {
        let drawing = Animatability.animatable(.drawing)
        let placement = Animatability.fixed("it places the layer, fixed when the emitter is built")
        let amount = { (step: Double) in TuningStep.step(step, bounds: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) }
        return [
            .composite("name", kind: .text, "The layer's name: labels its cells (`fire/flame`) in scenes and dumps.",
                       animation: .fixed("it is a name, not a number"), defaultText: "none"),
            .composite("bounds", kind: .vector(labels: ["x", "y", "width", "height"]), unit: "points",
                       "The layer's own coordinate rectangle; unset: the window's.", animation: placement,
                       defaultText: "unset"),
            .composite("position", kind: .vector(labels: ["x", "y"]), unit: "points",
                       "Where the anchor point sits in the window; unset: (0, 0) once bounds is set.",
                       animation: placement, defaultText: "unset"),
            .composite("anchorPoint", kind: .vector(labels: ["x", "y"]),
                       "The point of the bounds placed at position, in unit coordinates.", animation: placement,
                       defaultText: "[0.5, 0.5]"),
            .composite("frame", kind: .vector(labels: ["x", "y", "width", "height"]), unit: "points",
                       "Shorthand for position and bounds (not with either).", animation: placement, defaultText: "unset"),
            .composite("zPosition", kind: .number, "Orders sibling layers: higher draws on top.", animation: placement,
                       tuning: amount(1), componentCount: 1,
                       read: { SIMD4($0.zPosition, 0, 0, 0) }, write: { $0.zPosition = $1[0] }, defaultText: "0"),
            .composite("opacity", kind: .number, "Multiplies the alpha of everything the layer draws.",
                       bounds: .within(0...1), animation: drawing, tuning: .step(0.05, bounds: 0...1), componentCount: 1,
                       read: { SIMD4($0.opacity, 0, 0, 0) }, write: { $0.opacity = $1[0] }, defaultText: "1"),
            .composite("masksToBounds", kind: .flag, "Whether drawing is clipped to the bounds.",
                       animation: .fixed("it is true or false, not a number"), defaultText: "false"),
            .composite("hidden", kind: .flag, "Whether the layer is left undrawn (its particles still simulate).",
                       animation: .fixed("it is true or false, not a number"), swiftName: "isHidden", defaultText: "false"),
            .composite("transform.rotation.z", kind: .number, unit: "radians",
                       "Turns the layer about its anchor point; positive is clockwise on screen.", animation: drawing,
                       tuning: .step(Double.pi / 36, bounds: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude),
                       aliases: ["transform.rotation"], componentCount: 1,
                       read: { SIMD4($0.transform.rotation, 0, 0, 0) }, write: { $0.transform.rotation = $1[0] },
                       defaultText: "0"),
            .composite("transform.scale", kind: .number, "Scales the layer about its anchor point, both axes.",
                       animation: drawing, componentCount: 1,
                       read: { SIMD4($0.transform.scale.x, 0, 0, 0) }, write: { $0.transform.scale = [$1[0], $1[0]] },
                       defaultText: "1"),
            .composite("transform.scale.x", kind: .number, "Scales the layer along x.", animation: drawing,
                       tuning: .factor(unit: 1), componentCount: 1,
                       read: { SIMD4($0.transform.scale.x, 0, 0, 0) }, write: { $0.transform.scale.x = $1[0] },
                       defaultText: "1"),
            .composite("transform.scale.y", kind: .number, "Scales the layer along y.", animation: drawing,
                       tuning: .factor(unit: 1), componentCount: 1,
                       read: { SIMD4($0.transform.scale.y, 0, 0, 0) }, write: { $0.transform.scale.y = $1[0] },
                       defaultText: "1"),
            .composite("transform.translation", kind: .vector(labels: ["x", "y"]), unit: "points",
                       "Moves the layer after turning and scaling it.",
                       animation: .fixed("animate transform.translation.x and transform.translation.y"),
                       defaultText: "[0, 0]"),
            .composite("transform.translation.x", kind: .number, unit: "points", "Moves the layer along x.",
                       animation: drawing, tuning: amount(10), componentCount: 1,
                       read: { SIMD4($0.transform.translation.x, 0, 0, 0) }, write: { $0.transform.translation.x = $1[0] },
                       defaultText: "0"),
            .composite("transform.translation.y", kind: .number, unit: "points", "Moves the layer along y.",
                       animation: drawing, tuning: amount(10), componentCount: 1,
                       read: { SIMD4($0.transform.translation.y, 0, 0, 0) }, write: { $0.transform.translation.y = $1[0] },
                       defaultText: "0"),
        ]
    }()
}
