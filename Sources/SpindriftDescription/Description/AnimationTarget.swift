/// The property an animation's key path names: a layer property, or a property of the cell
/// at a ``CellPath``, with what the registry says about it (components, range, effect).
///
/// Two targets are the same property when their cell and key are: equality and hashing
/// ignore the rest. A component key path (`position.x`) is its own target, part of its
/// ``whole`` (`position`), whose animations it shares.
public struct AnimationTarget: Hashable, Sendable, CustomStringConvertible {
    /// The cell whose property it is; nil for a layer property.
    public let cell: CellPath?
    /// The property's key (`birthRate`, `color`).
    public let key: String
    /// Numbers per value.
    public let componentCount: Int
    /// The components as a message names them, such as `[x, y]`; empty for a scalar.
    public let labels: String
    /// The range the presentation value is clamped to.
    public let range: ClosedRange<Double>
    /// When the simulation reads the property.
    public let effect: AnimationEffect
    /// The whole's lane that holds this target's first number: 0 for a whole property.
    public let firstLane: Int
    /// The whole property of a component key path; empty for a whole property.
    private let wholeStorage: [AnimationTarget]

    /// The target of `property` of the cell at `cell` (the layer's when nil), its whole found
    /// in `registry` when it is a component key path.
    init<Root>(cell: CellPath?, property: AnimatableProperty<Root>, registry: [AnimatableProperty<Root>]) {
        self.cell = cell
        self.key = property.key
        self.componentCount = property.componentCount
        self.labels = property.labels
        self.range = property.range
        self.effect = property.effect
        if let part = property.part, let whole = registry.first(where: { $0.key == part.wholeKey }) {
            firstLane = part.firstLane
            wholeStorage = [AnimationTarget(cell: cell, property: whole, registry: registry)]
        } else {
            firstLane = 0
            wholeStorage = []
        }
    }

    /// The whole property this names some components of (`position` for `position.x`), or
    /// itself.
    public var whole: AnimationTarget { wholeStorage.first ?? self }

    /// This target's components of `value`, a value of ``whole``, in lanes from 0.
    public func components(of value: SIMD4<Double>) -> SIMD4<Double> {
        value.lanes(from: firstLane, count: componentCount)
    }

    /// `whole` with this target's components replaced by `value`'s first lanes.
    public func replacing(in whole: SIMD4<Double>, with value: SIMD4<Double>) -> SIMD4<Double> {
        whole.replacingLanes(from: firstLane, count: componentCount, with: value)
    }

    /// The canonical key path: `emitterCells.rocket.emitterCells.spark.color`, `birthRate`.
    public var description: String {
        guard let cell else { return key }
        return (cell.components.map { "emitterCells.\($0)." }.joined()) + key
    }

    /// Whether both name the same property: the same cell (or both the layer) and key.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.cell == rhs.cell && lhs.key == rhs.key }

    /// Hashes the cell and the key, as ``==`` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(cell)
        hasher.combine(key)
    }

    /// `value` with each component clamped to ``range`` (NaN to its lower end), lanes past
    /// ``componentCount`` 0.
    package func clamped(_ value: SIMD4<Double>) -> SIMD4<Double> {
        var result = SIMD4<Double>()
        for lane in 0..<componentCount {
            let v = value[lane]
            result[lane] = v.isNaN ? range.lowerBound : min(max(v, range.lowerBound), range.upperBound)
        }
        return result
    }
}
