extension EmitterLayer {
    /// The property that the animation key path `keyPath` names, or an
    /// ``AnimationInputError`` at `keyPath` saying why it names none: a layer key
    /// (`birthRate`, `emitterPosition`) or a cell's (`emitterCells.NAME.KEY`, nested
    /// `emitterCells.NAME.emitterCells.NAME.KEY`; a cell without a name by its index).
    public func animationTarget(of keyPath: String) throws(AnimationInputError) -> AnimationTarget {
        func fail(_ reason: String) -> AnimationInputError { AnimationInputError(path: "keyPath", reason: reason) }
        guard keyPath.hasPrefix("emitterCells.") || keyPath == "emitterCells" else {
            if let property = Self.animatableProperties.first(where: { $0.key == keyPath }) {
                return AnimationTarget(cell: nil, property: property, registry: Self.animatableProperties)
            }
            throw fail(Self.notAnimatable(
                keyPath, reasons: Self.fixedKeyReasons, animatable: Self.animatableProperties.map(\.key)))
        }
        var components = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)[...]
        var cells = emitterCells
        var names: [String] = []
        while components.first == "emitterCells" {
            components = components.dropFirst()
            guard let selector = components.first else {
                throw fail("'\(keyPath)' ends at emitterCells; add a cell's name and a property, such as emitterCells.NAME.birthRate")
            }
            let index: Int
            if let named = cells.firstIndex(where: { $0.name == selector }) {
                index = named
            } else if let position = Int(selector), cells.indices.contains(position), cells[position].name == nil {
                index = position
            } else {
                let known = cells.compactMap(\.name)
                var reason = "no cell named '\(selector)' in '\(keyPath)' (cells: \(known.isEmpty ? "none" : known.joined(separator: ", ")))"
                if let nearest = nearestKey(to: selector, in: known) { reason += "; did you mean '\(nearest)'?" }
                throw fail(reason)
            }
            names.append(CellPath.label(name: cells[index].name, index: index))
            cells = cells[index].emitterCells
            components = components.dropFirst()
        }
        guard let key = components.first else {
            throw fail("'\(keyPath)' names a cell; add a property, such as \(keyPath).birthRate")
        }
        guard components.count == 1 else {
            throw fail("'\(key)' in '\(keyPath)' has no members")
        }
        if let property = EmitterCell.animatableProperties.first(where: { $0.key == key }) {
            return AnimationTarget(cell: CellPath(names), property: property, registry: EmitterCell.animatableProperties)
        }
        throw fail(Self.notAnimatable(
            key, reasons: EmitterCell.unanimatableReasons, animatable: EmitterCell.animatableProperties.map(\.key)))
    }

    /// Why `key` is not animatable: a known key's reason, or "no animatable property" with the
    /// nearest animatable key when one is close.
    private static func notAnimatable(_ key: String, reasons: [String: String], animatable: [String]) -> String {
        if let reason = reasons[key] { return "'\(key)' cannot be animated: \(reason)" }
        var reason = "no animatable property '\(key)'"
        if let nearest = nearestKey(to: key, in: animatable) { reason += " (did you mean '\(nearest)'?)" }
        return reason
    }
}
