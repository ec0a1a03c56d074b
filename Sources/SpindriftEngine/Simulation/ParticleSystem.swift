/// A running emitter: an ``EmitterProgram`` simulated on one ``ParticleStore`` per cell of
/// its tree, sub-cells included.
///
/// ```swift
/// let system = try ParticleSystem(layer: EmitterLayer(contentsOfFile: "snow.json"))
/// system.advance(by: 1.0 / 60)
/// print(system.particleCount, system.particles(inCell: 0).first?.position ?? .zero)
/// ```
///
/// Every live particle of a cell emits that cell's sub-cells while it is alive, on its own
/// age; its children outlive it. A step first lets the particles alive at its start emit
/// their children over the step, then kills, then adds the layer's births (the survivors
/// need no update: their state is a closed-form function of age); a
/// particle born during a step is created already aged to its end, its own descendants
/// with it, so any step size gives the same particles within float rounding.
public final class ParticleSystem {
    /// The compiled description being simulated.
    public private(set) var program: EmitterProgram
    /// The viewport in points, for ``EmitterUnits/viewport`` geometry.
    public private(set) var viewport: SIMD2<Double>
    /// Parent seconds since the system was created or restarted.
    public private(set) var time: Double = 0
    /// Local seconds (`CAMediaTiming`), or nil before ``EmitterLayer/beginTime``.
    public private(set) var localTime: Double?
    /// Things worth telling the user once, such as reaching ``EmitterLayer/maxParticles``.
    public private(set) var warnings: [String] = []
    /// Threads the multi-core kernels may use; results do not depend on it.
    public var threads = 1
    /// Time spent in each phase of ``advance(by:)`` so far (pre-warming excluded).
    package private(set) var phaseTimes = StepPhaseTimes()

    private var states: [CellState] = [] {
        didSet { unretainedStates = states.map { .passUnretained($0) } }
    }
    /// ``states`` unretained, held by it: the loops that every step runs over every cell would
    /// retain and release each state otherwise, which with hundreds of cells costs more than
    /// what the loops do.
    private var unretainedStates: [Unmanaged<CellState>] = []
    /// Particles that one pre-warm or step may still create, dead ones included, so that no
    /// description (births that all die at once, say) can make it run without end. Unchecked:
    /// read per particle, by one thread.
    @exclusivity(unchecked) private var creationBudget = 0
    /// Sub-cells' births on several threads, reused by every step.
    private let subCellBirthWork = SubCellBirthWork()
    /// Every cell with its store, for ``frame``.
    private var frameCells: [ParticleFrame.Cell] = []
    /// Particles the latest pre-warm or step created, those dead at birth included: the work
    /// its births cost, whatever is left alive.
    package var latestCreations: Int { Self.creationBudget(layer) - creationBudget }
    private var topLevelStates: [CellState] = [] {
        didSet { unretainedTopLevelStates = topLevelStates.map { .passUnretained($0) } }
    }
    /// ``topLevelStates`` unretained, as ``unretainedStates``.
    private var unretainedTopLevelStates: [Unmanaged<CellState>] = []
    /// Told at the end of every step of the particles it created (``BirthObserver``); not
    /// retained. Stores filled any other way count in ``refills`` instead.
    package weak var birthObserver: (any BirthObserver)?
    /// How many times the stores were filled or emptied other than by a step (pre-warm,
    /// seek, restart, reconfigure): a consumer of ``birthObserver`` that saw another value
    /// starts again from the stores as they are.
    package private(set) var refills = 0
    /// Per cell, the store indices of the latest step's births (reused).
    private var birthRanges: [Range<Int>] = []

    /// Whether the stores a pre-warm built are still in the order it created them: the next
    /// step puts them in the order of their deaths where ``ordersBirthsByDeath``, before its
    /// kill. Not the pre-warm itself: what reads a refilled store first, the GPU's rings,
    /// takes it in birth order, which creation order is near (newest first) and death order
    /// is not; and a seek every frame (time running backward) is never followed by a step.
    private var storesAwaitDeathOrder = false

    /// Whether each step's births, and the stores a pre-warm builds, are put in the order of
    /// their deaths (``DeathOrderWork``): where storage order is drawn as it is (unordered,
    /// additive) or not drawn at all (sorted by depth). Layers drawn by age keep their births
    /// in birth order, which their sort reads as nearly sorted.
    private var ordersBirthsByDeath: Bool {
        switch layer.renderMode {
        case .unordered, .additive, .backToFront: true
        case .oldestFirst, .oldestLast: false
        }
    }

