extension String {
    /// The string as one CSV field (RFC 4180): as it is, unless it holds a comma, a double
    /// quote, a carriage return or a line feed; then between double quotes, each inner
    /// double quote doubled. Every text field of a CSV dump goes through here, so that a name
    /// cannot add or split a column or a row.
    package var csvField: String {
        guard utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 13 || $0 == 10 }) else {
            return self
        }
        var field = "\""
        for scalar in unicodeScalars {
            if scalar == "\"" { field += "\"\"" } else { field.unicodeScalars.append(scalar) }
        }
        return field + "\""
    }
}
