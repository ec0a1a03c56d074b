/// The animation of one property (`CAPropertyAnimation`): which, with which values, and how
/// they combine with the property's own (model) value.
public struct PropertyAnimation: Sendable, Equatable {
    /// The property, in Core Animation's key-path form: `birthRate`, `emitterPosition`,
    /// `emitterCells.heart.birthRate`, `emitterCells.rocket.emitterCells.spark.color`.
    public var keyPath: String
    /// The values it runs through.
    public var values: AnimationValues
    /// Whether its value is added to the property's value instead of replacing it.
    public var isAdditive: Bool
    /// Whether each repeat builds on the end of the previous one (0 → 10 repeated: 0…10,
    /// 10…20, …).
    public var isCumulative: Bool

    /// An animation of `keyPath` through `values`, replacing the property's value.
    public init(keyPath: String, values: AnimationValues, isAdditive: Bool = false, isCumulative: Bool = false) {
        self.keyPath = keyPath
        self.values = values
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
    }
}
