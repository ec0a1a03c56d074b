/// The one rule for the names of cells and layers. Key paths (`--set`, animations) and
/// labels (`simulate`'s table, dumps, the HUD) find a cell or a layer by its name, else by
/// its index, and split at separators; so a name must be non-empty, hold no separator, and
/// not be a number, which would read as the index of another cell or layer.
enum NameRule {
    /// Why `name` cannot name a `kind` (`cell`, `layer`) whose key paths and labels split at
    /// `separators`; nil when it can.
    static func problem(with name: String, of kind: String, separators: [Character]) -> String? {
        if name.isEmpty || name.contains(where: separators.contains) {
            return "must be non-empty and contain no " + separators.map { "'\($0)'" }.joined(separator: " or ") + " (got '\(name)')"
        }
        if name.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) {
            return "must not be a number ('\(name)' would read as the index of a \(kind); "
                + "use a name with a letter, such as '\(kind)-\(name)')"
        }
        return nil
    }
}
