extension LayerProperties {
    /// Every value that cannot be drawn, with its JSON path after `prefix` (such as
    /// `sublayers[1].`): numbers beyond what a 32-bit float holds (vertices are floats),
    /// negative sizes, an opacity or a background colour component outside 0…1, and a name that ``NameRule`` refuses (empty,
    /// holding '.' or '/', which key paths and cell labels use, or a number).
    func validationProblems(prefix: String) -> [ConfigurationError.Problem] {
        var problems: [ConfigurationError.Problem] = []
        func reject(_ key: String, _ reason: String) { problems.append(.init(path: prefix + key, reason: reason)) }
        var numbers: [(String, Double)] = [
            ("anchorPoint[0]", anchorPoint.x), ("anchorPoint[1]", anchorPoint.y), ("zPosition", zPosition),
            ("opacity", opacity), ("transform.rotation.z", transform.rotation),
            ("transform.scale.x", transform.scale.x), ("transform.scale.y", transform.scale.y),
            ("transform.translation.x", transform.translation.x), ("transform.translation.y", transform.translation.y),
        ]
        numbers += (0..<4).map { ("backgroundColor[\($0)]", backgroundColor[$0]) }
        if let bounds { numbers += (0..<4).map { ("bounds[\($0)]", bounds[$0]) } }
        if let position { numbers += [("position[0]", position.x), ("position[1]", position.y)] }
        for (key, value) in numbers where !value.isFinite || abs(value) > Double(Float.greatestFiniteMagnitude) {
            reject(key, value.isFinite ? "must be within ±3.4e38 (got \(value))" : "must be a finite number (got \(value))")
        }
        if let bounds {
            for (component, label) in [(2, "width"), (3, "height")] where bounds[component] < 0 {
                reject("bounds[\(component)]", "the \(label) must not be negative (got \(bounds[component]))")
            }
        }
        if opacity.isFinite, !(0...1).contains(opacity) { reject("opacity", "must be between 0 and 1 (got \(opacity))") }
        for component in 0..<4 where backgroundColor[component].isFinite && !(0...1).contains(backgroundColor[component]) {
            reject("backgroundColor[\(component)]", "must be between 0 and 1 (got \(backgroundColor[component]))")
        }
        if let name, let problem = NameRule.problem(with: name, of: "layer", separators: [".", "/"]) { reject("name", problem) }
        return problems
    }
}
