import Spindrift

/// One value set with the tuning keys: a parameter of a top-level cell, kept as an edit on
/// top of the file (like `--set`) so that reloading the file keeps it.
public struct TuningEdit: Equatable, Sendable, CustomStringConvertible {
    /// The cell's name, or `cell<index>` for a cell without one (as in key paths).
    public var cell: String
    /// The parameter set.
    public var parameter: TunableParameter
    /// Its value, in the parameter's units.
    public var value: Double

    /// An edit of `parameter` of `cell`.
    public init(cell: String, parameter: TunableParameter, value: Double) {
        self.cell = cell
        self.parameter = parameter
        self.value = value
    }

    /// `cell.parameter=value`, as `--set` would take it (without `emitterCells.`).
    public var description: String {
        "\(cell).\(parameter.rawValue)=" + String(format: "%g", value)
    }

    /// The key by which `layer` names its top-level cell at `index`.
    static func key(ofCell index: Int, in layer: EmitterLayer) -> String {
        layer.emitterCells[index].name ?? "cell\(index)"
    }

    /// Applies the edit to `layer`; false when it names no cell there.
    func apply(to layer: inout EmitterLayer) -> Bool {
        guard let index = layer.emitterCells.indices.first(where: { Self.key(ofCell: $0, in: layer) == cell }) else {
            return false
        }
        layer.emitterCells[index][keyPath: parameter.keyPath] = value
        return true
    }
}
