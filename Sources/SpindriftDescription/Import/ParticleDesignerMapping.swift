import Foundation

/// The key-by-key mapping of a Particle Designer file onto a description (see
/// ``ParticleDesignerImport``).
struct ParticleDesignerMapping {
    let file: ParticleDesignerFile
    let source: String
    var warnings: [ConfigurationError.Problem] = []
    var embeddedImage: (name: String, bytes: [UInt8])?
    /// The cell's `contents` and the texture's width in pixels (sizes are in pixels of it).
    var contents: String?
    var textureWidth: Double = 1

    init(file: ParticleDesignerFile, source: String) {
        self.file = file
        self.source = source
        for entry in file.unknown {
            warnings.append(.init(path: entry.label, reason: "unknown key, ignored (line \(entry.line))"))
        }
    }

    mutating func warn(_ key: String, _ reason: String) {
        warnings.append(.init(path: file.entries[key]?.label ?? key, reason: reason))
    }

    /// The number under `key`; `fallback` when the file leaves it out.
    func number(_ key: String, _ fallback: Double = 0) throws(ImportProblem) -> Double {
        guard let entry = file.entries[key] else { return fallback }
        let text = entry.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let value = Double(text), value.isFinite, abs(value) <= Double(Float.greatestFiniteMagnitude) else {
            throw ImportProblem(key: entry.label, reason: "must be a finite number (got '\(text)', line \(entry.line))")
        }
        return value
    }

    /// The number under `key`, refused with `requirement` when `valid` says no.
    func number(_ key: String, _ fallback: Double = 0, _ requirement: String, _ valid: (Double) -> Bool) throws(ImportProblem) -> Double {
        let value = try number(key, fallback)
        guard valid(value) else {
            let entry = file.entries[key]
            throw ImportProblem(key: entry?.label ?? key, reason: "must be \(requirement) (got \(jsonNumber(value))\(entry.map { ", line \($0.line)" } ?? ""))")
        }
        return value
    }

    /// Whether the file's y axis points up (cocos2d) rather than down (Starling, Sparrow):
    /// `yCoordFlipped` 1 says up, any other value down; without it a plist is cocos2d's and a
    /// `.pex` Starling's.
    func yPointsUp() throws(ImportProblem) -> Bool {
        guard file.entries["yCoordFlipped"] != nil else { return !file.isPex }
        return try number("yCoordFlipped") == 1
    }

