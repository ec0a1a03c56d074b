import Foundation

extension PropertyDeclaration {
    /// The parts every kind of declaration shares, then how the kind reads and writes its value.
    private init(
        _ key: String, kind: PropertyKind, unit: String, summary: String, bounds: PropertyBounds,
        animation: Animatability, tuning: TuningStep?, range: String?, aliases: [String], writeBack: WriteBack,
        isExtension: Bool, swiftName: String? = nil, coreAnimationValue: CoreAnimationValue = .asKind,
        parts: [PropertyPart] = [], componentCount: Int = 0,
        read: @escaping @Sendable (Root) -> SIMD4<Double> = { _ in .zero },
        write: @escaping @Sendable (inout Root, SIMD4<Double>) -> Void = { _, _ in },
        decode: @escaping @Sendable (DescriptionContainer<ConfigurationKey>, ConfigurationKey, inout Root) throws -> Void,
        encode: @escaping @Sendable (inout KeyedEncodingContainer<ConfigurationKey>, ConfigurationKey, Root) throws -> Void,
        jsonText: @escaping @Sendable (Root) -> String
    ) {
        self.key = key
        self.aliases = (swiftName.map { [$0] } ?? []) + aliases
        self.swiftName = swiftName ?? key
        self.coreAnimationValue = coreAnimationValue
        self.kind = kind
        self.bounds = bounds
        self.animation = animation
        self.tuning = tuning
        self.unit = unit
        self.summary = summary
        self.rangeKey = range
        self.writeBack = writeBack
        self.isExtension = isExtension
        self.parts = parts
        self.componentCount = componentCount
        self.read = read
        self.write = write
        self.decode = decode
        self.encode = encode
        self.jsonText = jsonText
    }

    /// Encodes `value` at `key` when `writeBack` says so.
    private static func encoder<Value: Encodable & Equatable & Sendable>(
        _ path: KeyPath<Root, Value> & Sendable, _ writeBack: WriteBack
    ) -> @Sendable (inout KeyedEncodingContainer<ConfigurationKey>, ConfigurationKey, Root) throws -> Void {
        { container, key, root in
            let value = root[keyPath: path]
            if writeBack == .unlessDefault, value == Root()[keyPath: path] { return }
            try container.encode(value, forKey: key)
        }
    }

    /// A number at `path`.
    package static func number(
        _ key: String, _ path: WritableKeyPath<Root, Double> & Sendable, unit: String = "", _ summary: String,
        bounds: PropertyBounds = .any, animation: Animatability, tuning: TuningStep? = nil, range: String? = nil,
        aliases: [String] = [], writeBack: WriteBack = .always, isExtension: Bool = false,
        coreAnimationValue: CoreAnimationValue = .asKind
    ) -> Self {
        Self(
            key, kind: .number, unit: unit, summary: summary, bounds: bounds, animation: animation, tuning: tuning,
            range: range, aliases: aliases, writeBack: writeBack, isExtension: isExtension,
            coreAnimationValue: coreAnimationValue,
            componentCount: 1, read: { SIMD4($0[keyPath: path], 0, 0, 0) }, write: { $0[keyPath: path] = $1[0] },
            decode: { container, key, root in try container.update(&root[keyPath: path], key) },
            encode: encoder(path, writeBack), jsonText: { jsonNumber($0[keyPath: path]) })
    }

    /// A vector of numbers at `path`, its components named by `labels`; animations may also
    /// animate the components `parts` names.
    package static func vector<Vector: SIMD & Codable & Sendable>(
        _ key: String, _ path: WritableKeyPath<Root, Vector> & Sendable, labels: [String], unit: String = "",
        _ summary: String, bounds: PropertyBounds = .any, animation: Animatability, tuning: TuningStep? = nil,
        aliases: [String] = [], writeBack: WriteBack = .always, isExtension: Bool = false, parts: [PropertyPart] = []
    ) -> Self where Vector.Scalar == Double {
        precondition(labels.count == Vector.scalarCount && labels.count <= 4, "one label per component, at most 4")
        let text = "[" + labels.joined(separator: ", ") + "]"
        return Self(
            key, kind: .vector(labels: labels), unit: unit, summary: summary, bounds: bounds, animation: animation,
            tuning: tuning, range: nil, aliases: aliases, writeBack: writeBack, isExtension: isExtension,
            parts: parts, componentCount: Vector.scalarCount,
            read: { root in
                let vector = root[keyPath: path]
                var lanes = SIMD4<Double>()
                for index in vector.indices { lanes[index] = vector[index] }
                return lanes
            },
            write: { root, lanes in
                var vector = Vector()
                for index in vector.indices { vector[index] = lanes[index] }
                root[keyPath: path] = vector
            },
            decode: { container, key, root in try container.updateVector(&root[keyPath: path], key, labels: text) },
            encode: encoder(path, writeBack),
            jsonText: { root in let v = root[keyPath: path]; return "[" + v.indices.map { jsonNumber(v[$0]) }.joined(separator: ", ") + "]" })
    }

