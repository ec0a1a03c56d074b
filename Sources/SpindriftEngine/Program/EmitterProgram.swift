/// A valid emitter description compiled for simulation: the tree of cells flattened in
/// pre-order (a cell before its sub-cells), each with its identity, parameters, schedule
/// and share of the particle cap. Only a valid layer compiles, so whatever takes a program
/// never meets an invalid description.
public struct EmitterProgram: Sendable {
    /// The description.
    public let layer: EmitterLayer
    /// Every cell of the tree, in pre-order.
    public let cells: [CompiledCell]
    /// About how many particles the steady state needs, all cells together (an upper bound).
    public let steadyStateNeed: Double
    /// The layer's animations, one track per animated property.
    public let animations: AnimationSet
    /// What the description asks for that will not happen, as warnings: cells whose share of
    /// ``EmitterLayer/maxParticles`` rounds to no particle at all.
    public let notices: [ConfigurationError.Problem]
    /// The longest local time, in seconds, up to which the birth schedules tell every
    /// birth apart: past it the fastest cell's births (1 / rate apart) are closer together
    /// than Double values that large are, so counts and ages turn approximate. Infinite when
    /// no cell emits.
    public let exactTimeLimit: Double
    /// The cell whose birth rate sets ``exactTimeLimit``, and that rate in births per second
    /// of its parent's time; nil when no cell emits.
    public let fastestCell: (path: CellPath, birthsPerSecond: Double)?

    /// Compiles `layer`, throwing a ``ConfigurationError`` naming `source` when it is invalid
    /// or when the particles it can keep alive would not fit in memory
    /// (``EmitterLayer/memoryProblem(steadyStateNeed:memory:)``).
    public init(layer: EmitterLayer, source: String = "layer") throws(ConfigurationError) {
        try layer.validate(source: source)
        self.layer = layer
        var cells: [CompiledCell] = []
        func compile(_ described: [EmitterCell], parent: Int?, enabled: Bool) {
            for (position, cell) in described.enumerated() {
                let index = cells.count
                let path = parent.map { cells[$0].path.appending(name: cell.name, index: position) }
                    ?? CellPath.topLevel(name: cell.name, index: position)
                let jsonPath = (parent.map { cells[$0].jsonPath + "." } ?? "") + "emitterCells[\(position)]"
                cells.append(CompiledCell(
                    path: path, jsonPath: jsonPath, index: index, parent: parent, cell: cell, isEnabled: enabled && cell.enabled,
                    parameters: CellParameters(cell: cell, layer: layer), seed: layer.seed))
                if let parent { cells[parent].children.append(index) }
                compile(cell.emitterCells, parent: index, enabled: enabled && cell.enabled)
            }
        }
        compile(layer.emitterCells, parent: nil, enabled: true)
        animations = layer.animations.isEmpty ? .none : AnimationSet(layer: layer)
        // Bounds take every animated property at the most its animations reach.
        var bounds = cells.map(\.parameters)
        if !layer.animations.isEmpty {
            let envelope = layer.animationEnvelope()
            let rates = RateProfiles(cells: cells, layer: layer, animations: animations)
            for index in cells.indices {
                // A triggered cell's birth rate is ignored, animated or not.
                cells[index].rateProfile = cells[index].cell.emitsOverLife ? rates.profile(of: cells[index]) : nil
                if let cell = envelope.cell(at: cells[index].path) {
                    bounds[index] = CellParameters(cell: cell, layer: envelope)
                }
            }
        }
        // The limit on a constant rate holds for an animated one wherever it goes.
        let fastAnimated = cells.compactMap { cell -> ConfigurationError.Problem? in
            guard let peak = cell.rateProfile?.peakRate, peak > EmitterLayer.maxBirthRate * (1 + 1e-12) else { return nil }
            return .init(
                path: cell.jsonPath + ".birthRate",
                reason: "animated, times the layer's birthRate, goes above \(Int(EmitterLayer.maxBirthRate)) per second: "
                    + "it must stay at most that")
        }
        if !fastAnimated.isEmpty { throw ConfigurationError(source: source, problems: fastAnimated) }
        let (need, starving) = Self.apportion(&cells, bounds: bounds, cap: layer.maxParticles, animated: !layer.animations.isEmpty)
        steadyStateNeed = need
        notices = starving.map { [cells] index in
            ConfigurationError.Problem(
                path: cells[index].jsonPath,
                reason: "cell \(cells[index].path) gets no particle of maxParticles \(layer.maxParticles), shared between "
                    + "\(cells.count) cells that need \(Int(min(need, 1e15))) particles together: it and its sub-cells "
                    + "emit nothing; raise maxParticles, or lower the other cells' birth rates and lifetimes")
        } + Self.spreadNotices(cells, layer: layer)
        // A time below 2^52 / rate has a spacing below one 2^52th of itself, shorter than 1 / rate.
        fastestCell = cells.indices
            .filter { cells[$0].isEnabled && bounds[$0].maximumLifetime > 0 && bounds[$0].birthsPerParentSecond > 0 }
            .map { (cells[$0].path, bounds[$0].birthsPerParentSecond) }
            .max { $0.1 < $1.1 }
        exactTimeLimit = fastestCell.map { 0x1p52 / $0.birthsPerSecond } ?? .infinity
        // Refuse up front what could not be allocated, rather than crash when the stores grow.
        if let problem = layer.memoryProblem(steadyStateNeed: steadyStateNeed) {
            throw ConfigurationError(source: source, problems: [problem])
        }
        self.cells = cells
    }

