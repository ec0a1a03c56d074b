/// How a cell's particles reach the screen in the OpenGL window.
package enum DrawingPath: Equatable, Sendable {
    /// The cell draws nothing (disabled, or no image).
    case hidden
    /// Each particle is uploaded once, at birth, and the vertex shader evaluates its sprite
    /// every frame (``ResidentLayer``).
    case gpuResident
    /// The CPU writes every live particle's sprite every frame (``RenderBatch``), for the
    /// reason given.
    case cpuBatch(CPUBatchReason)

    /// Why a cell takes the CPU batch.
    package enum CPUBatchReason: String, Sendable {
        /// The layer's particles are sorted by depth every frame.
        case backToFront = "back to front"
        /// Its motion is integrated step by step (fields, polar motion): no closed form.
        case integrated = "integrated motion"
        /// One of its curves over life has more than ``ShaderCurves/maximumBufferValues`` values:
        /// the shader does not evaluate it.
        case curves = "curves over life"
        /// The layer orders particles by age across several cells: one sort of all of them.
        case ordersAcrossCells = "age order across cells"
        /// The cell holds more particles than a ring the GPU can read (``ResidentLayer/maximumSlots``).
        case beyondGPUBuffer = "more particles than a GPU buffer holds"
        /// The GPU-resident path is off (`--gpu-resident off`, the SDL renderer, `render`).
        case switchedOff = "GPU-resident path off"
        /// `--gpu-resident auto` timed the CPU batch faster on this machine (``RendererTrial``).
        case measuredFaster = "faster here than GPU-resident"
    }

    /// The path in a few words, for the HUD.
    package var summary: String {
        switch self {
        case .hidden: "not drawn"
        case .gpuResident: "GPU-resident"
        case .cpuBatch(let reason): "CPU batch (\(reason.rawValue))"
        }
    }

    /// The path of each cell of `frame`, given their appearances (nil for cells that draw
    /// nothing), when the GPU-resident path is `enabled`; else every drawn cell takes the CPU
    /// batch for `offReason`.
    package static func paths(
        of frame: ParticleFrame, appearances: [SpriteAppearance?], enabled: Bool, offReason: CPUBatchReason = .switchedOff
    ) -> [DrawingPath] {
        var paths: [DrawingPath] = []
        assign(&paths, of: frame, appearances: appearances, enabled: enabled, offReason: offReason)
        return paths
    }

    /// Makes `paths` the path of each cell of `frame` (``paths(of:appearances:enabled:)``),
    /// reusing its storage: this runs every frame.
    package static func assign(
        _ paths: inout [DrawingPath], of frame: ParticleFrame, appearances: [SpriteAppearance?], enabled: Bool,
        offReason: CPUBatchReason = .switchedOff
    ) {
        if paths.count != frame.cells.count { paths = Array(repeating: .hidden, count: frame.cells.count) }
        for cell in frame.cells.indices {
            // The cell's few facts read in place: a compiled cell copied out retains every
            // reference it holds.
            let facts = CellFacts(
                isEnabled: frame.cells[cell].compiled.isEnabled, isIntegrated: frame.cells[cell].compiled.motion != nil,
                hasCurvesBeyondShader: frame.cells[cell].compiled.parameters.curves.map { !$0.hasShaderTables } ?? false)
            paths[cell] = path(
                of: facts, drawn: appearances[cell] != nil, mode: frame.renderMode, enabled: enabled, offReason: offReason)
        }
        // Drawn ring after ring, cells would not interleave by age as the CPU batch's sort does.
        let sorted = frame.renderMode == .oldestFirst || frame.renderMode == .oldestLast
        if sorted, paths.count(where: { $0 != .hidden }) > 1 {
            for cell in paths.indices where paths[cell] == .gpuResident { paths[cell] = .cpuBatch(.ordersAcrossCells) }
        }
    }

    /// What the path of a cell depends on.
    private struct CellFacts {
        let isEnabled: Bool
        /// Its motion is integrated step by step (``CompiledCell/motion``).
        let isIntegrated: Bool
        /// It has a curve over life the shader does not evaluate (``LifeCurves/hasShaderTables``).
        let hasCurvesBeyondShader: Bool
    }

    /// The path of `cell`, drawn or not, in a layer of `mode`, on its own.
    private static func path(
        of cell: CellFacts, drawn: Bool, mode: RenderMode, enabled: Bool, offReason: CPUBatchReason
    ) -> DrawingPath {
        guard drawn, cell.isEnabled else { return .hidden }
        guard enabled else { return .cpuBatch(offReason) }
        if mode == .backToFront { return .cpuBatch(.backToFront) }
        if cell.isIntegrated { return .cpuBatch(.integrated) }
        if cell.hasCurvesBeyondShader { return .cpuBatch(.curves) }
        return .gpuResident
    }
}
