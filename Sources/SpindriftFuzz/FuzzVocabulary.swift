import Spindrift

/// The words and values mutations draw from: the description's keys, plausible values for
/// each, and the extremes.
public enum FuzzVocabulary {
    /// The layer's keys, emitter and `CALayer`, in every spelling (from the property tables).
    public static let layerKeys = EmitterLayer.keys + LayerProperties.keys

    /// A cell's keys in every spelling (from the property table).
    public static let cellKeys = EmitterCell.keys

    /// Extreme numbers, as JSON text.
    public static let extremeNumbers = [
        "0", "-0", "-1", "1e38", "3.4e38", "-3.4e38", "3.5e38", "1e-45", "-1e-45", "1e-38", "1e308", "-1e308",
        "1e-400", "1e400", "99999999999999999999999", "4294967295", "4294967296", "-2147483649",
        "9223372036854775807", "18446744073709551616", "1e9", "1e27", "-1e27", "100000000", "100000001", "1e12",
        "2.5e-310",
    ]

    /// Strings that look like numbers that JSON has no spelling for.
    public static let numberLikeStrings = ["NaN", "nan", "inf", "-inf", "Infinity", "-Infinity", "1e999", "0x10", ""]

    /// Ordinary numbers, as JSON text.
    public static let ordinaryNumbers = [
        "0", "1", "2", "0.5", "0.1", "3", "10", "30", "60", "100", "250", "0.01", "-0.5", "-2", "6.283185307179586",
        "3.141592653589793", "1.5", "400", "1000",
    ]

    /// Strings that probe names and texture lookups.
    public static let oddStrings = [
        "", ".", "a.b", "..", "../../../../etc/passwd", "/dev/zero", "glow", "spark", "snowflake", "nope",
        "\u{0}", "\u{1B}[31mred", "tab\there", "ñ❄", String(repeating: "x", count: 5000), "emitterCells", "0",
        "cell0", "point", "circle", "viewport", "additive", "volume",
    ]

    /// Every declared key of the layer, its cells and its `CALayer` properties: its spellings
    /// and the kind of value it holds.
    private static let declaredKeys: [(spellings: [String], kind: PropertyKind)] =
        EmitterLayer.properties.map { ($0.spellings, $0.kind) } + EmitterCell.properties.map { ($0.spellings, $0.kind) }
        + LayerProperties.properties.map { ($0.spellings, $0.kind) }

    /// Known enumerated string values, by key: each choice key's values in every spelling
    /// (from the property tables), and texture names and paths that probe `contents`.
    public static let enumerations: [String: [String]] = {
        var values: [String: [String]] = [
            "contents": [
                "glow", "spark", "snowflake", "flake", "rain", "confetti", "smoke", "spark.png", "./missing.jpg",
                "/proc/self/mem", "/dev/stdin", "/", "../../assets/textures/glow.png",
            ],
        ]
        for (spellings, kind) in declaredKeys {
            guard case .choice(let choices) = kind else { continue }
            for spelling in spellings { values[spelling] = choices.flatMap { [$0.name] + $0.appleNames } }
        }
        return values
    }()

    /// Keys whose value is an array of numbers, with its length (from the property tables).
    public static let vectorLengths: [String: Int] = {
        var lengths: [String: Int] = [:]
        for (spellings, kind) in declaredKeys {
            guard case .vector(let labels) = kind else { continue }
            for spelling in spellings { lengths[spelling] = labels.count }
        }
        return lengths
    }()

    /// Keys whose value is `true` or `false` (from the property tables).
    public static let flagKeys = Set(declaredKeys.filter { $0.kind == .flag }.flatMap(\.spellings))

    /// A number for a key from the enabled classes.
    public static func number(_ random: inout FuzzRandom, classes: Set<MutationClass>) -> String {
        if classes.contains(.extremes), !classes.contains(.numbers) || random.chance(0.5) {
            return random.pick(extremeNumbers)
        }
        return random.pick(ordinaryNumbers)
    }

    /// A plausible value for `key` (right type, number from the enabled classes).
    public static func value(for key: String, _ random: inout FuzzRandom, classes: Set<MutationClass>) -> JSONValue {
        if let names = enumerations[key] { return .string(random.pick(names)) }
        if let length = vectorLengths[key] {
            return .array((0..<length).map { _ in .number(number(&random, classes: classes)) })
        }
        switch key {
        case _ where flagKeys.contains(key): return .bool(random.chance(0.5))
        case "name": return .string(random.pick(["a", "b", "flake", "spark", "x\(random.below(100))"]))
        case "emitterCells": return .array([.object([JSONMember("birthRate", .number("1")), JSONMember("lifetime", .number("1"))])])
        default: return .number(number(&random, classes: classes))
        }
    }

    /// A value of some type, for a key whose type is unknown or to be wrong.
    public static func wrongValue(_ random: inout FuzzRandom) -> JSONValue {
        switch random.below(9) {
        case 0: return .string(random.pick(numberLikeStrings))
        case 1: return .null
        case 2: return .bool(random.chance(0.5))
        case 3: return .array([])
        case 4: return .object([])
        case 5: return .array([.number("1"), .string("two")])
        case 6: return .string(random.pick(oddStrings))
        case 7: return .number(random.pick(ordinaryNumbers))
        default: return .object([JSONMember("emitterCells", .array([]))])
        }
    }
}
