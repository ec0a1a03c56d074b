/// Core Animation code that builds a description (`spindrift export`): one function, in Swift
/// or Objective-C, that makes the `CAEmitterLayer` with its cells at every depth and its
/// animations (for a scene, a `CALayer` with the emitter layers as sublayers) and returns it.
///
/// It sets the keys that saving writes and that differ from Core Animation's defaults, each
/// as the property tables declare it (the Swift name, the value's form); a key Core Animation
/// lacks (``PropertyDeclaration/isExtension``) becomes a comment saying what is lost.
package struct CoreAnimationExport {
    private let language: CoreAnimationLanguage
    /// A layer's and a cell's keys at their defaults, as saving writes them.
    private let layerDefaults: ExportedJSON, cellDefaults: ExportedJSON
    private var lines: [String] = []
    private var usedNames: Set<String> = []

    private init(language: CoreAnimationLanguage) throws {
        self.language = language
        layerDefaults = try ExportedJSON(encoding: EmitterLayer())
        cellDefaults = try ExportedJSON(encoding: EmitterCell())
    }

    /// The code for `scene`, from the file named `fileName` (`snow.json`), whose function is
    /// named after `baseName` (`snow` → `makeSnowEmitter`).
    package static func code(
        for scene: Scene, fileName: String, baseName: String, in language: CoreAnimationLanguage
    ) throws -> String {
        var export = try Self(language: language)
        let description = try ExportedJSON(encoding: scene)
        let variable: String
        if scene.hasSublayers {
            variable = export.variable(for: description["name"]?.string, suffix: "Layer", fallback: "root")
            export.add(language.declaration(variable, of: "CALayer"))
            export.setProperties(LayerProperties.self, of: description, defaults: .object([:]), on: variable)
            for sublayer in description["sublayers"]?.elements ?? [] {
                export.lines.append("")
                let emitter = export.emitterLayer(sublayer)
                export.add(language.addSublayer(emitter, to: variable))
            }
        } else {
            variable = export.emitterLayer(description)
        }
        export.add(language.returning(variable))
        let type = scene.hasSublayers ? "CALayer" : "CAEmitterLayer"
        let name = language.functionName(identifier(baseName, capitalized: true) + (scene.hasSublayers ? "Layer" : "Emitter"))
        let header = [
            "// \(fileName) as Core Animation code, by spindrift export: keys at their defaults are left out.",
            language.imports, "", language.functionHeader(name, returning: type),
        ]
        return (header + export.lines + ["}"]).joined(separator: "\n") + "\n"
    }

    /// Adds a line of the function's body.
    private mutating func add(_ line: String) {
        lines.append("    " + line)
    }

    /// Declares an emitter layer with the keys of `layer` and returns its variable.
    private mutating func emitterLayer(_ layer: ExportedJSON) -> String {
        let variable = variable(for: layer["name"]?.string, suffix: "Layer", fallback: "emitter")
        add(language.declaration(variable, of: "CAEmitterLayer"))
        setProperties(LayerProperties.self, of: layer, defaults: .object([:]), on: variable)
        setProperties(EmitterLayer.self, of: layer, defaults: layerDefaults, on: variable)
        return variable
    }

    /// Declares a cell with the keys of `cell` (its sub-cells first declared the same way)
    /// and returns its variable.
    private mutating func cell(_ cell: ExportedJSON) -> String {
        let variable = variable(for: cell["name"]?.string, suffix: "Cell", fallback: "cell")
        add(language.declaration(variable, of: "CAEmitterCell"))
        setProperties(EmitterCell.self, of: cell, defaults: cellDefaults, on: variable)
        return variable
    }

    /// Sets every key of `Root`'s table that `object` gives and `defaults` does not (or gives
    /// otherwise), in declaration order, on `variable`.
    private mutating func setProperties<Root: PropertyTable>(
        _ table: Root.Type, of object: ExportedJSON, defaults: ExportedJSON, on variable: String
    ) {
        for property in Root.properties {
            guard let value = object[property.key], value != defaults[property.key] else { continue }
            if property.isExtension {
                lost(property, value, path: property.key)
                continue
            }
            switch property.kind {
            case .list(of: "cells"):
                let cells = value.elements.map { element in
                    lines.append("")
                    return cell(element)
                }
                lines.append("")
                add(language.assignment(variable, property.swiftName, language.array(cells)))
            case .list:
                for record in value.elements {
                    lines.append("")
                    let animation = animation(record, onLayer: true)
                    add(language.addAnimation(animation, key: record["key"]?.string, to: variable))
                }
            default:
                if property.key.contains(".") {
                    add(language.setValue(variable, keyPath: property.key, value.number ?? 0))
                } else {
                    add(language.assignment(variable, name(of: property), expression(of: property, value)))
                }
            }
        }
    }

    /// Comments that `value` of the extension key `property` is lost: for the cell's
    /// `spindrift` object, one comment per key in it.
    private mutating func lost<Root>(_ property: PropertyDeclaration<Root>, _ value: ExportedJSON, path: String) {
        if Root.self == EmitterCell.self, property.key == "spindrift" {
            for member in CellExtensions.properties {
                guard let memberValue = value[member.key] else { continue }
                lost(member, memberValue, path: path + "." + member.key)
            }
            return
        }
        add("// lost: \(path) \(value.text): Spindrift's own key, which Core Animation lacks (\(property.summary))")
    }

    /// The property's name in the language.
    private func name<Root>(of property: PropertyDeclaration<Root>) -> String {
        language == .swift ? property.swiftName : property.key
    }

    /// The code for the value `value` of `property`.
    private func expression<Root>(of property: PropertyDeclaration<Root>, _ value: ExportedJSON) -> String {
        switch (property.coreAnimationValue, property.kind, value) {
        case (.image, _, .string(let name)): return language.image(name)
        case (.mediaTime, _, .number(let seconds)): return language.mediaTime(seconds)
        case (.rawValue(let type), .choice(let values), .string(let name)):
            return values.first { $0.name == name }.map { language.member($0, rawValueType: type) } ?? language.string(name)
        case (_, .choice(let values), .string(let name)):
            return values.first { $0.name == name }.map { language.member($0) } ?? language.string(name)
        case (_, .vector(let labels), _):
            return language.geometry(value.numbers, labels: labels, boxed: false) ?? language.array(value.numbers.map(jsonNumber))
        case (_, _, .bool(let flag)): return language.flag(flag)
        case (_, _, .string(let text)): return language.string(text)
        default: return jsonNumber(value.number ?? 0)
        }
    }

    /// Declares the animation of `record` and returns its variable; an animation `onLayer`
    /// (not a group's member) begins on Core Animation's clock.
    private mutating func animation(_ record: ExportedJSON, onLayer: Bool) -> String {
        let className = record["class"]?.string ?? "CABasicAnimation"
        let keyPath = record["keyPath"]?.string
        let key = record["key"]?.string
        let variable = variable(for: key ?? keyPath.map(Self.propertyWords), suffix: "Animation", fallback: "animation")
        add(language.declaration(variable, of: className, keyPath: keyPath))
        if !onLayer, let key {
            add("// lost: key \(language.string(key)): Core Animation keys only the animations added to a layer")
        }
        let labels = keyPath.flatMap(Self.labels(ofKeyPath:))
        for recordKey in LayerAnimation.recordKeys {
            let property = language == .swift ? recordKey.key.rawValue : recordKey.objcName
            guard let value = record[recordKey.key.rawValue] else {
                if recordKey.key == .duration, className == "CASpringAnimation" {
                    add(language.assignment(variable, property, "\(variable).settlingDuration") + " // Spindrift's duration 0")
                }
                continue
            }
            let expression: String
            switch recordKey.value {
            case .structure:
                if recordKey.key == .animations {
                    let members = value.elements.map { animation($0, onLayer: false) }
                    add(language.assignment(variable, property, language.array(members)))
                }
                continue
            case .number:
                let number = value.number ?? 0
                if recordKey.key == .beginTime, onLayer {
                    expression = language.mediaTime(number)
                } else if recordKey.key == .repeatCount, number >= Double(Float.greatestFiniteMagnitude) {
                    expression = language.forever
                } else {
                    expression = jsonNumber(number)
                }
            case .flag:
                expression = language.flag(value == .bool(true))
            case .choice(let values):
                expression = values.first { $0.name == value.string }.map { language.member($0) } ?? language.string(value.text)
            case .timingFunction:
                expression = language.timingFunction(value)
            case .timingFunctions:
                expression = language.array(value.elements.map(language.timingFunction))
            case .value:
                expression = animationValue(value.numbers, labels: labels)
            case .values:
                expression = language.array(value.elements.map { animationValue($0.numbers, labels: labels) })
            case .numbers:
                expression = language.array(value.numbers.map(language.numberObject))
            case .path:
                guard let text = value.string, let path = try? PathData(parsing: text) else { continue }
                expression = self.variable(for: keyPath.map(Self.propertyWords), suffix: "Path", fallback: "path")
                for line in language.path(expression, path.elements) { add(line) }
            }
            add(language.assignment(variable, property, expression))
            if recordKey.key == .path, language == .objectiveC { add("CGPathRelease(\(expression));") }
        }
        return variable
    }

    /// An animation's value: a number, or the Core Graphics value its property's components
    /// make (`NSValue(cgPoint:)`, a `CGColor`).
    private func animationValue(_ numbers: [Double], labels: [String]?) -> String {
        if numbers.count == 1 { return language.numberObject(numbers[0]) }
        return labels.flatMap { language.geometry(numbers, labels: $0, boxed: true) }
            ?? language.array(numbers.map(language.numberObject))
    }

    /// The component labels of the property an animation's key path names (nil for a number).
    /// A component key path has its part's labels (`bounds.size`: width and height; none for
    /// one number); Core Animation boxes `transform.translation` as a `CGSize`.
    private static func labels(ofKeyPath keyPath: String) -> [String]? {
        if keyPath == "transform.translation" { return ["width", "height"] }
        let parts = EmitterLayer.properties.flatMap(\.parts) + LayerProperties.properties.flatMap(\.parts)
        if let part = parts.first(where: { $0.key == keyPath }) { return part.labels.count > 1 ? part.labels : nil }
        let kind: PropertyKind?
        if keyPath.hasPrefix("emitterCells."), let last = keyPath.split(separator: ".").last {
            kind = EmitterCell.property(named: String(last))?.kind
        } else {
            kind = EmitterLayer.property(named: keyPath)?.kind ?? LayerProperties.property(named: keyPath)?.kind
        }
        if case .vector(let labels) = kind { return labels }
        return nil
    }

    /// The property a key path names, for a variable's name: its last part, with the one
    /// before when that is a single letter (`transform.rotation.z` → `rotation z`).
    private static func propertyWords(_ keyPath: String) -> String {
        let parts = keyPath.split(separator: ".")
        guard let last = parts.last, last.count == 1 else { return String(parts.last ?? "") }
        return parts.suffix(2).joined(separator: " ")
    }

    /// A new variable named after `name` (`flake` → `flakeCell`), else `fallback`, unique in
    /// the function.
    private mutating func variable(for name: String?, suffix: String, fallback: String) -> String {
        var base = name.map { Self.identifier($0, capitalized: false) } ?? ""
        if base.isEmpty || base.first!.isNumber { base = fallback }
        var candidate = base + suffix
        var counter = 2
        while usedNames.contains(candidate) {
            candidate = base + suffix + String(counter)
            counter += 1
        }
        usedNames.insert(candidate)
        return candidate
    }

    /// `text`'s ASCII letters and digits in camel case (`confetti-burst` → `confettiBurst`,
    /// `ConfettiBurst` when `capitalized`).
    private static func identifier(_ text: String, capitalized: Bool) -> String {
        let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return capitalized ? joined : joined.prefix(1).lowercased() + joined.dropFirst()
    }
}
