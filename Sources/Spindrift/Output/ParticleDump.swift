import Foundation

/// Every live particle of a system as CSV or JSON, by cell and emission ordinal, so the rows
/// do not depend on storage order: other step sizes give the same rows, with values equal
/// within float rounding.
public enum ParticleDump {
    /// The CSV columns, in order.
    public static let csvHeader = "cell,index,x,y,z,vx,vy,vz,age,lifetime,rotation,scale,r,g,b,a"

    /// One row per particle under ``csvHeader``; `index` is the emission ordinal.
    public static func csv(_ system: ParticleSystem) -> String {
        var text = csvHeader + "\n"
        forEachParticle(system) { cell, particle in
            text += "\(cell),\(particle.ordinal)"
            for value in values(of: particle) { text += ",\(value)" }
            text += "\n"
        }
        return text
    }

    /// A JSON array of objects with the CSV's keys.
    public static func json(_ system: ParticleSystem) -> String {
        let keys = csvHeader.split(separator: ",").dropFirst(2)
        var rows: [String] = []
        forEachParticle(system) { cell, particle in
            var fields = ["\"cell\": \(jsonString(cell))", "\"index\": \(particle.ordinal)"]
            for (key, value) in zip(keys, values(of: particle)) { fields.append("\"\(key)\": \(value)") }
            rows.append("  {" + fields.joined(separator: ", ") + "}")
        }
        return rows.isEmpty ? "[]\n" : "[\n" + rows.joined(separator: ",\n") + "\n]\n"
    }

    private static func forEachParticle(_ system: ParticleSystem, _ body: (String, Particle) -> Void) {
        for (cellIndex, name) in system.cellNames.enumerated() {
            for particle in system.particles(inCell: cellIndex) { body(name, particle) }
        }
    }

    private static func values(of particle: Particle) -> [Float] {
        [particle.position.x, particle.position.y, particle.position.z,
         particle.velocity.x, particle.velocity.y, particle.velocity.z,
         particle.age, particle.lifetime, particle.rotation, particle.scale,
         particle.color.x, particle.color.y, particle.color.z, particle.color.w]
    }

    private static func jsonString(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: text, options: .fragmentsAllowed)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