    /// A system for `program`, not yet started: the first ``advance(by:)`` that reaches
    /// ``EmitterLayer/beginTime`` pre-warms it to ``EmitterLayer/timeOffset``.
    public init(program: EmitterProgram, viewport: SIMD2<Double> = [1280, 720]) {
        self.program = program
        self.viewport = viewport
        rebuildStates()
    }

    /// A system for `layer`, which is validated first (the error names the source "layer").
    public convenience init(layer: EmitterLayer, viewport: SIMD2<Double> = [1280, 720]) throws(ConfigurationError) {
        self.init(program: try EmitterProgram(layer: layer), viewport: viewport)
    }

    /// The description being simulated.
    public var layer: EmitterLayer { program.layer }

    /// The number of cells simulated: every cell of the tree.
    public var cellCount: Int { states.count }

    /// Each cell's key path, in ``EmitterProgram/cells`` order (a cell before its sub-cells).
    public var cellNames: [String] { program.cells.map(\.path.description) }

    /// The index of the cell with key path `path` (such as `rocket.burst`), if any.
    package func cellIndex(of path: String) -> Int? {
        program.cells.firstIndex { $0.path.description == path }
    }

    /// The live particles of every cell.
    public var particleCount: Int { states.reduce(0) { $0 + $1.store.count } }

    /// The live particles of the cell at `cellIndex`.
    public func particleCount(inCell cellIndex: Int) -> Int { states[cellIndex].store.count }

    /// The live particles of the cell at `cellIndex`, read-only, in arbitrary order; for render
    /// and export passes.
    public func store(ofCell cellIndex: Int) -> ParticleStoreView { ParticleStoreView(store: states[cellIndex].store) }

    /// The parameters of the cell at `cellIndex`.
    package func parameters(ofCell cellIndex: Int) -> CellParameters { program.cells[cellIndex].parameters }

    /// Copies of the live particles of the cell at `cellIndex`, by parent, then ordinal.
    public func particles(inCell cellIndex: Int) -> [Particle] {
        var particles: [Particle] = []
        particles.reserveCapacity(states[cellIndex].store.count)
        forEachParticle(inCell: cellIndex) { particles.append($0) }
        return particles
    }

    /// Calls `body` with each live particle of the cell at `cellIndex`, by parent, then
    /// ordinal, one at a time: only the order's indices are held, never every particle's
    /// copy, so a dump of millions fits where the store does.
    package func forEachParticle(inCell cellIndex: Int, _ body: (Particle) -> Void) {
        let store = states[cellIndex].store
        let now = localTime ?? 0
        let parameters = program.cells[cellIndex].parameters
        let (rates, curves, motion) = (parameters.rates, parameters.curves, parameters.motion)
        let order = store.withColumns { columns in
            let ordinals = columns.ordinals
            // 32-bit indices: the order costs 4 bytes a particle, a twentieth of the store.
            return (0..<UInt32(store.count)).sorted {
                (columns.parent(at: Int($0)), ordinals[Int($0)]) < (columns.parent(at: Int($1)), ordinals[Int($1)])
            }
        }
        let tracking = program.cells[cellIndex].motion
        for index in order {
            var particle = store.particle(at: Int(index), now: now, rates: rates, curves: curves, motion: motion)
            if let tracking {
                particle.tracked = store.withColumns { tracking.state(in: $0, at: Int(index), now: now, rates: rates) }
            }
            body(particle)
        }
    }

    /// What to draw now: every cell's store with its draw settings.
    public var frame: ParticleFrame {
        ParticleFrame(renderMode: layer.renderMode, cells: frameCells, time: localTime ?? 0)
    }

