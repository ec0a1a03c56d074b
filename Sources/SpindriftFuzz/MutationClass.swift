import Foundation

/// A family of mutations; a campaign may enable a subset (`--classes`).
public enum MutationClass: String, CaseIterable, Sendable {
    /// Remove, repeat and rename keys; nest cells deeply; repeat cells; resize arrays.
    case structure
    /// Values of the wrong type, odd strings (dots, control characters, paths, long names).
    case types
    /// Ordinary numbers scaled, negated or set on known keys.
    case numbers
    /// Extreme numbers: 0, −1, ±3.4e38, 1e38, 1e-45, 1e308, huge integers, "NaN" strings.
    case extremes
    /// Byte edits of the file: truncation, flips, inserted and deleted bytes.
    case bytes
    /// Command-line edits: odd option values, missing values, random `--set` lines.
    case options

    /// Parses a comma-separated list of class names.
    public static func list(_ text: String) -> [MutationClass]? {
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let classes = names.compactMap(MutationClass.init(rawValue:))
        return classes.count == names.count && !classes.isEmpty ? classes : nil
    }
}
