extension EmitterLayer {
    /// The deepest accepted nesting of ``EmitterCell/emitterCells``.
    public static let maxCellDepth = 8
    /// The highest accepted birth rate of a cell times the layer's, per second.
    public static let maxBirthRate = 1e9
    /// The most cells a description may have, all levels together.
    public static let maxCells = 10_000

    /// Every value that cannot be simulated, with its JSON path; empty when the layer is valid.
    ///
    /// Rejected: NaN, infinities and magnitudes beyond 32-bit floats (3.4e38) anywhere; every
    /// number outside its key's declared bounds (negative birth rates, lifetimes, sizes and
    /// speeds, colours outside 0…1, ``maxParticles`` outside 1…``maxParticlesLimit``: see
    /// ``properties``); a cell's birth rate times the layer's above ``maxBirthRate``; content
    /// rectangles outside the unit square; cell names that ``NameRule`` refuses, repeat a
    /// sibling's or are an unnamed sibling's label (`cell1`); more
    /// than ``maxCells`` cells (the cells are then not checked one by one); and, when nothing
    /// else is wrong, motion that leaves what a 32-bit float holds within a particle's
    /// lifetime (see ``motionProblems()``); animated properties at the bound of what their
    /// animations reach (``animationEnvelope()``); every problem of ``animations``; and the
    /// layer's `CALayer` values (``LayerProperties``).
    public func validationProblems() -> [ConfigurationError.Problem] {
        var problems: [ConfigurationError.Problem] = []
        forEachNumber { key, component, value in
            Self.checkRepresentable(value, key: key, component: component, prefix: "", into: &problems)
        }
        problems += boundsProblems(prefix: "")
        problems += layerProperties.validationProblems(prefix: "")
        let cells = cellCount
        if cells > Self.maxCells {
            problems.append(Self.tooManyCells(cells))
            return problems
        }
        collectProblems(of: emitterCells, at: "emitterCells", depth: 1, into: &problems)
        problems += animationProblems()
        if problems.isEmpty { problems = animations.isEmpty ? motionProblems() : animationEnvelope().motionProblems() }
        return problems
    }

    /// The problem of a description with `count` cells, more than ``maxCells``.
    static func tooManyCells(_ count: Int) -> ConfigurationError.Problem {
        .init(path: "emitterCells", reason: "\(count) cells, all levels together: more than the limit of \(maxCells)")
    }

    /// The cells of the layer, all levels together.
    var cellCount: Int { Self.cellCount(emitterCells) }

    private static func cellCount(_ cells: [EmitterCell]) -> Int {
        cells.reduce(cells.count) { $0 + cellCount($1.emitterCells) }
    }

    /// Throws a ``ConfigurationError`` naming `source` when ``validationProblems()`` finds any.
    public func validate(source: String) throws(ConfigurationError) {
        let problems = validationProblems()
        if !problems.isEmpty { throw ConfigurationError(source: source, problems: problems) }
    }

    /// Reports `value` when it is NaN, infinite or beyond what a 32-bit float holds
    /// (particles are simulated in `Float`).
    static func checkRepresentable(
        _ value: Double, key: String, component: Int?, prefix: String,
        into problems: inout [ConfigurationError.Problem]
    ) {
        guard let reason = PropertyBounds.representability(of: value) else { return }
        let path = component.map { "\(prefix)\(key)[\($0)]" } ?? prefix + key
        problems.append(.init(path: path, reason: reason))
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
                if let problem = NameRule.problem(with: name, of: "cell", separators: ["."]) {
                    reject("name", problem)
                } else if let first = firstIndexByName[name] {
                    reject("name", "'\(name)' is already the name of \(path)[\(first)]")
                } else if let unnamed = cells.indices.first(where: { cells[$0].name == nil && CellPath.label(name: nil, index: $0) == name }) {
                    reject("name", "'\(name)' is the label of the unnamed \(path)[\(unnamed)]; give one of them another name")
                } else {
                    firstIndexByName[name] = index
                }
            }
            if cell.contents?.isEmpty == true { reject("contents", "must not be empty") }
            cell.forEachNumber { key, component, value in
                Self.checkRepresentable(value, key: key, component: component, prefix: cellPath + ".", into: &problems)
            }
            problems += cell.boundsProblems(prefix: cellPath + ".")
            problems += cell.spindrift?.validationProblems(prefix: cellPath + ".spindrift.", isSubCell: depth > 1) ?? []
            problems += cell.spindrift?.forceProblems(prefix: cellPath + ".spindrift.") ?? []
            if cell.spindrift?.movesOwnWay == true, !cell.emitterCells.isEmpty {
                reject("emitterCells", "sub-cells of integrated or polar cells are not supported yet")
            }
            if cell.birthRate * birthRate > Self.maxBirthRate {
                reject("birthRate", "times the layer's birthRate must be at most \(Int(Self.maxBirthRate)) per second (got \(cell.birthRate * birthRate))")
            }
            let rect = cell.contentsRect
            if rect.isFinite, rect.min() < 0 || rect.x + rect.z > 1 || rect.y + rect.w > 1 || rect.z == 0 || rect.w == 0 {
                reject("contentsRect", "must be a non-empty [x, y, width, height] inside [0, 0, 1, 1]")
            }
            collectProblems(of: cell.emitterCells, at: "\(cellPath).emitterCells", depth: depth + 1, into: &problems)
        }
    }
}

extension SIMD4<Double> {
    fileprivate var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite && w.isFinite }
}
