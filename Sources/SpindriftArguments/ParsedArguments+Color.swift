extension ParsedArguments {
    /// The colours `--background` knows by name, [red, green, blue, alpha] 0…1.
    public static let colorNames: KeyValuePairs<String, SIMD4<Double>> = [
        "black": [0, 0, 0, 1], "white": [1, 1, 1, 1], "gray": [0.5, 0.5, 0.5, 1], "grey": [0.5, 0.5, 0.5, 1],
        "red": [1, 0, 0, 1], "green": [0, 1, 0, 1], "blue": [0, 0, 1, 1], "transparent": [0, 0, 0, 0],
    ]

    /// What a colour option expects, in its error.
    static let colorForms = "#RRGGBB, #RRGGBBAA, red,green,blue[,alpha] each 0 to 1, or a name: "
        + colorNames.map(\.key).joined(separator: ", ")

    /// The option as a colour [red, green, blue, alpha] 0…1: `#RRGGBB` or `#RRGGBBAA` in
    /// hexadecimal, `red,green,blue[,alpha]` numbers 0…1, or one of ``colorNames``
    /// (letters in either case).
    public func color(_ option: String) throws(CommandLineError) -> SIMD4<Double>? {
        guard let text = value(option) else { return nil }
        guard let color = Self.color(text) else { throw .invalidValue(option: option, value: text, expected: Self.colorForms) }
        return color
    }

    /// `text` as a colour, nil when it is none of the forms of ``color(_:)``.
    static func color(_ text: String) -> SIMD4<Double>? {
        let lowered = text.lowercased()
        if let named = colorNames.first(where: { $0.key == lowered }) { return named.value }
        if lowered.hasPrefix("#") {
            let digits = Array(lowered.dropFirst())
            guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit) else { return nil }
            var components: [Double] = stride(from: 0, to: digits.count, by: 2).map {
                Double(Int(String(digits[$0...$0 + 1]), radix: 16)!) / 255
            }
            if components.count == 3 { components.append(1) }
            return SIMD4(components)
        }
        let parts = lowered.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        var components: [Double] = []
        for part in parts {
            guard let number = Double(part.filter { !$0.isWhitespace }), (0...1).contains(number) else { return nil }
            components.append(number)
        }
        if components.count == 3 { components.append(1) }
        return SIMD4(components)
    }
}
