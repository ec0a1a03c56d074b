extension PropertyTable {
    /// The declared numeric keys that animations can change, each clamped to its bounds.
    static func declaredAnimatableProperties() -> [AnimatableProperty<Self>] {
        properties.compactMap { property in
            guard case .animatable(let effect) = property.animation, property.isNumeric else { return nil }
            let labels = if case .vector(let names) = property.kind { "[" + names.joined(separator: ", ") + "]" } else { "" }
            return AnimatableProperty(
                key: property.key, componentCount: property.componentCount, labels: labels,
                range: property.bounds.animationRange, effect: effect, read: property.read, write: property.write)
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
