extension CellExtensions: PropertyTable {
    /// The keys of a cell's `spindrift` object: one curve over life per ``curveRoles`` entry,
    /// then the force fields and polar motion (``fieldProperties``).
    package static let properties: [PropertyDeclaration<CellExtensions>] = curveRoles.map { role in
        .object(role.key, role.path, of: "curve over life", unit: "× birth value", role.summary,
                animation: .fixed("it is a curve over each particle's life, fixed when the emitter is built"),
                isExtension: true)
    } + fieldProperties
}

extension CellExtensions: Codable {
    /// Decodes the declared curves; any other key is an unknown key.
    public init(from decoder: any Decoder) throws {
        try self.init(decodingPropertiesFrom: decoder)
    }

    /// Encodes the curves given, in declaration order.
    public func encode(to encoder: any Encoder) throws {
        try encodeProperties(to: encoder)
    }
}
