/// How long each ``FramePhase`` of one frame took, in milliseconds.
public struct FrameTiming: Equatable, Sendable {
    /// Milliseconds per phase, indexed by the phase's position in `FramePhase.allCases`.
    private var milliseconds: SIMD8<Double> = .zero

    /// A frame with every phase at 0 ms.
    public init() {}

    /// The milliseconds spent in `phase`.
    public subscript(phase: FramePhase) -> Double {
        get { milliseconds[FramePhase.allCases.firstIndex(of: phase)!] }
        set {
            precondition(newValue >= 0 && newValue.isFinite, "a phase lasts a finite, non-negative time")
            milliseconds[FramePhase.allCases.firstIndex(of: phase)!] = newValue
        }
    }
}