    /// A whole number at `path`.
    package static func integer<Integer: FixedWidthInteger & Codable & Sendable>(
        _ key: String, _ path: WritableKeyPath<Root, Integer> & Sendable, _ summary: String,
        bounds: PropertyBounds = .any, animation: Animatability, aliases: [String] = [], writeBack: WriteBack = .always,
        isExtension: Bool = false
    ) -> Self {
        Self(
            key, kind: .integer, unit: "", summary: summary, bounds: bounds, animation: animation, tuning: nil,
            range: nil, aliases: aliases, writeBack: writeBack, isExtension: isExtension,
            componentCount: 1, read: { SIMD4(Double($0[keyPath: path]), 0, 0, 0) },
            decode: { container, key, root in try container.updateInteger(&root[keyPath: path], key) },
            encode: encoder(path, writeBack), jsonText: { "\($0[keyPath: path])" })
    }

    /// `true` or `false` at `path`; `swiftName` is its name in Swift where it differs
    /// (`isEnabled`).
    package static func flag(
        _ key: String, _ path: WritableKeyPath<Root, Bool> & Sendable, _ summary: String, animation: Animatability,
        swiftName: String? = nil, writeBack: WriteBack = .always, isExtension: Bool = false
    ) -> Self {
        Self(
            key, kind: .flag, unit: "", summary: summary, bounds: .any, animation: animation, tuning: nil, range: nil,
            aliases: [], writeBack: writeBack, isExtension: isExtension, swiftName: swiftName,
            decode: { container, key, root in try container.update(&root[keyPath: path], key) },
            encode: encoder(path, writeBack), jsonText: { "\($0[keyPath: path])" })
    }

    /// An optional string at `path`, left out when absent.
    package static func text(
        _ key: String, _ path: WritableKeyPath<Root, String?> & Sendable, _ summary: String, animation: Animatability,
        aliases: [String] = [], isExtension: Bool = false, coreAnimationValue: CoreAnimationValue = .asKind
    ) -> Self {
        Self(
            key, kind: .text, unit: "", summary: summary, bounds: .any, animation: animation, tuning: nil, range: nil,
            aliases: aliases, writeBack: .always, isExtension: isExtension, coreAnimationValue: coreAnimationValue,
            decode: { container, key, root in try container.update(&root[keyPath: path], key) },
            encode: { container, key, root in try container.encodeIfPresent(root[keyPath: path], forKey: key) },
            jsonText: { $0[keyPath: path].map { "\"\($0)\"" } ?? "none" })
    }

    /// One of `Value`'s cases at `path`.
    package static func choice<Value: DescriptionEnumeration>(
        _ key: String, _ path: WritableKeyPath<Root, Value> & Sendable, _ summary: String, animation: Animatability,
        aliases: [String] = [], writeBack: WriteBack = .always, isExtension: Bool = false,
        coreAnimationValue: CoreAnimationValue = .asKind
    ) -> Self {
        Self(
            key, kind: .choice(Value.enumerationValues), unit: "", summary: summary, bounds: .any, animation: animation,
            tuning: nil, range: nil, aliases: aliases, writeBack: writeBack, isExtension: isExtension,
            coreAnimationValue: coreAnimationValue,
            decode: { container, codingKey, root in
                try container.updateChoice(&root[keyPath: path], codingKey) { value in
                    Root.properties.first { property in
                        guard property.key != key, case .choice(let values) = property.kind else { return false }
                        return values.contains { $0.name == value || $0.appleNames.contains(value) }
                    }?.key
                }
            },
            encode: encoder(path, writeBack), jsonText: { "\"\($0[keyPath: path].rawValue)\"" })
    }

