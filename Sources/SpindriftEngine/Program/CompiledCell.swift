/// One cell of an ``EmitterProgram``: its identity, its place in the tree, its description
/// and its resolved parameters.
public struct CompiledCell: Sendable {
    /// The cell's key path: its identity across reloads.
    public let path: CellPath
    /// The cell's index in ``EmitterProgram/cells``.
    public let index: Int
    /// The index of the cell whose particles emit this one; nil for a top-level cell.
    public let parent: Int?
    /// The indices of the cell's sub-cells, in order.
    public internal(set) var children: [Int] = []
    /// The cell as described (its ``EmitterCell/emitterCells`` are compiled separately).
    public let cell: EmitterCell
    /// Whether the cell and every ancestor are enabled.
    package let isEnabled: Bool
    /// The cell's values under the layer's multipliers.
    package let parameters: CellParameters
    /// The most of this cell's particles alive at once: its share of the layer's
    /// ``EmitterLayer/maxParticles``.
    public internal(set) var particleLimit = 0
    /// The longest a particle of this cell, or any particle it begets, can live after the
    /// cell's birth: births older than this leave nothing alive.
    public internal(set) var reach = 0.0
    /// The cell's birth rate over time when animations change it (its own or the layer's
    /// multiplier); nil when it is constant, ``CellParameters/birthRate``.
    public internal(set) var rateProfile: RateProfile?
    /// Where the cell is in the description's JSON, such as `emitterCells[0].emitterCells[2]`.
    public let jsonPath: String
    /// The path's key, part of every particle's identity.
    let pathKey: UInt64
    /// How the cell's particles move when not in closed form under constant acceleration
    /// (integrated forces, polar motion); nil for most cells.
    package let motion: CellMotion?

    init(
        path: CellPath, jsonPath: String, index: Int, parent: Int?, cell: EmitterCell, isEnabled: Bool,
        parameters: CellParameters, seed: UInt32
    ) {
        self.path = path
        self.jsonPath = jsonPath
        self.index = index
        self.parent = parent
        self.cell = cell
        self.isEnabled = isEnabled
        self.parameters = parameters
        self.pathKey = path.stableKey
        motion = CellMotion(cell: cell, parameters: parameters, cellKey: pathKey, seed: seed, isSubCell: parent != nil)
    }

    /// Whether the cell's particles are drawn: it is enabled and has contents.
    public var draws: Bool { isEnabled && cell.contents != nil }
}
