/// The animated birth rates of a program's cells: one table for the layer's animated
/// multiplier, shared (scaled) by every cell whose own rate is constant, and one per cell
/// whose own `birthRate` is animated, all within ``RateProfile/pieceBudget`` pieces together.
struct RateProfiles {
    private let layer: EmitterLayer
    private let animations: AnimationSet
    private let multiplier: AnimationTrack?
    /// The multiplier's table, unscaled (rate = the multiplier).
    private let shared: RateProfile?
    /// Pieces each table may have.
    private let piecesPerTable: Int

    init(cells: [CompiledCell], layer: EmitterLayer, animations: AnimationSet) {
        self.layer = layer
        self.animations = animations
        multiplier = animations.layerTrack("birthRate")
        let tables = cells.filter { Self.ownTrack(of: $0, in: animations) != nil }.count + 1
        let pieces = max(4096, RateProfile.pieceBudget / tables)
        piecesPerTable = pieces
        shared = multiplier.map {
            RateProfile(factors: [$0], constantFactor: 1, horizon: animations.horizon, maxPieces: pieces)
        }
    }

    private static func ownTrack(of cell: CompiledCell, in animations: AnimationSet) -> AnimationTrack? {
        animations.tracks.values.first { $0.target.cell == cell.path && $0.target.effect == .emission }
    }

    /// The rate of `cell`: its own `birthRate` times the layer's multiplier, when animations
    /// change either; nil when neither is animated or the cell is disabled.
    func profile(of cell: CompiledCell) -> RateProfile? {
        guard cell.isEnabled else { return nil }
        guard let own = Self.ownTrack(of: cell, in: animations) else {
            return shared?.scaled(by: cell.cell.birthRate)
        }
        return RateProfile(
            factors: [own, multiplier].compactMap { $0 }, constantFactor: multiplier == nil ? layer.birthRate : 1,
            horizon: animations.horizon, maxPieces: piecesPerTable)
    }
}
