import Spindrift
import SpindriftPlayback
import Testing

/// Runs `search` to the end on a machine whose frame rate is `budget` ÷ particles, with
/// `baseCount` particles at scale 1.
private func run(_ search: inout CapacitySearch, baseCount: Double, budget: Double) {
    var probes = 0
    while let scale = search.nextScale {
        let particles = Int(scale * baseCount)
        search.record(scale: scale, particles: particles, framesPerSecond: budget / Double(particles))
        probes += 1
        precondition(probes < 100, "the search ends")
    }
}

@Suite("CapacitySearch")
struct CapacitySearchTests {
    @Test("doubles from scale 1 while the rate holds, then bisects to within 10 %", arguments: [1_000.0, 37_000, 4e6])
    func doublesThenBisects(limit: Double) throws {
        // 60 fps hold up to `limit` particles: the rate is 60·limit ÷ particles.
        var search = CapacitySearch(targetFramesPerSecond: 60, maximumScale: 1e6)
        run(&search, baseCount: 100, budget: 60 * limit)
        // Up to the first miss the scales double from 1; after it they lie between a hold and a miss.
        let scales = search.probes.map(\.scale)
        let firstMiss = try #require(search.probes.firstIndex { !$0.holds })
        #expect(Array(scales[...firstMiss]) == (0...firstMiss).map { Double(1 << $0) })
        #expect(scales[(firstMiss + 1)...].allSatisfy { $0 < scales[firstMiss] && $0 > scales[firstMiss] / 2 })
        let best = try #require(search.best)
        // Holding means at least 97 % of 60 fps: up to limit ÷ 0.97 particles.
        let exact = limit / CapacitySearch.tolerance
        #expect(Double(best.particles) <= exact)
        #expect(Double(best.particles) * CapacitySearch.precision >= exact * 0.99)
        #expect(search.probes.filter { !$0.holds }.allSatisfy { Double($0.particles) > exact })
    }

    @Test("a description that misses the rate at scale 1 is halved until it holds")
    func halves() throws {
        var search = CapacitySearch(targetFramesPerSecond: 60, maximumScale: 100)
        run(&search, baseCount: 1_000, budget: 60 * 300)
        #expect(search.probes.prefix(3).map(\.scale) == [1, 0.5, 0.25])
        let best = try #require(search.best)
        #expect(best.particles <= 309 && best.particles * 11 >= 3_000)
    }

    @Test("stops at the maximum scale when the rate still holds there; none when even the minimum misses")
    func bounds() {
        var fast = CapacitySearch(targetFramesPerSecond: 60, maximumScale: 5)
        run(&fast, baseCount: 10, budget: 1e9)
        #expect(fast.probes.map(\.scale) == [1, 2, 4, 5])
        #expect(fast.reachedMaximum)
        var slow = CapacitySearch(targetFramesPerSecond: 60, minimumScale: 0.25, maximumScale: 5)
        run(&slow, baseCount: 1_000, budget: 1)
        #expect(slow.probes.map(\.scale) == [1, 0.5, 0.25])
        #expect(slow.best == nil && !slow.reachedMaximum)
    }

    @Test("a probe that holds the rate at (nearly) the most particles allowed ends the search")
    func particleBound() {
        var search = CapacitySearch(targetFramesPerSecond: 60, maximumScale: 1e6, maximumParticles: 10_000)
        // Nested cells: the count grows as the square of the scale, capped at 10,000.
        while let scale = search.nextScale {
            search.record(scale: scale, particles: min(10_000, Int(scale * scale * 100)), framesPerSecond: 1e6)
        }
        #expect(search.probes.map(\.particles) == [100, 400, 1_600, 6_400, 10_000])
        #expect(search.reachedMaximum)
    }

    @Test("from a program: the base count bounds its steady state; a program that keeps nothing alive has no search")
    func program() throws {
        var alive = layer(cells: ["a"])
        alive.maxParticles = 1_000_000
        let program = try EmitterProgram(layer: alive)
        // At most 30 a second × 5 s, and one more born as the oldest dies.
        #expect(CapacitySearch.baseCount(of: [program]) == 151)
        let search = try #require(CapacitySearch(targetFramesPerSecond: 60, programs: [program], memory: 1 << 30))
        // A quarter of 1 GiB at 256 bytes a particle, over 151 particles.
        #expect(search.maximumScale == Double(1 << 30) / 4 / 256 / 151)
        #expect(search.maximumParticles == (1 << 30) / 4 / 256)
        var empty = alive
        empty.emitterCells[0].birthRate = 0
        #expect(CapacitySearch(targetFramesPerSecond: 60, programs: [try EmitterProgram(layer: empty)]) == nil)
    }
}
