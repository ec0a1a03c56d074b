extension JSONNode {
    /// The document in `bytes`, or nil when they are not one JSON value. Strict RFC 8259
    /// (numbers: what `Double` reads), at most 200 levels deep; numbers keep their text,
    /// objects their order and repeated keys, and every value and key its byte range.
    package static func parse(_ bytes: [UInt8]) -> JSONNode? {
        var reader = Reader(bytes: bytes)
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        return reader.position == bytes.count ? value : nil
    }

    /// A cursor over the bytes of a document.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        mutating func skipSpace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        private mutating func consume(_ literal: String) -> Bool {
            let expected = Array(literal.utf8)
            guard position + expected.count <= bytes.count, Array(bytes[position..<position + expected.count]) == expected
            else { return false }
            position += expected.count
            return true
        }

        mutating func value(depth: Int) -> JSONNode? {
            guard depth < 200 else { return nil }
            skipSpace()
            guard position < bytes.count else { return nil }
            let start = position
            guard let content = content(depth: depth) else { return nil }
            return JSONNode(content: content, range: start..<position)
        }

        private mutating func content(depth: Int) -> Content? {
            switch bytes[position] {
            case UInt8(ascii: "{"):
                position += 1
                var members: [Member] = []
                skipSpace()
                if consume("}") { return .object([]) }
                repeat {
                    skipSpace()
                    let keyStart = position
                    guard let key = string() else { return nil }
                    let keyRange = keyStart..<position
                    skipSpace()
                    guard consume(":"), let element = value(depth: depth + 1) else { return nil }
                    members.append(Member(key: key, keyRange: keyRange, value: element))
                    skipSpace()
                } while consume(",")
                return consume("}") ? .object(members) : nil
            case UInt8(ascii: "["):
                position += 1
                var elements: [JSONNode] = []
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
}