    /// Cells whose Gaussian spawn distribution changes nothing: sub-cells (born at their
    /// parent) and shapes or modes without a centre to gather toward.
    private static func spreadNotices(_ cells: [CompiledCell], layer: EmitterLayer) -> [ConfigurationError.Problem] {
        let geometry = EmissionGeometry(layer: layer, viewport: [1, 1])
        return cells.compactMap { cell in
            guard cell.cell.spindrift?.spawnDistribution != nil else { return nil }
            let path = cell.jsonPath + ".spindrift.spawnDistribution"
            if cell.parent != nil {
                return .init(path: path, reason: "has no effect on a sub-cell: its particles are born at their parent")
            }
            guard !geometry.hasGaussianSpread else { return nil }
            return .init(
                path: path, reason: "has no effect with emitterShape '\(layer.emitterShape.rawValue)' and emitterMode "
                    + "'\(layer.emitterMode.rawValue)': births there stay uniform")
        }
    }

    /// The indices of the top-level cells.
    public var topLevelCells: [Int] { cells.indices.filter { cells[$0].parent == nil } }

    /// The presentation value of the property at animation key path `keyPath` (`opacity`,
    /// `emitterCells.flake.color`) at layer local time `time` in seconds: what its
    /// animations make of it then, or its model value when none has an effect; nil when
    /// `keyPath` names no animatable property.
    public func presentationValue(of keyPath: String, at time: Double) -> SIMD4<Double>? {
        guard let target = try? layer.animationTarget(of: keyPath) else { return nil }
        guard let track = animations.tracks[target.whole] else { return layer.modelValue(of: target) }
        return target.components(of: track.value(at: time))
    }

