/// A running emitter: an ``EmitterLayer`` simulated on one ``ParticleStore`` per cell.
///
/// ```swift
/// let system = ParticleSystem(layer: try EmitterLayer(contentsOfFile: "snow.json"))
/// system.advance(by: 1.0 / 60)
/// print(system.particleCount, system.particles(inCell: 0).first?.position ?? .zero)
/// ```
public final class ParticleSystem {
    /// The description being simulated.
    public private(set) var layer: EmitterLayer
    /// The viewport in points, for ``EmitterUnits/viewport`` geometry.
    public private(set) var viewport: SIMD2<Double>
    /// Parent seconds since the system was created or restarted.
    public private(set) var time: Double = 0
    /// Local seconds (`CAMediaTiming`), or nil before ``EmitterLayer/beginTime``.
    public private(set) var localTime: Double?
    /// Things worth telling the user once, such as reaching ``EmitterLayer/maxParticles``.
    public private(set) var warnings: [String] = []
    /// Threads the update kernels may use; results do not depend on it.
    public var threads = 1
    /// Time spent in each phase of ``advance(by:)`` so far (pre-warming excluded).
    public private(set) var phaseTimes = StepPhaseTimes()

    var cells: [CellSimulation] = []

    /// A system for `layer` (which should be valid), not yet started: the first
    /// ``advance(by:)`` that reaches ``EmitterLayer/beginTime`` pre-warms it to
    /// ``EmitterLayer/timeOffset``.
    public init(layer: EmitterLayer, viewport: SIMD2<Double> = [1280, 720]) {
        precondition(layer.validationProblems().isEmpty, "ParticleSystem needs a valid layer: call validate(source:)")
        self.layer = layer
        self.viewport = viewport
        self.cells = makeCells(keeping: [])
    }

    /// The number of cells simulated: the layer's top-level cells.
    public var cellCount: Int { cells.count }

    /// Each cell's name, or `cell<index>` for a cell without one.
    public var cellNames: [String] {
        cells.enumerated().map { index, simulation in simulation.cell.name ?? "cell\(index)" }
    }

    /// The live particles of every cell.
    public var particleCount: Int { cells.reduce(0) { $0 + $1.store.count } }

    /// The live particles of the cell at `cellIndex`.
    public func particleCount(inCell cellIndex: Int) -> Int { cells[cellIndex].store.count }

    /// The store of the cell at `cellIndex`, in arbitrary order; for render and export passes.
    public func store(ofCell cellIndex: Int) -> ParticleStore { cells[cellIndex].store }

    /// The parameters of the cell at `cellIndex`.
    public func parameters(ofCell cellIndex: Int) -> CellParameters { cells[cellIndex].factory.parameters }

    /// Copies of the live particles of the cell at `cellIndex`, by emission ordinal.
    public func particles(inCell cellIndex: Int) -> [Particle] {
        let store = cells[cellIndex].store
        return (0..<store.count).map(store.particle(at:)).sorted { $0.ordinal < $1.ordinal }
    }

    /// Advances parent time by `seconds`; local time advances by `seconds` × speed.
    public func advance(by seconds: Double) {
        precondition(seconds >= 0 && seconds.isFinite, "time advances by a finite, non-negative number of seconds")
        time += seconds
        guard time >= layer.beginTime else { return }
        guard let start = localTime else {
            let now = layer.timeOffset + (time - layer.beginTime) * layer.speed
            localTime = now
            for cell in cells { cell.prewarm(to: now) }
            return
        }
        let delta = seconds * layer.speed
        guard delta > 0 else { return }
        let end = start + delta
        // Four clock reads per cell per step (tens of nanoseconds) buy per-phase profiles.
        let clock = ContinuousClock()
        for cell in cells {
            let started = clock.now
            cell.store.integrate(by: Float(delta), constants: cell.factory.parameters.constants, threads: threads)
            let integrated = clock.now
            cell.store.removeExpired()
            let killed = clock.now
            cell.spawn(cell.schedule.emittedCount(at: start)..<cell.schedule.emittedCount(at: end), at: end)
            let spawned = clock.now
            phaseTimes.update += integrated - started
            phaseTimes.kill += killed - integrated
            phaseTimes.spawn += spawned - killed
        }
        localTime = end
    }

    /// Starts again from parent time 0 with no particles (pre-warmed again on the next
    /// ``advance(by:)``, honouring ``EmitterLayer/timeOffset``).
    public func restart() {
        time = 0
        localTime = nil
        cells = makeCells(keeping: [])
    }

    /// Simulates `newLayer` from now on in a viewport of `newViewport` points, keeping the
    /// time and the live particles of cells that keep their name (or index, when unnamed).
    /// Particles keep the values they were born with; new ones follow the new description.
    public func reconfigure(layer newLayer: EmitterLayer, viewport newViewport: SIMD2<Double>? = nil) {
        precondition(newLayer.validationProblems().isEmpty, "ParticleSystem needs a valid layer: call validate(source:)")
        layer = newLayer
        if let newViewport { viewport = newViewport }
        cells = makeCells(keeping: cells)
    }

    /// Builds the cells of ``layer``, sizing each store for its steady state within the layer's
    /// cap, and carrying over schedules and particles from `previous`.
    private func makeCells(keeping previous: [CellSimulation]) -> [CellSimulation] {
        let geometry = EmissionGeometry(layer: layer, viewport: viewport)
        let parameters = layer.emitterCells.map { CellParameters(cell: $0, layer: layer) }
        let bounds = parameters.map(\.steadyStateBound)
        let total = bounds.reduce(0, +)
        let cap = Double(layer.maxParticles)
        if total > cap {
            let message = "the steady state needs about \(Int(min(total, 1e15))) particles "
                + "(birth rate × lifetime, all cells), more than maxParticles \(layer.maxParticles): running at the cap"
            if !warnings.contains(message) { warnings.append(message) }
        }
        if layer.emitterCells.contains(where: { !$0.emitterCells.isEmpty }) {
            let message = "nested emitterCells are validated but not simulated yet"
            if !warnings.contains(message) { warnings.append(message) }
        }
        return layer.emitterCells.indices.map { index in
            let cell = layer.emitterCells[index]
            // The slack absorbs particles that outlive their lifetime by a rounding error.
            let limit = total > cap ? Int(cap * (bounds[index] / total)) : Int(bounds[index]) + ParticleStore.simdWidth
            let old = cell.name != nil
                ? previous.first { $0.cell.name == cell.name }
                : (previous.indices.contains(index) && previous[index].cell.name == nil ? previous[index] : nil)
            var schedule = old?.schedule ?? EmissionSchedule(rate: parameters[index].birthRate)
            schedule.changeRate(to: parameters[index].birthRate, at: localTime ?? 0)
            let factory = ParticleFactory(
                parameters: parameters[index], geometry: geometry, seed: layer.seed, cellIndex: index)
            // Live particles stay even when the new steady state is smaller (births wait until
            // they fit), and a store of about the right size is kept rather than reallocated, so
            // a window resize or a key press allocates nothing.
            let capacity = max(limit, old?.store.count ?? 0)
            let store: ParticleStore
            if let old, (capacity...(2 * capacity + 4096)).contains(old.store.capacity) {
                store = old.store
            } else {
                store = ParticleStore(minimumCapacity: capacity)
                if let old { store.copyParticles(from: old.store, limit: capacity) }
            }
            return CellSimulation(cell: cell, factory: factory, schedule: schedule, store: store, particleLimit: limit)
        }
    }
}
