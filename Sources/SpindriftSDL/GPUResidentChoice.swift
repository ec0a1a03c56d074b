/// Whether `spindrift play`'s OpenGL path keeps particles on the GPU from birth where their
/// cells allow (`--gpu-resident`, ``DrawingPath``).
public enum GPUResidentChoice: String, CaseIterable, Sendable {
    /// Times the trial's frames both ways on OpenGL and keeps the faster, GPU-resident within
    /// ``RendererTrial/tie`` (``RendererTrial``).
    case auto
    /// GPU-resident wherever a cell allows.
    case on
    /// Every sprite written by the CPU every frame, as the SDL renderer does.
    case off
}
