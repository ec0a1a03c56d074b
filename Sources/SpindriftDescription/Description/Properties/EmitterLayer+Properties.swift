extension EmitterLayer: PropertyTable {
    /// The layer's emitter keys: Core Animation's `CAEmitterLayer` properties and the
    /// `CAMediaTiming` ones it adopts, plus Spindrift's extensions (`emitterUnits`,
    /// `maxParticles`) and the animations. The `CALayer` keys are ``LayerProperties``'.
    package static let properties: [PropertyDeclaration<EmitterLayer>] = {
        let name = Animatability.fixed("it is a name, not a number")
        let birth = Animatability.animatable(.birth)
        let ownTiming = Animatability.fixed("it is the layer's own timing, on which animations run")
        let built = Animatability.fixed("it is fixed when the emitter is built")
        let amount = { (step: Double) in TuningStep.step(step, bounds: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) }
        return [
            .choice("emitterShape", \.emitterShape, "The shape particles are born on (see Shapes and modes).", animation: name),
            .choice("emitterMode", \.emitterMode, "Which part of the shape particles are born on (see Shapes and modes).", animation: name),
            .vector("emitterPosition", \.emitterPosition, labels: ["x", "y"], unit: "emitterUnits",
                    "The centre of the shape.", animation: birth, tuning: amount(10),
                    parts: PropertyPart.components(of: "emitterPosition", labels: ["x", "y"])),
            .number("emitterZPosition", \.emitterZPosition, unit: "points", "The centre's z.", animation: birth,
                    tuning: amount(10)),
            .vector("emitterSize", \.emitterSize, labels: ["width", "height"], unit: "emitterUnits",
                    "The shape's size.", bounds: .nonNegative, animation: birth, tuning: .factor(unit: 10),
                    parts: PropertyPart.components(of: "emitterSize", labels: ["width", "height"])),
            .number("emitterDepth", \.emitterDepth, unit: "points", "The cuboid's depth along z.",
                    bounds: .nonNegative, animation: birth, tuning: .factor(unit: 10)),
            .choice("emitterUnits", \.emitterUnits,
                    "Units of emitterPosition and emitterSize: `viewport` makes them fractions of the viewport (x and width × its width, y and height × its height), so a preset fills any window.",
                    animation: name, isExtension: true),
            .choice("renderMode", \.renderMode, "How particles are ordered and composited: `oldestFirst` puts the newest on top, `oldestLast` the oldest, `backToFront` draws the smallest z first (positive z comes toward the viewer).", animation: name),
            .integer("seed", \.seed, "The random seed: the same seed gives the same particles.", animation: built),
            .number("birthRate", \.birthRate, "Multiplies every cell's birth rate, sub-cells included; read live.", bounds: .nonNegative,
                    animation: .animatable(.emission), tuning: .factor(unit: 1)),
            .number("lifetime", \.lifetime, "Multiplies every new particle's lifetime.", bounds: .nonNegative,
                    animation: birth, tuning: .factor(unit: 1)),
            .number("velocity", \.velocity, "Multiplies every new particle's velocity.", animation: birth,
                    tuning: .factor(unit: 1)),
            .number("scale", \.scale, "Multiplies every new particle's scale.", animation: birth,
                    tuning: .factor(unit: 1)),
            .number("spin", \.spin, "Multiplies every new particle's spin.", animation: birth, tuning: .factor(unit: 1)),
            .number("beginTime", \.beginTime, unit: "seconds", "Parent time at which the simulation starts.",
                    animation: ownTiming, tuning: amount(0.1), coreAnimationValue: .mediaTime),
            .number("timeOffset", \.timeOffset, unit: "seconds",
                    "Local time at the start: a positive offset pre-warms the emitter.", animation: ownTiming,
                    tuning: amount(0.1)),
            .number("speed", \.speed, "Local seconds per parent second: 0 pauses, 2 runs twice as fast.",
                    bounds: .nonNegative, animation: ownTiming, tuning: .factor(unit: 1)),
            .integer("maxParticles", \.maxParticles, "The most particles alive at once, all cells of the tree together; when the cells need more, small needs are met in full and the rest is split evenly.",
                     bounds: .within(1...Double(maxParticlesLimit)), animation: built, isExtension: true),
            .list("emitterCells", \.emitterCells, of: "cells", "The top-level cells, drawn in pre-order (a cell, its sub-cells, then the next sibling).",
                  animation: .fixed("it names the cells: add a cell's name and property, such as emitterCells.NAME.birthRate")),
            .list("animations", \.animations, of: "animations",
                  "Core Animation animations of the layer's and its cells' keys, on the layer's local time.",
                  animation: .fixed("it is the list of animations"), writeBack: .unlessDefault),
        ]
    }()

    /// The layer's keys that animations can change (see ``AnimatableProperty``): the
    /// birth-rate multiplier is integrated; the other multipliers and the emitter's geometry
    /// are read at each particle's birth; the `CALayer` opacity and transform are read every
    /// frame when the layer is drawn.
    public static let animatableProperties: [AnimatableProperty<EmitterLayer>] =
        declaredAnimatableProperties()
        + LayerProperties.declaredAnimatableProperties().map { $0.lifted(through: \.layerProperties) }

    /// Why a key of the layer (emitter or `CALayer`) cannot be animated, by every spelling.
    static let fixedKeyReasons = unanimatableReasons.merging(LayerProperties.unanimatableReasons) { emitter, _ in emitter }
}
