/// A numeric property of `Root` (``EmitterLayer`` or ``EmitterCell``) that animations can
/// change: its key, its components, the range its presentation value is clamped to, when
/// the simulation reads it, and how to read and write it as a vector.
///
/// The registries are ``EmitterLayer/animatableProperties`` and
/// ``EmitterCell/animatableProperties``, derived from the types' property tables: a key
/// becomes animatable by its declaration there (and, unless it is read at birth or
/// integrated, by whatever reads its presentation value through
/// ``EmitterProgram/presentationValue(of:at:)``).
public struct AnimatableProperty<Root>: Sendable {
    /// The key, as a key path names it (`birthRate`, `emitterPosition`, `transform.scale`).
    public let key: String
    /// Numbers per value: 1 for a scalar, 2 for `[x, y]`, 4 for a colour.
    public let componentCount: Int
    /// The components as a message names them, such as `[x, y]`; empty for a scalar.
    public let labels: String
    /// Each component of the presentation value is clamped to this range (a birth rate never
    /// goes negative, a colour stays in 0…1), whatever the animation computes.
    public let range: ClosedRange<Double>
    /// When the simulation reads the property.
    public let effect: AnimationEffect
    /// The property's value as a vector (lanes past ``componentCount`` are 0).
    public let read: @Sendable (Root) -> SIMD4<Double>
    /// Writes the first ``componentCount`` lanes of a vector into the property.
    public let write: @Sendable (inout Root, SIMD4<Double>) -> Void
    /// For a component key path (`position.x`, `bounds.size`): the property it is part of and
    /// where; nil for a whole property.
    public let part: AnimatablePart?

    /// A property with every part given.
    public init(
        key: String, componentCount: Int, labels: String, range: ClosedRange<Double>, effect: AnimationEffect,
        read: @escaping @Sendable (Root) -> SIMD4<Double>, write: @escaping @Sendable (inout Root, SIMD4<Double>) -> Void,
        part: AnimatablePart? = nil
    ) {
        precondition((1...4).contains(componentCount), "an animatable property has 1 to 4 components")
        self.key = key
        self.componentCount = componentCount
        self.labels = labels
        self.range = range
        self.effect = effect
        self.read = read
        self.write = write
        self.part = part
    }

    /// The component key path `part.key` of this property, reading and writing its lanes
    /// `part.lanes` (the others kept).
    func component(_ part: PropertyPart) -> AnimatableProperty {
        let read = self.read, write = self.write
        let first = part.lanes.lowerBound, count = part.lanes.count
        return AnimatableProperty(
            key: part.key, componentCount: count,
            labels: count == 1 ? "" : "[" + part.labels.joined(separator: ", ") + "]",
            range: range, effect: effect,
            read: { read($0).lanes(from: first, count: count) },
            write: { root, lanes in write(&root, read(root).replacingLanes(from: first, count: count, with: lanes)) },
            part: AnimatablePart(wholeKey: key, firstLane: first))
    }

    /// The property of `Root`'s member at `path` as a property of `Outer`.
    func lifted<Outer>(through path: WritableKeyPath<Outer, Root> & Sendable) -> AnimatableProperty<Outer> {
        let read = self.read, write = self.write
        return AnimatableProperty<Outer>(
            key: key, componentCount: componentCount, labels: labels, range: range, effect: effect,
            read: { read($0[keyPath: path]) }, write: { write(&$0[keyPath: path], $1) }, part: part)
    }
}

/// Where a component key path's numbers sit in the property it is part of: `position.x` is
/// lane 0 of `position`, `bounds.size` lanes 2 and 3 of `bounds`.
public struct AnimatablePart: Sendable, Equatable {
    /// The whole property's key (`position`).
    public let wholeKey: String
    /// The whole's lane that holds the component's first number.
    public let firstLane: Int
}

extension SIMD4<Double> {
    /// `count` lanes from lane `first`, moved to the lanes from 0 (the others 0).
    package func lanes(from first: Int, count: Int) -> SIMD4<Double> {
        var result = SIMD4<Double>()
        for lane in 0..<count { result[lane] = self[first + lane] }
        return result
    }

    /// This vector with its `count` lanes from lane `first` replaced by `value`'s first ones.
    package func replacingLanes(from first: Int, count: Int, with value: SIMD4<Double>) -> SIMD4<Double> {
        var result = self
        for lane in 0..<count { result[first + lane] = value[lane] }
        return result
    }
}
