/// The words and values mutations draw from: the description's keys, plausible values for
/// each, and the extremes.
public enum FuzzVocabulary {
    /// The layer's keys (README, "Layer keys").
    public static let layerKeys = [
        "emitterShape", "emitterMode", "emitterPosition", "emitterZPosition", "emitterSize", "emitterDepth",
        "emitterUnits", "renderMode", "seed", "birthRate", "lifetime", "velocity", "scale", "spin", "beginTime",
        "timeOffset", "speed", "maxParticles", "emitterCells",
        // CALayer keys (README, "CALayer keys").
        "name", "bounds", "position", "anchorPoint", "frame", "zPosition", "opacity", "hidden", "masksToBounds",
        "transform.rotation.z", "transform.scale", "transform.scale.x", "transform.translation.y",
    ]

    /// A cell's keys (README, "Cell keys").
    public static let cellKeys = [
        "name", "enabled", "birthRate", "lifetime", "lifetimeRange", "velocity", "velocityRange",
        "emissionLongitude", "emissionLatitude", "emissionRange", "xAcceleration", "yAcceleration",
        "zAcceleration", "scale", "scaleRange", "scaleSpeed", "spin", "spinRange", "color", "redRange",
        "greenRange", "blueRange", "alphaRange", "redSpeed", "greenSpeed", "blueSpeed", "alphaSpeed", "contents",
        "contentsRect", "contentsScale", "magnificationFilter", "minificationFilter", "beginTime", "duration", "speed", "timeOffset", "repeatCount",
        "repeatDuration", "autoreverses", "emitterCells",
    ]

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

    /// Known enumerated string values, by key.
    public static let enumerations: [String: [String]] = [
        "emitterShape": ["point", "line", "rectangle", "circle", "cuboid", "sphere"],
        "emitterMode": ["points", "outline", "surface", "volume"],
        "emitterUnits": ["points", "viewport"],
        "renderMode": ["unordered", "oldestFirst", "oldestLast", "backToFront", "additive"],
        "contents": [
            "glow", "spark", "snowflake", "flake", "rain", "confetti", "smoke", "spark.png", "./missing.jpg",
            "/proc/self/mem", "/dev/stdin", "/", "../../assets/textures/glow.png",
        ],
        "magnificationFilter": ["linear", "nearest", "trilinear"],
        "minificationFilter": ["linear", "nearest", "trilinear"],
    ]

    /// Keys whose value is an array of numbers, with its length.
    public static let vectorLengths: [String: Int] = [
        "emitterPosition": 2, "emitterSize": 2, "color": 4, "contentsRect": 4,
        "bounds": 4, "position": 2, "anchorPoint": 2, "frame": 4,
    ]

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
        case "enabled", "autoreverses", "hidden", "masksToBounds": return .bool(random.chance(0.5))
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
