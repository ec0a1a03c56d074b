extension TimingFunction: Codable {
    /// The named curves of `CAMediaTimingFunctionName`, by the names a description uses.
    public static let named: [(name: String, function: TimingFunction)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInEaseOut", .easeInEaseOut),
        ("default", .default),
    ]

    /// Decodes a name (`easeIn`, …, or Apple's `kCAMediaTimingFunctionEaseIn`, `.easeIn`) or four control-point numbers `[c1x, c1y, c2x, c2y]`,
    /// whose x values must be in 0…1 (so that the curve is a function of progress) and y
    /// values within ±1e6.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let name = try? container.decode(String.self) {
            let spellings = { (named: String) in [
                named, "kCAMediaTimingFunction" + named.prefix(1).uppercased() + named.dropFirst(), "." + named,
                "CAMediaTimingFunctionName." + named,
            ] }
            guard let match = Self.named.first(where: { spellings($0.name).contains(name) }) else {
                let names = Self.named.map(\.name).joined(separator: ", ")
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "unknown timing function '\(name)' (expected one of: \(names), or [c1x, c1y, c2x, c2y])")
            }
            self = match.function
            return
        }
        guard let numbers = try? container.decode([Double].self), numbers.count == 4 else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "expected a timing function name or 4 numbers [c1x, c1y, c2x, c2y]")
        }
        for (index, label) in ["c1x", "c1y", "c2x", "c2y"].enumerated() {
            let value = numbers[index]
            let isX = index % 2 == 0
            if isX ? !(0...1).contains(value) : !(abs(value) <= 1e6) {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "\(label) must be \(isX ? "in 0…1" : "within ±1e6") (got \(value))")
            }
        }
        self.init(numbers[0], numbers[1], numbers[2], numbers[3])
    }

    /// Encodes a named curve by its name, any other as its four control-point numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let match = Self.named.first(where: { $0.function == self }) {
            try container.encode(match.name)
        } else {
            try container.encode([controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y])
        }
    }
}
