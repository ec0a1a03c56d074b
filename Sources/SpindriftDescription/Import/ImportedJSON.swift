/// A JSON value built by an importer, its object members in the order given, written
/// pretty-printed with two-space indentation.
package indirect enum ImportedJSON: Equatable, Sendable {
    case number(Double)
    case string(String)
    case array([ImportedJSON])
    case object([(String, ImportedJSON)])

    package static func == (lhs: ImportedJSON, rhs: ImportedJSON) -> Bool {
        lhs.text(indent: "") == rhs.text(indent: "")
    }

    /// The numbers as an array.
    package static func numbers(_ values: [Double]) -> ImportedJSON { .array(values.map(ImportedJSON.number)) }

    /// The value as JSON text, nested lines indented under `indent`.
    package func text(indent: String = "") -> String {
        switch self {
        case .number(let value): return jsonNumber(value)
        case .string(let value): return value.jsonQuoted
        case .array(let elements):
            if elements.allSatisfy({ if case .number = $0 { true } else { false } }) {
                return "[" + elements.map { $0.text() }.joined(separator: ", ") + "]"
            }
            let inner = indent + "  "
            return "[\n" + elements.map { inner + $0.text(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let inner = indent + "  "
            return "{\n" + members.map { inner + $0.0.jsonQuoted + ": " + $0.1.text(indent: inner) }.joined(separator: ",\n")
                + "\n" + indent + "}"
        }
    }
}