    /// An array of `Element`s at `path`, named `typeName` in the docs.
    package static func list<Element: Codable & Equatable & Sendable>(
        _ key: String, _ path: WritableKeyPath<Root, [Element]> & Sendable, of typeName: String, _ summary: String,
        animation: Animatability, writeBack: WriteBack = .always, isExtension: Bool = false
    ) -> Self {
        Self(
            key, kind: .list(of: typeName), unit: "", summary: summary, bounds: .any, animation: animation, tuning: nil,
            range: nil, aliases: [], writeBack: writeBack, isExtension: isExtension,
            decode: { container, key, root in try container.update(&root[keyPath: path], key) },
            encode: encoder(path, writeBack), jsonText: { $0[keyPath: path].isEmpty ? "[]" : "…" })
    }

    /// An optional object of type `Value` at `path`, named `typeName` in the docs, left out
    /// when absent.
    package static func object<Value: Codable & Equatable & Sendable>(
        _ key: String, _ path: WritableKeyPath<Root, Value?> & Sendable, of typeName: String, unit: String = "",
        _ summary: String, animation: Animatability, isExtension: Bool = false
    ) -> Self {
        Self(
            key, kind: .object(of: typeName), unit: unit, summary: summary, bounds: .any, animation: animation,
            tuning: nil, range: nil, aliases: [], writeBack: .always, isExtension: isExtension,
            decode: { container, key, root in try container.update(&root[keyPath: path], key) },
            encode: { container, key, root in try container.encodeIfPresent(root[keyPath: path], forKey: key) },
            jsonText: { $0[keyPath: path] == nil ? "none" : "{…}" })
    }
}

extension PropertyDeclaration {
    /// A key that its type decodes and encodes itself, because it interacts with other keys
    /// (`frame` stands for `position` and `bounds`; `transform.scale` sets both axes); the
    /// declaration gives everything else and reads and writes its numbers through `read` and
    /// `write`.
    package static func composite(
        _ key: String, kind: PropertyKind, unit: String = "", _ summary: String, bounds: PropertyBounds = .any,
        animation: Animatability, tuning: TuningStep? = nil, aliases: [String] = [], swiftName: String? = nil,
        parts: [PropertyPart] = [], componentCount: Int = 0, read: @escaping @Sendable (Root) -> SIMD4<Double> = { _ in .zero },
        write: @escaping @Sendable (inout Root, SIMD4<Double>) -> Void = { _, _ in },
        defaultText: String
    ) -> Self {
        Self(
            key, kind: kind, unit: unit, summary: summary, bounds: bounds, animation: animation, tuning: tuning,
            range: nil, aliases: aliases, writeBack: .unlessDefault, isExtension: false, swiftName: swiftName,
            parts: parts, componentCount: componentCount, read: read, write: write,
            decode: { _, _, _ in }, encode: { _, _, _ in }, jsonText: { _ in defaultText })
    }
}

/// `0`, `1.5`, `-3`, `1e-06`: a number as JSON writes it, whole numbers without a fraction.
package func jsonNumber(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? "\(Int64(value))" : "\(value)"
}

extension PropertyDeclaration {
    /// An optional whole number at `path`, left out when absent (`none` in the docs).
    package static func integer<Integer: FixedWidthInteger & Codable & Sendable>(
        _ key: String, _ path: WritableKeyPath<Root, Integer?> & Sendable, _ summary: String,
        bounds: PropertyBounds = .any, animation: Animatability, isExtension: Bool = false
    ) -> Self {
        Self(
            key, kind: .integer, unit: "", summary: summary, bounds: bounds, animation: animation, tuning: nil,
            range: nil, aliases: [], writeBack: .always, isExtension: isExtension,
            componentCount: 1, read: { SIMD4(Double($0[keyPath: path] ?? 0), 0, 0, 0) },
            decode: { container, key, root in
                guard container.contains(key) else { return }
                var value = root[keyPath: path] ?? 0
                try container.updateInteger(&value, key)
                root[keyPath: path] = value
            },
            encode: { container, key, root in try container.encodeIfPresent(root[keyPath: path], forKey: key) },
            jsonText: { $0[keyPath: path].map { "\($0)" } ?? "none" })
    }
}
