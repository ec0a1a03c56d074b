import Foundation
import SpindriftTestSupport
import Testing

@Suite("spindrift import and Particle Designer files")
struct ImportCommandTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ParticleDesigner")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The particle counts `simulate` lists at 3 s.
    static func counts(_ file: String) -> [String] {
        let run = CommandRun("simulate", file, "--time", "3")
        #expect(run.status == 0, "\(run.error)")
        return run.standard.split(separator: "\n").dropFirst().map(String.init)
    }

    @Test("import writes the description, which simulates as the plist itself does")
    func roundTrip() throws {
        let destination = try scratchPath("lava.json")
        let run = CommandRun("import", Self.path("LavaFlow.plist"), "-o", destination)
        #expect(run.status == 0)
        #expect(run.standard == "wrote \(destination)\n")
        let json = try String(contentsOfFile: destination, encoding: .utf8)
        // The texture beside the plist, named relative to the description's folder.
        let contents = try #require(json.split(separator: "\n").first { $0.contains("\"contents\"") })
        let relative = contents.split(separator: "\"")[3]
        let resolved = URL(fileURLWithPath: String(relative), relativeTo: URL(fileURLWithPath: destination).deletingLastPathComponent())
        #expect(relative.hasPrefix("../") && resolved.standardizedFileURL.path == Self.path("particle.png"))
        #expect(json.contains("\"yAcceleration\": 197.3699951171875"))
        #expect(Self.counts(destination) == Self.counts(Self.path("LavaFlow.plist")))
        #expect(Self.counts(destination) == ["cell0  861", "total  861"])
    }

    @Test("import writes an embedded texture only together with the description that names it")
    func embeddedTexture() throws {
        let destination = try scratchPath("sun.json")
        _ = CommandRun("import", Self.path("SmallSun.plist"), "-o", destination)
        // Until the radial and tangential accelerations exist, the description does not load
        // and nothing is written.
        let texture = URL(fileURLWithPath: destination).deletingLastPathComponent().appendingPathComponent("sun-texture.png").path
        let written = FileManager.default.fileExists(atPath: destination)
        #expect(written == FileManager.default.fileExists(atPath: texture))
    }

    /// SmallSun.plist without its radial and tangential accelerations, at `file`.
    static func writeStillSun(to file: String) throws {
        let text = try String(contentsOfFile: path("SmallSun.plist"), encoding: .utf8)
            .replacingOccurrences(of: "<real>-380</real>", with: "<real>0</real>")
            .replacingOccurrences(of: "<real>-144.74000549316406</real>", with: "<real>0</real>")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
    }

    @Test("validate loads the texture a plist embeds from memory, and import writes it as a PNG file")
    func embeddedTextureLoads() throws {
        let file = try scratchPath("still-sun.plist")
        try Self.writeStillSun(to: file)
        let validation = CommandRun("validate", file)
        #expect(validation.status == 0, "\(validation.error)")
        #expect(validation.standard == "\(file): valid (1 cell)\n")
        let destination = try scratchPath("sun.json")
        let run = CommandRun("import", file, "-o", destination)
        let texture = (destination as NSString).deletingLastPathComponent + "/sun-texture.png"
        #expect(run.standard == "wrote \(texture)\nwrote \(destination)\n")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: texture))
        #expect(bytes.count == 4255 && bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try String(contentsOfFile: destination, encoding: .utf8).contains("\"contents\": \"sun-texture.png\""))
        #expect(Self.counts(destination) == Self.counts(file))
        // diff reads the plist as the description it plays as: only the texture's name differs.
        let diff = CommandRun("diff", file, destination)
        #expect(diff.standard == "emitterCells.cell0.contents: \"still-sun-texture.png\" → \"sun-texture.png\"\n")
    }

    @Test("validate and simulate read a plist directly, warning of what is inexact")
    func validateDirectly() {
        let run = CommandRun("validate", Self.path("LavaFlow.plist"))
        #expect(run.status == 0)
        #expect(run.standard == "\(Self.path("LavaFlow.plist")): valid (1 cell)\n")
        #expect(run.error.contains("spindrift: warning: \(Self.path("LavaFlow.plist")): angleVariance: Core Animation's emission cone is 3-D"))
    }

    @Test("import refuses what it cannot do, writing nothing", arguments: [
        (["import"], "spindrift: missing FILE.pex or FILE.plist; run 'spindrift import --help'"),
        (["import", "x.pex"], "spindrift: missing -o EFFECT.json; run 'spindrift import --help'"),
        (["import", "x.json", "-o", "y.json"], "spindrift: x.json: not a Particle Designer file: import reads .pex and .plist files"),
        (["import", "missing.pex", "-o", "y.json"], "spindrift: missing.pex: cannot read file: No such file or directory"),
    ])
    func refusals(arguments: [String], message: String) {
        let run = CommandRun(arguments: arguments)
        #expect(run.status != 0)
        #expect(run.error.split(separator: "\n").first.map(String.init) == message)
        #expect(!FileManager.default.fileExists(atPath: "y.json"))
    }

    @Test("a plist whose texture is missing is an error naming the key")
    func missingTexture() throws {
        let file = try scratchPath("lost.plist")
        let text = try String(contentsOfFile: Self.path("LavaFlow.plist"), encoding: .utf8)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let run = CommandRun("validate", file)
        #expect(run.status == 1)
        #expect(run.error == "spindrift: \(file): textureFileName: image 'particle.png' not found beside the file, and the file embeds no texture (textureImageData)\n")
    }

    @Test("SmallSun.plist simulates the same from the file and from its import")
    func smallSunRoundTrip() throws {
        let destination = try scratchPath("sun.json")
        #expect(CommandRun("import", Self.path("SmallSun.plist"), "-o", destination).status == 0)
        #expect(Self.counts(destination) == Self.counts(Self.path("SmallSun.plist")))
    }
}
