import Foundation

/// Every live particle of a system as CSV or JSON, by cell (a cell before its sub-cells),
/// then parent, then emission ordinal, so the rows do not depend on storage order: other step
/// sizes and thread counts give the same rows, with values equal within float rounding.
///
/// `cell` is the cell's key path, `id` the particle's identity, `parent` its parent's identity
/// (empty at the top level), `index` its emission ordinal from its emitter, `age` its seconds
/// since birth, then its state at that age: position, velocity, lifetime, rotation, spin,
/// scale and colour (not clamped).
public enum ParticleDump {
    /// The columns, in order.
    public static let columns = ["cell", "id", "parent", "index", "age", "x", "y", "z", "vx", "vy", "vz",
                                 "lifetime", "rotation", "spin", "scale", "r", "g", "b", "a"]

    /// The CSV header line.
    public static var csvHeader: String { columns.joined(separator: ",") }

    /// How a dump is written.
    public enum Format: Sendable {
        /// One line per particle under ``csvHeader``.
        case csv
        /// An array of objects with the CSV's keys (`parent` is null at the top level; a value
        /// that is not finite, which validation keeps from particles, is null too, so the text
        /// is always JSON).
        case json
    }

    /// One row per particle under ``csvHeader``.
    public static func csv(_ system: ParticleSystem) -> String {
        text(system, as: .csv)
    }

    /// A JSON array of objects with the CSV's keys.
    public static func json(_ system: ParticleSystem) -> String {
        text(system, as: .json)
    }

    private static func text(_ system: ParticleSystem, as format: Format) -> String {
        var text = ""
        write(system, as: format) { text += $0 }
        return text
    }

    /// Hands the dump of `system` to `sink` in pieces of about a megabyte, so that a dump of
    /// millions of particles is written as it is made rather than held in memory whole.
    public static func write(_ system: ParticleSystem, as format: Format, to sink: (String) -> Void) {
        write([("", system)], as: format, to: sink)
    }

    /// Hands the dump of every layer of `scene`, in layer order, to `sink` in pieces of about
    /// a megabyte. In a scene of sublayers, `cell`, `id` and `parent` start with the layer's
    /// label (its name, else its index) and a slash: `smoke/puff`, `1/spark`. Positions and
    /// velocities are in the layer's own coordinates.
    public static func write(_ scene: SceneSystem, as format: Format, to sink: (String) -> Void) {
        write(scene.systems.indices.map { (scene.scene.cellPrefix(ofLayer: $0), scene.systems[$0]) }, as: format, to: sink)
    }

    private static func write(_ layers: [(cellPrefix: String, system: ParticleSystem)], as format: Format, to sink: (String) -> Void) {
        var chunk = format == .csv ? csvHeader + "\n" : "["
        var first = true
        for (cellPrefix, system) in layers {
            for cell in system.program.cells {
                let path = cellPrefix + cell.path.description
                let cellField = format == .csv ? path : jsonString(path)
                for particle in system.particles(inCell: cell.index) {
                    let identity = ParticleIdentity(cell: cell.path, parent: particle.parent, ordinal: particle.ordinal)
                    let parent = particle.parent.map { format == .csv ? cellPrefix + $0.description : "\"\(cellPrefix)\($0)\"" }
                        ?? (format == .csv ? "" : "null")
                    let position = particle.position, velocity = particle.velocity, color = particle.color
                    let numbers = [particle.age, position.x, position.y, position.z, velocity.x, velocity.y, velocity.z,
                                   particle.lifetime, particle.rotation, particle.spin, particle.scale,
                                   color.x, color.y, color.z, color.w]
                    switch format {
                    case .csv:
                        chunk += "\(cellField),\(cellPrefix)\(identity),\(parent),\(particle.ordinal)"
                        for number in numbers { chunk += ",\(number)" }
                        chunk += "\n"
                    case .json:
                        chunk += first ? "\n  {" : ",\n  {"
                        chunk += "\"cell\": \(cellField), \"id\": \"\(cellPrefix)\(identity)\", \"parent\": \(parent), \"index\": \(particle.ordinal)"
                        for (key, number) in zip(columns.dropFirst(4), numbers) { chunk += ", \"\(key)\": \(jsonNumber(number))" }
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

    private static func jsonString(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: text, options: .fragmentsAllowed)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
