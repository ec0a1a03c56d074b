import Foundation

/// One `--set key.path=value` edit of an emitter description, applied to its JSON before
/// decoding, so an override is validated exactly like the file.
///
/// Key paths use Core Animation's KVC form: layer keys (`birthRate`), and cells by name
/// (`emitterCells.flake.birthRate`, nested: `emitterCells.rocket.emitterCells.spark.scale`);
/// a cell without a name can be addressed by its index (`emitterCells.0.birthRate`). In a
/// scene, layers are found the same way under `sublayers` (`sublayers.fire.birthRate`,
/// `sublayers.1.emitterCells.puff.scale`), and the root takes its `CALayer` keys
/// (`opacity`); `CALayer` key paths keep their dots (`transform.rotation.z`).
/// The value is JSON (`60`, `[640, 0]`, `true`); anything that is not JSON is a string
/// (`emitterShape=line`).
public struct ConfigurationOverride: Sendable, Equatable, CustomStringConvertible {
    /// The dotted key path.
    public var keyPath: String
    /// The value as written.
    public var value: String

    /// An override of `keyPath` with `value`.
    public init(keyPath: String, value: String) {
        self.keyPath = keyPath
        self.value = value
    }

    /// Parses `key.path=value`.
    public init(parsing assignment: String) throws(ConfigurationError) {
        guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
            throw ConfigurationError(
                source: "--set \(assignment)", reason: "expected key.path=value, such as emitterCells.flake.birthRate=60")
        }
        self.init(
            keyPath: String(assignment[..<equals]),
            value: String(assignment[assignment.index(after: equals)...]))
    }

    /// `key.path=value`, as `--set` takes it.
    public var description: String { "\(keyPath)=\(value)" }

    /// Returns `document` (a JSON object tree) with this override applied.
    package func applied(to document: Any) throws(ConfigurationError) -> Any {
        // A JSON value (or a number too large to parse) is held to the file's rules: no
        // repeated keys, no number a 64-bit float cannot hold.
        let data = Data(value.utf8)
        if (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil || Double(value) != nil,
           let problem = JSONSourceCheck.firstProblem(in: data) {
            throw fail(problem.path.isEmpty ? problem.reason : "\(problem.path): \(problem.reason)")
        }
        let components = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let isScene = (document as? [String: Any])?[Scene.CodingKeys.sublayers.rawValue] != nil
        return try assign(parsedValue, at: components[...], in: document, level: isScene ? .root : .layer)
    }

    private var parsedValue: Any {
        (try? JSONSerialization.jsonObject(with: Data(value.utf8), options: .fragmentsAllowed)) ?? value
    }

    private func fail(_ reason: String) -> ConfigurationError {
        ConfigurationError(source: "--set \(self)", reason: reason)
    }

    /// The kind of object a key path walks through.
    private enum Level {
        case root, layer, cell

        /// The keys of its objects.
        var keys: [String] {
            switch self {
            case .root: [Scene.CodingKeys.sublayers.rawValue] + LayerProperties.keys
            case .layer: EmitterLayer.keys + LayerProperties.keys
            case .cell: EmitterCell.keys
            }
        }
    }

    private func assign(
        _ newValue: Any, at components: ArraySlice<String>, in node: Any, level: Level
    ) throws(ConfigurationError) -> Any {
        guard var object = node as? [String: Any] else {
            throw fail("the description is not a JSON object")
        }
        let known = level.keys
        // The longest run of components that is a key: layer keys can hold dots
        // (`transform.rotation.z`).
        guard let length = stride(from: components.count, to: 0, by: -1).first(where: {
            known.contains(components.prefix($0).joined(separator: "."))
        }) else {
            let key = components.first!
            var reason = "unknown key '\(key)'"
            if let nearest = nearestKey(to: key, in: known) { reason += " (did you mean '\(nearest)'?)" }
            throw fail(reason)
        }
        let key = components.prefix(length).joined(separator: ".")
        let rest = components.dropFirst(length)
        if rest.isEmpty {
            object[key] = newValue
            return object
        }
        let (childLevel, what): (Level, String)
        switch key {
        case "emitterCells" where level != .root: (childLevel, what) = (.cell, "cell")
        case Scene.CodingKeys.sublayers.rawValue where level == .root: (childLevel, what) = (.layer, "layer")
        default: throw fail("'\(key)' has no members")
        }
        var children = object[key] as? [Any] ?? []
        let selector = rest.first!
        let names = children.compactMap { ($0 as? [String: Any])?["name"] as? String }
        let index: Int
        if let named = children.firstIndex(where: { ($0 as? [String: Any])?["name"] as? String == selector }) {
            index = named
        } else if let position = Int(selector), children.indices.contains(position) {
            index = position
        } else {
            throw fail("no \(what) named '\(selector)' (\(what)s: \(names.isEmpty ? "none" : names.joined(separator: ", ")))")
        }
        guard rest.count > 1 else {
            throw fail("'\(keyPath)' names a \(what); add a property, such as \(keyPath).birthRate")
        }
        children[index] = try assign(newValue, at: rest.dropFirst(), in: children[index], level: childLevel)
        object[key] = children
        return object
    }
}
