extension EmitterCell: PropertyTable {
    /// The cell's keys: Core Animation's `CAEmitterCell` properties, in the order of Apple's
    /// header, plus the image filters. Ranged values (`spin` ± `spinRange`/2) name their range.
    package static let properties: [PropertyDeclaration<EmitterCell>] = {
        typealias Key = PropertyDeclaration<EmitterCell>
        let birth = Animatability.animatable(.birth)
        let angle = TuningStep.step(Double.pi / 36, bounds: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
        let amount = { (step: Double) in TuningStep.step(step, bounds: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) }
        let fraction = TuningStep.step(0.05, bounds: 0...1)
        let rateOfChange = Animatability.fixed(
            "it is a rate of change that every live particle of the cell shares in closed form, "
                + "so Spindrift keeps it fixed (animate a value read at birth, such as velocity, scale or color, instead)")
        let ownTiming = Animatability.fixed("it is the cell's own timing")
        let drawing = Animatability.fixed("it is a drawing setting, fixed when the emitter is built")
        // CAEmitterCell's filters are plain strings, unlike CALayer's typed ones.
        let filter = CoreAnimationValue.rawValue(of: "CALayerContentsFilter")
        var keys: [Key] = [
            .text("name", \.name, "The cell's name in key paths (`emitterCells.NAME.birthRate`) and dumps (`cell<index>` when it has none); no `.`; unique among siblings.",
                  animation: .fixed("it is a name, not a number")),
            .flag("enabled", \.enabled, "Whether the cell emits and draws; a disabled cell's sub-cells are off too.",
                  animation: .fixed("it is true or false, not a number"), swiftName: "isEnabled"),
            .number("birthRate", \.birthRate, unit: "per second",
                    "Particles emitted per second (for a sub-cell: per parent particle), × the layer's birthRate.", bounds: .nonNegative,
                    animation: .animatable(.emission), tuning: .factor(unit: 1)),
            .number("lifetime", \.lifetime, unit: "seconds", "How long each particle lives, × the layer's lifetime; 0 shows nothing.",
                    bounds: .nonNegative, animation: birth, tuning: .factor(unit: 1), range: "lifetimeRange"),
            .number("lifetimeRange", \.lifetimeRange, unit: "seconds", "Full width of the lifetime's spread.",
                    animation: birth, tuning: .factor(unit: 0.5)),
            .number("velocity", \.velocity, unit: "points per second", "Initial speed, × the layer's velocity.",
                    animation: birth, tuning: .factor(unit: 10), range: "velocityRange"),
            .number("velocityRange", \.velocityRange, unit: "points per second", "Full width of the speed's spread.",
                    animation: birth, tuning: .factor(unit: 10)),
            .number("emissionLatitude", \.emissionLatitude, unit: "radians",
                    "Tilt of the emission direction out of the x-y plane; positive points toward −z.", animation: birth, tuning: angle),
            .number("emissionLongitude", \.emissionLongitude, unit: "radians",
                    "Turn of the emission direction about z from the shape's base direction; positive turns from +x toward +y.",
                    animation: birth, tuning: angle),
            .number("emissionRange", \.emissionRange, unit: "radians",
                    "Full angle of the 3-D emission cone (half-angle range/2): 0 emits along the direction, 2π in every direction.",
                    animation: birth, tuning: .step(Double.pi / 36, bounds: 0...(2 * Double.pi))),
            .number("xAcceleration", \.xAcceleration, unit: "points per second²", "Acceleration along x.",
                    animation: rateOfChange, tuning: amount(5)),
            .number("yAcceleration", \.yAcceleration, unit: "points per second²",
                    "Acceleration along y; positive falls down the screen.", animation: rateOfChange, tuning: amount(5)),
            .number("zAcceleration", \.zAcceleration, unit: "points per second²", "Acceleration along z.",
                    animation: rateOfChange, tuning: amount(5)),
            .number("scale", \.scale, "Initial scale of the image, × the layer's scale (and a sub-cell's parent's); a negative scale draws the image at |scale| turned 180°.",
                    animation: birth, tuning: .factor(unit: 0.1), range: "scaleRange"),
            .number("scaleRange", \.scaleRange, "Full width of the scale's spread.", animation: birth,
                    tuning: .factor(unit: 0.1)),
            .number("scaleSpeed", \.scaleSpeed, unit: "per second", "Change of scale per second (not × the layer's scale).",
                    animation: rateOfChange, tuning: amount(0.01)),
            .number("spin", \.spin, unit: "radians per second", "Rotation speed, × the layer's spin; positive turns clockwise on screen.",
                    animation: birth, tuning: amount(0.1), range: "spinRange"),
            .number("spinRange", \.spinRange, unit: "radians per second", "Full width of the spin's spread.",
                    animation: birth, tuning: .factor(unit: 0.1)),
            .vector("color", \.color, labels: ["red", "green", "blue", "alpha"],
                    "The tint, each component in 0…1 (a sub-cell's is × its parent's colour).",
                    bounds: .within(0...1), animation: birth, tuning: fraction),
        ]
        // Each colour component's range, then each one's speed, as Apple's header orders them.
        let channels: [(name: String, range: WritableKeyPath<EmitterCell, Double> & Sendable,
                        speed: WritableKeyPath<EmitterCell, Double> & Sendable)] = [
            ("red", \.redRange, \.redSpeed), ("green", \.greenRange, \.greenSpeed),
            ("blue", \.blueRange, \.blueSpeed), ("alpha", \.alphaRange, \.alphaSpeed),
        ]
        keys += channels.map { channel in
            .number("\(channel.name)Range", channel.range, "Full width of the \(channel.name) component's spread.",
                    animation: birth, tuning: fraction)
        }
        keys += channels.map { channel in
            .number("\(channel.name)Speed", channel.speed, unit: "per second",
                    "Change of the \(channel.name) component per second (clamped to 0…1 only when drawn).",
                    animation: rateOfChange, tuning: amount(0.05))
        }
        keys += [
            .text("contents", \.contents,
                  "The image: a name without `/` or `.` is an image beside the description (`NAME.png`, `.jpg`, `.jpeg`, like an asset catalog name), else a built-in texture in `assets/textures`; with `/` or `.`, a PNG or JPEG path relative to the description's folder; a cell without contents draws nothing but still emits its sub-cells.",
                  animation: .fixed("it is a name, not a number"), coreAnimationValue: .image),
            .vector("contentsRect", \.contentsRect, labels: ["x", "y", "width", "height"],
                    "The part of the image drawn, in unit coordinates (sprite sheets, or a strip: rain's `[0.44, 0, 0.12, 1]`); inside [0, 0, 1, 1], not empty.", animation: drawing, tuning: fraction),
            .number("contentsScale", \.contentsScale, unit: "pixels per point",
                    "Image pixels per point: the drawn size is pixels × contentsRect ÷ contentsScale × |scale|.", bounds: .positive, animation: drawing,
                    tuning: .factor(unit: 1)),
            .choice("magnificationFilter", \.magnificationFilter,
                    "How the image is sampled drawn larger than its pixels: `nearest` gives hard pixel edges, `trilinear` draws as `linear` (no mipmaps).",
                    animation: .fixed("it is a name, not a number"), coreAnimationValue: filter),
            .choice("minificationFilter", \.minificationFilter,
                    "How the image is sampled drawn smaller than its pixels.",
                    animation: .fixed("it is a name, not a number"), coreAnimationValue: filter),
            .number("beginTime", \.beginTime, unit: "seconds",
                    "Parent time at which the cell starts emitting (parent seconds).", animation: ownTiming, tuning: amount(0.1)),
            .number("duration", \.duration, unit: "seconds", "Length of one iteration of the window; 0 means forever.",
                    bounds: .nonNegative, animation: ownTiming, tuning: .factor(unit: 1)),
            .number("speed", \.speed, "Cell seconds per parent second: scales emission and divides lifetime.",
                    bounds: .nonNegative, animation: ownTiming, tuning: .factor(unit: 1)),
            .number("timeOffset", \.timeOffset, unit: "seconds", "Cell time at the window's opening.",
                    animation: ownTiming, tuning: amount(0.1)),
            .number("repeatCount", \.repeatCount, "Iterations of the window (fractions allowed); 0 means one.",
                    bounds: .nonNegative, animation: ownTiming, tuning: .factor(unit: 1)),
            .number("repeatDuration", \.repeatDuration, unit: "seconds",
                    "Length of the active window instead of repeatCount; 0 means unset.", bounds: .nonNegative,
                    animation: ownTiming, tuning: .factor(unit: 1)),
            .flag("autoreverses", \.autoreverses, "Whether each iteration plays forward then backward.",
                  animation: ownTiming),
            .list("emitterCells", \.emitterCells, of: "cells",
                  "Sub-cells: every live particle of this cell emits them from its position, relative to its direction of motion, on its age; at most 8 levels deep.",
                  animation: .fixed("it names the sub-cells: add a sub-cell's name and property")),
            .object("spindrift", \.spindrift, of: "Spindrift cell keys",
                    "Spindrift's own keys, which Core Animation lacks, under one name that cannot collide with Apple's: curves over each particle's life, bursts, emission limits and triggers (see Spindrift cell keys).",
                    animation: .fixed("it holds Spindrift's own keys, fixed when the emitter is built"), isExtension: true),
        ]
        return keys
    }()

    /// The cell's keys that animations can change (`emitterCells.NAME.KEY`): the birth rate
    /// is integrated; everything else is read at each particle's birth.
    public static let animatableProperties = declaredAnimatableProperties()
}
