/// A numeric property of `Root` (``EmitterLayer`` or ``EmitterCell``) that animations can
/// change: its key, its components, the range its presentation value is clamped to, when
/// the simulation reads it, and how to read and write it as a vector.
///
/// The registries are ``EmitterLayer/animatableProperties`` and
/// ``EmitterCell/animatableProperties``; a property added to a type becomes animatable by an
/// entry there (and, unless it is read at birth or integrated, by whatever reads its
/// presentation value through ``EmitterProgram/presentationValue(of:at:)``).
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

    /// Any number a 32-bit float holds.
    public static var anyFloat: ClosedRange<Double> { -Double(Float.greatestFiniteMagnitude)...Double(Float.greatestFiniteMagnitude) }
    /// Not negative, within a 32-bit float.
    public static var nonNegative: ClosedRange<Double> { 0...Double(Float.greatestFiniteMagnitude) }

    /// A property with every part given.
    public init(
        key: String, componentCount: Int, labels: String, range: ClosedRange<Double>, effect: AnimationEffect,
        read: @escaping @Sendable (Root) -> SIMD4<Double>, write: @escaping @Sendable (inout Root, SIMD4<Double>) -> Void
    ) {
        precondition((1...4).contains(componentCount), "an animatable property has 1 to 4 components")
        self.key = key
        self.componentCount = componentCount
        self.labels = labels
        self.range = range
        self.effect = effect
        self.read = read
        self.write = write
    }

    /// A scalar property at `path`.
    public static func scalar(
        _ key: String, _ path: WritableKeyPath<Root, Double> & Sendable, range: ClosedRange<Double> = anyFloat,
        effect: AnimationEffect = .birth
    ) -> Self {
        Self(key: key, componentCount: 1, labels: "", range: range, effect: effect,
             read: { SIMD4($0[keyPath: path], 0, 0, 0) }, write: { $0[keyPath: path] = $1[0] })
    }

    /// A two-component property at `path`, its components named by `labels`.
    public static func pair(
        _ key: String, _ path: WritableKeyPath<Root, SIMD2<Double>> & Sendable, labels: String,
        range: ClosedRange<Double> = anyFloat, effect: AnimationEffect = .birth
    ) -> Self {
        Self(key: key, componentCount: 2, labels: labels, range: range, effect: effect,
             read: { let v = $0[keyPath: path]; return SIMD4(v.x, v.y, 0, 0) },
             write: { $0[keyPath: path] = SIMD2($1[0], $1[1]) })
    }

    /// A four-component property at `path`, its components named by `labels`.
    public static func quad(
        _ key: String, _ path: WritableKeyPath<Root, SIMD4<Double>> & Sendable, labels: String,
        range: ClosedRange<Double> = anyFloat, effect: AnimationEffect = .birth
    ) -> Self {
        Self(key: key, componentCount: 4, labels: labels, range: range, effect: effect,
             read: { $0[keyPath: path] }, write: { $0[keyPath: path] = $1 })
    }
}
