/// A cell's stable identity: its key path of names from the layer, such as
/// `rocket.burst.spark`, with `cell<index>` standing for an unnamed cell (`cell0.cell2`).
///
/// Simulation state, random streams and reloads are keyed by it, so reordering or adding
/// sibling cells does not change a named cell's particles.
public struct CellPath: Hashable, Sendable, CustomStringConvertible {
    /// The names from the top-level cell down to this one.
    public let components: [String]

    /// The path of `components`, which must not be empty.
    public init(_ components: [String]) {
        precondition(!components.isEmpty, "a cell path names at least one cell")
        self.components = components
    }

    /// How deep the cell is: 1 for a top-level cell.
    public var depth: Int { components.count }

    /// The components joined by dots.
    public var description: String { components.joined(separator: ".") }

    /// The path of the sub-cell with `name` (or `cell<index>` when it has none).
    package func appending(name: String?, index: Int) -> CellPath {
        CellPath(components + [Self.label(name: name, index: index)])
    }

    /// The path of the top-level cell with `name` (or `cell<index>`).
    package static func topLevel(name: String?, index: Int) -> CellPath {
        CellPath([label(name: name, index: index)])
    }

    /// How a cell is labelled among its siblings: its name, else `cell<index>`.
    package static func label(name: String?, index: Int) -> String {
        name ?? "cell\(index)"
    }

    /// A 64-bit key of the path (FNV-1a over its UTF-8 bytes, dots included), part of each
    /// particle's identity; stable across runs and platforms, unlike `hashValue`.
    package var stableKey: UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in description.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
