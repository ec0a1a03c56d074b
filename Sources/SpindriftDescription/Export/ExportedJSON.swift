import Foundation

/// A JSON value of an encoded description: what `spindrift export` reads, so that the code
/// it writes sets exactly the keys that saving writes.
indirect enum ExportedJSON: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([ExportedJSON])
    case object([String: ExportedJSON])

    /// `value` encoded as its description writes it.
    init<Value: Encodable>(encoding value: Value) throws {
        self = try JSONDecoder().decode(Self.self, from: JSONEncoder().encode(value))
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let elements = try? container.decode([ExportedJSON].self) {
            self = .array(elements)
        } else {
            self = .object(try container.decode([String: ExportedJSON].self))
        }
    }

    /// The member `key` of an object; nil for other values.
    subscript(key: String) -> ExportedJSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The elements of an array; empty for other values.
    var elements: [ExportedJSON] {
        if case .array(let elements) = self { return elements }
        return []
    }

    /// The string, when it is one.
    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number, when it is one.
    var number: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The numbers of an array of numbers, or the number itself.
    var numbers: [Double] {
        if let number { return [number] }
        return elements.compactMap(\.number)
    }

    /// The value as JSON text, numbers as descriptions write them.
    var text: String {
        switch self {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        case .number(let number): jsonNumber(number)
        case .string(let text): "\"\(text)\""
        case .array(let elements): "[" + elements.map(\.text).joined(separator: ", ") + "]"
        case .object(let members): "{" + members.keys.sorted().map { "\"\($0)\": \(members[$0]!.text)" }.joined(separator: ", ") + "}"
        }
    }
}
