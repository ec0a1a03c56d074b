import Foundation

/// Every live particle of a system as CSV or JSON, by cell (a cell before its sub-cells),
/// then parent, then emission ordinal, so the rows do not depend on storage order: other step
/// sizes and thread counts give the same rows, with values equal within float rounding.
///
/// `cell` is the cell's key path, `id` the particle's identity, `parent` its parent's identity
/// (empty at the top level), `index` its emission ordinal from its emitter, `age` its seconds
/// since birth, its position and velocity at that age, then one value per other
/// ``ParticleColumn``; colours are the particle's state, not
/// clamped.
public enum ParticleDump {
    /// The columns, in order.
    public static let columns = ["cell", "id", "parent", "index", "age", "x", "y", "z", "vx", "vy", "vz"]
        + dumpedColumns.map { $0.dumpName! }

    /// The columns dumped as they are (motion is dumped at the particle's age).
    private static let dumpedColumns = ParticleColumn.all.filter { $0.dumpName != nil }

    /// The CSV header line.
    public static var csvHeader: String { columns.joined(separator: ",") }

    /// One row per particle under ``csvHeader``.
    public static func csv(_ system: ParticleSystem) -> String {
        var text = csvHeader + "\n"
        forEachParticle(system) { fields in
            text += fields.map(\.csv).joined(separator: ",") + "\n"
        }
        return text
    }

    /// A JSON array of objects with the CSV's keys (`parent` is null at the top level; a
    /// value that is not finite, which validation keeps from particles, is null too, so the
    /// text is always JSON).
    public static func json(_ system: ParticleSystem) -> String {
        var rows: [String] = []
        forEachParticle(system) { fields in
            rows.append("  {" + zip(columns, fields).map { "\"\($0)\": \($1.json)" }.joined(separator: ", ") + "}")
        }
        return rows.isEmpty ? "[]\n" : "[\n" + rows.joined(separator: ",\n") + "\n]\n"
    }

    /// A dumped value: text or a number.
    private enum Field {
        case text(String?), integer(Int64), number(Float)

        var csv: String {
            switch self {
            case .text(let text): text ?? ""
            case .integer(let value): "\(value)"
            case .number(let value): "\(value)"
            }
        }

        var json: String {
            switch self {
            case .text(let text): text.map(jsonString) ?? "null"
            case .integer(let value): "\(value)"
            case .number(let value): ParticleDump.jsonNumber(value)
            }
        }
    }

    /// A float as a JSON number; null when it is NaN or infinite, which JSON cannot write.
    static func jsonNumber(_ value: Float) -> String {
        value.isFinite ? "\(value)" : "null"
    }

    private static func forEachParticle(_ system: ParticleSystem, _ body: ([Field]) -> Void) {
        for cell in system.program.cells {
            for particle in system.particles(inCell: cell.index) {
                let identity = ParticleIdentity(cell: cell.path, parent: particle.parent, ordinal: particle.ordinal)
                body([.text(cell.path.description), .text(identity.description), .text(particle.parent?.description),
                      .integer(particle.ordinal), .number(particle.age)]
                    + [particle.position.x, particle.position.y, particle.position.z,
                       particle.velocity.x, particle.velocity.y, particle.velocity.z].map { .number($0) }
                    + dumpedColumns.map { .number(particle[$0]) })
            }
        }
    }

    private static func jsonString(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: text, options: .fragmentsAllowed)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
