/// A number of a description: a JSON number, or a string holding a ``NumberExpression``
/// (`"pi/4"`). Every number the property tables and animation records decode goes through
/// it, so an expression works wherever a number does.
struct DescriptionNumber: Decodable {
    /// The number.
    let value: Double

    /// Decodes a number or an expression. A bad expression is an error naming why and where;
    /// `CACurrentMediaTime()` is read as 0 with a notice saying so.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let text = try? container.decode(String.self) else {
            value = try container.decode(Double.self)
            return
        }
        let quoted = text.count <= NumberExpression.maximumLength ? " \"\(text.escapingControlCharacters)\"" : ""
        do {
            let evaluated = try NumberExpression.evaluate(text)
            value = evaluated.number
            if evaluated.readsCurrentTime {
                decoder.descriptionProblems?.notice(.init(
                    path: ConfigurationError.jsonPath(decoder.codingPath),
                    reason: "\(NumberExpression.currentTime)() is taken as 0, the moment the description starts: "
                        + "\(quoted.dropFirst()) reads as \(jsonNumber(value))"))
            }
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "invalid number\(quoted): \(error.reason)")
        }
    }
}

extension KeyedDecodingContainer {
    /// The member at `key`, or nil when it is absent or null; a number (and each number of
    /// an array of numbers) may be written as an expression (``DescriptionNumber``).
    func decodeDescriptionValueIfPresent<Value: Decodable>(_: Value.Type, forKey key: Key) throws -> Value? {
        if Value.self == Double.self {
            return try decodeIfPresent(DescriptionNumber.self, forKey: key).map { $0.value as! Value }
        }
        if Value.self == [Double].self {
            return try decodeIfPresent([DescriptionNumber].self, forKey: key).map { $0.map(\.value) as! Value }
        }
        return try decodeIfPresent(Value.self, forKey: key)
    }
}
