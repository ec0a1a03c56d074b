import Foundation

/// One `--set key.path=value` edit of an emitter description, applied to its JSON before
/// decoding, so an override is validated exactly like the file.
///
/// Key paths use Core Animation's KVC form: layer keys (`birthRate`), and cells by name
/// (`emitterCells.flake.birthRate`, nested: `emitterCells.rocket.emitterCells.spark.scale`);
/// a cell without a name can be addressed by its index (`emitterCells.0.birthRate`).
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

    public var description: String { "\(keyPath)=\(value)" }

    /// Returns `document` (a JSON object tree) with this override applied.
    func applied(to document: Any) throws(ConfigurationError) -> Any {
        // A JSON value (or a number too large to parse) is held to the file's rules: no
        // repeated keys, no number a 64-bit float cannot hold.
        let data = Data(value.utf8)
        if (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil || Double(value) != nil,
           let problem = JSONSourceCheck.firstProblem(in: data) {
            throw fail(problem.path.isEmpty ? problem.reason : "\(problem.path): \(problem.reason)")
        }
        let components = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return try assign(parsedValue, at: components[...], in: document, isCell: false)
    }

    private var parsedValue: Any {
        (try? JSONSerialization.jsonObject(with: Data(value.utf8), options: .fragmentsAllowed)) ?? value
    }

    private func fail(_ reason: String) -> ConfigurationError {
        ConfigurationError(source: "--set \(self)", reason: reason)
    }

    private func assign(
        _ newValue: Any, at components: ArraySlice<String>, in node: Any, isCell: Bool
    ) throws(ConfigurationError) -> Any {
        guard var object = node as? [String: Any] else {
            throw fail("the description is not a JSON object")
        }
        let key = components.first!
        let known = isCell
            ? EmitterCell.CodingKeys.allCases.map(\.rawValue)
            : EmitterLayer.CodingKeys.allCases.map(\.rawValue)
        guard known.contains(key) else {
            var reason = "unknown key '\(key)'"
            if let nearest = nearestKey(to: key, in: known) { reason += " (did you mean '\(nearest)'?)" }
            throw fail(reason)
        }
        if components.count == 1 {
            object[key] = newValue
            return object
        }
        guard key == "emitterCells" else { throw fail("'\(key)' has no members") }
        var cells = object[key] as? [Any] ?? []
        let selector = components[components.startIndex + 1]
        let names = cells.compactMap { ($0 as? [String: Any])?["name"] as? String }
        let index: Int
        if let named = cells.firstIndex(where: { ($0 as? [String: Any])?["name"] as? String == selector }) {
            index = named
        } else if let position = Int(selector), cells.indices.contains(position) {
            index = position
        } else {
            throw fail("no cell named '\(selector)' (cells: \(names.isEmpty ? "none" : names.joined(separator: ", ")))")
        }
        guard components.count > 2 else {
            throw fail("'\(keyPath)' names a cell; add a property, such as \(keyPath).birthRate")
        }
        cells[index] = try assign(newValue, at: components.dropFirst(2), in: cells[index], isCell: true)
        object[key] = cells
        return object
    }
}
