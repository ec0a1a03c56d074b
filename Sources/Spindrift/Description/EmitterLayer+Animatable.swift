extension EmitterLayer {
    /// The layer's properties that animations can change (see ``AnimatableProperty``): the
    /// birth-rate multiplier is integrated; the other multipliers and the emitter's geometry
    /// are read at each particle's birth; the `CALayer` opacity and transform are read every
    /// frame when the layer is drawn.
    public static let animatableProperties: [AnimatableProperty<EmitterLayer>] = [
        .scalar("birthRate", \.birthRate, range: AnimatableProperty<EmitterLayer>.nonNegative, effect: .emission),
        .scalar("lifetime", \.lifetime, range: AnimatableProperty<EmitterLayer>.nonNegative),
        .scalar("velocity", \.velocity),
        .scalar("scale", \.scale),
        .scalar("spin", \.spin),
        .pair("emitterPosition", \.emitterPosition, labels: "[x, y]"),
        .scalar("emitterZPosition", \.emitterZPosition),
        .pair("emitterSize", \.emitterSize, labels: "[width, height]", range: AnimatableProperty<EmitterLayer>.nonNegative),
        .scalar("emitterDepth", \.emitterDepth, range: AnimatableProperty<EmitterLayer>.nonNegative),
        .scalar("opacity", \.layerProperties.opacity, range: 0...1, effect: .drawing),
        .scalar("transform.rotation.z", \.layerProperties.transform.rotation, effect: .drawing),
        .scalar("transform.rotation", \.layerProperties.transform.rotation, effect: .drawing),
        AnimatableProperty(
            key: "transform.scale", componentCount: 1, labels: "", range: AnimatableProperty<EmitterLayer>.anyFloat, effect: .drawing,
            read: { SIMD4($0.layerProperties.transform.scale.x, 0, 0, 0) },
            write: { $0.layerProperties.transform.scale = [$1[0], $1[0]] }),
        .scalar("transform.scale.x", \.layerProperties.transform.scale.x, effect: .drawing),
        .scalar("transform.scale.y", \.layerProperties.transform.scale.y, effect: .drawing),
        .scalar("transform.translation.x", \.layerProperties.transform.translation.x, effect: .drawing),
        .scalar("transform.translation.y", \.layerProperties.transform.translation.y, effect: .drawing),
    ]

    /// Why a layer key that exists is not animatable, by key; keys not listed here or in
    /// ``animatableProperties`` are not layer keys at all.
    static let unanimatableReasons: [String: String] = [
        "emitterShape": "it is a name, not a number",
        "emitterMode": "it is a name, not a number",
        "emitterUnits": "it is a name, not a number",
        "renderMode": "it is a name, not a number",
        "seed": "it is fixed when the emitter is built",
        "maxParticles": "it is fixed when the emitter is built",
        "beginTime": "it is the layer's own timing, on which animations run",
        "timeOffset": "it is the layer's own timing, on which animations run",
        "speed": "it is the layer's own timing, on which animations run",
        "emitterCells": "it names the cells: add a cell's name and property, such as emitterCells.NAME.birthRate",
        "animations": "it is the list of animations",
    ]
}