    /// Bounds each cell's live particles and its reach, and shares `cap` between the cells
    /// fairly (``fairShares(of:needs:)``) when they need more; returns the total bound, and the cells
    /// that would have particles but whose share rounds to none (starving: they never hold a
    /// particle, so neither they nor their sub-cells emit).
    ///
    /// A top-level cell holds at most the births of one maximum lifetime. A sub-cell's
    /// particles come from the parents alive within its maximum lifetime (those alive now and
    /// those born since), each emitting at most the births of the shorter of the two lifetimes.
    ///
    /// A cell's reach is its maximum lifetime plus the longest reach of the sub-cells that can
    /// emit within it: a sub-cell whose first birth and first burst come after its parent's
    /// longest life never emits (with `animated` layers, whose timing and rates may move, every
    /// sub-cell counts).
    private static func apportion(
        _ cells: inout [CompiledCell], bounds: [CellParameters], cap: Int, animated: Bool
    ) -> (need: Double, starving: [Int]) {
        var alive = [Double](repeating: 0, count: cells.count)
        var birthsPerSecond = [Double](repeating: 0, count: cells.count)
        // Births that each emitter makes once (bursts that do not repeat, triggers), all
        // emitters together: more parents for a sub-cell than its rate's.
        var onceBirths = [Double](repeating: 0, count: cells.count)
        for index in cells.indices {
            let p = bounds[index]
            let lifetime = p.maximumLifetime
            guard cells[index].isEnabled, lifetime > 0 else { continue }
            let bursts = EmissionBursts(cell: cells[index], seed: 0)
            // The births of one emitter within `window` seconds, its bursts' included.
            func births(within window: Double) -> Double {
                guard let bursts else { return p.birthBound(within: window) }
                let total = p.birthBound(within: window) + bursts.bound(within: window).births
                return min(bursts.limit.map { Double($0) } ?? total, total)
            }
            let repeating = bursts?.bound(within: 0).perSecond ?? 0, once = bursts?.onceCount ?? 0
            if let parent = cells[index].parent {
                let parentLifetime = bounds[parent].maximumLifetime
                let emitters = alive[parent] + birthsPerSecond[parent] * lifetime + onceBirths[parent]
                alive[index] = min(emitters * births(within: min(lifetime, parentLifetime)), 1e18)
                birthsPerSecond[index] = min(
                    alive[parent] * (p.birthsPerParentSecond + repeating) + birthsPerSecond[parent] * once, 1e18)
                onceBirths[index] = min(onceBirths[parent] * once, 1e18)
            } else {
                alive[index] = births(within: lifetime)
                birthsPerSecond[index] = p.birthsPerParentSecond + repeating
                onceBirths[index] = once
            }
        }
        // Reach, from the leaves up: pre-order reversed visits children first. A particle emits
        // only while it is alive, so one that never lives leaves nothing, descendants included.
        for index in cells.indices.reversed() {
            let lifetime = bounds[index].maximumLifetime
            let emitting = cells[index].children.filter { child in
                animated || min(bounds[child].firstBirth, EmissionBursts(cell: cells[child], seed: 0)?.earliestTime ?? .infinity) <= lifetime
            }
            let descendants = emitting.map { cells[$0].reach }.max() ?? 0
            cells[index].reach = lifetime > 0 ? lifetime + descendants : 0
        }
        let total = alive.reduce(0, +)
        // The slack absorbs particles that outlive their lifetime by a rounding error.
        let slack = Double(ParticleStore.simdWidth), capacity = Double(cap)
        let shares = total > capacity
            ? fairShares(of: cap, needs: alive.map { $0 > 0 ? $0 + slack : 0 })
            : alive.map { min($0 + slack, capacity) }
        for index in cells.indices { cells[index].particleLimit = Int(shares[index]) }
        return (total, cells.indices.filter { alive[$0] > 0 && cells[$0].particleLimit == 0 })
    }

    /// `cap` shared by water-filling: from the smallest need up, each cell gets its need when
    /// that is at most an equal split of what the cells before it left, and the equal split
    /// otherwise. A parent that needs a few particles keeps them beside sub-cells that need
    /// millions (it emits them), and no share exceeds its need.
    package static func fairShares(of cap: Int, needs: [Double]) -> [Double] {
        var shares = [Double](repeating: 0, count: needs.count)
        var left = Double(cap)
        let order = needs.indices.filter { needs[$0] > 0 }.sorted { (needs[$0], $0) < (needs[$1], $1) }
        for (position, index) in order.enumerated() {
            let split = (left / Double(order.count - position)).rounded(.down)
            shares[index] = min(needs[index].rounded(.up), split)
            left -= shares[index]
        }
        return shares
    }
}
