/// Reads CSV as RFC 4180 defines it, strictly: fields split by commas, records by LF or
/// CRLF; a field in double quotes may hold commas, quotes (doubled) and line breaks. The
/// fuzzer checks dumps with it and the tests read dumps back with it, independently of how
/// ``ParticleDump`` writes them.
package enum CSVReader {
    /// The records of `text`, each its fields unquoted; a final line break ends the last
    /// record rather than starting an empty one. Nil when the text is not CSV: a quote inside
    /// an unquoted field, text after a closing quote, or a quoted field never closed.
    package static func records(_ text: String) -> [[String]]? {
        let scalars = Array(text.unicodeScalars)
        var records: [[String]] = []
        var i = 0
        while i < scalars.count {
            var record: [String] = []
            while true {
                var field = ""
                if i < scalars.count, scalars[i] == "\"" {
                    i += 1
                    while true {
                        guard i < scalars.count else { return nil }
                        if scalars[i] != "\"" {
                            field.unicodeScalars.append(scalars[i])
                            i += 1
                        } else if i + 1 < scalars.count, scalars[i + 1] == "\"" {
                            field.unicodeScalars.append("\"")
                            i += 2
                        } else {
                            i += 1
                            break
                        }
                    }
                } else {
                    while i < scalars.count, scalars[i] != ",", scalars[i] != "\n", scalars[i] != "\r" {
                        guard scalars[i] != "\"" else { return nil }
                        field.unicodeScalars.append(scalars[i])
                        i += 1
                    }
                }
                record.append(field)
                guard i < scalars.count, scalars[i] == "," else { break }
                i += 1
            }
            if i < scalars.count {
                if scalars[i] == "\n" {
                    i += 1
                } else if scalars[i] == "\r", i + 1 < scalars.count, scalars[i + 1] == "\n" {
                    i += 2
                } else {
                    return nil
                }
            }
            records.append(record)
        }
        return records
    }
}
