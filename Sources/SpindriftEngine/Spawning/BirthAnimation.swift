/// What animations change in the values a cell's particles read at birth: the cell's own
/// properties (`emitterCells.NAME.velocity`, `.color`, …), the layer's multipliers
/// (`lifetime`, `velocity`, `scale`, `spin`) and the emitter's geometry (`emitterPosition`,
/// `emitterZPosition`, `emitterSize`, `emitterDepth`). A particle takes their presentation
/// values at its own birth time, so the factory stays a function of ordinal and birth time.
/// A class: a factory holds one reference, however large the described cell and layer are.
final class BirthAnimation: Sendable {
    /// The cell and the layer as described, into which animated values are written.
    private let cell: EmitterCell
    private let layer: EmitterLayer
    /// The viewport in points, for viewport units.
    private let viewport: SIMD2<Double>
    private let cellTracks: [(property: AnimatableProperty<EmitterCell>, track: AnimationTrack)]
    private let layerTracks: [(property: AnimatableProperty<EmitterLayer>, track: AnimationTrack)]
    /// Whether any animated layer property is part of the emitter's geometry.
    let movesEmitter: Bool

    /// The layer keys that make up the emitter's geometry.
    private static let geometryKeys: Set<String> = ["emitterPosition", "emitterZPosition", "emitterSize", "emitterDepth"]

    /// The birth-time animations of `cell` in `animations`; nil when none changes what its
    /// particles read at birth.
    init?(cell: CompiledCell, layer: EmitterLayer, animations: AnimationSet, viewport: SIMD2<Double>) {
        var cellTracks: [(property: AnimatableProperty<EmitterCell>, track: AnimationTrack)] = []
        var layerTracks: [(property: AnimatableProperty<EmitterLayer>, track: AnimationTrack)] = []
        for (target, track) in animations.tracks.sorted(by: { $0.key.description < $1.key.description })
        where target.effect == .birth {
            if target.cell == nil, let property = EmitterLayer.animatableProperties.first(where: { $0.key == target.key }) {
                layerTracks.append((property, track))
            } else if target.cell == cell.path,
                      let property = EmitterCell.animatableProperties.first(where: { $0.key == target.key }) {
                cellTracks.append((property, track))
            }
        }
        // A sub-cell is born at its parent: the emitter's geometry does not reach it.
        if cell.parent != nil { layerTracks.removeAll { Self.geometryKeys.contains($0.property.key) } }
        guard !cellTracks.isEmpty || !layerTracks.isEmpty else { return nil }
        self.cell = cell.cell
        self.layer = layer
        self.viewport = viewport
        self.cellTracks = cellTracks
        self.layerTracks = layerTracks
        movesEmitter = layerTracks.contains { Self.geometryKeys.contains($0.property.key) }
    }

    /// The cell's parameters, and the emitter's geometry when it moves, at layer local time
    /// `time` (seconds): turned by what an `emitterPosition` path's rotation mode adds then.
    func resolved(at time: Double) -> (parameters: CellParameters, geometry: EmissionGeometry?) {
        var cell = self.cell
        var layer = self.layer
        for (property, track) in cellTracks { property.write(&cell, track.value(at: time)) }
        for (property, track) in layerTracks { property.write(&layer, track.value(at: time)) }
        guard movesEmitter else { return (CellParameters(cell: cell, layer: layer), nil) }
        var geometry = EmissionGeometry(layer: layer, viewport: viewport)
        geometry.turn = layerTracks.reduce(0) { $0 + $1.track.rotation(at: time) }
        return (CellParameters(cell: cell, layer: layer), geometry)
    }
}
