/// Edits a JSON text in place: values' texts are replaced and members added, every other
/// byte (layout, key order, numbers as written) stays as it was. Edits name the values of
/// the document parsed from the same bytes (``JSONNode/parse(_:)``).
package struct JSONTextEditor {
    /// The original text.
    package let bytes: [UInt8]
    /// The text replacing each range, in the order given; an empty range is an insertion.
    private var replacements: [(range: Range<Int>, text: String)] = []

    /// An editor of `bytes`.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Replaces the text of `node` with `text` (a second replacement of the same value wins).
    package mutating func replace(_ node: JSONNode, with text: String) {
        replacements.removeAll { $0.range == node.range && !$0.range.isEmpty }
        replacements.append((node.range, text))
    }

    /// Adds the member `key`: `text` after the last member of `object`, laid out like the
    /// members before it: the same separator (`,` and the line break and indentation, or a
    /// space) and the same spacing around the colon. Members added to one object keep their order.
    package mutating func insert(key: String, text: String, into object: JSONNode) {
        let members = object.members
        let member = "\"\(key)\"" + (members.last.map { string(from: $0.keyRange.upperBound, to: $0.value.range.lowerBound) } ?? ": ")
            + text
        guard let last = members.last else {
            // An empty object: the member goes after `{`, on its own line when the braces are on two.
            let opening = object.range.lowerBound + 1
            let inside = string(from: opening, to: object.range.upperBound - 1)
            let prefix = inside.contains("\n") ? "\n" + indentation(ofLineAt: object.range.upperBound - 1) + "  "
                : inside.isEmpty ? "" : " "
            replacements.append((opening..<opening, prefix + member))
            return
        }
        let separator = members.count > 1
            ? string(from: members[members.count - 2].value.range.upperBound, to: last.keyRange.lowerBound)
            : "," + string(from: object.range.lowerBound + 1, to: last.keyRange.lowerBound)
        let end = last.value.range.upperBound
        replacements.append((end..<end, separator + member))
    }

    /// The edited text, ending with a line feed.
    package var text: [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + replacements.reduce(0) { $0 + $1.text.utf8.count })
        var cursor = 0
        // A stable sort keeps insertions at one place in the order they were made.
        for replacement in replacements.enumerated().sorted(by: { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }) {
            output += bytes[cursor..<replacement.element.range.lowerBound]
            output += Array(replacement.element.text.utf8)
            cursor = replacement.element.range.upperBound
        }
        output += bytes[cursor...]
        if output.last != UInt8(ascii: "\n") { output.append(UInt8(ascii: "\n")) }
        return output
    }

    /// The original text between two offsets.
    private func string(from start: Int, to end: Int) -> String {
        String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    /// The spaces and tabs that start the line holding the byte at `offset`.
    private func indentation(ofLineAt offset: Int) -> String {
        let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        return String(decoding: bytes[lineStart...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }, as: UTF8.self)
    }
}
