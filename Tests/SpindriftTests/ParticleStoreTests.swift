import Testing
@testable import Spindrift
@testable import SpindriftDescription
@testable import SpindriftEngine

@Suite("ParticleStore")
struct ParticleStoreTests {
    static func particle(_ ordinal: Int64, deathTime: Double = 10, lifetime: Float = 10) -> Particle {
        var particle = Particle(ordinal: ordinal, parent: nil)
        particle.origin = [1, 2, 3]
        particle.initialVelocity = [10, -20, 5]
        particle.deathTime = deathTime
        particle[.lifetime] = lifetime
        particle[.spin] = 2
        particle[.initialScale] = 1
        particle.initialColor = [0.5, 0.5, 0.5, 0.9]
        return particle
    }

    @Test("capacity is padded to whole vector chunks and columns are 64-byte aligned, on different 4 KiB offsets",
          arguments: [false, true])
    func layout(nested: Bool) {
        let store = ParticleStore(minimumCapacity: 10_000, nested: nested)
        #expect(store.capacity == 10_000)
        #expect(ParticleStore(minimumCapacity: 1000).capacity == 1008)
        store.withColumns { columns in
            var offsets: Set<Int> = []
            for column in ParticleColumn.allCases {
                let address = Int(bitPattern: columns[column])
                #expect(address % 64 == 0)
                offsets.insert(address % 4096)
            }
            let wide = [UnsafeRawPointer(columns.ordinals), UnsafeRawPointer(columns.deathTimes)]
                + (columns.parents.map { [UnsafeRawPointer($0)] } ?? [])
            for pointer in wide {
                #expect(Int(bitPattern: pointer) % 64 == 0)
                offsets.insert(Int(bitPattern: pointer) % 4096)
            }
            #expect((columns.parents != nil) == nested, "only a sub-cell's store keeps parents")
            #expect(offsets.count == ParticleColumn.allCases.count + (nested ? 3 : 2))
        }
    }

    @Test("a top-level particle takes 68 bytes, a sub-cell's 76 with its parent's identity")
    func bytesPerParticle() {
        #expect(ParticleStore.bytesPerParticle == 13 * 4 + 2 * 8)
        #expect(ParticleStore.nestedBytesPerParticle == 13 * 4 + 3 * 8)
    }

    @Test("a sub-cell's store keeps each particle's parent through growth, kills and reordering; a top-level store reads 0",
          arguments: [1, 2])
    func parentsFollowTheirParticles(threads: Int) throws {
        let nested = ParticleStore(nested: true), topLevel = ParticleStore()
        let count = 70_000
        func parent(of ordinal: Int64) -> UInt64 { UInt64(ordinal) &* 0x9E37_79B9_7F4A_7C15 | 1 }
        for ordinal in Int64(0)..<Int64(count) {
            // Every third particle dies at 5, the others at 20.
            let deathTime: Double = ordinal % 3 == 0 ? 5 : 20
            var child = Self.particle(ordinal, deathTime: deathTime)
            child.parent = ParticleIdentity(rawValue: parent(of: ordinal))
            nested.append(child)
            topLevel.append(Self.particle(ordinal, deathTime: deathTime))
        }
        #expect(nested.removeExpired(at: 10, threads: threads) == count / 3 + 1)
        #expect(topLevel.removeExpired(at: 10, threads: threads) == count / 3 + 1)
        let order = (0..<Int32(1000)).reversed().map { $0 }
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: 8 * order.count, alignment: 8)
        defer { scratch.deallocate() }
        nested.withColumns { $0.permute(from: 100, count: order.count, order: order, scratch: scratch) }
        let mismatch = (0..<nested.count).first {
            let particle = nested.particle(at: $0, now: 10)
            return particle.parent?.rawValue != parent(of: particle.ordinal)
        }
        #expect(mismatch == nil)
        #expect((0..<topLevel.count).allSatisfy { topLevel.particle(at: $0, now: 10).parent == nil })
        topLevel.withColumns { columns in #expect(columns.parents == nil && columns.parent(at: 0) == 0) }
    }

