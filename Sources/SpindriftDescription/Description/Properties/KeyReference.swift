/// The key reference in the docs, generated from the property tables: one Markdown table per
/// table (layer keys, `CALayer` keys, the Core Animation keys ignored, cell keys, a cell's
/// `spindrift` keys, animation
/// record keys) and one of the animatable key paths, each
/// between `<!-- generated: NAME -->` and `<!-- end generated: NAME -->` markers in
/// `docs/description.md`.
package enum KeyReference {
    /// The generated sections, by marker name, in the order the docs give them.
    package static let sections: [(name: String, table: String)] = [
        ("layer-keys", table(EmitterLayer.properties)),
        ("calayer-keys", table(LayerProperties.properties)),
        ("ignored-keys", IgnoredKeys.reference),
        ("cell-keys", table(EmitterCell.properties)),
        ("spindrift-cell-keys", table(CellExtensions.properties)),
        ("animation-keys", LayerAnimation.recordKeyReference),
        ("animatable-key-paths", animatableTable()),
    ]

    /// Every section with its markers, as `spindrift keys --markdown` prints it.
    package static var markdown: String {
        sections.map { "<!-- generated: \($0.name) -->\n\($0.table)<!-- end generated: \($0.name) -->\n" }
            .joined(separator: "\n")
    }

    /// `document` with the text between each section's markers replaced by the section, and
    /// the names of the sections whose markers it lacks.
    package static func spliced(into document: String) -> (document: String, missing: [String]) {
        var document = document
        var missing: [String] = []
        for (name, table) in sections {
            let start = "<!-- generated: \(name) -->\n", end = "<!-- end generated: \(name) -->"
            guard let opening = document.range(of: start),
                  let closing = document.range(of: end, range: opening.upperBound..<document.endIndex)
            else {
                missing.append(name)
                continue
            }
            document.replaceSubrange(opening.upperBound..<closing.lowerBound, with: table)
        }
        return (document, missing)
    }

    /// A table's keys: spellings, kind, default, bounds and unit, when animations read it,
    /// the window's tuning step, and what it does.
    private static func table<Root>(_ properties: [PropertyDeclaration<Root>]) -> String {
        var lines = [
            "| key | value | default | unit | animatable | tuning | meaning |",
            "|---|---|---|---|---|---|---|",
        ]
        let defaults = Root()
        for property in properties {
            let key = property.spellings.map { "`\($0)`" }.joined(separator: " or ")
            var value = property.kind.documentation
            if !property.bounds.documentation.isEmpty { value += ", " + property.bounds.documentation }
            let animatable = switch property.animation {
            case .animatable(let effect): effect.documentation
            case .fixed: "no"
            }
            var meaning = escaped(property.summary)
            if let range = property.rangeKey { meaning += " Drawn as value ± `\(range)`/2." }
            if property.isExtension { meaning = "*Spindrift*: " + meaning }
            if case .choice(let values) = property.kind, values.contains(where: { !$0.appleNames.isEmpty }) {
                meaning += " Apple's constants (`\(values[0].appleNames[0])`, `\(values[0].appleNames[1])`) are accepted too."
            }
            lines.append(
                "| \(key) | \(escaped(value)) | `\(property.jsonText(defaults))` | \(property.unit) | \(animatable) | "
                    + "\(property.tuning?.documentation ?? "") | \(meaning) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The key paths animations can change: the layer's, then a cell's under `emitterCells.NAME.`.
    private static func animatableTable() -> String {
        var lines = ["| key path | components | read | clamped to |", "|---|---|---|---|"]
        func add<Root>(_ properties: [AnimatableProperty<Root>], prefix: String) {
            for property in properties {
                let range = property.range == PropertyBounds.any.animationRange
                    ? "" : "\(number(property.range.lowerBound))…\(number(property.range.upperBound))"
                lines.append("| `\(prefix)\(property.key)` | \(property.labels.isEmpty ? "1" : property.labels) | "
                    + "\(property.effect.documentation) | \(range) |")
            }
        }
        add(EmitterLayer.animatableProperties, prefix: "")
        add(EmitterCell.animatableProperties, prefix: "emitterCells.NAME.")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func number(_ value: Double) -> String {
        value == Double(Float.greatestFiniteMagnitude) ? "3.4e38" : jsonNumber(value)
    }

    /// Text safe inside a Markdown table cell.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}

extension AnimationEffect {
    /// When the simulation reads an animated value, as the docs say it.
    package var documentation: String {
        switch self {
        case .emission: "integrated"
        case .birth: "at birth"
        case .drawing: "every frame"
        }
    }
}
