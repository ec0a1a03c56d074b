/// An element of an XML document, as the Particle Designer formats need it: its name,
/// attributes, child elements and text, and where it starts (line and column, from 1).
///
/// ``parse(_:)`` reads the XML subset these files use (a declaration, a `DOCTYPE`, comments,
/// elements, attributes, character data, `CDATA` sections and the five named entities plus
/// numeric character references) and reports a syntax error with its line and column.
package struct MarkupElement: Equatable, Sendable {
    /// The element's name.
    package var name: String
    /// The attributes, in document order.
    package var attributes: [(name: String, value: String)]
    /// The child elements, in document order.
    package var children: [MarkupElement]
    /// The character data directly inside the element, joined.
    package var text: String
    /// Where the element's `<` is: line and column, from 1.
    package var line: Int, column: Int

    /// The value of the attribute `name`, or nil.
    package func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    package static func == (lhs: MarkupElement, rhs: MarkupElement) -> Bool {
        lhs.name == rhs.name && lhs.attributes.elementsEqual(rhs.attributes) { $0 == $1 }
            && lhs.children == rhs.children && lhs.text == rhs.text && lhs.line == rhs.line && lhs.column == rhs.column
    }

    /// A syntax error: its reason, line and column (from 1).
    package struct SyntaxError: Error, Equatable, CustomStringConvertible {
        package var reason: String
        package var line: Int, column: Int
        package var description: String { "not valid XML: \(reason) at line \(line), column \(column)" }
    }

    /// The root element of the XML document in `bytes` (UTF-8).
    package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> MarkupElement {
        var reader = MarkupReader(bytes: bytes)
        return try reader.document()
    }
}

/// The parser behind ``MarkupElement/parse(_:)``: a cursor over the bytes that counts lines
/// and columns.
private struct MarkupReader {
    let bytes: [UInt8]
    var offset = 0
    var line = 1, column = 1
    /// The deepest nesting accepted, so that a hostile file cannot exhaust the stack.
    static let maximumDepth = 64

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A byte order mark is not content.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    var atEnd: Bool { offset >= bytes.count }
    var current: UInt8? { atEnd ? nil : bytes[offset] }

    func error(_ reason: String) -> MarkupElement.SyntaxError {
        MarkupElement.SyntaxError(reason: reason, line: line, column: column)
    }

    mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where !atEnd {
            if bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if bytes[offset] & 0xC0 != 0x80 {
                // Columns count characters: UTF-8 continuation bytes add none.
                column += 1
            }
            offset += 1
        }
    }

    func looking(at text: String) -> Bool {
        bytes[offset...].starts(with: text.utf8)
    }

    mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
    }

    /// Skips past `terminator`, or throws `reason` at the end of the document.
    mutating func skip(past terminator: String, _ reason: String) throws(MarkupElement.SyntaxError) {
        while !atEnd {
            if looking(at: terminator) {
                advance(terminator.utf8.count)
                return
            }
            advance()
        }
        throw error(reason)
    }

    /// Comments, processing instructions and the document type, with the space between them.
    mutating func skipMisc() throws(MarkupElement.SyntaxError) {
        while true {
            skipSpace()
            if looking(at: "<!--") {
                try skip(past: "-->", "unterminated comment")
            } else if looking(at: "<?") {
                try skip(past: "?>", "unterminated processing instruction")
            } else if looking(at: "<!DOCTYPE") {
                try skip(past: ">", "unterminated DOCTYPE")
            } else {
                return
            }
        }
    }

    mutating func document() throws(MarkupElement.SyntaxError) -> MarkupElement {
        try skipMisc()
        guard current == UInt8(ascii: "<") else {
            throw error(atEnd ? "no root element" : "expected '<' to open the root element")
        }
        let root = try element(depth: 0)
        try skipMisc()
        guard atEnd else { throw error("content after the root element") }
        return root
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"), 0x80...:
            true
        default: false
        }
    }

    mutating func name() throws(MarkupElement.SyntaxError) -> String {
        let start = offset
        while let byte = current, Self.isNameByte(byte) { advance() }
        guard offset > start, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start]),
              bytes[start] != UInt8(ascii: "-"), bytes[start] != UInt8(ascii: ".")
        else { throw error("expected a name") }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// The element whose `<` is at the cursor.
    mutating func element(depth: Int) throws(MarkupElement.SyntaxError) -> MarkupElement {
        guard depth < Self.maximumDepth else { throw error("elements nested more than \(Self.maximumDepth) deep") }
        let (startLine, startColumn) = (line, column)
        advance()
        var element = MarkupElement(name: try name(), attributes: [], children: [], text: "", line: startLine, column: startColumn)
        while true {
            let hadSpace = current.map { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } ?? false
            skipSpace()
            if looking(at: "/>") {
                advance(2)
                return element
            }
            if current == UInt8(ascii: ">") {
                advance()
                break
            }
            guard !atEnd else { throw error("unterminated tag <\(element.name)>") }
            guard hadSpace else { throw error("expected space, '>' or '/>' in tag <\(element.name)>") }
            let attributeName = try name()
            if element.attribute(attributeName) != nil { throw error("attribute '\(attributeName)' repeated") }
            skipSpace()
            guard current == UInt8(ascii: "=") else { throw error("expected '=' after attribute '\(attributeName)'") }
            advance()
            skipSpace()
            guard let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                throw error("expected a quoted value for attribute '\(attributeName)'")
            }
            advance()
            var value = ""
            while current != quote {
                guard let byte = current else { throw error("unterminated value of attribute '\(attributeName)'") }
                if byte == UInt8(ascii: "<") { throw error("'<' in the value of attribute '\(attributeName)'") }
                value += try character()
            }
            advance()
            element.attributes.append((attributeName, value))
        }
        // Content, up to the matching end tag.
        while true {
            guard !atEnd else { throw error("missing </\(element.name)>") }
            if looking(at: "</") {
                let (endLine, endColumn) = (line, column)
                advance(2)
                let closing = try name()
                skipSpace()
                guard closing == element.name else {
                    throw MarkupElement.SyntaxError(
                        reason: "</\(closing)> does not close <\(element.name)> (line \(element.line))", line: endLine, column: endColumn)
                }
                guard current == UInt8(ascii: ">") else { throw error("expected '>' to end </\(closing)>") }
                advance()
                return element
            } else if looking(at: "<!--") {
                try skip(past: "-->", "unterminated comment")
            } else if looking(at: "<![CDATA[") {
                advance(9)
                let start = offset
                try skip(past: "]]>", "unterminated CDATA section")
                element.text += String(decoding: bytes[start..<(offset - 3)], as: UTF8.self)
            } else if looking(at: "<?") {
                try skip(past: "?>", "unterminated processing instruction")
            } else if current == UInt8(ascii: "<") {
                element.children.append(try self.element(depth: depth + 1))
            } else {
                element.text += try character()
            }
        }
    }

    /// One character of text or an attribute value, with its references resolved.
    mutating func character() throws(MarkupElement.SyntaxError) -> String {
        guard current == UInt8(ascii: "&") else {
            let start = offset
            advance()
            while let byte = current, byte & 0xC0 == 0x80 { advance() }
            return String(decoding: bytes[start..<offset], as: UTF8.self)
        }
        let start = offset
        guard let end = bytes[offset...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw error("'&' that starts no reference (write &amp;)")
        }
        let reference = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        var resolved = named[reference]
        if resolved == nil, reference.hasPrefix("#") {
            let digits = reference.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            resolved = value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
        guard let resolved else { throw error("unknown reference '&\(reference);'") }
        advance(end + 1 - start)
        return resolved
    }
}
