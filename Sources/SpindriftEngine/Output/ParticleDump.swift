/// Every live particle of a system as CSV or JSON, by cell (a cell before its sub-cells),
/// then parent, then emission ordinal, so the rows do not depend on storage order: other step
/// sizes and thread counts give the same rows, with values equal within float rounding.
///
/// The columns are ``fields``: the cell, the particle's identity, its parent's and its
/// emission ordinal, then its age and its state at that age. Text is quoted as RFC 4180 asks
/// in CSV (when it holds a comma, a double quote, CR or LF) and escaped as a JSON string in
/// JSON, so every name reads back as written and every row has every column.
package enum ParticleDump {
    /// The fields, in column order: the one declaration of what a dump holds. A new column
    /// is a new entry here; the CSV header and rows, the JSON keys and `--help` follow.
    package static let fields: [Field] = [
        Field("cell", "the cell's key path (names joined by dots)", text: \.cell),
        Field("id", "the particle's identity (16 hexadecimal digits)", text: \.id),
        Field("parent", "the parent's identity; empty (JSON: null) at the top level", text: \.parent),
        Field("index", "its emission ordinal from its emitter", integer: \.particle.ordinal),
        Field("age", "age, seconds", number: \.particle.age),
        Field("x", "position x, points", number: \.particle.position.x),
        Field("y", "position y, points (y grows downward)", number: \.particle.position.y),
        Field("z", "position z, points", number: \.particle.position.z),
        Field("vx", "velocity x, points per second", number: \.particle.velocity.x),
        Field("vy", "velocity y, points per second", number: \.particle.velocity.y),
        Field("vz", "velocity z, points per second", number: \.particle.velocity.z),
        Field("lifetime", "lifetime, seconds", number: \.particle.lifetime),
        Field("rotation", "rotation, radians", number: \.particle.rotation),
        Field("spin", "rotation speed, radians per second", number: \.particle.spin),
        Field("scale", "scale, times the contents' size", number: \.particle.scale),
        Field("r", "red, 0…1 (not clamped)", number: \.particle.color.x),
        Field("g", "green, 0…1 (not clamped)", number: \.particle.color.y),
        Field("b", "blue, 0…1 (not clamped)", number: \.particle.color.z),
        Field("a", "alpha, 0…1 (not clamped)", number: \.particle.color.w),
    ]

    /// The CSV header line.
    package static var csvHeader: String { fields.map(\.name).joined(separator: ",") }

    /// How a dump is written.
    package enum Format: Sendable {
        /// One row per particle under ``csvHeader``: a line, unless a quoted name holds a
        /// line break.
        case csv
        /// An array of objects with the CSV's keys (`parent` is null at the top level; a value
        /// that is not finite, which validation keeps from particles, is null too, so the text
        /// is always JSON).
        case json
    }

    /// One row per particle under ``csvHeader``.
    package static func csv(_ system: ParticleSystem) -> String {
        text(system, as: .csv)
    }

    /// A JSON array of objects with the CSV's keys.
    package static func json(_ system: ParticleSystem) -> String {
        text(system, as: .json)
    }

    private static func text(_ system: ParticleSystem, as format: Format) -> String {
        var text = ""
        write(system, as: format) { text += $0 }
        return text
    }

    /// Hands the dump of `system` to `sink` in pieces of about a megabyte, so that a dump of
    /// millions of particles is written as it is made rather than held in memory whole.
    package static func write(_ system: ParticleSystem, as format: Format, to sink: (String) -> Void) {
        write([("", system)], as: format, to: sink)
    }

    /// Hands the dump of every layer of `scene`, in layer order, to `sink` in pieces of about
    /// a megabyte. In a scene of sublayers, `cell`, `id` and `parent` start with the layer's
    /// label (its name, else its index) and a slash: `smoke/puff`, `1/spark`. Positions and
    /// velocities are in the layer's own coordinates.
    package static func write(_ scene: SceneSystem, as format: Format, to sink: (String) -> Void) {
        write(scene.systems.indices.map { (scene.scene.cellPrefix(ofLayer: $0), scene.systems[$0]) }, as: format, to: sink)
    }

    private static func write(_ layers: [(cellPrefix: String, system: ParticleSystem)], as format: Format, to sink: (String) -> Void) {
        var chunk = format == .csv ? csvHeader + "\n" : "["
        var first = true
        for (cellPrefix, system) in layers {
            for cell in system.program.cells {
                let path = cellPrefix + cell.path.description
                system.forEachParticle(inCell: cell.index) { particle in
                    let identity = ParticleIdentity(cell: cell.path, parent: particle.parent, ordinal: particle.ordinal)
                    let row = Row(cell: path, id: cellPrefix + identity.description,
                                  parent: particle.parent.map { cellPrefix + $0.description }, particle: particle)
                    switch format {
                    case .csv:
                        for (index, field) in fields.enumerated() { chunk += (index == 0 ? "" : ",") + field.csv(row) }
                        chunk += "\n"
                    case .json:
                        chunk += first ? "\n  {" : ",\n  {"
                        for (index, field) in fields.enumerated() {
                            chunk += (index == 0 ? "" : ", ") + field.name.jsonQuoted + ": " + field.json(row)
                        }
                        chunk += "}"
                    }
                    first = false
                    if chunk.utf8.count >= 1 << 20 {
                        sink(chunk)
                        chunk = ""
                    }
                }
            }
        }
        if format == .json { chunk += first ? "]\n" : "\n]\n" }
        sink(chunk)
    }

    /// A float as a JSON number; null when it is NaN or infinite, which JSON cannot write.
    package static func jsonNumber(_ value: Float) -> String {
        value.isFinite ? "\(value)" : "null"
    }
}
