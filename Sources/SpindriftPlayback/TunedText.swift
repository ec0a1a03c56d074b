import Spindrift

/// Writes tuning edits into a description's own text: each tuned value replaces the text of
/// its key's value where the file spells it (under an alias too: `isEnabled`), one
/// component of a vector written as an array of as many numbers; a key the file leaves out
/// is added at the end of its cell (or layer), laid out like its siblings. Every other byte
/// stays as the file has it.
enum TunedText {
    /// `bytes` (a description: one layer, or a scene whose first layer was tuned) with
    /// `edits` written in, each to its value in `tuned` (the first layer as tuned); nil when
    /// the bytes are not JSON or an edit names a cell they do not have.
    static func applying(_ edits: [TuningEdit], tuned: EmitterLayer, to bytes: [UInt8]) -> [UInt8]? {
        guard let root = JSONNode.parse(bytes) else { return nil }
        let layer = root["sublayers"]?.elements.first ?? root
        var editor = JSONTextEditor(bytes)
        for edit in edits {
            guard let object = cellObject(at: edit.cell, in: layer), let wholeText = edit.jsonText(in: tuned) else { return nil }
            let spellings = edit.parameter.spellings(inLayer: edit.cell.isEmpty)
            guard let member = object.members.first(where: { spellings.contains($0.key) }) else {
                editor.insert(key: edit.parameter.key, text: wholeText, into: object)
                continue
            }
            let elements = member.value.elements
            if let component = edit.parameter.component, elements.count == edit.parameter.componentCount {
                editor.replace(elements[component], with: jsonNumber(edit.value))
            } else {
                editor.replace(member.value, with: wholeText)
            }
        }
        return editor.text
    }

    /// The object of the cell whose keys are `path` under `layer` (the layer itself for an
    /// empty path); a cell is keyed by its name, else `cell<index>`, as ``TuningEdit/cell`` is.
    private static func cellObject(at path: [String], in layer: JSONNode) -> JSONNode? {
        var object = layer
        for key in path {
            let cells = object["emitterCells"]?.elements ?? []
            guard let index = cells.indices.first(where: { index in
                let name = if case .string(let name) = cells[index]["name"]?.content { name } else { String?.none }
                return CellPath.label(name: name, index: index) == key
            }) else { return nil }
            object = cells[index]
        }
        return object
    }
}
