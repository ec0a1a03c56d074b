extension ParticleDump {
    /// One column of a dump: its CSV header and JSON key, what it holds with its unit, and
    /// how its value is read from a row. ``ParticleDump/fields`` lists them all, and the CSV
    /// and JSON writers, `spindrift simulate --help` and the fuzzer's dump inspector derive
    /// from that list.
    package struct Field: Sendable {
        /// The CSV header and the JSON key.
        package let name: String
        /// What the field holds and in which unit, for `--help`: `position x, points`.
        package let meaning: String
        /// How the value is read from a row, and so how it is written.
        let value: Value

        /// A field's reader, by the kind of value it gives.
        enum Value: Sendable {
            /// Text, written as a CSV field (RFC 4180) or a JSON string; nil is an empty CSV
            /// field and JSON's null.
            case text(@Sendable (Row) -> String?)
            /// A whole number, written in decimal.
            case integer(@Sendable (Row) -> Int64)
            /// A float, written as Swift prints it (the shortest text that reads back
            /// exactly); in JSON, null when it is not finite.
            case number(@Sendable (Row) -> Float)
        }

        /// Whether the field holds a number (whole or not) in every row.
        package var isNumeric: Bool {
            if case .text = value { false } else { true }
        }

        init(_ name: String, _ meaning: String, text: @escaping @Sendable (Row) -> String?) {
            (self.name, self.meaning, value) = (name, meaning, .text(text))
        }

        init(_ name: String, _ meaning: String, integer: @escaping @Sendable (Row) -> Int64) {
            (self.name, self.meaning, value) = (name, meaning, .integer(integer))
        }

        init(_ name: String, _ meaning: String, number: @escaping @Sendable (Row) -> Float) {
            (self.name, self.meaning, value) = (name, meaning, .number(number))
        }

        /// The value in `row` as a CSV field.
        func csv(_ row: Row) -> String {
            switch value {
            case .text(let text): (text(row) ?? "").csvField
            case .integer(let integer): "\(integer(row))"
            case .number(let number): "\(number(row))"
            }
        }

        /// The value in `row` as a JSON value.
        func json(_ row: Row) -> String {
            switch value {
            case .text(let text): text(row)?.jsonQuoted ?? "null"
            case .integer(let integer): "\(integer(row))"
            case .number(let number): ParticleDump.jsonNumber(number(row))
            }
        }
    }

    /// What a field reads: one particle and the labels of its cell, itself and its parent.
    struct Row {
        /// The cell's key path, after its layer's label and a slash in a scene.
        let cell: String
        /// The particle's identity, after the same prefix.
        let id: String
        /// The parent's identity, after the same prefix; nil at the top level.
        let parent: String?
        /// The particle's state.
        let particle: Particle
    }
}
