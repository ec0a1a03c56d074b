import Foundation

extension BenchmarkReport {
    /// Every figure and the machine as pretty-printed JSON (schema in the README).
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try encoder.encode(self)
    }

    /// The columns of ``csv``.
    public static let csvHeader = [
        "phase", "implementation", "threads", "count", "renderMode", "lifetimeRange", "variant", "preset", "nsPerParticle", "min",
        "max",
        "cpu", "cores", "swiftVersion", "build",
    ]

    /// Every record as one CSV line (RFC 4180), with the machine repeated on each.
    public var csv: String {
        var lines = [Self.csvHeader.joined(separator: ",")]
        for record in results {
            let fields = [
                record.phase.rawValue, record.implementation.rawValue, "\(record.threads)", "\(record.count)",
                record.renderMode ?? "", record.lifetimeRange.map { "\($0)" } ?? "", record.variant ?? "", record.preset ?? "",
                "\(record.nsPerParticle)", "\(record.min)", "\(record.max)",
                machine.cpu, "\(machine.cores)", machine.swiftVersion, machine.build,
            ]
            lines.append(fields.map(Self.csvField).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
