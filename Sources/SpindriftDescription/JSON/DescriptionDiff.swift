/// What one description's text changes relative to another's, key path by key path, as
/// `--set` writes key paths: `emitterCells.flake.birthRate: 30 → 36.3`, a key or a cell
/// added or removed, `sublayers.smoke.opacity` in a scene.
///
/// Keys are compared under their declared spelling (`isEnabled` is `enabled`), numbers by
/// value (`30` is `30.0`), other values as written (`"pi/4"` is not `0.785398`). Cells are
/// matched by their label (name, else `cell<index>`), a scene's layers by name, else index;
/// other arrays holding objects or arrays element by element, and arrays of plain values whole.
package enum DescriptionDiff {
    /// One difference.
    package struct Change: Equatable, Sendable, CustomStringConvertible {
        /// The key path: `emitterCells.flake.birthRate`, `animations[0].duration`.
        package var path: String
        /// The value in the first description, nil when it has none there.
        package var old: String?
        /// The value in the second description, nil when it has none there.
        package var new: String?

        /// `PATH: OLD → NEW`, `PATH: added NEW`, `PATH: removed OLD`.
        package var description: String {
            switch (old, new) {
            case (let old?, let new?): "\(path): \(old) → \(new)"
            case (nil, let new?): "\(path): added \(new)"
            case (let old?, nil): "\(path): removed \(old)"
            case (nil, nil): path
            }
        }
    }

    /// What `new` changes relative to `old` (two descriptions' documents), in `old`'s order,
    /// then what only `new` has.
    package static func changes(from old: JSONNode, to new: JSONNode) -> [Change] {
        let context: Context = old["sublayers"] != nil || new["sublayers"] != nil ? .scene : .layer
        var changes: [Change] = []
        compareMembers(old, new, path: "", context: context, into: &changes)
        return changes
    }

    /// Where in a description an object is: it decides its keys' spellings and how its arrays
    /// are matched.
    private enum Context {
        case scene, layer, cell, animation, plain

        /// The declared spelling of `key`, or `key` itself when it is not declared here.
        func canonical(_ key: String) -> String {
            switch self {
            case .scene: LayerProperties.property(named: key)?.key ?? key
            case .layer: EmitterLayer.property(named: key)?.key ?? LayerProperties.property(named: key)?.key ?? key
            case .cell: EmitterCell.property(named: key)?.key ?? key
            case .animation: LayerAnimation.recordKeys.first { $0.spellings.contains(key) }?.key.rawValue ?? key
            case .plain: key
            }
        }

        /// The context of the objects in the array at `key`, and what its elements are
        /// called when they are matched by label (nil: by index).
        func elements(of key: String) -> (context: Context, matchedAs: String?) {
            switch (self, key) {
            case (.scene, "sublayers"): (.layer, "layer")
            case (.layer, "emitterCells"), (.cell, "emitterCells"): (.cell, "cell")
            case (.layer, "animations"), (.animation, "animations"): (.animation, nil)
            default: (.plain, nil)
            }
        }
    }

    /// The changes between the members of two objects.
    private static func compareMembers(_ old: JSONNode, _ new: JSONNode, path: String, context: Context, into changes: inout [Change]) {
        func keyed(_ object: JSONNode) -> [(key: String, value: JSONNode)] {
            object.members.map { (context.canonical($0.key), $0.value) }
        }
        let oldMembers = keyed(old), newMembers = keyed(new)
        // A member only one side has is compared with an empty array: cells and layers are
        // then listed one by one, any other value whole.
        let nothing = JSONNode(content: .array([]), range: 0..<0)
        for member in oldMembers {
            let newValue = newMembers.last { $0.key == member.key }?.value
            compare(member.value, newValue ?? nothing, path: path.isEmpty ? member.key : "\(path).\(member.key)",
                    elements: context.elements(of: member.key), into: &changes, absent: newValue == nil ? .new : nil)
        }
        for member in newMembers where !oldMembers.contains(where: { $0.key == member.key }) {
            compare(nothing, member.value, path: path.isEmpty ? member.key : "\(path).\(member.key)",
                    elements: context.elements(of: member.key), into: &changes, absent: .old)
        }
    }

    /// Which side of a comparison lacks the member.
    private enum Side { case old, new }

    /// The changes between two values at `path`; `elements` says how arrays there are matched.
    private static func compare(
        _ old: JSONNode, _ new: JSONNode, path: String, elements: (context: Context, matchedAs: String?), into changes: inout [Change],
        absent: Side? = nil
    ) {
        switch (old.content, new.content) {
        case _ where absent != nil && (elements.matchedAs == nil || (old.elements + new.elements).isEmpty):
            changes.append(Change(path: path, old: absent == .old ? nil : text(of: old), new: absent == .new ? nil : text(of: new)))
        case (.object, .object):
            compareMembers(old, new, path: path, context: elements.context, into: &changes)
        case (.array(let oldElements), .array(let newElements)) where elements.matchedAs != nil:
            compareLabelled(oldElements, newElements, path: path, context: elements.context, noun: elements.matchedAs!, into: &changes)
        case (.array(let oldElements), .array(let newElements)) where (oldElements + newElements).contains(where: \.isContainer):
            for index in 0..<max(oldElements.count, newElements.count) {
                let elementPath = "\(path)[\(index)]"
                switch (oldElements.indices.contains(index), newElements.indices.contains(index)) {
                case (true, true):
                    compare(oldElements[index], newElements[index], path: elementPath, elements: (elements.context, nil), into: &changes)
                case (true, false): changes.append(Change(path: elementPath, old: text(of: oldElements[index]), new: nil))
                default: changes.append(Change(path: elementPath, old: nil, new: text(of: newElements[index])))
                }
            }
        default:
            if !equal(old, new) { changes.append(Change(path: path, old: text(of: old), new: text(of: new))) }
        }
    }

    /// The changes between two arrays of cells or layers, matched by label: a cell's name
    /// (else `cell<index>`), a layer's name (else its index).
    private static func compareLabelled(
        _ old: [JSONNode], _ new: [JSONNode], path: String, context: Context, noun: String, into changes: inout [Change]
    ) {
        func labelled(_ objects: [JSONNode]) -> [(label: String, object: JSONNode)] {
            objects.enumerated().map { index, object in
                let name = if case .string(let name) = object["name"]?.content { name } else { String?.none }
                return (context == .cell ? CellPath.label(name: name, index: index) : name ?? String(index), object)
            }
        }
        let oldObjects = labelled(old), newObjects = labelled(new)
        for (label, object) in oldObjects {
            if let newObject = newObjects.first(where: { $0.label == label })?.object {
                compare(object, newObject, path: "\(path).\(label)", elements: (context, nil), into: &changes)
            } else {
                changes.append(Change(path: "\(path).\(label)", old: noun, new: nil))
            }
        }
        for (label, _) in newObjects where !oldObjects.contains(where: { $0.label == label }) {
            changes.append(Change(path: "\(path).\(label)", old: nil, new: noun))
        }
    }

    /// Whether two plain values (or arrays of them) are the same: numbers by value.
    private static func equal(_ old: JSONNode, _ new: JSONNode) -> Bool {
        switch (old.content, new.content) {
        case (.number(let a), .number(let b)): Double(a) == Double(b)
        case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy(equal)
        default: old.content == new.content
        }
    }

    /// A value as the diff shows it: compact JSON, numbers in their shortest form (`30`, `36.3`).
    private static func text(of node: JSONNode) -> String {
        switch node.content {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let number): Double(number).map(jsonNumber) ?? number
        case .string(let string): string.jsonQuoted
        case .array(let elements): "[" + elements.map(text(of:)).joined(separator: ", ") + "]"
        case .object(let members): "{" + members.map { "\($0.key.jsonQuoted): \(text(of: $0.value))" }.joined(separator: ", ") + "}"
        }
    }
}

extension JSONNode {
    /// Whether the value is an object or an array.
    fileprivate var isContainer: Bool {
        switch content {
        case .object, .array: true
        default: false
        }
    }
}
