/// A string-valued configuration enumeration whose decoding error lists the accepted values.
public protocol ConfigurationEnum: CaseIterable, RawRepresentable where RawValue == String {}

extension ConfigurationEnum {
    /// Decodes the raw value, rejecting unknown values with a readable message.
    init(decodingFrom decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        guard let value = Self(rawValue: raw) else {
            let accepted = Self.allCases.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "unknown value '\(raw)' (expected one of: \(accepted))")
        }
        self = value
    }
}
