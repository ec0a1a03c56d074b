extension String {
    /// The string with every control character (C0, DEL, C1, and the Unicode line and
    /// paragraph separators) written as `\u{XX}`, so that a key, a name or a path taken from
    /// a file or a command line cannot break or forge a line of a message.
    package var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.mustEscape) else { return self }
        var escaped = ""
        for scalar in unicodeScalars {
            if Self.mustEscape(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\u{" + String(repeating: "0", count: max(0, 2 - hex.count)) + hex + "}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// Whether `scalar` must be escaped in a message: a control character or a line or
    /// paragraph separator.
    private static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