    /// Advances parent time by `seconds` (ignored unless finite and not negative); local time
    /// advances by `seconds` × speed.
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds >= 0 else { return }
        advance(to: time + seconds)
    }

    /// Advances parent time to `parentTime` (ignored unless finite and not before ``time``).
    /// Stepping to exact multiples of a step, rather than adding steps up, lands births
    /// exactly where pre-warming does.
    public func advance(to parentTime: Double) {
        guard parentTime.isFinite, parentTime >= time else { return }
        time = parentTime
        guard time >= layer.beginTime else { return }
        let now = layer.timeOffset + (time - layer.beginTime) * layer.speed
        guard let start = localTime else {
            localTime = now
            prewarm(to: now)
            return
        }
        guard now > start else { return }
        step(from: start, to: now)
        localTime = now
    }

    /// Jumps to parent time `parentTime` (at least 0; ignored unless finite), backward or
    /// forward, in O(particles alive then): the stores are rebuilt as a pre-warm builds them,
    /// from the exact birth times and closed-form motion, so stepping on from there gives the
    /// particles that stepping all the way would.
    ///
    /// The state is that of the current description as if it had always run: a birth rate
    /// changed along the way (``reconfigure(program:viewport:)``) counts from the start, and
    /// at the ``EmitterLayer/maxParticles`` cap the youngest particles are kept (stepping keeps
    /// the oldest), so the two differ there. Before ``EmitterLayer/beginTime`` there is nothing.
    ///
    /// - Returns: where this state is not the history that was stepped through, in words
    ///   (empty when it is).
    @discardableResult
    public func seek(to parentTime: Double) -> [String] {
        guard parentTime.isFinite else { return [] }
        time = max(0, parentTime)
        localTime = nil
        var notes: [String] = []
        // Fresh schedules, without the epochs of rate changes along the way; rebuilt only
        // when needed, so that seeking every frame (time running backward) allocates nothing.
        if topLevelStates.contains(where: { $0.schedule != Self.schedule(of: $0.cell) }) {
            notes.append("birth rates changed while playing: this is the current description as if it had always run")
            rebuildStates()
        }
        for state in states { state.store.removeAll() }
        refills += 1
        advance(to: time)
        if states.contains(where: { !$0.hasRoom }) {
            notes.append("at the maxParticles cap a seek keeps the youngest particles, where stepping keeps the oldest")
        }
        return notes
    }

    /// Starts again from parent time 0 with no particles (pre-warmed again on the next
    /// ``advance(by:)``, honouring ``EmitterLayer/timeOffset``).
    public func restart() {
        time = 0
        localTime = nil
        states = []
        rebuildStates()
    }

    /// Simulates `newProgram` from now on in a viewport of `newViewport` points, keeping the
    /// time, and the live particles and birth schedules of cells that keep their key path.
    /// Particles keep the values they were born with; new ones follow the new description,
    /// and a changed birth rate applies from now on.
    public func reconfigure(program newProgram: EmitterProgram, viewport newViewport: SIMD2<Double>? = nil) {
        program = newProgram
        if let newViewport { viewport = newViewport }
        rebuildStates()
    }

    /// As ``reconfigure(program:viewport:)``, validating `layer` first; an invalid layer
    /// throws and changes nothing.
    public func reconfigure(layer newLayer: EmitterLayer, viewport newViewport: SIMD2<Double>? = nil) throws(ConfigurationError) {
        reconfigure(program: try EmitterProgram(layer: newLayer), viewport: newViewport)
    }

    /// Builds the state of every cell of ``program``, carrying over the stores (and a
    /// top-level cell's schedule) of cells with the same path.
    private func rebuildStates() {
        refills += 1
        let previous = Dictionary(states.map { ($0.cell.path, $0) }, uniquingKeysWith: { first, _ in first })
        let geometry = EmissionGeometry(layer: layer, viewport: viewport)
        if program.steadyStateNeed > Double(layer.maxParticles) {
            warnOnce("the steady state needs about \(Int(min(program.steadyStateNeed, 1e15))) particles "
                + "(birth rate × lifetime, all cells), more than maxParticles \(layer.maxParticles): running at the cap")
        }
        // Sub-cells come after their parent in pre-order: build from the end, children first.
        var built = [CellState?](repeating: nil, count: program.cells.count)
        for cell in program.cells.reversed() {
            let p = cell.parameters
            let factory = ParticleFactory(
                parameters: p, geometry: geometry, seed: layer.seed, path: cell.path,
                parentCurves: cell.parent.flatMap { program.cells[$0].parameters.curves },
                animation: BirthAnimation(cell: cell, layer: layer, animations: program.animations, viewport: viewport))
            let old = previous[cell.path]
            var schedule = Self.schedule(of: cell)
            if cell.parent == nil, let old, let localTime {
                let fresh = schedule
                schedule = old.schedule
                schedule.follow(fresh, at: p.timing.emissionTime(at: localTime))
            }
            built[cell.index] = CellState(
                cell: cell, factory: factory, schedule: schedule, bursts: EmissionBursts(cell: cell, seed: layer.seed),
                store: CellState.store(for: cell, carrying: old?.store),
                children: cell.children.map { built[$0]! },
                shortestLifetime: layer.animations.isEmpty ? p.minimumLifetime : 0)
        }
        states = built.map { $0! }
        // The chunks write to the old cells' nurseries, or to nurseries made for the old stores.
        subCellBirthWork.chunks.removeAll()
        frameCells = states.map { ParticleFrame.Cell(compiled: $0.cell, store: $0.store) }
        topLevelStates = program.topLevelCells.map { states[$0] }
        // Particles carried into a newly integrated store start from their birth now.
        if let localTime { integrate(to: localTime) }
    }

    /// Calls `body` with each cell's state, in order, without retaining it.
    @inline(__always)
    private func forEachState(_ body: (CellState) -> Void) {
        for state in unretainedStates { state._withUnsafeGuaranteedRef(body) }
    }

    /// Calls `body` with each top-level cell's state, in order, without retaining it.
    @inline(__always)
    private func forEachTopLevelState(_ body: (CellState) -> Void) {
        for state in unretainedTopLevelStates { state._withUnsafeGuaranteedRef(body) }
    }

    /// Advances every integrated cell's particles to local time `now` (``FieldForces``).
    private func integrate(to now: Double) {
        forEachState { state in
            guard let motion = state.cell.motion, motion.forces != nil else { return }
            if !state.store.integrate(to: now, motion: motion, factory: state.factory, threads: threads) {
                warnOnce("integrated particles of cell \(state.cell.path) fell behind: one pass integrates at most "
                    + "\(ParticleStore.integrationBudget) steps; they catch up over the next steps")
            }
        }
    }

    /// The birth schedule of `cell` from the start, as if its rate had never changed.
    private static func schedule(of cell: CompiledCell) -> EmissionSchedule {
        let timing = cell.parameters.timing
        return cell.rateProfile.map { EmissionSchedule(profile: $0, timing: timing, start: timing.emissionStart) }
            ?? EmissionSchedule(rate: cell.parameters.birthRate, start: timing.emissionStart)
    }

    /// Every cell at its cap four times over, and a million more.
    package static func creationBudget(_ layer: EmitterLayer) -> Int { 4 * layer.maxParticles + 1_000_000 }

    private func resetCreationBudget() {
        creationBudget = Self.creationBudget(layer)
    }

    /// Whether the steady state needs more than ``EmitterLayer/maxParticles``: births are
    /// then dropped while a cell is at its share, without a warning each.
    private var isCapped: Bool { program.steadyStateNeed > Double(layer.maxParticles) }

    private func warnOnce(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }

    /// Fills the stores with the particles alive at local time `now`, as if the layer had run
    /// since local time 0: each top-level cell's births, newest first so that a capped store
    /// keeps the youngest, with their descendants. Births older than a cell's reach are
    /// skipped, so the work is bounded by what is alive.
    private func prewarm(to now: Double) {
        refills += 1
        resetCreationBudget()
        for state in states {
            state.store.removeAll()
            state.nursery.removeAll()
        }
        for state in topLevelStates {
            let timing = state.cell.parameters.timing
            let cutoff = cutoff(of: state, parent: nil, origin: 0, through: now)
            let oldest = state.schedule.emittedCount(at: timing.emissionTime(at: now - state.cell.reach))
            var ordinal = min(state.schedule.emittedCount(at: timing.emissionTime(at: now)), cutoff.rateCount) - 1
            ordinal -= createInRun(state, from: ordinal, available: ordinal - oldest + 1, ordinalStep: -1, now: now)
            let birthTimes = state.schedule.birthTimes()
            var room = true
            while ordinal >= oldest {
                let birth = timing.parentTime(atEmission: birthTimes.time(of: ordinal))
                room = create(state, ordinal: ordinal, birthTime: birth, now: now, parent: nil, intoNursery: false)
                guard room else { break }
                ordinal -= 1
            }
            if room {
                emitBursts(
                    state, parent: nil, origin: 0, after: now - state.cell.reach, closed: false, through: now, cutoff: cutoff,
                    intoNursery: false, chunk: nil)
            }
        }
        integrate(to: now)
        storesAwaitDeathOrder = true
    }

    /// One step from local time `start` to `end`.
    private func step(from start: Double, to end: Double) {
        resetCreationBudget()
        // A few clock reads per step buy per-phase profiles.
        let clock = ContinuousClock()
        if storesAwaitDeathOrder {
            storesAwaitDeathOrder = false
            if ordersBirthsByDeath {
                // For the kills, whose time it takes in the phases.
                let ordering = clock.now
                for state in states { state.store.orderAllByDeath() }
                phaseTimes.kill += clock.now - ordering
            }
        }
        let began = clock.now
        // Sub-cells of the particles alive at the start, over the ages they pass through.
        forEachState { state in
            if !state.children.isEmpty { emitSubCells(of: state, start: start, span: end - start) }
        }
        var spawnTime = clock.now - began
        birthRanges.removeAll(keepingCapacity: true)
        let killing = clock.now
        forEachState { state in
            state.store.removeExpired(at: end, threads: threads)
            birthRanges.append(state.store.count..<state.store.count)
        }
        phaseTimes.kill += clock.now - killing
        let spawning = clock.now
        forEachState { state in state.store.moveAll(from: state.nursery) }
        forEachTopLevelState { state in emit(state, parent: nil, origin: 0, after: start, through: end, intoNursery: false) }
        spawnTime += clock.now - spawning
        phaseTimes.spawn += spawnTime
        var index = 0
        forEachState { state in
            birthRanges[index] = birthRanges[index].lowerBound..<state.store.count
            index += 1
        }
        integrate(to: end)
        // The observer copies the births as they come, in birth order, which the GPU's rings keep.
        birthObserver?.particlesBorn(birthRanges, in: ParticleFrame(renderMode: layer.renderMode, cells: frameCells, time: end))
        if ordersBirthsByDeath {
            // The ordering is there for the kills: its time is theirs.
            let ordering = clock.now
            var index = 0
            forEachState { state in
                state.store.orderByDeath(from: birthRanges[index].lowerBound)
                index += 1
            }
            phaseTimes.kill += clock.now - ordering
        }
    }

    /// Emits the sub-cells of the particles of `state`'s cell alive at local time `start` over
    /// the `span` seconds of the step into their cells' nurseries: on several threads, each
    /// taking a chunk of the parents (``SubCellBirthWork``), when there are enough parents
    /// and the layer's steady state fits under `maxParticles` (a cell then meets its share
    /// only with particles carried over a reconfiguration); on one thread otherwise, and again
    /// on one thread, the chunks' births thrown away, when they would not have fitted.
    private func emitSubCells(of state: CellState, start: Double, span: Double) {
        let count = state.store.count
        let plan = ChunkPlan(count: count, threads: threads, minimumPerChunk: SubCellBirthWork.minimumParentsPerChunk, alignment: 1)
        guard plan.chunks > 1, !isCapped else {
            emitSubCells(of: state, parents: 0..<count, start: start, span: span, into: nil)
            return
        }
        let work = subCellBirthWork
        while work.chunks.count < plan.chunks { work.chunks.append(SubCellBirths(states: states, writesToCells: work.chunks.isEmpty)) }
        for chunk in work.chunks.prefix(plan.chunks) { chunk.start(states: states, budget: creationBudget) }
        (work.system, work.state, work.start, work.span, work.plan) = (self, state, start, span, plan)
        ParallelChunks.run(work, in: count, threads: plan.chunks, minimumPerChunk: SubCellBirthWork.minimumParentsPerChunk)
        (work.system, work.state) = (nil, nil)
        let chunks = work.chunks.prefix(plan.chunks)
        let creations = chunks.reduce(0) { $0 + $1.creations }
        let fits = !chunks.contains(where: \.ranShort) && creations <= creationBudget
            && states.indices.allSatisfy { cell in chunks.reduce(0) { $0 + $1.births(ofCell: cell) } <= chunks[chunks.startIndex].rooms[cell] }
        guard fits else {
            for chunk in chunks { chunk.discardBirths() }
            emitSubCells(of: state, parents: 0..<count, start: start, span: span, into: nil)
            return
        }
        creationBudget -= creations
        // The first chunk's births are in the cells' nurseries already.
        for chunk in chunks.dropFirst() {
            for (cell, nursery) in chunk.nurseries.enumerated() { states[cell].nursery.moveAll(from: nursery) }
        }
    }

    /// Emits the sub-cells of the particles of `state`'s cell at indices `parents`, alive at
    /// local time `start`, over the `span` seconds of the step: into their cells' nurseries,
    /// or into `chunk`'s. The parents' store does not change here.
    func emitSubCells(
        of state: CellState, parents: Range<Int>, start: Double, span: Double, into chunk: SubCellBirths?
    ) {
        let constants = EmitterState.CellConstants(cell: state.cell)
        state.store.withColumns { columns in
            /// Emits the sub-cells of the parent at `index`; false at the cap, once no
            /// sub-cell can keep a birth (no later parent can either), or once `chunk` ran
            /// short.
            func emitChildren(of index: Int) -> Bool {
                if isCapped, !state.children.contains(where: { $0.canReceive(within: span) }) { return false }
                var parent = EmitterState(columns: columns, index: index, cell: constants, now: start)
                let (age, ageAtEnd) = (parent.age, parent.age + span)
                withUnsafePointer(to: &parent) { parent in
                    state.forEachChild { child in
                        emit(child, parent: parent, origin: start - age, after: age, through: ageAtEnd, intoNursery: true, chunk: chunk)
                    }
                }
                return !(chunk?.ranShort ?? false)
            }
            // Most parents reach no birth and no burst of their sub-cells in a step: such a
            // parent costs a look at its age (as its state has it), not its state.
            let count = parents.upperBound
            var index = parents.lowerBound
            let bursts = state.constantChildBursts
            if let schedules = state.constantChildSchedules {
                // Eight parents at a time, each lane as the scalar look below would see it.
                let deaths = UnsafeRawPointer(columns.deathTimes), lifetimes = UnsafeRawPointer(columns[.lifetime])
                while index + 8 <= count {
                    let lifetime = SIMD8<Double>(lifetimes.loadUnaligned(fromByteOffset: index * 4, as: SIMD8<Float>.self))
                    let age = start - (deaths.loadUnaligned(fromByteOffset: index * 8, as: SIMD8<Double>.self) - lifetime)
                    let through = age + span
                    var emitting = SIMDMask<SIMD8<Int64>>(repeating: false)
                    for schedule in schedules { emitting .|= schedule.mayEmit(lifetime: lifetime, after: age, through: through) }
                    if !bursts.isEmpty {
                        for lane in 0..<8 where !emitting[lane] {
                            emitting[lane] = bursts.contains {
                                $0.mayFire(lifetime: lifetime[lane], after: age[lane], through: through[lane])
                            }
                        }
                    }
                    if any(emitting) {
                        for lane in 0..<8 where emitting[lane] {
                            guard emitChildren(of: index + lane) else { return }
                        }
                    }
                    index += 8
                }
            }
            while index < count {
                let lifetime = Double(columns[.lifetime][index])
                let age = start - (columns.deathTimes[index] - lifetime)
                let through = age + span
                let emits = if let schedules = state.constantChildSchedules {
                    schedules.contains {
                        let (first, last) = $0.ordinals(lifetime: lifetime, after: age, through: through, rateCount: .max)
                        return first < last
                    } || bursts.contains { $0.mayFire(lifetime: lifetime, after: age, through: through) }
                } else {
                    state.children.contains { $0.mayEmit(origin: start - age, lifetime: lifetime, after: age, through: through) }
                }
                if emits { guard emitChildren(of: index) else { return } }
                index += 1
            }
        }
    }

    /// Creates particle `ordinal` of `state`'s cell, born at local time `birthTime` and aged
    /// to local time `now`, emitted by `parent` (its state at this birth; nil at the top
    /// level), and its descendants born since; keeps the living ones (in the nursery when
    /// `intoNursery`, in `chunk`'s when given). Returns false when the cell is at its share of
    /// the cap, so its emitter stops trying, or when `chunk` ran short.
    private func create(
        _ state: CellState, ordinal: Int64, birthTime: Double, now: Double, parent: UnsafePointer<EmitterState>?, intoNursery: Bool,
        chunk: SubCellBirths? = nil
    ) -> Bool {
        // A cell with no share of the cap never holds a particle when stepping, so none of
        // its particles may emit either, however long they would have lived.
        guard state.cell.particleLimit > 0 else { return false }
        if let chunk {
            guard chunk.creations < chunk.budget else {
                chunk.ranShort = true
                return false
            }
            chunk.creations += 1
        } else {
            guard creationBudget > 0 else {
                warnOnce("stopped creating particles after \(Self.creationBudget(layer)) in one step: most died at birth")
                return false
            }
            creationBudget -= 1
        }
        // A birth at the very end of a step can land a rounding error past it.
        let age = max(0, now - birthTime)
        var (particle, birth) =
            if let parent {
                state.factory.particle(ordinal: ordinal, birthTime: birthTime, age: age, emittedBy: parent.pointee)
            } else {
                state.factory.particle(ordinal: ordinal, birthTime: birthTime, age: age)
            }
        if age < birth.lifetime {
            if let chunk {
                guard chunk.append(particle, toCell: state.cell.index) else { return false }
            } else {
                guard state.hasRoom else {
                    // Past the steady state's bound (already warned about when it exceeds the cap).
                    if !isCapped {
                        warnOnce("cell \(state.cell.path) reached its limit of \(state.cell.particleLimit) particles: running at the cap")
                    }
                    return false
                }
                // Not `(intoNursery ? nursery : store).append`: the chosen store would be
                // retained and released around every birth.
                if intoNursery { state.nursery.append(particle) } else { state.store.append(particle) }
            }
        }
        withUnsafePointer(to: &birth) { birth in
            state.forEachChild { child in
                emit(
                    child, parent: birth, origin: birthTime, after: 0, atBirth: true, through: age, intoNursery: intoNursery,
                    chunk: chunk)
            }
        }
        return true
    }

    /// Creates, as one run cut over the ``threads`` (``ParticleStore/appendBirths``), as many
    /// as may be of `available` top-level births of `state`'s cell, with ordinals `ordinal`,
    /// `ordinal + ordinalStep`, …, aged to local time `now`, exactly as
    /// ``create(_:ordinal:birthTime:now:parent:intoNursery:)`` would one by one; returns how
    /// many it created (0 when there are too few to make eight at a time), for the caller to
    /// go on with the rest one by one.
    ///
    /// Only a cell without sub-cells qualifies (a birth's descendants go to other stores,
    /// interleaved), and only as many births as can neither exhaust the creation budget nor
    /// meet the cap even if every one lives: within them no check can stop creation, so
    /// the serial path's order and count follow.
    private func createInRun(
        _ state: CellState, from ordinal: Int64, available: Int64, ordinalStep: Int64, now: Double
    ) -> Int64 {
        guard state.children.isEmpty, available > 0 else { return 0 }
        let room = state.cell.particleLimit - state.store.count - state.nursery.count
        let births = Int(min(available, Int64(max(0, min(room, creationBudget)))))
        guard births >= BirthLanes.width else { return 0 }
        creationBudget -= births
        let timing = state.cell.parameters.timing
        state.store.appendBirths(
            count: births, firstOrdinal: ordinal, ordinalStep: ordinalStep, factory: state.factory,
            schedule: state.schedule, timing: timing, now: now, threads: threads)
        return Int64(births)
    }

    /// Creates the particles of `state`'s cell born on its schedule, and in its bursts, at
    /// parent times in (`after`, `through`] (`after` included when `atBirth`: a parent's
    /// birth emits its births at age 0), aged to parent time `through`. Parent time is the
    /// layer's local time for a top-level cell (`parent` nil, `origin` 0), else the age of
    /// `parent`, born at local time `origin`, which emits only while it is alive (a `death`
    /// trigger at its death). Births that leave nothing alive by then are skipped.
    private func emit(
        _ state: CellState, parent: UnsafePointer<EmitterState>?, origin: Double, after: Double, atBirth: Bool = false, through: Double,
        intoNursery: Bool, chunk: SubCellBirths? = nil
    ) {
        // At the cap a birth with nowhere to go is dropped: skip the work of finding it.
        if isCapped, !state.canReceive(within: through - after) { return }
        let cutoff = cutoff(of: state, parent: parent, origin: origin, through: through)
        guard emitOnSchedule(state, parent: parent, origin: origin, after: after, through: through, cutoff: cutoff,
                             intoNursery: intoNursery, chunk: chunk)
        else { return }
        emitBursts(
            state, parent: parent, origin: origin, after: state.burstsAfter(after, through: through), closed: atBirth,
            through: through, cutoff: cutoff, intoNursery: intoNursery, chunk: chunk)
    }

    /// Where `state`'s `maxEmissions` cuts off the emission of `parent` (born at local time
    /// `origin`; nil at the top level) up to parent time `through`.
    private func cutoff(of state: CellState, parent: UnsafePointer<EmitterState>?, origin: Double, through: Double) -> EmissionBursts.Cutoff {
        guard let bursts = state.bursts, bursts.limit != nil else { return .unlimited }
        let schedule = state.schedule, timing = state.cell.parameters.timing
        let lifetime = parent?.pointee.lifetime ?? .infinity
        return bursts.cutoff(through: through, lifetime: lifetime, parent: parent?.pointee.identity) { time in
            schedule.emittedCount(at: timing.emissionTime(at: min(time, lifetime)), origin: origin)
        }
    }

    /// The births on `state`'s schedule in (`after`, `through`] (see ``emit``); returns
    /// false when the cell has no more room.
    private func emitOnSchedule(
        _ state: CellState, parent: UnsafePointer<EmitterState>?, origin: Double, after: Double, through: Double,
        cutoff: EmissionBursts.Cutoff, intoNursery: Bool, chunk: SubCellBirths?
    ) -> Bool {
        var (ordinal, last) = state.scheduledOrdinals(
            origin: origin, lifetime: parent?.pointee.lifetime ?? .infinity, after: after, through: through, rateCount: cutoff.rateCount)
        if parent == nil {
            ordinal += createInRun(state, from: ordinal, available: last - ordinal, ordinalStep: 1, now: through)
        }
        guard ordinal < last else { return true }
        let timing = state.cell.parameters.timing
        let birthTimes = state.schedule.birthTimes(origin: origin)
        while ordinal < last {
            let birth = timing.parentTime(atEmission: birthTimes.time(of: ordinal))
            // A particle emits only while it is alive.
            if let parent, birth >= parent.pointee.lifetime { return true }
            let created = withEmitter(parent, advancedTo: birth) { emitter in
                create(
                    state, ordinal: ordinal, birthTime: origin + birth, now: origin + through, parent: emitter, intoNursery: intoNursery,
                    chunk: chunk)
            }
            guard created else { return false }
            ordinal += 1
        }
        return true
    }

    /// The burst particles of `state`'s cell at parent times after `after` (at it too when
    /// `closed`) through `through`, within `cutoff`, each born exactly at its cycle's time.
    private func emitBursts(
        _ state: CellState, parent: UnsafePointer<EmitterState>?, origin: Double, after: Double, closed: Bool, through: Double,
        cutoff: EmissionBursts.Cutoff, intoNursery: Bool, chunk: SubCellBirths?
    ) {
        guard let bursts = state.bursts else { return }
        let lifetime = parent?.pointee.lifetime ?? .infinity
        for (index, burst) in bursts.bursts.enumerated() {
            guard let cycles = burst.cycles(after: after, closed: closed, through: through, lifetime: lifetime)
            else { continue }
            for cycle in cycles {
                let time = burst.time(cycle: cycle, lifetime: lifetime)
                let count = cutoff.allowed(
                    time: time, burst: index, count: bursts.count(burst: index, cycle: cycle, parent: parent?.pointee.identity))
                // Every particle of the cycle is emitted by the parent as it is then.
                let created = withEmitter(parent, advancedTo: time) { emitter in
                    for particle in 0..<count {
                        guard create(
                            state, ordinal: bursts.ordinal(burst: index, cycle: cycle, particle: particle),
                            birthTime: origin + time, now: origin + through, parent: emitter, intoNursery: intoNursery, chunk: chunk)
                        else { return false }
                    }
                    return true
                }
                guard created else { return }
            }
        }
    }

    /// `body` given the address of `parent`'s state at its age `age` (nil at the top level).
    /// Emitters are handed down by address: a 300-byte state copied at every level of the
    /// emission, its references retained and released, cost more than the births it made.
    @inline(__always)
    private func withEmitter<Result>(
        _ parent: UnsafePointer<EmitterState>?, advancedTo age: Double, _ body: (UnsafePointer<EmitterState>?) -> Result
    ) -> Result {
        guard let parent else { return body(nil) }
        var emitter = parent.pointee.advanced(by: age - parent.pointee.age)
        return withUnsafePointer(to: &emitter) { body($0) }
    }
}
