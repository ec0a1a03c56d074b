extension EmitterLayer {
    /// The deepest accepted nesting of ``EmitterCell/emitterCells``.
    public static let maxCellDepth = 8
    /// The highest accepted birth rate of a cell times the layer's, per second.
    public static let maxBirthRate = 1e9

    /// Every value that cannot be simulated, with its JSON path; empty when the layer is valid.
    ///
    /// Rejected: NaN, infinities and magnitudes beyond 32-bit floats (3.4e38) anywhere;
    /// negative birth rates, lifetimes, sizes and speed; a cell's birth rate times the layer's
    /// above ``maxBirthRate``; colours outside 0…1; content rectangles outside the unit square; empty,
    /// dotted or repeated cell names; ``maxParticles`` outside 1…``maxParticlesLimit``.
    public func validationProblems() -> [ConfigurationError.Problem] {
        var problems: [ConfigurationError.Problem] = []
        func reject(_ path: String, _ reason: String) {
            problems.append(.init(path: path, reason: reason))
        }
        collectUnrepresentableValues(of: self, at: "", into: &problems)
        for (key, value) in [("birthRate", birthRate), ("lifetime", lifetime), ("speed", speed),
                             ("emitterSize[0]", emitterSize.x), ("emitterSize[1]", emitterSize.y),
                             ("emitterDepth", emitterDepth)]
        where value < 0 {
            reject(key, "must not be negative (got \(value))")
        }
        if !(1...Self.maxParticlesLimit).contains(maxParticles) {
            reject("maxParticles", "must be between 1 and \(Self.maxParticlesLimit) (got \(maxParticles))")
        }
        collectProblems(of: emitterCells, at: "emitterCells", depth: 1, into: &problems)
        return problems
    }

    /// Throws a ``ConfigurationError`` naming `source` when ``validationProblems()`` finds any.
    public func validate(source: String) throws(ConfigurationError) {
        let problems = validationProblems()
        if !problems.isEmpty { throw ConfigurationError(source: source, problems: problems) }
    }

    private func collectProblems(
        of cells: [EmitterCell], at path: String, depth: Int,
        into problems: inout [ConfigurationError.Problem]
    ) {
        if depth > Self.maxCellDepth, !cells.isEmpty {
            problems.append(.init(path: path, reason: "cells nest deeper than \(Self.maxCellDepth) levels"))
            return
        }
        var firstIndexByName: [String: Int] = [:]
        for (index, cell) in cells.enumerated() {
            let cellPath = "\(path)[\(index)]"
            func reject(_ key: String, _ reason: String) {
                problems.append(.init(path: "\(cellPath).\(key)", reason: reason))
            }
            if let name = cell.name {
                if name.isEmpty || name.contains(".") {
                    reject("name", "must be non-empty and contain no '.' (got '\(name)')")
                } else if let first = firstIndexByName[name] {
                    reject("name", "'\(name)' is already the name of \(path)[\(first)]")
                } else {
                    firstIndexByName[name] = index
                }
            }
            if cell.contents?.isEmpty == true { reject("contents", "must not be empty") }
            collectUnrepresentableValues(of: cell, at: cellPath + ".", into: &problems)
            if cell.birthRate < 0 { reject("birthRate", "must not be negative (got \(cell.birthRate))") }
            if cell.birthRate * birthRate > Self.maxBirthRate {
                reject("birthRate", "times the layer's birthRate must be at most \(Int(Self.maxBirthRate)) per second (got \(cell.birthRate * birthRate))")
            }
            for (key, value) in [("lifetime", cell.lifetime), ("duration", cell.duration), ("speed", cell.speed),
                                 ("repeatCount", cell.repeatCount), ("repeatDuration", cell.repeatDuration)]
            where value < 0 {
                reject(key, "must not be negative (got \(value))")
            }
            if cell.contentsScale <= 0 { reject("contentsScale", "must be more than 0 (got \(cell.contentsScale))") }
            for component in 0..<4 where cell.color[component].isFinite && !(0...1).contains(cell.color[component]) {
                reject("color[\(component)]", "must be between 0 and 1 (got \(cell.color[component]))")
            }
            let rect = cell.contentsRect
            if rect.isFinite, rect.min() < 0 || rect.x + rect.z > 1 || rect.y + rect.w > 1 || rect.z == 0 || rect.w == 0 {
                reject("contentsRect", "must be a non-empty [x, y, width, height] inside [0, 0, 1, 1]")
            }
            collectProblems(of: cell.emitterCells, at: "\(cellPath).emitterCells", depth: depth + 1, into: &problems)
        }
    }
}

/// Reports every stored `Double` (or vector component) of `value` that is NaN, infinite or
/// beyond what a 32-bit float holds (particles are simulated in `Float`), by property name,
/// so new properties are checked without being listed here.
private func collectUnrepresentableValues(
    of value: Any, at prefix: String, into problems: inout [ConfigurationError.Problem]
) {
    for child in Mirror(reflecting: value).children {
        guard let label = child.label else { continue }
        let components: [Double]
        switch child.value {
        case let scalar as Double: components = [scalar]
        case let vector as SIMD2<Double>: components = [vector.x, vector.y]
        case let vector as SIMD4<Double>: components = [vector.x, vector.y, vector.z, vector.w]
        default: continue
        }
        for (index, component) in components.enumerated()
        where !component.isFinite || abs(component) > Double(Float.greatestFiniteMagnitude) {
            let path = components.count == 1 ? prefix + label : "\(prefix)\(label)[\(index)]"
            let reason = component.isFinite ? "must be within ±3.4e38 (got \(component))" : "must be a finite number (got \(component))"
            problems.append(.init(path: path, reason: reason))
        }
    }
}

extension SIMD4<Double> {
    fileprivate var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite && w.isFinite }
}
