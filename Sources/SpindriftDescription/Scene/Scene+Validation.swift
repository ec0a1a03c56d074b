extension Scene {
    /// Every value that cannot be simulated or drawn, with its JSON path (`sublayers[1].…`
    /// in a scene); empty when the scene is valid. Beyond each layer's
    /// ``EmitterLayer/validationProblems()`` and the root's ``LayerProperties``: a scene
    /// needs 1 to ``maxLayers`` layers with distinct names, and at most
    /// ``EmitterLayer/maxCells`` cells all layers together.
    public func validationProblems() -> [ConfigurationError.Problem] {
        var problems = root.validationProblems(prefix: "")
        if hasSublayers, !(1...Self.maxLayers).contains(layers.count) {
            problems.append(.init(path: "sublayers", reason: "must hold 1 to \(Self.maxLayers) layers (got \(layers.count))"))
        }
        var firstIndexByName: [String: Int] = [:]
        for (index, layer) in layers.enumerated() {
            problems += layer.validationProblems().map {
                .init(path: jsonPath(ofLayer: index, key: $0.path), reason: $0.reason)
            }
            guard let name = layer.layerProperties.name else { continue }
            if let first = firstIndexByName[name] {
                problems.append(.init(path: jsonPath(ofLayer: index, key: "name"), reason: "'\(name)' is already the name of sublayers[\(first)]"))
            } else {
                firstIndexByName[name] = index
            }
        }
        let cells = layers.reduce(0) { $0 + $1.cellCount }
        if layers.count > 1, cells > EmitterLayer.maxCells {
            problems.append(.init(path: "sublayers", reason: "\(cells) cells, all layers together: more than the limit of \(EmitterLayer.maxCells)"))
        }
        return problems
    }

    /// Throws a ``ConfigurationError`` naming `source` when ``validationProblems()`` finds any.
    public func validate(source: String) throws(ConfigurationError) {
        let problems = validationProblems()
        if !problems.isEmpty { throw ConfigurationError(source: source, problems: problems) }
    }
}
