/// What an emitter emits: one kind of particle, as `CAEmitterCell`.
///
/// Units: points, seconds, radians, per second. Every `…Range` gives a value uniformly
/// distributed in value ± range/2 (value + (u − 0.5) × range, as Core Animation's header
/// says), one draw per ranged value, except ``emissionRange``, the full angle of the
/// emission cone.
///
/// A cell adopts `CAMediaTiming`: it emits only inside its active window, measured on its
/// parent's time (the layer's local time for a top-level cell, the parent particle's age for
/// a sub-cell).
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
    /// Angle of the emission direction out of the x-y plane, in radians: the direction is
    /// (cos lat·cos lon, cos lat·sin lon, −sin lat) before it is turned onto the shape's base
    /// direction.
    public var emissionLatitude: Double = 0
    /// Angle of the emission direction in the x-y plane from the base direction, in radians.
    /// The base is +x for most shapes (with y growing downward, π/2 points down the screen),
    /// −y (up the screen) for a line, and the outward normal for outlines and shells.
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
    /// Initial scale of the contents, multiplied by the layer's ``EmitterLayer/scale`` (and a
    /// sub-cell's by its parent's current scale). A negative scale draws the image at |scale|
    /// rotated 180°.
    public var scale: Double = 1
    /// Variation of ``scale``.
    public var scaleRange: Double = 0
    /// Change of scale per second (not multiplied by the layer's scale).
    public var scaleSpeed: Double = 0
    /// Rotation speed in radians per second, multiplied by the layer's ``EmitterLayer/spin``.
    public var spin: Double = 0
    /// Variation of ``spin``, in radians per second.
    public var spinRange: Double = 0
    /// The tint [red, green, blue, alpha], each in 0…1; opaque white by default. A sub-cell's
    /// birth colour is also multiplied by its parent's current colour.
    public var color: SIMD4<Double> = [1, 1, 1, 1]
    /// Variation of the red component.
    public var redRange: Double = 0
    /// Variation of the green component.
    public var greenRange: Double = 0
    /// Variation of the blue component.
    public var blueRange: Double = 0
    /// Variation of the alpha component.
    public var alphaRange: Double = 0
    /// Change of the red component per second. The particle's colour is not clamped; it is
    /// clamped to 0…1 only when drawn.
    public var redSpeed: Double = 0
    /// Change of the green component per second.
    public var greenSpeed: Double = 0
    /// Change of the blue component per second.
    public var blueSpeed: Double = 0
    /// Change of the alpha component per second.
    public var alphaSpeed: Double = 0
    /// The image: a name without `/` or `.` is an image beside the description file
    /// (`NAME.png`, `.jpg`, `.jpeg`, as an asset catalog name), else a built-in texture in
    /// `assets/textures`; a name with `/` or `.` is a PNG or JPEG file's path, relative to the
    /// description file's folder unless absolute. A cell without contents simulates but draws
    /// nothing, as in Core Animation.
    public var contents: String?
    /// The sub-rectangle of the texture to draw, [x, y, width, height] in unit coordinates.
    public var contentsRect: SIMD4<Double> = [0, 0, 1, 1]
    /// Image pixels per point: the drawn size is pixels × ``contentsRect`` fraction ÷
    /// contentsScale × |scale| points.
    public var contentsScale: Double = 1
    /// How the image is sampled where it is drawn larger than its pixels.
    public var magnificationFilter: TextureFilter = .linear
    /// How the image is sampled where it is drawn smaller than its pixels.
    public var minificationFilter: TextureFilter = .linear
    /// Parent time at which the cell's active window opens, in seconds.
    public var beginTime: Double = 0
    /// Length of one iteration of the active window, in cell seconds; 0 means forever.
    public var duration: Double = 0
    /// Cell seconds per parent second: scales the cell's emission rate and divides its
    /// particles' lifetime; motion is not scaled. 0 stops the cell's emission.
    public var speed: Double = 1
    /// Cell time at the window's opening, in seconds: shifts the phase of the births.
    public var timeOffset: Double = 0
    /// Iterations of ``duration`` in the active window (fractions allowed); 0 means one.
    public var repeatCount: Double = 0
    /// Length of the active window in cell seconds, instead of ``repeatCount``; 0 means unset.
    public var repeatDuration: Double = 0
    /// Whether each iteration plays forward then backward, doubling its length.
    public var autoreverses: Bool = false
    /// Cells emitted by every live particle of this cell, from its position, relative to its
    /// direction of motion, on its age.
    public var emitterCells: [EmitterCell] = []
    /// Spindrift's own keys, which Core Animation lacks (curves over life); nil: none.
    public var spindrift: CellExtensions?

    /// A cell with Core Animation's defaults: it emits nothing until ``birthRate`` and
    /// ``lifetime`` are set.
    public init() {}
}
