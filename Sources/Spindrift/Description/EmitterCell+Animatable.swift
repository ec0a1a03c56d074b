extension EmitterCell {
    /// A cell's properties that animations can change (`emitterCells.NAME.KEY`): the birth rate
    /// is integrated; everything else is read at each particle's birth.
    public static let animatableProperties: [AnimatableProperty<EmitterCell>] = {
        let nonNegative = AnimatableProperty<EmitterCell>.nonNegative
        return [
            .scalar("birthRate", \.birthRate, range: nonNegative, effect: .emission),
            .scalar("lifetime", \.lifetime, range: nonNegative),
            .scalar("lifetimeRange", \.lifetimeRange),
            .scalar("velocity", \.velocity),
            .scalar("velocityRange", \.velocityRange),
            .scalar("emissionLatitude", \.emissionLatitude),
            .scalar("emissionLongitude", \.emissionLongitude),
            .scalar("emissionRange", \.emissionRange),
            .scalar("scale", \.scale),
            .scalar("scaleRange", \.scaleRange),
            .scalar("spin", \.spin),
            .scalar("spinRange", \.spinRange),
            .quad("color", \.color, labels: "[red, green, blue, alpha]", range: 0...1),
            .scalar("redRange", \.redRange),
            .scalar("greenRange", \.greenRange),
            .scalar("blueRange", \.blueRange),
            .scalar("alphaRange", \.alphaRange),
        ]
    }()

    /// Why a cell key that exists is not animatable, by key.
    static let unanimatableReasons: [String: String] = {
        let shared = "it is a rate of change that every live particle of the cell shares in closed form, "
            + "so Spindrift keeps it fixed (animate a value read at birth, such as velocity, scale or color, instead)"
        var reasons = [
            "name": "it is a name, not a number",
            "contents": "it is a name, not a number",
            "enabled": "it is true or false, not a number",
            "contentsRect": "it is a drawing setting, fixed when the emitter is built",
            "contentsScale": "it is a drawing setting, fixed when the emitter is built",
            "emitterCells": "it names the sub-cells: add a sub-cell's name and property",
        ]
        for key in ["xAcceleration", "yAcceleration", "zAcceleration", "scaleSpeed",
                    "redSpeed", "greenSpeed", "blueSpeed", "alphaSpeed"] {
            reasons[key] = shared
        }
        for key in ["beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration", "autoreverses"] {
            reasons[key] = "it is the cell's own timing"
        }
        return reasons
    }()
}
