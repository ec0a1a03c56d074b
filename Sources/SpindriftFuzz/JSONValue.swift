import Spindrift

/// A JSON document as the fuzzer edits it: numbers keep their text (so `1e-45` or a 30-digit
/// integer is written exactly as chosen) and objects keep their order and repeated keys.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number, as its JSON text.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// The value at `path`, whose steps index an array's elements or an object's members.
    public func value(at path: ArraySlice<Int>) -> JSONValue? {
        guard let step = path.first else { return self }
        switch self {
        case .array(let elements) where elements.indices.contains(step):
            return elements[step].value(at: path.dropFirst())
        case .object(let members) where members.indices.contains(step):
            return members[step].value.value(at: path.dropFirst())
        default:
            return nil
        }
    }

    /// This value with the value at `path` replaced by `transform` of it.
    public func replacing(at path: ArraySlice<Int>, _ transform: (JSONValue) -> JSONValue) -> JSONValue {
        guard let step = path.first else { return transform(self) }
        switch self {
        case .array(var elements) where elements.indices.contains(step):
            elements[step] = elements[step].replacing(at: path.dropFirst(), transform)
            return .array(elements)
        case .object(var members) where members.indices.contains(step):
            members[step].value = members[step].value.replacing(at: path.dropFirst(), transform)
            return .object(members)
        default:
            return self
        }
    }

    /// The paths of every value in the document, this one (`[]`) first, in pre-order.
    public var paths: [[Int]] {
        var result: [[Int]] = [[]]
        switch self {
        case .array(let elements):
            for (index, element) in elements.enumerated() { result += element.paths.map { [index] + $0 } }
        case .object(let members):
            for (index, member) in members.enumerated() { result += member.value.paths.map { [index] + $0 } }
        default:
            break
        }
        return result
    }

    /// The member named `key` of an object (the last, if repeated).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The JSON text: compact, or indented by two spaces per level when `pretty`.
    public func text(pretty: Bool = false) -> String {
        var output = ""
        write(to: &output, pretty: pretty, level: 0)
        return output
    }

    private func write(to output: inout String, pretty: Bool, level: Int) {
        let newline = pretty ? "\n" + String(repeating: "  ", count: level + 1) : ""
        let closing = pretty ? "\n" + String(repeating: "  ", count: level) : ""
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let text): output += text
        case .string(let text): output += text.jsonQuoted
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "["
            for (index, element) in elements.enumerated() {
                output += (index == 0 ? "" : ",") + newline
                element.write(to: &output, pretty: pretty, level: level + 1)
            }
            output += closing + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{"
            for (index, member) in members.enumerated() {
                output += (index == 0 ? "" : ",") + newline
                output += member.key.jsonQuoted
                output += pretty ? ": " : ":"
                member.value.write(to: &output, pretty: pretty, level: level + 1)
            }
            output += closing + "}"
        }
    }
}
