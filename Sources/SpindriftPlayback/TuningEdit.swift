import Spindrift

/// One value set with the tuning keys: a parameter of the layer or of a cell at any depth,
/// kept as an edit on top of the file (like `--set`) so that reloading the file keeps it.
public struct TuningEdit: Equatable, Sendable, CustomStringConvertible {
    /// The tuned cell by the keys of its path from the layer (each a name, or `cell<index>`
    /// for a cell without one); empty for the layer itself.
    public var cell: [String]
    /// The parameter set.
    public var parameter: TunableParameter
    /// Its value, in the parameter's units.
    public var value: Double

    /// An edit of `parameter` of the cell at `cell` (the layer when empty).
    public init(cell: [String], parameter: TunableParameter, value: Double) {
        self.cell = cell
        self.parameter = parameter
        self.value = value
    }

    /// Whether `other` sets the same parameter of the same cell (to any value).
    func isSameParameter(as other: TuningEdit) -> Bool {
        cell == other.cell && parameter == other.parameter
    }

    /// `flake.birthRate=60`, `rocket.spark.color.red=0.5`, `layer.opacity=0.8`.
    public var description: String {
        (cell.isEmpty ? "layer" : cell.joined(separator: ".")) + ".\(parameter)=" + String(format: "%g", value)
    }

    /// The parameter's value in `layer`, nil when the cell is not there.
    func value(in layer: EmitterLayer) -> Double? {
        guard !cell.isEmpty else { return parameter.value(in: layer) }
        return tunedCell(in: layer).map(parameter.value(in:))
    }

    /// The parameter's whole value in `layer` as JSON text (every component of a vector),
    /// nil when the cell is not there.
    func jsonText(in layer: EmitterLayer) -> String? {
        guard !cell.isEmpty else { return parameter.jsonText(in: layer) }
        return tunedCell(in: layer).map(parameter.jsonText(in:))
    }

    /// The cell at ``cell`` in `layer` (which must not be empty), nil when it is not there.
    private func tunedCell(in layer: EmitterLayer) -> EmitterCell? {
        var cells = layer.emitterCells
        var found: EmitterCell?
        for key in cell {
            guard let index = Self.index(ofCell: key, in: cells) else { return nil }
            found = cells[index]
            cells = cells[index].emitterCells
        }
        return found
    }

    /// The key by which a cell list names its cell at `index`.
    static func key(ofCell index: Int, in cells: [EmitterCell]) -> String {
        CellPath.label(name: cells[index].name, index: index)
    }

    /// The index of the cell that `cells` names `key`.
    private static func index(ofCell key: String, in cells: [EmitterCell]) -> Int? {
        cells.indices.first { Self.key(ofCell: $0, in: cells) == key }
    }

    /// Applies the edit to `layer`; false when it names no cell there.
    func apply(to layer: inout EmitterLayer) -> Bool {
        guard !cell.isEmpty else {
            parameter.write(value, into: &layer)
            return true
        }
        return Self.update(&layer.emitterCells, at: cell[...]) { parameter.write(value, into: &$0) }
    }

    /// Runs `body` on the cell at `path` among `cells`; false when no cell is there.
    private static func update(_ cells: inout [EmitterCell], at path: ArraySlice<String>, _ body: (inout EmitterCell) -> Void) -> Bool {
        guard let key = path.first, let index = index(ofCell: key, in: cells) else {
            return false
        }
        guard path.count > 1 else {
            body(&cells[index])
            return true
        }
        return update(&cells[index].emitterCells, at: path.dropFirst(), body)
    }
}
