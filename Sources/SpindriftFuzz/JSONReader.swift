/// Reads JSON text into a `JSONValue`, keeping numbers' text, members' order and repeated
/// keys. Strict RFC 8259, at most 200 levels deep; `nil` for anything else.
public struct JSONReader {
    private let bytes: [UInt8]
    private var position = 0

    /// The document in `bytes`, or `nil` when they are not one JSON value.
    public static func parse(_ bytes: [UInt8]) -> JSONValue? {
        var reader = JSONReader(bytes: bytes)
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        return reader.position == bytes.count ? value : nil
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    private mutating func consume(_ literal: String) -> Bool {
        let expected = Array(literal.utf8)
        guard position + expected.count <= bytes.count, Array(bytes[position..<position + expected.count]) == expected
        else { return false }
        position += expected.count
        return true
    }

    private mutating func value(depth: Int) -> JSONValue? {
        guard depth < 200 else { return nil }
        skipSpace()
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            var members: [JSONMember] = []
            skipSpace()
            if consume("}") { return .object([]) }
            repeat {
                skipSpace()
                guard let key = string() else { return nil }
                skipSpace()
                guard consume(":"), let element = value(depth: depth + 1) else { return nil }
                members.append(JSONMember(key, element))
                skipSpace()
            } while consume(",")
            return consume("}") ? .object(members) : nil
        case UInt8(ascii: "["):
            position += 1
            var elements: [JSONValue] = []
            skipSpace()
            if consume("]") { return .array([]) }
            repeat {
                guard let element = value(depth: depth + 1) else { return nil }
                elements.append(element)
                skipSpace()
            } while consume(",")
            return consume("]") ? .array(elements) : nil
        case UInt8(ascii: "\""):
            return string().map { .string($0) }
        case UInt8(ascii: "t"): return consume("true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return consume("false") ? .bool(false) : nil
        case UInt8(ascii: "n"): return consume("null") ? .null : nil
        default:
            let start = position
            let numberBytes = Set("+-0123456789.eE".utf8)
            while position < bytes.count, numberBytes.contains(bytes[position]) { position += 1 }
            guard position > start, let text = String(bytes: bytes[start..<position], encoding: .utf8),
                  Double(text) != nil else { return nil }
            return .number(text)
        }
    }

    private mutating func string() -> String? {
        guard consume("\"") else { return nil }
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() -> Bool {
            guard !raw.isEmpty else { return true }
            guard let text = String(bytes: raw, encoding: .utf8) else { return false }
            scalars.append(contentsOf: text.unicodeScalars)
            raw.removeAll()
            return true
        }
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard flush() else { return nil }
                return String(scalars)
            case UInt8(ascii: "\\"):
                guard flush(), position < bytes.count else { return nil }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "u"):
                    guard position + 4 <= bytes.count,
                          let code = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
                    else { return nil }
                    position += 4
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default: scalars.append(Unicode.Scalar(escape))
                }
            case 0..<0x20:
                return nil
            default:
                raw.append(byte)
            }
        }
        return nil
    }
}
