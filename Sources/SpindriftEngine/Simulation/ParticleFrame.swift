/// What one frame draws, backend-neutral: every cell's live particles with the cell's draw
/// settings, in the program's order (a cell before its sub-cells), and how they are ordered
/// and composited.
public struct ParticleFrame {
    /// How particles are ordered and composited.
    public let renderMode: RenderMode
    /// The cells, in draw order, each with its particles; ``CompiledCell/draws`` says which
    /// are drawn.
    public let cells: [Cell]
    /// The local time, in seconds, at which positions are evaluated (motion is closed-form).
    public let time: Double

    /// One cell of a frame: its draw settings and its live particles.
    public struct Cell {
        /// The cell's compiled description.
        public let compiled: CompiledCell
        /// The cell's live particles.
        package let store: ParticleStore
    }
}