    @Test("a permutation in blocks puts every column of every particle where the gather puts it, both halves of each 8-byte column and parents too, in blocks widened to fit the counts",
          arguments: [false, true], [3, 2])
    func permutationInBlocks(nested: Bool, maximumBlocks: Int) {
        // Three blocks, the last part-filled, or two twice as wide, after particles left in place.
        let count = 2 * ParticleColumns.permutationBlock + 4_321, first = 7
        func filledStore() -> ParticleStore {
            let store = ParticleStore(nested: nested)
            for ordinal in Int64(0)..<Int64(first + count) {
                var particle = Particle(
                    ordinal: ordinal &* 0x1_0000_0001, parent: nested ? ParticleIdentity(rawValue: UInt64(ordinal) << 33 | 1) : nil)
                for column in ParticleColumn.allCases { particle[column] = Float(ordinal) + Float(column.rawValue) / 16 }
                particle.deathTime = Double(ordinal) * 1.37 + 0.5
                store.append(particle)
            }
            return store
        }
        var random = SplitMix64(seed: 17)
        var order = (0..<Int32(count)).map { $0 }
        order.shuffle(using: &random)
        let gathered = filledStore(), blocked = filledStore()
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: 8 * count, alignment: 8)
        defer { scratch.deallocate() }
        gathered.withColumns { $0.permute(from: first, count: count, order: order, scratch: scratch) }
        // The counts hold what the bins' counting left there.
        var overwritten = order, blockCounts = [Int32](repeating: 9, count: maximumBlocks)
        blocked.withColumns { columns in
            columns.permuteInBlocks(
                from: first, count: count, order: &overwritten, scratch: scratch, blockCounts: &blockCounts,
                maximumBlocks: maximumBlocks)
        }
        #expect(gathered.particle(at: first + 5, now: 0).ordinal == (Int64(order[5]) + Int64(first)) &* 0x1_0000_0001)
        let mismatch = (0..<gathered.count).first { gathered.particle(at: $0, now: 0) != blocked.particle(at: $0, now: 0) }
        #expect(mismatch == nil)
    }

    @Test("a permutation moves a column whose particles differ in one value, wherever it stands, and every other column with its particle; ordinals that count up but for one are moved too",
          arguments: [false, true])
    func permutationOfNearlyConstantColumns(blocked: Bool) {
        // Spin differs in one particle past the first 64, the scale only in the last one,
        // beyond the last whole group of 64; colour and depth are the same for all. The
        // ordinals count up but for one.
        let count = 1_003
        let particles = (Int64(0)..<Int64(count)).map { ordinal in
            var particle = Self.particle(ordinal == 700 ? 5_000 : ordinal, deathTime: 10 + Double(ordinal))
            particle.origin = [Float(ordinal), 2, 3]
            particle[.spin] = ordinal == 700 ? 0.5 : 0.25
            particle[.initialScale] = ordinal == Int64(count - 1) ? 2 : 1
            return particle
        }
        let store = ParticleStore()
        for particle in particles { store.append(particle) }
        var random = SplitMix64(seed: 23)
        var order = (0..<Int32(count)).map { $0 }
        order.shuffle(using: &random)
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: 8 * count, alignment: 8)
        defer { scratch.deallocate() }
        var overwritten = order, blockCounts = [Int32](repeating: 0, count: 4)
        store.withColumns { columns in
            if blocked {
                columns.permuteInBlocks(
                    from: 0, count: count, order: &overwritten, scratch: scratch, blockCounts: &blockCounts, maximumBlocks: 4)
            } else {
                columns.permute(from: 0, count: count, order: order, scratch: scratch)
            }
        }
        let reference = ParticleStore()
        for place in order { reference.append(particles[Int(place)]) }
        let mismatch = (0..<count).first { store.particle(at: $0, now: 0) != reference.particle(at: $0, now: 0) }
        #expect(mismatch == nil)
    }

    @Test("the calendar's bins of eight death times at once are each one's bin, for times near and far, negative, infinite and NaN")
    func binsInLanes() {
        let calendar = KillCalendar()
        calendar.reset(at: 0, width: 1.0 / 60, count: 0)
        var random = SplitMix64(seed: 31)
        func uniform() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
        let near = (0..<4_096).map { _ in 20 * uniform() - 5 }
        // Around 2⁵¹ parts of 256 of a 64th: lanes past it are worked out one by one.
        let edge = 0x1p51 / (64 * 256)
        let odd = (0x1p51 + 1) / (64 * 256), wider = (0x1p52 + 3) / (64 * 256)
        let far = [
            edge.nextDown, edge, -edge, -edge.nextDown, odd, -odd, wider, -wider, 3e17, -3e17, 1e300, .infinity, -.infinity, .nan, 0,
            -0.0,
        ]
        let times = near + (0..<64).map { far[$0 % far.count] } + near.prefix(16).map { $0.nextUp }
        for parts in [1.0, 256] {
            for group in stride(from: 0, to: times.count - 7, by: 8) {
                let lanes = SIMD8<Double>((0..<8).map { times[group + $0] })
                let bins = calendar.bins(of: lanes, parts: parts)
                let mismatch = (0..<8).first { bins[$0] != calendar.bin(of: lanes[$0], parts: parts) }
                #expect(mismatch == nil, "times \(lanes) in \(parts) parts")
            }
        }
    }

    @Test("an empty store costs about a kilobyte and grows geometrically, keeping its particles")
    func growth() {
        let store = ParticleStore()
        #expect(store.capacity == 0)
        var capacities: Set<Int> = []
        for ordinal in Int64(0)..<1000 {
            store.append(Self.particle(ordinal))
            capacities.insert(store.capacity)
        }
        #expect(capacities.count <= 8, "doubling: O(log n) reallocations")
        #expect((0..<store.count).map { store.particle(at: $0, now: 0).ordinal } == Array(0..<1000))
        #expect(store.particle(at: 999, now: 4).age == 4)
    }

    @Test("doubling stops at the growth limit (a cell's share of the cap)")
    func growthLimit() {
        let store = ParticleStore()
        store.growthLimit = 100
        for ordinal in Int64(0)..<100 { store.append(Self.particle(ordinal)) }
        #expect(store.capacity == 112, "100 rounded up to whole 16-particle chunks")
        store.append(Self.particle(100))
        #expect(store.count == 101)
    }

    @Test("the state at any age is closed form in the birth values and the cell's rates", arguments: [1, 7, 120])
    func closedForm(steps: Int) {
        let store = ParticleStore(minimumCapacity: 1)
        store.append(Self.particle(0))
        let rates = ParticleRates(acceleration: [3, 30, -2], scaleSpeed: -0.25, colorSpeed: [0.1, -0.4, 0, 2], spins: true)
        // Born at 0 (death time 10, lifetime 10).
        let t = Float(steps) / 60
        let p = store.particle(at: 0, now: Double(steps) / 60, rates: rates)
        #expect(p.age == t)
        #expect(p.origin == [1, 2, 3] && p.initialVelocity == [10, -20, 5], "birth values are stored as they are")
        let v0 = SIMD3<Float>(10, -20, 5), a = SIMD3<Float>(3, 30, -2)
        let expectedPosition = SIMD3<Float>(1, 2, 3) + v0 * t + 0.5 * a * t * t
        #expect(maxDifference(p.position, expectedPosition) < 1e-4)
        let expectedVelocity: SIMD3<Float> = v0 + a * t
        #expect(maxDifference(p.velocity, expectedVelocity) < 1e-4)
        #expect(abs(p.rotation - 2 * t) < 1e-5, "born unrotated")
        #expect(abs(p.scale - (1 - 0.25 * t)) < 1e-5)
        let expectedColor = SIMD4<Float>(0.5 + 0.1 * t, 0.5 - 0.4 * t, 0.5, 0.9 + 2 * t)
        #expect(maxDifference(p.color, expectedColor) < 1e-5)
    }

    @Test("colour is not clamped in the state: channels run past 0 and 1 (drawing clamps)")
    func colorUnclamped() {
        let store = ParticleStore(minimumCapacity: 1)
        store.append(Self.particle(0))
        let rates = ParticleRates(acceleration: .zero, scaleSpeed: 0, colorSpeed: [5, -5, 0, 0], spins: false)
        #expect(store.particle(at: 0, now: 1, rates: rates).color == [5.5, -4.5, 0.5, 0.9])
        #expect(store.particle(at: 0, now: 1).rotation == 2, "rotation is spin × age")
    }

    @Test("expired particles are swap-removed without skipping the particle moved into the hole")
    func removeExpired() {
        let store = ParticleStore(minimumCapacity: 40)
        // Ordinals 0...39; every particle with an odd ordinal or an ordinal above 30 has expired,
        // so holes are filled by particles that have expired too.
        for ordinal in Int64(0)..<40 {
            store.append(Self.particle(ordinal, deathTime: ordinal % 2 == 1 || ordinal > 30 ? 5 : 20))
        }
        #expect(store.removeExpired(at: 10) == 24)
        let survivors = Set((0..<store.count).map { store.particle(at: $0, now: 10).ordinal })
        #expect(survivors == Set(stride(from: 0, through: 30, by: 2)))
    }

    /// The classic swap-remove on `particles`, one by one: at each dead particle the last one
    /// moves into its place and is checked in turn. The reference for the store's kill.
    static func referenceKill(_ particles: inout [Particle], at now: Double) {
        var index = 0
        while index < particles.count {
            if particles[index].deathTime <= now {
                let last = particles.removeLast()
                if index < particles.count { particles[index] = last }
            } else {
                index += 1
            }
        }
    }

    /// Kills `store` and `reference` at local time `now` and checks that the same particles
    /// died and the survivors stand in the same order.
    static func killBoth(_ store: ParticleStore, _ reference: inout [Particle], at now: Double, threads: Int) {
        let died = store.removeExpired(at: now, threads: threads)
        let before = reference.count
        referenceKill(&reference, at: now)
        #expect(died == before - reference.count, "at \(now)")
        #expect(store.count == reference.count, "at \(now)")
        let mismatch = (0..<min(store.count, reference.count)).first {
            store.particle(at: $0, now: now).ordinal != reference[$0].ordinal
        }
        #expect(mismatch == nil, "at \(now)")
    }

    @Test("the kill on 1, 2 and 3 threads swap-removes exactly as the classic scan, over steps of any size and lifetimes of any spread",
          arguments: [1, 2, 3])
    func removeExpiredMatchesReference(threads: Int) {
        let store = ParticleStore()
        var reference: [Particle] = []
        var random = SplitMix64(seed: 11)
        var ordinal: Int64 = 0
        var now = 0.0
        func uniform() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
        // Runs of steps of one size each (so that the calendar's bins adapt, and a huge step
        // passes the whole wheel), births each step with lifetimes from tiny to past the
        // wheel's reach, some equal to the step so that they die exactly at its end.
        for (steps, dt) in [(30, 1.0 / 60), (12, 1e-4), (5, 3.0), (20, 1.0 / 60), (2, 1e4), (15, 0.37), (12, 1.0 / 60)] {
            for _ in 0..<steps {
                for _ in 0..<(store.count == 0 ? 30_000 : 600) {
                    let lifetime = switch random.next() % 16 {
                    case 0: uniform() * 1e-3
                    case 1: uniform() * 100
                    case 2: dt
                    default: 1 + 2.5 * uniform()
                    }
                    let particle = Self.particle(ordinal, deathTime: now + lifetime)
                    store.append(particle)
                    reference.append(particle)
                    ordinal += 1
                }
                now += dt
                Self.killBoth(store, &reference, at: now, threads: threads)
            }
        }
        // Emptied and refilled at an earlier time, the store must forget its calendar.
        store.removeAll()
        reference.removeAll()
        for index in 0..<10_000 {
            let particle = Self.particle(Int64(index), deathTime: index % 2 == 0 ? 1 : 100)
            store.append(particle)
            reference.append(particle)
        }
        Self.killBoth(store, &reference, at: 5, threads: threads)
        #expect(store.count == 5_000, "half of them, in moves enough to split over threads")
    }

    @Test("births in death order, filed in runs, and kills large enough to split, on 1, 2 and 3 threads kill as the classic scan",
          arguments: [1, 2, 3])
    func runsOfBirthsMatchReference(threads: Int) {
        let store = ParticleStore()
        var reference: [Particle] = []
        var random = SplitMix64(seed: 23)
        var ordinal: Int64 = 0
        var now = 0.0
        // Enough particles that live on for the store to be gathered in parts.
        for _ in 0..<KillWork.minimumStoreForParts {
            let particle = Self.particle(ordinal, deathTime: 1e6)
            store.append(particle)
            reference.append(particle)
            ordinal += 1
        }
        func uniform() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
        // Each step's births stand in the order of their deaths, as the steps order them:
        // runs of one bin each, a bin's last block topped up by the next step's run. Some die
        // before the step ends (filed under the cursor's bin). Every tenth step a few
        // outlive the wheel, and every seventh two more come last: one dying in the bin after
        // a later kill's, then one dying at that kill, out of order. Every fifth, one in the
        // middle dies a bin before the one it follows, out of order among births read eight
        // at a time. Those steps' births are filed one by one.
        for step in 0..<40 {
            var deaths = (0..<9_000).map { _ in now + 0.11 * uniform() - 0.01 }
            if step % 10 == 9 { deaths += (0..<20).map { _ in now + 20 + uniform() } }
            deaths.sort()
            if step % 5 == 2 { deaths.insert(deaths[5_000] - store.killing.calendar.width, at: 5_001) }
            if step % 7 == 6 {
                let later = (0..<6).reduce(now) { time, _ in time + 1.0 / 60 }
                let width = store.killing.calendar.width
                deaths += [((later / width).rounded(.down) + 1.5) * width, later]
            }
            for death in deaths {
                let particle = Self.particle(ordinal, deathTime: death)
                store.append(particle)
                reference.append(particle)
                ordinal += 1
            }
            now += 1.0 / 60
            Self.killBoth(store, &reference, at: now, threads: threads)
        }
        #expect(store.count > KillWork.minimumStoreForParts + 2 * KillWork.minimumDuePerThread, "the kills were large enough to split")
    }

    @Test("the kill leaves a column that every particle holds alike, and moves it once one holds another value, on 1 and 2 threads",
          arguments: [1, 2])
    func uniformColumnsMovedOnceTheyDiffer(threads: Int) {
        let store = ParticleStore()
        var reference: [Particle] = []
        var random = SplitMix64(seed: 31)
        var (ordinal, now) = (Int64(0), 0.0)
        func uniform() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
        // Births with one red (the column held alike), then births that all hold another, then
        // births of both (the column must move from the first of another red on), then, the
        // store emptied, births with a third red held alike.
        func steps(_ count: Int, red: @escaping (Int) -> Float) {
            for _ in 0..<count {
                for birth in 0..<3_000 {
                    var particle = Self.particle(ordinal, deathTime: now + 0.05 + uniform())
                    particle.origin.x = Float(ordinal)
                    particle.initialColor.x = red(birth)
                    store.append(particle)
                    reference.append(particle)
                    ordinal += 1
                }
                now += 1.0 / 60
                let before = reference.count
                Self.referenceKill(&reference, at: now)
                #expect(store.removeExpired(at: now, threads: threads) == before - reference.count, "at \(now)")
                let expected = ParticleStore()
                for particle in reference { expected.append(particle) }
                #expect(store.count == expected.count, "at \(now)")
                let mismatch = (0..<min(store.count, expected.count)).first {
                    store.particle(at: $0, now: now) != expected.particle(at: $0, now: now)
                }
                #expect(mismatch == nil, "at \(now)")
            }
        }
        func redHeldAlike() -> Bool {
            store.withColumns { store.uniformColumns($0) } & 1 << ParticleColumn.initialRed.rawValue != 0
        }
        steps(20, red: { _ in 0.5 })
        #expect(redHeldAlike())
        steps(5, red: { _ in 0.25 })
        #expect(!redHeldAlike(), "births that all hold another red than the store's")
        steps(5, red: { $0 % 7 == 3 ? 0.5 : 0.25 })
        store.removeAll()
        reference.removeAll()
        steps(10, red: { _ in 0.75 })
        #expect(redHeldAlike(), "an emptied store forgets the values it held")
        #expect(store.count > 10_000, "kills with many moves")
    }

    @Test("a particle moved by the kill is found by the next kill where it now stands")
    func movedParticleKeepsItsPlace() {
        let store = ParticleStore()
        // Particle 0 dies at 1 s and the last one (dying at 3 s) takes its place, among
        // particles that live until 100 s.
        for index in 0..<3_000 { store.append(Self.particle(Int64(index), deathTime: index == 0 ? 1 : index >= 2_990 ? 3 : 100)) }
        #expect(store.removeExpired(at: 2) == 1)
        #expect(store.particle(at: 0, now: 2).ordinal == 2_999)
        #expect(store.removeExpired(at: 4) == 10)
        #expect((0..<store.count).allSatisfy { store.particle(at: $0, now: 4).deathTime == 100 })
    }

    /// A store of `settled` particles (``DeathOrderWork/minimumStoreCount`` unless told), filed
    /// by a kill, that die after 100 s, with `deaths` appended after them (ordinals from
    /// `settled` on).
    static func storeWithBirths(settled: Int = DeathOrderWork.minimumStoreCount, deaths: [Double]) -> ParticleStore {
        let store = ParticleStore()
        for ordinal in 0..<settled { store.append(Self.particle(Int64(ordinal), deathTime: 100 + Double(ordinal))) }
        #expect(store.removeExpired(at: 0) == 0)
        for (offset, death) in deaths.enumerated() {
            store.append(Self.particle(Int64(settled + offset), deathTime: death, lifetime: Float(death)))
        }
        return store
    }

    @Test("births ordered by death stand in death order to 2/4,096 of their spread, their bins never going down, every column moved with its particle")
    func orderByDeath() {
        var random = SplitMix64(seed: 5)
        let deaths = (0..<5_000).map { _ in 1 + 2.5 * Double(random.next() >> 11) / Double(1 << 53) }
        let settled = DeathOrderWork.minimumStoreCount
        let store = Self.storeWithBirths(deaths: deaths)
        store.orderByDeath(from: settled)
        let particles = (0..<store.count).map { store.particle(at: $0, now: 0) }
        #expect(particles.prefix(settled).map(\.ordinal) == (0..<settled).map(Int64.init), "the filed particles stay")
        let births = particles.dropFirst(settled)
        #expect(Set(births.map(\.ordinal)).count == deaths.count)
        #expect(births.allSatisfy { $0.deathTime == deaths[Int($0.ordinal) - settled] && $0[.lifetime] == Float($0.deathTime) })
        #expect(births.allSatisfy { $0.origin == [1, 2, 3] && $0.initialColor == [0.5, 0.5, 0.5, 0.9] })
        // Each birth dies no earlier than every birth before it, within the counting sort's
        // slot: a power of two of 256ths of a calendar bin, under 2/4,096 of the deaths'
        // spread, far finer than the bin.
        let slot = 2 * (deaths.max()! - deaths.min()!) / Double(DeathOrderWork.maximumBins)
        #expect(slot < store.killing.calendar.width / 8)
        var latest = -Double.infinity
        let inversion = births.first { birth in
            defer { latest = max(latest, birth.deathTime) }
            return birth.deathTime < latest - slot
        }
        #expect(inversion == nil)
        // Their bins never go down: the kill files them in runs.
        let calendar = store.killing.calendar
        let binDescent = zip(births, births.dropFirst()).first { calendar.bin(of: $1.deathTime) < calendar.bin(of: $0.deathTime) }
        #expect(binDescent == nil)
        #expect(births.map(\.ordinal) != births.map(\.ordinal).sorted(), "the births were moved")
        // The kill that follows finds them where they now stand.
        var reference = particles
        Self.killBoth(store, &reference, at: 2, threads: 1)
    }

    @Test("births that die in birth order but for two, in any lane of a group of eight or past the last group, are ordered",
          arguments: [501, 504, 1_001])
    func singleDescentOrdered(swapped: Int) {
        // Fewer births than half the counting sort's slots: no two share one.
        var deaths = (0..<1_003).map { 1 + Double($0) / 1_000 }
        deaths.swapAt(swapped, swapped + 1)
        let settled = DeathOrderWork.minimumStoreCount
        let store = Self.storeWithBirths(deaths: deaths)
        store.orderByDeath(from: settled)
        let births = (settled..<store.count).map { store.particle(at: $0, now: 0) }
        let sorted = deaths.sorted()
        #expect(births.indices.allSatisfy { births[$0].deathTime == sorted[$0] })
        #expect(births.allSatisfy { $0.deathTime == deaths[Int($0.ordinal) - settled] })
    }

    @Test("births stay in birth order when they die in it, when they all die within two bins' time, or when the store fits in the caches")
    func birthOrderKept() {
        let inOrder = (0..<5_000).map { 1 + Double($0) / 1_000 }
        let settled = DeathOrderWork.minimumStoreCount
        let ordered = Self.storeWithBirths(deaths: inOrder)
        ordered.orderByDeath(from: settled)
        #expect((0..<ordered.count).allSatisfy { ordered.particle(at: $0, now: 0).ordinal == Int64($0) })
        // In no order, but within 1.9 bins of 1/64 s.
        var random = SplitMix64(seed: 41)
        let narrow = (0..<5_000).map { _ in 1 + 0.0296 * Double(random.next() >> 11) / Double(1 << 53) }
        let close = Self.storeWithBirths(deaths: narrow)
        #expect(close.killing.calendar.width == 1.0 / 64)
        close.orderByDeath(from: settled)
        #expect((0..<close.count).allSatisfy { close.particle(at: $0, now: 0).ordinal == Int64($0) })
        let small = Self.storeWithBirths(settled: settled - 5_001, deaths: inOrder.reversed())
        small.orderByDeath(from: settled - 5_001)
        #expect((0..<small.count).allSatisfy { small.particle(at: $0, now: 0).ordinal == Int64($0) })
    }

    @Test("particles that never die, or die in 10³⁰ s, stay until their time, whatever the steps")
    func extremeLifetimes() {
        let store = ParticleStore()
        var reference: [Particle] = []
        let deaths = [Double.infinity, .nan, 1e30, .greatestFiniteMagnitude, 2, -1e300, 1e30.nextDown]
        for (index, death) in deaths.enumerated() {
            let particle = Self.particle(Int64(index), deathTime: death)
            store.append(particle)
            reference.append(particle)
        }
        for now in [1.0, 1.5, 2, 1e29, 1e30.nextDown.nextDown, 1e30, 1e300, .greatestFiniteMagnitude] {
            Self.killBoth(store, &reference, at: now, threads: 1)
        }
        #expect((0..<store.count).map { store.particle(at: $0, now: 0).ordinal } == [0, 1])
    }

    @Test("a particle dies when its age reaches its lifetime, exactly, even after an hour")
    func deathAtLifetime() {
        let store = ParticleStore(minimumCapacity: 2)
        // Born at 3600 s, living 1 and 1.5 s.
        store.append(Self.particle(0, deathTime: 3601, lifetime: 1))
        store.append(Self.particle(1, deathTime: 3601.5, lifetime: 1.5))
        #expect(store.particle(at: 0, now: 3600.75).age == 0.75)
        store.removeExpired(at: 3601 - 1e-9)
        #expect(store.count == 2)
        store.removeExpired(at: 3601)
        #expect(store.count == 1)
        #expect(store.particle(at: 0, now: 3601).ordinal == 1)
    }
}
