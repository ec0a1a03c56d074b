/// The measured parts of a frame.
public enum FramePhase: String, CaseIterable, Sendable {
    /// Advancing the simulation by the frame's fixed steps.
    case simulate
    /// Building the render batch.
    case build
    /// Drawing the batch and the HUD, flushed to the renderer (not waiting for vsync).
    case draw
    /// Presenting the frame: the swap, and the wait for the display's refresh under vsync.
    case present
    /// The whole interval from one frame's start to the next one's.
    case frame

    /// The phases that make up a frame, in the order they run (``frame`` is their whole).
    public static let parts: [FramePhase] = [.simulate, .build, .draw, .present]
}
