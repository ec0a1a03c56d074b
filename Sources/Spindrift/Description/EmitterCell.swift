/// What an emitter emits: one kind of particle, as `CAEmitterCell`.
///
/// Units: points, seconds, radians, per second. Every `…Range` gives a value uniformly
/// distributed in value ± |range| (Apple's `lifetimeRange` page: lifetime 10, range 3 → 7…13),
/// except ``emissionRange``, the full angle of the emission cone.
public struct EmitterCell: Sendable, Equatable, Codable {
    /// The cell's name in key paths (`emitterCells.<name>.birthRate`) and dumps.
    public var name: String?
    /// Whether the cell emits and draws.
    public var enabled: Bool = true
    /// Particles per second, multiplied by the layer's ``EmitterLayer/birthRate``.
    public var birthRate: Double = 0
    /// Seconds each particle lives, multiplied by the layer's ``EmitterLayer/lifetime``.
    public var lifetime: Double = 0
    /// Variation of ``lifetime``, in seconds.
    public var lifetimeRange: Double = 0
    /// Initial speed in points per second, multiplied by the layer's ``EmitterLayer/velocity``.
    public var velocity: Double = 0
    /// Variation of ``velocity``, in points per second.
    public var velocityRange: Double = 0
    /// Angle of the emission direction out of the x-y plane (toward +z), in radians.
    public var emissionLatitude: Double = 0
    /// Angle of the emission direction in the x-y plane from +x, in radians. With y growing
    /// downward, π/2 points down the screen and −π/2 up.
    public var emissionLongitude: Double = 0
    /// Full angle of the emission cone around the emission direction, in radians:
    /// 0 emits exactly along it, 2π in every direction of space.
    public var emissionRange: Double = 0
    /// Acceleration along x, in points per second².
    public var xAcceleration: Double = 0
    /// Acceleration along y, in points per second²; positive falls down the screen.
    public var yAcceleration: Double = 0
    /// Acceleration along z, in points per second².
    public var zAcceleration: Double = 0
    /// Initial scale of the contents, multiplied by the layer's ``EmitterLayer/scale``.
    /// A negative scale mirrors the sprite; its size is |scale|.
    public var scale: Double = 1
    /// Variation of ``scale``.
    public var scaleRange: Double = 0
    /// Change of scale per second.
    public var scaleSpeed: Double = 0
    /// Rotation speed in radians per second, multiplied by the layer's ``EmitterLayer/spin``.
    public var spin: Double = 0
    /// Variation of ``spin``, in radians per second.
    public var spinRange: Double = 0
    /// The tint [red, green, blue, alpha], each in 0…1; opaque white by default.
    public var color: SIMD4<Double> = [1, 1, 1, 1]
    /// Variation of the red component.
    public var redRange: Double = 0
    /// Variation of the green component.
    public var greenRange: Double = 0
    /// Variation of the blue component.
    public var blueRange: Double = 0
    /// Variation of the alpha component.
    public var alphaRange: Double = 0
    /// Change of the red component per second; components are clamped to 0…1.
    public var redSpeed: Double = 0
    /// Change of the green component per second.
    public var greenSpeed: Double = 0
    /// Change of the blue component per second.
    public var blueSpeed: Double = 0
    /// Change of the alpha component per second.
    public var alphaSpeed: Double = 0
    /// The texture's name in `assets/textures` (without `.png`). A cell without contents
    /// simulates but draws nothing, as in Core Animation.
    public var contents: String?
    /// The sub-rectangle of the texture to draw, [x, y, width, height] in unit coordinates.
    public var contentsRect: SIMD4<Double> = [0, 0, 1, 1]
    /// Cells emitted by each particle of this cell. Decoded and validated; not yet simulated.
    public var emitterCells: [EmitterCell] = []

    /// A cell with Core Animation's defaults: it emits nothing until ``birthRate`` and
    /// ``lifetime`` are set.
    public init() {}
}
