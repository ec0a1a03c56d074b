/// The sub-cell births of one chunk of a cell's parents, made on a worker thread in a step,
/// in a nursery per cell of the layer (the parents' sub-cells, and theirs): the first chunk's
/// straight in the cells' own nurseries, every other chunk's in nurseries of its own, appended
/// to the cells' after the chunks before it, so that every nursery ends as it would have had
/// one thread emitted for every parent in order.
///
/// The chunk cannot know what the chunks before it take of the creation budget and of each
/// cell's share of the cap, so it checks its births against what was left at the start of the
/// step's emission for the whole cell; the step makes the births again on one thread when any
/// chunk ran short or when the chunks' births together do not fit (then some birth on one
/// thread would have found no room or no budget, and stopped its emitter).
final class SubCellBirths {
    /// Each cell's nursery, by cell index.
    let nurseries: [ParticleStore]
    /// ``nurseries`` unretained (``nurseries`` keeps them), for ``append(_:toCell:)``.
    private let unretainedNurseries: [Unmanaged<ParticleStore>]
    /// Whether ``nurseries`` are the cells' own.
    let writesToCells: Bool
    /// Each nursery's count when the chunk started, by cell index.
    @exclusivity(unchecked) private var starts: [Int]
    /// Each cell's room under its share of the cap when the chunk started, by cell index.
    @exclusivity(unchecked) private(set) var rooms: [Int]
    /// Creations left in the step's budget when the chunk started, and how many it made
    /// (those that died at birth included).
    @exclusivity(unchecked) var budget = 0, creations = 0
    /// Whether a birth found no room or no budget: the chunk stopped, and its births are
    /// thrown away.
    @exclusivity(unchecked) var ranShort = false

    /// The births of the chunk of `states` that comes first, when `writesToCells`, else of
    /// another chunk, in empty nurseries of its own.
    init(states: [CellState], writesToCells: Bool) {
        self.writesToCells = writesToCells
        nurseries = writesToCells ? states.map(\.nursery) : states.map { state in
            let nursery = ParticleStore(nested: state.store.keepsParents, integrated: state.store.integratedColumns > 0)
            nursery.growthLimit = state.cell.particleLimit
            return nursery
        }
        unretainedNurseries = nurseries.map { .passUnretained($0) }
        (starts, rooms) = (Array(repeating: 0, count: states.count), Array(repeating: 0, count: states.count))
    }

    /// Appends `particle` to the births of cell `cell`; false, with ``ranShort`` set, when the
    /// cell had no room left.
    @inline(__always)
    func append(_ particle: Particle, toCell cell: Int) -> Bool {
        unretainedNurseries[cell]._withUnsafeGuaranteedRef { nursery in
            guard nursery.count - starts[cell] < rooms[cell] else {
                ranShort = true
                return false
            }
            nursery.append(particle)
            return true
        }
    }

    /// The chunk's births of cell `cell`.
    func births(ofCell cell: Int) -> Int { nurseries[cell].count - starts[cell] }

    /// Starts a chunk with the room of `states` and `budget`, its own nurseries emptied.
    func start(states: [CellState], budget: Int) {
        for (index, state) in states.enumerated() {
            if !writesToCells { nurseries[index].removeAll() }
            starts[index] = nurseries[index].count
            rooms[index] = state.cell.particleLimit - state.store.count - state.nursery.count
        }
        (self.budget, creations, ranShort) = (budget, 0, false)
    }

    /// Takes the chunk's births back out of the cells' own nurseries (nurseries of its own
    /// are emptied when it next starts).
    func discardBirths() {
        guard writesToCells else { return }
        for (nursery, start) in zip(nurseries, starts) { nursery.count = start }
    }
}

/// A cell's parents, cut into chunks, each emitting its sub-cells into its own
/// ``SubCellBirths`` on its own thread (``ChunkedWork``). One per system, refilled per cell.
package final class SubCellBirthWork: ChunkedWork, @unchecked Sendable {
    /// Parents below which one thread emits faster than several: a parent rarely emits in a
    /// given step, and waking a worker costs more than looking at fewer parents saves.
    package static let minimumParentsPerChunk = 8_192

    // Set before a run, read only during it; each chunk writes only its own births.
    unowned(unsafe) var system: ParticleSystem?
    unowned(unsafe) var state: CellState?
    var start = 0.0, span = 0.0
    var plan = ChunkPlan(count: 0, threads: 1, minimumPerChunk: 1, alignment: 1)
    /// One per chunk, kept between steps (their nurseries keep their room).
    var chunks: [SubCellBirths] = []

    package func runChunk(_ range: Range<Int>) {
        guard let system, let state else { return }
        system.emitSubCells(of: state, parents: range, start: start, span: span, into: chunks[plan.chunk(of: range)])
    }
}
