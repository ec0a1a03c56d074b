/// A particle emitter, as `CAEmitterLayer`: where particles are born, how they are drawn,
/// the multipliers applied to every cell, its timing and its ``emitterCells``.
///
/// Units: points, seconds, radians. Local time follows `CAMediaTiming`:
/// t = (now − ``beginTime``) × ``speed`` + ``timeOffset``.
public struct EmitterLayer: Sendable, Equatable, Codable {
    /// The shape particles are born on.
    public var emitterShape: EmitterShape = .point
    /// Which part of the shape particles are born on.
    public var emitterMode: EmitterMode = .volume
    /// The centre of the shape [x, y], in ``emitterUnits``.
    public var emitterPosition: SIMD2<Double> = [0, 0]
    /// The centre's z, in points.
    public var emitterZPosition: Double = 0
    /// The shape's size [width, height], in ``emitterUnits``.
    public var emitterSize: SIMD2<Double> = [0, 0]
    /// The cuboid's depth along z, in points.
    public var emitterDepth: Double = 0
    /// Units of ``emitterPosition`` and ``emitterSize`` (a Spindrift extension).
    public var emitterUnits: EmitterUnits = .points
    /// How particles are ordered and composited.
    public var renderMode: RenderMode = .unordered
    /// The random seed; the same seed gives the same particles.
    public var seed: UInt32 = 0
    /// Multiplies every cell's birth rate.
    public var birthRate: Double = 1
    /// Multiplies every new particle's lifetime.
    public var lifetime: Double = 1
    /// Multiplies every new particle's velocity.
    public var velocity: Double = 1
    /// Multiplies every new particle's scale and its cell's scale speed.
    public var scale: Double = 1
    /// Multiplies every new particle's spin.
    public var spin: Double = 1
    /// Parent time at which the simulation starts, in seconds.
    public var beginTime: Double = 0
    /// Local time at the start, in seconds: a positive offset pre-warms the emitter.
    public var timeOffset: Double = 0
    /// Local seconds per parent second: 0 pauses, 2 runs twice as fast.
    public var speed: Double = 1
    /// The most particles alive at once, all cells together (a Spindrift extension).
    public var maxParticles: Int = EmitterLayer.defaultMaxParticles
    /// What is emitted, drawn in this order.
    public var emitterCells: [EmitterCell] = []
    /// The `CALayer` properties: placement in the window, transform, opacity, clipping,
    /// order among sibling layers (written as keys of the layer itself).
    public var layerProperties = LayerProperties()
    /// Core Animation animations of the layer's and its cells' properties, on the layer's
    /// local time, applied in order (a later one overrides an earlier one of the same
    /// property unless it is additive).
    public var animations: [LayerAnimation] = []

    /// The default ``maxParticles``.
    public static let defaultMaxParticles = 2_000_000
    /// The largest accepted ``maxParticles``: 64 bytes each, 6.4 GB.
    public static let maxParticlesLimit = 100_000_000

    /// A layer with Core Animation's defaults and no cells.
    public init() {}
}
