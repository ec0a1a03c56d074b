import Spindrift

/// Reads JSON text into a `JSONValue`, keeping numbers' text, members' order and repeated
/// keys: the description module's reader (``JSONNode/parse(_:)``), without the positions.
public enum JSONReader {
    /// The document in `bytes`, or `nil` when they are not one JSON value.
    public static func parse(_ bytes: [UInt8]) -> JSONValue? {
        JSONNode.parse(bytes).map(JSONValue.init)
    }
}

extension JSONValue {
    /// The value `node` holds.
    init(_ node: JSONNode) {
        switch node.content {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let text): self = .number(text)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(JSONValue.init))
        case .object(let members): self = .object(members.map { JSONMember($0.key, JSONValue($0.value)) })
        }
    }
}
