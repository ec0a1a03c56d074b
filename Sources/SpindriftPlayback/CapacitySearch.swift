import Spindrift

/// The search for the most particles at which a frame rate holds: from the description as
/// it is (count scale 1) the scale doubles while the rate holds (halves while it does not),
/// then bisects between the largest scale that held and the smallest that did not until
/// they are within ``precision``. The caller measures each scale it is asked for and
/// records the result; the search itself knows nothing of clocks or windows, so
/// `spindrift-bench --capacity` and the `C` key of `play` share it.
public struct CapacitySearch: Equatable, Sendable {
    /// One measured scale.
    public struct Probe: Equatable, Sendable {
        /// The count scale: birth rates (and the particle cap) × it.
        public var scale: Double
        /// The particles alive while it was measured.
        public var particles: Int
        /// The mean frame rate measured, in frames per second.
        public var framesPerSecond: Double
        /// Whether the rate held: at least ``CapacitySearch/tolerance`` × the target.
        public var holds: Bool
    }

    /// The share of the target that still counts as holding it: a display's refresh jitters
    /// around its rate (a 60 Hz vsync measures 59.9).
    public static let tolerance = 0.97
    /// Bisection stops once the failing scale is within this factor of the holding one.
    public static let precision = 1.1

    /// The frame rate to hold, in frames per second.
    public let targetFramesPerSecond: Double
    /// Scales below this are not tried: a description that cannot hold the rate even so
    /// has no capacity worth the name.
    public let minimumScale: Double
    /// Scales above this are not tried (memory, or ``EmitterLayer/maxParticlesLimit``).
    public let maximumScale: Double
    /// The most particles a probe may hold (memory): probes are capped there (see
    /// ``EmitterLayer/scaledToSteadyState(by:atMost:source:)``), and a probe that holds the
    /// rate with nearly that many ends the search. Nested cells grow faster than the scale
    /// (each level's birth rate is scaled), so the scale alone does not bound the count.
    public let maximumParticles: Int
    /// The scales measured so far, in order.
    public private(set) var probes: [Probe] = []
    private var largestHolding: Double?, smallestFailing: Double?

    /// A search for the most particles at `targetFramesPerSecond` between scales
    /// `minimumScale` and `maximumScale`.
    public init(
        targetFramesPerSecond: Double, minimumScale: Double = 1.0 / 1024, maximumScale: Double,
        maximumParticles: Int = EmitterLayer.maxParticlesLimit
    ) {
        precondition(targetFramesPerSecond > 0 && targetFramesPerSecond.isFinite, "a frame rate is a positive number")
        precondition(minimumScale > 0 && minimumScale <= 1 && maximumScale >= minimumScale, "scales are positive, minimum ≤ 1")
        self.targetFramesPerSecond = targetFramesPerSecond
        self.minimumScale = minimumScale
        self.maximumScale = maximumScale
        self.maximumParticles = max(1, maximumParticles)
    }

    /// Bytes per particle that a probe may need, columns and batch together (with room to
    /// spare): the largest count tried keeps them within a quarter of the memory.
    public static let bytesPerProbedParticle = 256.0

    /// A search for the capacity of `programs` (a scene's layers) at `targetFramesPerSecond`,
    /// up to the scale whose particles would take a quarter of `memory` bytes (or
    /// ``EmitterLayer/maxParticlesLimit``); nil when they keep no particle alive.
    public init?(targetFramesPerSecond: Double, programs: [EmitterProgram], memory: UInt64 = EmitterLayer.availableMemory) {
        let baseCount = Self.baseCount(of: programs)
        guard baseCount >= 1, baseCount.isFinite else { return nil }
        let largest = min(Double(EmitterLayer.maxParticlesLimit), Double(memory) / 4 / Self.bytesPerProbedParticle)
        self.init(
            targetFramesPerSecond: targetFramesPerSecond, maximumScale: max(1, largest / baseCount),
            maximumParticles: Int(largest))
    }

    /// The particles `programs` keep alive at scale 1: their steady states, within their caps.
    public static func baseCount(of programs: [EmitterProgram]) -> Double {
        programs.reduce(0) { $0 + min($1.steadyStateNeed, Double($1.layer.maxParticles)) }
    }

    /// The mean frame rate at or above which a rate holds.
    public var holdingFramesPerSecond: Double { targetFramesPerSecond * Self.tolerance }

    /// The scale to measure next; nil once the search is done.
    public var nextScale: Double? {
        guard !reachedMaximum else { return nil }
        switch (largestHolding, smallestFailing) {
        case (nil, nil):
            return min(1, maximumScale)
        case let (held?, nil):
            return held < maximumScale ? min(2 * held, maximumScale) : nil
        case let (nil, failed?):
            return failed / 2 >= minimumScale ? failed / 2 : nil
        case let (held?, failed?):
            return failed / held > Self.precision ? (held * failed).squareRoot() : nil
        }
    }

    /// Records that `scale` ran at `framesPerSecond` with `particles` alive; returns the probe.
    @discardableResult
    public mutating func record(scale: Double, particles: Int, framesPerSecond: Double) -> Probe {
        let probe = Probe(
            scale: scale, particles: particles, framesPerSecond: framesPerSecond,
            holds: framesPerSecond >= holdingFramesPerSecond)
        probes.append(probe)
        if probe.holds {
            largestHolding = max(largestHolding ?? scale, scale)
        } else {
            smallestFailing = min(smallestFailing ?? scale, scale)
        }
        return probe
    }

    /// The probe with the most particles among those that held; nil when none did.
    public var best: Probe? {
        probes.filter(\.holds).max { $0.particles < $1.particles }
    }

    /// Whether the best probe is at the largest scale or (within 5 %) the most particles
    /// allowed: the capacity is at least that.
    public var reachedMaximum: Bool {
        best.map { $0.scale >= maximumScale || Double($0.particles) >= 0.95 * Double(maximumParticles) } ?? false
    }
}
