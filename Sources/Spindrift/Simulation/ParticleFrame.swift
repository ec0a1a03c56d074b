/// What one frame draws, backend-neutral: every cell's live particles with the cell's draw
/// settings, in the program's order (a cell before its sub-cells), and how they are ordered
/// and composited.
public struct ParticleFrame {
    /// How particles are ordered and composited.
    public let renderMode: RenderMode
    /// The cells, in draw order; ``CompiledCell/draws`` says which are drawn.
    public let cells: [CompiledCell]
    /// Each cell's particles, by the cell's index.
    package let stores: [ParticleStore]
    /// The local time, in seconds, at which positions are evaluated (motion is closed-form).
    public let time: Double
}
