extension PropertyTable {
    /// Every spelling of every declared key, in declaration order.
    package static var keys: [String] { properties.flatMap(\.spellings) }

    /// The declaration of the key spelled `name` (or an alias of it).
    package static func property(named name: String) -> PropertyDeclaration<Self>? {
        properties.first { $0.spellings.contains(name) }
    }

    /// Decodes the declared keys of the object `decoder` is on, keeping the default for every
    /// absent key. Unknown keys are problems (or, when `ignored` says what Spindrift does with
    /// them instead, notices) unless they are in `alsoKnown` or `checkingUnknownKeys` is false;
    /// a key given in two spellings (`enabled` and `isEnabled`) is a problem.
    init(
        decodingPropertiesFrom decoder: any Decoder, alsoKnown: Set<String> = [], ignored: [String: String] = [:],
        checkingUnknownKeys: Bool = true
    ) throws {
        let container = try decoder.descriptionContainer(
            known: Set(Self.keys).union(alsoKnown), ignored: ignored, checkingUnknownKeys: checkingUnknownKeys)
        self.init()
        for property in Self.properties {
            let present = property.spellings.map(ConfigurationKey.init(stringValue:)).filter(container.contains)
            guard let first = present.first else { continue }
            if present.count > 1 {
                try container.reject(
                    present[1], "'\(first.stringValue)' and '\(present[1].stringValue)' are the same property: give one")
            }
            try property.decode(container, first, &self)
        }
    }

    /// Encodes the declared keys, in declaration order, as each one's ``WriteBack`` says.
    func encodeProperties(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ConfigurationKey.self)
        for property in Self.properties {
            try property.encode(&container, ConfigurationKey(stringValue: property.key), self)
        }
    }

    /// Calls `body` with every number of the declared numeric keys, by key in declaration
    /// order, with the component index for vectors (nil for scalars).
    package func forEachNumber(_ body: (_ key: String, _ component: Int?, _ value: Double) -> Void) {
        for property in Self.properties where property.isNumeric {
            let lanes = property.read(self)
            let isVector = if case .vector = property.kind { true } else { false }
            for component in 0..<property.componentCount {
                body(property.key, isVector ? component : nil, lanes[component])
            }
        }
    }

    /// Every number outside its key's ``PropertyBounds``, with its JSON path under `prefix`
    /// (`emitterCells[0].`), in declaration order.
    func boundsProblems(prefix: String) -> [ConfigurationError.Problem] {
        var problems: [ConfigurationError.Problem] = []
        for property in Self.properties where property.bounds != .any {
            let numbers = property.numbers(self)
            let isVector = if case .vector = property.kind { true } else { false }
            for (component, value) in numbers.enumerated() {
                guard let reason = property.bounds.violation(value, whole: property.kind == .integer) else { continue }
                let path = prefix + property.key + (isVector ? "[\(component)]" : "")
                problems.append(.init(path: path, reason: reason))
            }
        }
        return problems
    }
}
