extension EmitterLayer {
    /// The layer's properties that animations can change (see ``AnimatableProperty``): the
    /// birth-rate multiplier is integrated; the other multipliers and the emitter's geometry
    /// are read at each particle's birth.
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