    /// `path` relative to `folder` (both absolute and standardised), with `..` where needed.
    static func relativePath(of path: String, from folder: String) -> String {
        let target = path.split(separator: "/"), base = folder.split(separator: "/")
        let common = zip(target, base).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: base.count - common) + target[common...].map(String.init)).joined(separator: "/")
    }

    /// Degrees to radians.
    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

    /// Finds the texture: `textureFileName` beside the file when it exists (as cocos2d-x
    /// looks first), else the embedded `textureImageData`, decoded in memory.
    mutating func resolveTexture(descriptionFolder: String?, embeddedImageBaseName: String?) throws(ImportProblem) {
        let folder = URL(fileURLWithPath: source).deletingLastPathComponent()
        let outputFolder = descriptionFolder.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? folder.standardizedFileURL.path
        if let name = file.entries["textureFileName"], !name.text.isEmpty {
            let path = URL(fileURLWithPath: name.text, relativeTo: folder).standardizedFileURL.path
            if let bytes = try? EmitterLayer.contents(ofFile: path) {
                do {
                    textureWidth = Double(try ImageFileHeader(bytes: bytes).width)
                } catch {
                    throw ImportProblem(key: name.label, reason: "image \(path): \(error)")
                }
                contents = Self.relativePath(of: path, from: outputFolder)
                return
            }
        }
        guard let data = file.entries["textureImageData"], !data.text.isEmpty else {
            if let name = file.entries["textureFileName"], !name.text.isEmpty {
                throw ImportProblem(
                    key: name.label,
                    reason: "image '\(name.text)' not found beside the file, and the file embeds no texture (textureImageData)")
            }
            warn("textureFileName", "no texture: the particles simulate but draw nothing, their sizes taken as pixels of a 1-pixel image")
            return
        }
        func damaged(_ reason: String) -> ImportProblem {
            ImportProblem(key: data.label, reason: "damaged embedded texture: \(reason) (line \(data.line))")
        }
        let base64 = data.text.filter { !$0.isWhitespace }
        guard let compressed = Data(base64Encoded: base64) else { throw damaged("not valid base64") }
        let image: [UInt8]
        do {
            image = try Inflate.unwrap(Array(compressed), limit: EmitterLayer.maxFileBytes)
        } catch {
            throw damaged(error.reason)
        }
        let header: ImageFileHeader
        do {
            header = try ImageFileHeader(bytes: Data(image))
        } catch {
            throw damaged("\(error)")
        }
        textureWidth = Double(header.width)
        let suffix = header.format == .png ? "png" : "jpg"
        let base = embeddedImageBaseName ?? URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent + "-texture"
        let name = base + "." + suffix
        contents = name
        embeddedImage = (name, image)
    }

    /// The description: the layer's keys, then its one cell.
    mutating func description() throws(ImportProblem) -> ImportedJSON {
        let up = try yPointsUp()
        // The file's y axis onto Spindrift's, which points down.
        let flip: Double = up ? -1 : 1
        let radiusMode = try number("emitterType", 0, "0 (gravity) or 1 (radius)") { $0 == 0 || $0 == 1 } == 1
        let maxParticles = try number("maxParticles", 0, "a whole number from 1 to \(EmitterLayer.maxParticlesLimit)") {
            $0 >= 1 && $0 <= Double(EmitterLayer.maxParticlesLimit) && $0.rounded() == $0
        }
        let lifespan = try number("particleLifespan", 0, "greater than 0 (the emission rate is maxParticles ÷ particleLifespan)") { $0 > 0 }
        guard maxParticles / lifespan <= EmitterLayer.maxBirthRate else {
            let entry = file.entries["particleLifespan"]
            throw ImportProblem(
                key: entry?.label ?? "particleLifespan",
                reason: "must be at least maxParticles ÷ \(Int(EmitterLayer.maxBirthRate)), for at most \(Int(EmitterLayer.maxBirthRate)) births per second (got \(lifespan)\(entry.map { ", line \($0.line)" } ?? ""))")
        }
        let lifespanVariance = abs(try number("particleLifespanVariance"))

        var layer: [(String, ImportedJSON)] = []
        let variance = [abs(try number("sourcePositionVariancex")), abs(try number("sourcePositionVariancey"))]
        if variance != [0, 0] {
            layer.append(("emitterShape", .string("rectangle")))
        }
        layer.append(("emitterPosition", .numbers(ParticleDesignerImport.emitterPosition)))
        if variance != [0, 0] {
            layer.append(("emitterSize", .numbers(variance.map { 2 * $0 })))
        }
        if let mode = try renderMode() { layer.append(("renderMode", .string(mode))) }
        layer.append(("maxParticles", .number(maxParticles)))

        var cell: [(String, ImportedJSON)] = []
        var extensions: [(String, ImportedJSON)] = []
        func put(_ key: String, _ value: Double, default fallback: Double = 0) {
            if value != fallback { cell.append((key, .number(value))) }
        }
        func putExtension(_ key: String, _ value: Double) {
            if value != 0 { extensions.append((key, .number(value))) }
        }

        put("birthRate", maxParticles / lifespan)
        put("lifetime", lifespan)
        put("lifetimeRange", 2 * lifespanVariance)
        try putTiming(into: &cell)

        let angle = Self.radians(try number("angle"))
        let angleVariance = Self.radians(abs(try number("angleVariance")))
        if radiusMode {
            // cocos2d-x and Starling place a radius-mode particle at −radius·(cos a, sin a)
            // from the emitter: the angle half a turn on, with y flipped.
            put("emissionLongitude", normalized(.pi + flip * angle))
        } else {
            put("emissionLongitude", normalized(flip * angle))
        }
        put("emissionRange", min(2 * angleVariance, 2 * .pi))
        if angleVariance != 0, !radiusMode {
            warn("angleVariance", "Core Animation's emission cone is 3-D: with a spread, particles also move along z, so their on-screen speeds vary (the file's fan is flat)")
        }

        if radiusMode {
            try putPolar(into: &extensions, flip: flip)
        } else {
            put("velocity", try number("speed"))
            put("velocityRange", 2 * abs(try number("speedVariance")))
            put("xAcceleration", try number("gravityx"))
            put("yAcceleration", flip * (try number("gravityy")))
            putExtension("radialAcceleration", try number("radialAcceleration"))
            putExtension("radialAccelerationRange", 2 * abs(try number("radialAccelVariance")))
            // Spindrift's positive tangential acceleration turns counter-clockwise on screen, as
            // a y-up file's does; a y-down file's turns clockwise.
            putExtension("tangentialAcceleration", -flip * (try number("tangentialAcceleration")))
            putExtension("tangentialAccelerationRange", 2 * abs(try number("tangentialAccelVariance")))
        }

        try putSize(into: &cell, extensions: &extensions, lifespan: lifespan, lifespanVariance: lifespanVariance)
        try putRotation(into: &cell, extensions: &extensions, lifespan: lifespan, lifespanVariance: lifespanVariance)
        try putColor(into: &cell, extensions: &extensions, lifespan: lifespan, lifespanVariance: lifespanVariance)
        if let contents { cell.append(("contents", .string(contents))) }
        if !extensions.isEmpty { cell.append(("spindrift", .object(extensions))) }
        for key in ["absolutePosition", "rotationIsDir"] where (try number(key)) != 0 {
            warn(key, "not supported, ignored")
        }
        if file.entries["emissionRate"] != nil {
            warn("emissionRate", "ignored: the rate is maxParticles ÷ particleLifespan, as cocos2d-x and Starling compute it")
        }
        layer.append(("emitterCells", .array([.object(cell)])))
        return .object(layer)
    }

    /// `angle` in (−π, π].
    func normalized(_ angle: Double) -> Double {
        var value = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if value > .pi { value -= 2 * .pi }
        if value <= -.pi { value += 2 * .pi }
        // Whole degrees stay readable: 90° is π/2 to the last bit, not 1.5707963267948968.
        return abs(value) < 1e-12 ? 0 : value
    }

    /// The render mode for the blend function; nil for normal alpha blending.
    mutating func renderMode() throws(ImportProblem) -> String? {
        let sourceFactor = try number("blendFuncSource", 770)
        let destination = try number("blendFuncDestination", 771)
        switch (sourceFactor, destination) {
        case (770, 1), (1, 1): return "additive"
        case (770, 771), (1, 771): return nil
        default:
            warn("blendFuncSource", "blend function (\(jsonNumber(sourceFactor)), \(jsonNumber(destination))) has no Spindrift render mode: drawn with normal alpha blending")
            return nil
        }
    }

    /// `duration`: −1 emits forever; otherwise the cell emits for that many seconds.
    mutating func putTiming(into cell: inout [(String, ImportedJSON)]) throws(ImportProblem) {
        let duration = try number("duration", -1, "-1 (forever) or at least 0") { $0 == -1 || $0 >= 0 }
        if duration > 0 {
            cell.append(("duration", .number(duration)))
        } else if duration == 0 {
            // Core Animation's duration 0 means forever; cocos2d-x's stops at once.
            cell.removeAll { $0.0 == "birthRate" }
            warn("duration", "0 emits nothing: the cell's birthRate is 0")
        }
    }

    /// Radius mode: the `spindrift.polar` motion.
    mutating func putPolar(into extensions: inout [(String, ImportedJSON)], flip: Double) throws(ImportProblem) {
        let startRadius = try number("maxRadius")
        let startRange = 2 * abs(try number("maxRadiusVariance"))
        // −1 is cocos2d-x's "end radius equal to the start radius".
        let sameRadius = try number("minRadius") == -1
        let endRadius = sameRadius ? startRadius : try number("minRadius")
        let endRange = sameRadius ? startRange : 2 * abs(try number("minRadiusVariance"))
        var polar: [(String, ImportedJSON)] = []
        for (key, value) in [
            ("startRadius", startRadius), ("startRadiusRange", startRange), ("endRadius", endRadius), ("endRadiusRange", endRange),
            ("rotatePerSecond", flip * Self.radians(try number("rotatePerSecond"))),
            ("rotatePerSecondRange", 2 * Self.radians(abs(try number("rotatePerSecondVariance")))),
        ] where value != 0 {
            polar.append((key, .number(value)))
        }
        extensions.append(("polar", .object(polar)))
    }

    /// Start and finish sizes (pixels) as a scale of the texture and a curve over life.
    mutating func putSize(
        into cell: inout [(String, ImportedJSON)], extensions: inout [(String, ImportedJSON)], lifespan: Double, lifespanVariance: Double
    ) throws(ImportProblem) {
        let start = try number("startParticleSize", 0, "at least 0") { $0 >= 0 }
        let startVariance = abs(try number("startParticleSizeVariance"))
        let finish = try number("finishParticleSize", -1, "-1 (the start size) or at least 0") { $0 == -1 || $0 >= 0 }
        let finishVariance = abs(try number("finishParticleSizeVariance"))
        let scale = start / textureWidth
        if scale != 1 { cell.append(("scale", .number(scale))) }
        if startVariance != 0 { cell.append(("scaleRange", .number(2 * startVariance / textureWidth))) }
        guard finish != -1, finish != start || finishVariance != 0 else { return }
        if finishVariance != 0 {
            warn("finishParticleSizeVariance", "cannot be represented: every particle ends at its start size × finish ÷ start")
        }
        if start > 0 {
            extensions.append(("scaleOverLife", .object([("values", .numbers([1, finish / start]))])))
            if startVariance != 0 {
                warn("startParticleSizeVariance", "approximated: each particle ends at its own start size × finish ÷ start, not at the finish size")
            }
        } else {
            cell.append(("scaleSpeed", .number(finish / textureWidth / lifespan)))
            if lifespanVariance != 0 {
                warn("finishParticleSize", "approximated: grows from 0 at a rate exact for a particle that lives particleLifespan seconds")
            }
        }
    }

    /// Start and end rotation (degrees, clockwise on screen in both engines): the initial
    /// rotation and a spin that reaches the end rotation at death.
    mutating func putRotation(
        into cell: inout [(String, ImportedJSON)], extensions: inout [(String, ImportedJSON)], lifespan: Double, lifespanVariance: Double
    ) throws(ImportProblem) {
        let start = try number("rotationStart")
        let startVariance = abs(try number("rotationStartVariance"))
        let end = try number("rotationEnd")
        let endVariance = abs(try number("rotationEndVariance"))
        if start != 0 { extensions.append(("initialRotation", .number(Self.radians(start)))) }
        if startVariance != 0 { extensions.append(("initialRotationRange", .number(2 * Self.radians(startVariance)))) }
        let spin = Self.radians(end - start) / lifespan
        // A difference of two uniform draws, as one uniform draw of the same spread.
        let spinRange = 2 * Self.radians((startVariance * startVariance + endVariance * endVariance).squareRoot()) / lifespan
        if spin != 0 { cell.append(("spin", .number(spin))) }
        if spinRange != 0 { cell.append(("spinRange", .number(spinRange))) }
        if spin != 0 || spinRange != 0, lifespanVariance != 0 || endVariance != 0 {
            warn("rotationEnd", "approximated: a constant spin that reaches rotationEnd after particleLifespan seconds")
        }
    }

    /// Start and finish colours: the birth colour with its ranges, and the change over life
    /// as a curve of multipliers when one can say it, else as colour speeds.
    mutating func putColor(
        into cell: inout [(String, ImportedJSON)], extensions: inout [(String, ImportedJSON)], lifespan: Double, lifespanVariance: Double
    ) throws(ImportProblem) {
        let channels = ["Red", "Green", "Blue", "Alpha"]
        func color(_ prefix: String, _ fallback: Double) throws(ImportProblem) -> [Double] {
            var values: [Double] = []
            for channel in channels {
                values.append(try number(prefix + channel, fallback, "within 0…1") { (0...1).contains($0) })
            }
            return values
        }
        func variances(_ prefix: String) throws(ImportProblem) -> [Double] {
            var values: [Double] = []
            for channel in channels { values.append(abs(try number(prefix + channel))) }
            return values
        }
        let start = try color("startColor", 1)
        let finish = try color("finishColor", 1)
        let startVariance = try variances("startColorVariance")
        let finishVariance = try variances("finishColorVariance")
        if start != [1, 1, 1, 1] { cell.append(("color", .numbers(start))) }
        for (index, name) in ["redRange", "greenRange", "blueRange", "alphaRange"].enumerated() where startVariance[index] != 0 {
            cell.append((name, .number(2 * startVariance[index])))
        }
        if finishVariance.contains(where: { $0 != 0 }) {
            warn("finishColorVarianceRed", "cannot be represented: every particle moves toward the finish colour itself")
        }
        guard finish != start else { return }
        // A multiplier curve is exact in each particle's normalised age, whatever its lifetime,
        // but can only darken (multipliers lie in 0…1).
        let ratios = channels.indices.map { index in
            start[index] == finish[index] ? 1 : start[index] == 0 ? Double.infinity : finish[index] / start[index]
        }
        if ratios.allSatisfy({ $0 <= 1 }) {
            extensions.append(("colorOverLife", .object([("values", .array([.numbers([1, 1, 1, 1]), .numbers(ratios)]))])))
            if startVariance.contains(where: { $0 != 0 }) {
                warn("startColorVarianceRed", "approximated: each particle's colour is multiplied toward the finish colour, so its variation is kept to the end")
            }
        } else {
            for (index, name) in ["redSpeed", "greenSpeed", "blueSpeed", "alphaSpeed"].enumerated() where finish[index] != start[index] {
                cell.append((name, .number((finish[index] - start[index]) / lifespan)))
            }
            if lifespanVariance != 0 {
                warn("finishColorRed", "approximated: colour speeds reach the finish colour after particleLifespan seconds exactly, earlier or later for particles that live shorter or longer")
            }
        }
    }
}
