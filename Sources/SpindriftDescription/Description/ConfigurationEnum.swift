/// A string-valued configuration enumeration whose decoding error lists the accepted values.
///
/// Besides its own names it accepts Apple's spellings of each value: the Objective-C
/// constant (`kCAEmitterLayerCuboid`, from ``appleConstantPrefix``) and the Swift member,
/// short (`.cuboid`) and qualified by its type (`CAEmitterLayerEmitterShape.cuboid`, from
/// ``appleSwiftType``).
public protocol ConfigurationEnum: CaseIterable, RawRepresentable where RawValue == String {
    /// The prefix of Apple's Objective-C constants for the values (`kCAEmitterLayer`), nil
    /// for Spindrift's own enumerations.
    static var appleConstantPrefix: String? { get }
    /// The Swift type of Apple's values (`CAEmitterLayerEmitterShape`), nil for Spindrift's
    /// own enumerations.
    static var appleSwiftType: String? { get }
    /// What Apple's Swift members add before the value's name (`rotate` for `.rotateAuto`);
    /// empty by default.
    static var swiftMemberPrefix: String { get }
}

extension ConfigurationEnum {
    /// No prefix: Apple's Swift members are the values' names.
    public static var swiftMemberPrefix: String { "" }

    /// Apple's spellings of this value: `kCAEmitterLayerCuboid`, `.cuboid` and
    /// `CAEmitterLayerEmitterShape.cuboid`, in that order.
    var appleNames: [String] {
        guard let prefix = Self.appleConstantPrefix else { return [] }
        let capitalized = rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        let member = Self.swiftMemberPrefix.isEmpty ? rawValue : Self.swiftMemberPrefix + capitalized
        return [prefix + capitalized, "." + member] + (Self.appleSwiftType.map { [$0 + "." + member] } ?? [])
    }

    /// The value named `name`, in a description's spelling or Apple's.
    init?(named name: String) {
        guard let value = Self(rawValue: name) ?? Self.allCases.first(where: { $0.appleNames.contains(name) }) else {
            return nil
        }
        self = value
    }

    /// Decodes the raw value (or Apple's spelling of it), rejecting unknown values with a
    /// readable message.
    init(decodingFrom decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        guard let value = Self(named: raw) else {
            let accepted = Self.allCases.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "unknown value '\(raw)' (expected one of: \(accepted))")
        }
        self = value
    }

    /// The values as a key's declaration lists them.
    static var enumerationValues: [EnumerationValue] {
        allCases.map { EnumerationValue(name: $0.rawValue, appleNames: $0.appleNames) }
    }
}

/// An enumeration a description key holds.
package typealias DescriptionEnumeration = ConfigurationEnum & Codable & Equatable & Sendable
