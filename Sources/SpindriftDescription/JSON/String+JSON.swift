extension String {
    /// The string as a JSON string literal, quotes included: `"` and `\` escaped with a
    /// backslash, control characters U+0000…U+001F as `\b`, `\f`, `\n`, `\r`, `\t` or
    /// `\u00xx`; everything else, `/` and non-ASCII included, as it is (RFC 8259). Every JSON
    /// string Spindrift writes by hand goes through here, so that no name can end a string
    /// early or break the document.
    package var jsonQuoted: String {
        guard unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" || $0.value < 0x20 }) else { return "\"" + self + "\"" }
        var quoted = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\u{08}": quoted += "\\b"
            case "\u{0C}": quoted += "\\f"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
