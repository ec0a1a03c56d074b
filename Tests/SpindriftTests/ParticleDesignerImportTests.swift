import Foundation
import Testing
import Spindrift

@Suite("ParticleDesignerImport")
struct ParticleDesignerImportTests {
    /// The test files' folder: synthetic files are imported as if they were in it, beside its
    /// 32 × 32 `particle.png`.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ParticleDesigner")

    /// What every synthetic plist holds: 10 particles living 2 s, 32 pixels wide on a 32-pixel texture.
    static let baseKeys: [(String, String)] = [
        ("maxParticles", "10"), ("particleLifespan", "2"), ("startParticleSize", "32"), ("textureFileName", "particle.png"),
    ]

    /// A cocos2d plist of `keys` (later keys replace earlier ones).
    static func plist(_ keys: [(String, String)]) -> String {
        var merged: [(String, String)] = []
        for (key, value) in keys {
            merged.removeAll { $0.0 == key }
            merged.append((key, value))
        }
        let members = merged.map { key, value in
            let element = Double(value) == nil ? "string" : "real"
            return "\t<key>\(key)</key>\n\t<\(element)>\(value)</\(element)>\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(members.joined())</dict>
            </plist>

            """
    }

    static func imported(_ text: String, name: String = "synthetic.plist") throws(ConfigurationError) -> ParticleDesignerImport {
        try ParticleDesignerImport(bytes: Array(text.utf8), source: folder.appendingPathComponent(name).path)
    }

    /// The error `text` gives, as printed, without the folder.
    static func failure(_ text: String, name: String = "synthetic.plist") -> String? {
        do {
            _ = try imported(text, name: name)
            return nil
        } catch {
            return error.description.replacingOccurrences(of: folder.path + "/", with: "")
        }
    }

    /// Every leaf of a JSON document by path (`emitterCells[0].velocity`); arrays of numbers
    /// and empty objects are leaves, written as JSON.
    static func leaves(_ json: String) -> [String: String] {
        var result: [String: String] = [:]
        func walk(_ value: Any, _ path: String) {
            if let object = value as? [String: Any], !object.isEmpty {
                for (key, member) in object { walk(member, path.isEmpty ? key : path + "." + key) }
            } else if let array = value as? [Any], array.contains(where: { !($0 is NSNumber) }) {
                for (index, element) in array.enumerated() { walk(element, path + "[\(index)]") }
            } else if let array = value as? [NSNumber] {
                result[path] = "[" + array.map { jsonNumber($0.doubleValue) }.joined(separator: ", ") + "]"
            } else if let number = value as? NSNumber {
                result[path] = jsonNumber(number.doubleValue)
            } else if let string = value as? String {
                result[path] = string.jsonQuoted
            } else {
                result[path] = "{}"
            }
        }
        walk(try! JSONSerialization.jsonObject(with: Data(json.utf8)), "")
        return result
    }

    /// One key of the file (with the keys it needs), and what it changes in the description
    /// made of ``baseKeys``: each changed leaf's path (under the cell, `cell.` written for
    /// `emitterCells[0].`) with its new value.
    struct KeyCase: Sendable, CustomStringConvertible {
        let key: String
        let value: String
        var with: [(String, String)] = []
        let changes: [String: String]
        var description: String { "\(key) = \(value)" }
    }

    static let keyCases: [KeyCase] = [
        KeyCase(key: "angle", value: "90", changes: ["cell.emissionLongitude": "-1.5707963267948966"]),
        KeyCase(key: "angleVariance", value: "30", changes: ["cell.emissionRange": "1.0471975511965979"]),
        KeyCase(key: "speed", value: "40", changes: ["cell.velocity": "40"]),
        KeyCase(key: "speedVariance", value: "5", changes: ["cell.velocityRange": "10"]),
        KeyCase(key: "particleLifespan", value: "4", changes: ["cell.lifetime": "4", "cell.birthRate": "2.5"]),
        KeyCase(key: "particleLifespanVariance", value: "0.5", changes: ["cell.lifetimeRange": "1"]),
        KeyCase(key: "maxParticles", value: "20", changes: ["maxParticles": "20", "cell.birthRate": "10"]),
        KeyCase(key: "duration", value: "3", changes: ["cell.duration": "3"]),
        KeyCase(key: "gravityx", value: "3", changes: ["cell.xAcceleration": "3"]),
        // cocos2d's y points up: gravity −10 pulls down the screen, +10 in Spindrift.
        KeyCase(key: "gravityy", value: "-10", changes: ["cell.yAcceleration": "10"]),
        KeyCase(key: "yCoordFlipped", value: "-1", with: [("gravityy", "10")], changes: ["cell.yAcceleration": "10"]),
        KeyCase(key: "radialAcceleration", value: "7", changes: ["cell.spindrift.radialAcceleration": "7"]),
        KeyCase(key: "radialAccelVariance", value: "2", changes: ["cell.spindrift.radialAccelerationRange": "4"]),
        KeyCase(key: "tangentialAcceleration", value: "5", changes: ["cell.spindrift.tangentialAcceleration": "5"]),
        KeyCase(key: "tangentialAccelVariance", value: "3", changes: ["cell.spindrift.tangentialAccelerationRange": "6"]),
        KeyCase(key: "sourcePositionVariancex", value: "10", changes: ["emitterShape": "\"rectangle\"", "emitterSize": "[20, 0]"]),
        KeyCase(key: "sourcePositionVariancey", value: "4", changes: ["emitterShape": "\"rectangle\"", "emitterSize": "[0, 8]"]),
        KeyCase(key: "sourcePositionx", value: "100", changes: [:]),
        KeyCase(key: "sourcePositiony", value: "100", changes: [:]),
        KeyCase(key: "startParticleSize", value: "64", changes: ["cell.scale": "2"]),
        KeyCase(key: "startParticleSizeVariance", value: "8", changes: ["cell.scaleRange": "0.5"]),
        KeyCase(key: "finishParticleSize", value: "16", changes: ["cell.spindrift.scaleOverLife.values": "[1, 0.5]"]),
        KeyCase(key: "finishParticleSizeVariance", value: "4", with: [("finishParticleSize", "16")],
                changes: ["cell.spindrift.scaleOverLife.values": "[1, 0.5]"]),
        KeyCase(key: "emitterType", value: "1", changes: ["cell.spindrift.polar": "{}", "cell.emissionLongitude": "3.141592653589793"]),
        KeyCase(key: "maxRadius", value: "50", with: [("emitterType", "1")],
                changes: ["cell.spindrift.polar.startRadius": "50", "cell.emissionLongitude": "3.141592653589793"]),
        KeyCase(key: "maxRadiusVariance", value: "5", with: [("emitterType", "1")],
                changes: ["cell.spindrift.polar.startRadiusRange": "10", "cell.emissionLongitude": "3.141592653589793"]),
        KeyCase(key: "minRadius", value: "20", with: [("emitterType", "1")],
                changes: ["cell.spindrift.polar.endRadius": "20", "cell.emissionLongitude": "3.141592653589793"]),
        KeyCase(key: "minRadiusVariance", value: "3", with: [("emitterType", "1")],
                changes: ["cell.spindrift.polar.endRadiusRange": "6", "cell.emissionLongitude": "3.141592653589793"]),
        KeyCase(key: "rotatePerSecond", value: "90", with: [("emitterType", "1")],
                changes: ["cell.spindrift.polar.rotatePerSecond": "-1.5707963267948966", "cell.emissionLongitude": "3.141592653589793"]),
        KeyCase(key: "rotatePerSecondVariance", value: "45", with: [("emitterType", "1")],
                changes: ["cell.spindrift.polar.rotatePerSecondRange": "1.5707963267948966", "cell.emissionLongitude": "3.141592653589793"]),
        KeyCase(key: "blendFuncSource", value: "1", with: [("blendFuncDestination", "1")], changes: ["renderMode": "\"additive\""]),
        KeyCase(key: "blendFuncDestination", value: "1", changes: ["renderMode": "\"additive\""]),
        KeyCase(key: "rotationStart", value: "90",
                changes: ["cell.spindrift.initialRotation": "1.5707963267948966", "cell.spin": "-0.7853981633974483"]),
        KeyCase(key: "rotationStartVariance", value: "10",
                changes: ["cell.spindrift.initialRotationRange": "0.3490658503988658", "cell.spinRange": "0.1745329251994329"]),
        KeyCase(key: "rotationEnd", value: "180", changes: ["cell.spin": "1.5707963267948966"]),
        KeyCase(key: "rotationEndVariance", value: "20", changes: ["cell.spinRange": "0.3490658503988658"]),
        KeyCase(key: "startColorRed", value: "0.5", with: [("finishColorRed", "0.5")], changes: ["cell.color": "[0.5, 1, 1, 1]"]),
        KeyCase(key: "startColorGreen", value: "0.5", with: [("finishColorGreen", "0.5")], changes: ["cell.color": "[1, 0.5, 1, 1]"]),
        KeyCase(key: "startColorBlue", value: "0.5", with: [("finishColorBlue", "0.5")], changes: ["cell.color": "[1, 1, 0.5, 1]"]),
        KeyCase(key: "startColorAlpha", value: "0.5", with: [("finishColorAlpha", "0.5")], changes: ["cell.color": "[1, 1, 1, 0.5]"]),
        KeyCase(key: "startColorVarianceRed", value: "0.1", changes: ["cell.redRange": "0.2"]),
        KeyCase(key: "startColorVarianceGreen", value: "0.1", changes: ["cell.greenRange": "0.2"]),
        KeyCase(key: "startColorVarianceBlue", value: "0.1", changes: ["cell.blueRange": "0.2"]),
        KeyCase(key: "startColorVarianceAlpha", value: "0.1", changes: ["cell.alphaRange": "0.2"]),
        KeyCase(key: "finishColorRed", value: "0.5",
                changes: ["cell.spindrift.colorOverLife.values[0]": "[1, 1, 1, 1]", "cell.spindrift.colorOverLife.values[1]": "[0.5, 1, 1, 1]"]),
        KeyCase(key: "finishColorGreen", value: "0.25",
                changes: ["cell.spindrift.colorOverLife.values[0]": "[1, 1, 1, 1]", "cell.spindrift.colorOverLife.values[1]": "[1, 0.25, 1, 1]"]),
        KeyCase(key: "finishColorBlue", value: "0",
                changes: ["cell.spindrift.colorOverLife.values[0]": "[1, 1, 1, 1]", "cell.spindrift.colorOverLife.values[1]": "[1, 1, 0, 1]"]),
        KeyCase(key: "finishColorAlpha", value: "0",
                changes: ["cell.spindrift.colorOverLife.values[0]": "[1, 1, 1, 1]", "cell.spindrift.colorOverLife.values[1]": "[1, 1, 1, 0]"]),
        // Brightening cannot be a multiplier in 0…1: colour speeds reach it at the lifespan.
        KeyCase(key: "finishColorRed", value: "1", with: [("startColorRed", "0.5")],
                changes: ["cell.color": "[0.5, 1, 1, 1]", "cell.redSpeed": "0.25"]),
        KeyCase(key: "finishColorVarianceRed", value: "0.1", changes: [:]),
        KeyCase(key: "finishColorVarianceGreen", value: "0.1", changes: [:]),
        KeyCase(key: "finishColorVarianceBlue", value: "0.1", changes: [:]),
        KeyCase(key: "finishColorVarianceAlpha", value: "0.1", changes: [:]),
        KeyCase(key: "configName", value: "sparks", changes: [:]),
        KeyCase(key: "absolutePosition", value: "1", changes: [:]),
        KeyCase(key: "rotationIsDir", value: "1", changes: [:]),
        KeyCase(key: "emissionRate", value: "99", changes: [:]),
        KeyCase(key: "textureFileName", value: "particle.png", changes: [:]),
    ]

    @Test("each key of a synthetic file changes the description as the mapping says", arguments: keyCases)
    func mapsKey(keyCase: KeyCase) throws {
        let base = Self.leaves(try Self.imported(Self.plist(Self.baseKeys)).json)
        let file = Self.leaves(try Self.imported(Self.plist(Self.baseKeys + keyCase.with + [(keyCase.key, keyCase.value)])).json)
        var changes: [String: String] = [:]
        for (path, value) in file where base[path] != value {
            changes[path.replacingOccurrences(of: "emitterCells[0].", with: "cell.")] = value
        }
        #expect(changes == keyCase.changes)
    }

    @Test("every key a reader knows has its case above, embedded textures their own tests")
    func everyKeyTested() {
        let tested = Set(Self.keyCases.map(\.key)).union(["textureImageData"])
        #expect(tested == ParticleDesignerFile.knownKeys)
    }

    @Test("the base file writes only what differs from the defaults")
    func minimal() throws {
        #expect(try Self.imported(Self.plist(Self.baseKeys)).json == """
            {
              "emitterPosition": [640, 360],
              "maxParticles": 10,
              "emitterCells": [
                {
                  "birthRate": 5,
                  "lifetime": 2,
                  "contents": "particle.png"
                }
              ]
            }

            """)
    }

    @Test("a .pex reads as the plist of the same keys, its y axis pointing down")
    func pexForm() throws {
        let pex = """
            <?xml version="1.0"?>
            <particleEmitterConfig>
              <texture name="particle.png"/>
              <sourcePositionVariance x="10" y="4"/>
              <speed value="40"/>
              <particleLifeSpan value="2"/>
              <angle value="270"/>
              <gravity x="3" y="10"/>
              <startColor red="0.5" green="1" blue="1" alpha="1"/>
              <finishColor red="0.5" green="1" blue="1" alpha="0"/>
              <maxParticles value="10"/>
              <startParticleSize value="32"/>
              <FinishParticleSizeVariance value="0"/>
              <tangentialAcceleration value="5"/>
            </particleEmitterConfig>
            """
        let plist = Self.plist(Self.baseKeys + [
            ("sourcePositionVariancex", "10"), ("sourcePositionVariancey", "4"), ("speed", "40"), ("angle", "90"),
            ("gravityx", "3"), ("gravityy", "-10"), ("startColorRed", "0.5"), ("finishColorRed", "0.5"), ("finishColorAlpha", "0"),
            ("tangentialAcceleration", "-5"),
        ])
        #expect(try Self.imported(pex, name: "synthetic.pex").json == Self.imported(plist).json)
    }

    @Test("an upward fountain in a cocos2d plist goes up the screen, and gravity pulls it back down")
    func fountainGoesUp() throws {
        let text = Self.plist(Self.baseKeys + [("angle", "90"), ("speed", "100"), ("gravityy", "-50")])
        let scene = try Scene(fileData: Data(text.utf8), source: Self.folder.appendingPathComponent("fountain.plist").path)
        let system = try ParticleSystem(layer: scene.layers[0])
        system.advance(to: 1)
        let particles = system.particles(inCell: 0)
        #expect(!particles.isEmpty)
        for particle in particles {
            let age = Double(particle.age)
            // y = 360 − 100·t + 25·t², x stays at 640.
            #expect(abs(Double(particle.position.y) - (360 - 100 * age + 25 * age * age)) < 1e-3)
            #expect(abs(Double(particle.position.x) - 640) < 1e-3)
            #expect(particle.velocity.y < 0 || age >= 2)
        }
    }

    @Test("the embedded texture of SmallSun.plist (cocos2d-x) decodes to its 64 × 64 PNG")
    func embeddedTexture() throws {
        let path = Self.folder.appendingPathComponent("SmallSun.plist").path
        let imported = try ParticleDesignerImport(bytes: Array(try EmitterLayer.contents(ofFile: path)), source: path)
        let image = try #require(imported.embeddedImage)
        #expect(image.name == "SmallSun-texture.png")
        let header = try ImageFileHeader(bytes: Data(image.bytes))
        #expect(header.format == .png && header.width == 64 && header.height == 64)
        let cell = Self.leaves(imported.json)
        #expect(cell["emitterCells[0].contents"] == "\"SmallSun-texture.png\"")
        #expect(cell["emitterCells[0].scale"] == jsonNumber(22.0 / 64))
        #expect(cell["emitterCells[0].spindrift.radialAcceleration"] == "-380")
        #expect(cell["emitterCells[0].spindrift.tangentialAcceleration"] == jsonNumber(-144.74000549316406))
    }

    @Test("a syntax error names its line and column", arguments: [
        ("<particleEmitterConfig>\n  <speed value=\"1\">\n</particleEmitterConfig>\n",
         "synthetic.pex: not valid XML: </particleEmitterConfig> does not close <speed> (line 2) at line 3, column 1"),
        ("<particleEmitterConfig>\n  <speed value=\"1\"/>\n  <angle value=1/>\n</particleEmitterConfig>\n",
         "synthetic.pex: not valid XML: expected a quoted value for attribute 'value' at line 3, column 16"),
        ("<particleEmitterConfig>\n  <speed value=\"1 &amp 2\"/>\n</particleEmitterConfig>\n",
         "synthetic.pex: not valid XML: '&' that starts no reference (write &amp;) at line 2, column 19"),
    ])
    func syntaxError(text: String, message: String) {
        #expect(Self.failure(text, name: "synthetic.pex") == message)
    }

    @Test("an unknown key is a warning naming it and its line")
    func unknownKey() throws {
        let imported = try Self.imported(Self.plist(Self.baseKeys + [("sparkle", "1")]))
        #expect(imported.warnings == [.init(path: "sparkle", reason: "unknown key, ignored (line 14)")])
    }

    @Test("an impossible value is an error naming its key", arguments: [
        ("particleLifespan", "0",
         "synthetic.plist: particleLifespan: must be greater than 0 (the emission rate is maxParticles ÷ particleLifespan) (got 0, line 12)"),
        ("particleLifespan", "1e-40",
         "synthetic.plist: particleLifespan: must be at least maxParticles ÷ 1000000000, for at most 1000000000 births per second (got 1e-40, line 12)"),
        ("maxParticles", "2.5", "synthetic.plist: maxParticles: must be a whole number from 1 to 100000000 (got 2.5, line 12)"),
        ("emitterType", "2", "synthetic.plist: emitterType: must be 0 (gravity) or 1 (radius) (got 2, line 14)"),
        ("startColorRed", "1.5", "synthetic.plist: startColorRed: must be within 0…1 (got 1.5, line 14)"),
        ("speed", "fast", "synthetic.plist: speed: must be a finite number (got 'fast', line 14)"),
    ])
    func impossibleValue(key: String, value: String, message: String) {
        #expect(Self.failure(Self.plist(Self.baseKeys + [(key, value)])) == message)
    }

    @Test("a damaged embedded texture names the file and the key", arguments: [
        ("not base64!", "damaged embedded texture: not valid base64 (line 12)"),
        // "hello" gzipped, cut short.
        ("H4sIAAAAAAACA8tIzck=", "damaged embedded texture: damaged gzip data: truncated (line 12)"),
        // "hello" gzipped, its checksum changed.
        ("H4sIAAAAAAACA8tIzcnJBwCHphA2BQAAAA==", "damaged embedded texture: damaged gzip data: checksum mismatch (line 12)"),
        // "hello" gzipped intact: not an image.
        ("H4sIAAAAAAACA8tIzcnJBwCGphA2BQAAAA==", "damaged embedded texture: not a PNG or JPEG image (line 12)"),
    ])
    func damagedTexture(data: String, reason: String) {
        let keys = [("maxParticles", "10"), ("particleLifespan", "2"), ("startParticleSize", "32"), ("textureImageData", data)]
        #expect(Self.failure(Self.plist(keys)) == "synthetic.plist: textureImageData: \(reason)")
    }

    @Test("gzip, zlib and stored DEFLATE data inflate to what was compressed, within a bound")
    func inflate() throws {
        // "hello hello hello\n" compressed by gzip -9 and by zlib.compress.
        let gzip = Data(base64Encoded: "H4sIAAAAAAACA8tIzcnJV8hAkFwAO3yK3xIAAAA=")!
        let zlib = Data(base64Encoded: "eJzLSM3JyVfIQJBcAEC1Boc=")!
        #expect(try Inflate.unwrap(Array(gzip), limit: 100) == Array("hello hello hello\n".utf8))
        #expect(try Inflate.unwrap(Array(zlib), limit: 100) == Array("hello hello hello\n".utf8))
        #expect(throws: Inflate.Failure(reason: "decompresses to more than 10 bytes, the most accepted")) {
            try Inflate.unwrap(Array(gzip), limit: 10)
        }
    }
}
