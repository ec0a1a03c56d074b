extension PropertyTable {
    /// The declared numeric keys that animations can change, each clamped to its bounds, each
    /// followed by its parts (`position`, `position.x`, `position.y`). A key that is also a
    /// part of another (`transform.translation.x`) is that part: animations of both are one
    /// property's, applied in order.
    static func declaredAnimatableProperties() -> [AnimatableProperty<Self>] {
        let partKeys = Set(properties.flatMap { $0.parts.map(\.key) })
        return properties.flatMap { property -> [AnimatableProperty<Self>] in
            guard case .animatable(let effect) = property.animation, property.isNumeric, !partKeys.contains(property.key)
            else { return [] }
            let labels = if case .vector(let names) = property.kind { "[" + names.joined(separator: ", ") + "]" } else { "" }
            let whole = AnimatableProperty(
                key: property.key, componentCount: property.componentCount, labels: labels,
                range: property.bounds.animationRange, effect: effect, read: property.read, write: property.write)
            return [whole] + property.parts.map(whole.component)
        }
    }

    /// Why each declared key that animations cannot change is fixed, by every spelling.
    static var unanimatableReasons: [String: String] {
        var reasons: [String: String] = [:]
        for property in properties {
            guard case .fixed(let reason) = property.animation else { continue }
            for spelling in property.spellings { reasons[spelling] = reason }
        }
        return reasons
    }
}
