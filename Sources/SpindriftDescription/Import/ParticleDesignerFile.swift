/// The keys of a Particle Designer file, read from either of its two forms: a `.pex`
/// (`<particleEmitterConfig>` with one element per key, values in attributes) or a cocos2d
/// `.plist` (an Apple XML property list of flat keys). Both are read into the plist's key
/// names (`gravityy`, `startColorRed`, `textureImageData`), each value a number or a string
/// with the spelling the file gave it, for messages.
package struct ParticleDesignerFile: Sendable {
    /// One value of the file.
    package struct Entry: Sendable, Equatable {
        /// The value's text.
        package var text: String
        /// How the file spells it: the plist key, or the `.pex` element with its attribute
        /// (`gravity.y`, `speed`).
        package var label: String
        /// Where it is in the file (line, from 1).
        package var line: Int
    }

    /// The values by plist key.
    package var entries: [String: Entry] = [:]
    /// Keys the file gives that no reader knows, with their spelling and line, in file order.
    package var unknown: [Entry] = []
    /// Whether the file is a `.pex` (Starling's and Sparrow's form) rather than a cocos2d plist.
    package var isPex: Bool

    /// The `.pex` elements that hold one number in `value`, by element name, with their plist key.
    static let pexScalars: [String: String] = {
        var keys: [String: String] = [:]
        for key in [
            "angle", "angleVariance", "speed", "speedVariance", "particleLifespan", "particleLifespanVariance",
            "radialAcceleration", "radialAccelVariance", "tangentialAcceleration", "tangentialAccelVariance",
            "maxParticles", "startParticleSize", "startParticleSizeVariance", "finishParticleSize",
            "finishParticleSizeVariance", "duration", "emitterType", "maxRadius", "maxRadiusVariance", "minRadius",
            "minRadiusVariance", "rotatePerSecond", "rotatePerSecondVariance", "blendFuncSource", "blendFuncDestination",
            "rotationStart", "rotationStartVariance", "rotationEnd", "rotationEndVariance", "yCoordFlipped",
            "absolutePosition", "rotationIsDir", "emissionRate",
        ] { keys[key] = key }
        // Particle Designer's own spellings of a few.
        keys["particleLifeSpan"] = "particleLifespan"
        keys["particleLifeSpanVariance"] = "particleLifespanVariance"
        keys["FinishParticleSizeVariance"] = "finishParticleSizeVariance"
        keys["radialAccelerationVariance"] = "radialAccelVariance"
        keys["tangentialAccelerationVariance"] = "tangentialAccelVariance"
        return keys
    }()

    /// The `.pex` elements of a point, `x` and `y`.
    static let pexPoints = ["sourcePosition", "sourcePositionVariance", "gravity"]
    /// The `.pex` elements of a colour, `red`, `green`, `blue`, `alpha`.
    static let pexColors = ["startColor", "startColorVariance", "finishColor", "finishColorVariance"]

    /// Every plist key a reader knows (what a `.pex` element becomes, and the plist-only ones).
    package static let knownKeys: Set<String> = {
        var keys = Set(pexScalars.values)
        for point in pexPoints { keys.formUnion([point + "x", point + "y"]) }
        for color in pexColors { keys.formUnion(["Red", "Green", "Blue", "Alpha"].map { color + $0 }) }
        keys.formUnion(["textureFileName", "textureImageData", "configName"])
        return keys
    }()

    /// Reads the file's `bytes`; `isPex` says which form to expect (from the file's name).
    package init(bytes: [UInt8], isPex: Bool) throws(ImportProblem) {
        self.isPex = isPex
        let root: MarkupElement
        do {
            root = try MarkupElement.parse(bytes)
        } catch {
            throw ImportProblem(key: "", reason: error.description)
        }
        if isPex {
            try readPex(root)
        } else {
            try readPlist(root)
        }
    }

    private mutating func add(_ key: String, _ text: String, label: String, line: Int) throws(ImportProblem) {
        let entry = Entry(text: text, label: label, line: line)
        guard Self.knownKeys.contains(key) else {
            unknown.append(entry)
            return
        }
        if let first = entries[key] {
            throw ImportProblem(key: label, reason: "given twice (lines \(first.line) and \(line))")
        }
        entries[key] = entry
    }

    private mutating func readPex(_ root: MarkupElement) throws(ImportProblem) {
        guard root.name == "particleEmitterConfig" else {
            throw ImportProblem(key: "", reason: "not a Particle Designer .pex file: the root element is <\(root.name)>, not <particleEmitterConfig>")
        }
        for element in root.children {
            func attribute(_ name: String) throws(ImportProblem) -> String {
                guard let value = element.attribute(name) else {
                    throw ImportProblem(key: element.name, reason: "missing the attribute '\(name)' (line \(element.line))")
                }
                return value
            }
            if let key = Self.pexScalars[element.name] {
                try add(key, attribute("value"), label: element.name, line: element.line)
            } else if Self.pexPoints.contains(element.name) {
                for axis in ["x", "y"] {
                    try add(element.name + axis, attribute(axis), label: element.name + "." + axis, line: element.line)
                }
            } else if Self.pexColors.contains(element.name) {
                for channel in ["red", "green", "blue", "alpha"] {
                    try add(element.name + channel.prefix(1).uppercased() + channel.dropFirst(), attribute(channel),
                            label: element.name + "." + channel, line: element.line)
                }
            } else if element.name == "texture" {
                if let name = element.attribute("name") { try add("textureFileName", name, label: "texture.name", line: element.line) }
                if let data = element.attribute("data") { try add("textureImageData", data, label: "texture.data", line: element.line) }
            } else if element.name == "configName" {
                try add("configName", element.attribute("value") ?? element.text, label: element.name, line: element.line)
            } else {
                unknown.append(Entry(text: element.attribute("value") ?? "", label: element.name, line: element.line))
            }
        }
    }

    private mutating func readPlist(_ root: MarkupElement) throws(ImportProblem) {
        guard root.name == "plist", root.children.count == 1, root.children[0].name == "dict" else {
            throw ImportProblem(key: "", reason: "not a cocos2d particle plist: expected <plist> holding one <dict>")
        }
        let members = root.children[0].children
        var index = 0
        while index < members.count {
            let keyElement = members[index]
            guard keyElement.name == "key" else {
                throw ImportProblem(key: "", reason: "expected <key> at line \(keyElement.line), found <\(keyElement.name)>")
            }
            guard index + 1 < members.count else {
                throw ImportProblem(key: keyElement.text, reason: "has no value (line \(keyElement.line))")
            }
            let value = members[index + 1]
            let text: String
            switch value.name {
            case "real", "integer", "string": text = value.text
            case "true": text = "1"
            case "false": text = "0"
            default:
                throw ImportProblem(key: keyElement.text, reason: "a <\(value.name)> where a number or a string is expected (line \(value.line))")
            }
            try add(keyElement.text, text, label: keyElement.text, line: value.line)
            index += 2
        }
    }
}

/// A problem of a Particle Designer file: the key (as the file spells it; empty for the whole
/// file) and why.
package struct ImportProblem: Error, Equatable, Sendable {
    package var key: String
    package var reason: String
}
