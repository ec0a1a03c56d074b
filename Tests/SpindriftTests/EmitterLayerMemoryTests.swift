import Testing
import Spindrift

@Suite("EmitterLayer memory check")
struct EmitterLayerMemoryTests {
    @Test("more particles than memory holds is a problem at maxParticles, before anything is allocated; a sub-cell's particles take their parents' identities too",
          arguments: [false, true])
    func tooMany(nested: Bool) throws {
        var layer = EmitterLayer()
        layer.maxParticles = 100_000_000
        var cell = EmitterCell()
        if nested { cell.emitterCells = [EmitterCell()] }
        layer.emitterCells = [cell]
        let bytes = nested ? 76 : 68
        #expect(layer.bytesPerParticle == bytes)
        let problem = try #require(layer.memoryProblem(steadyStateNeed: 1e12, memory: 1 << 30))
        #expect(problem.path == "maxParticles")
        #expect(problem.reason == "100000000 particles of \(bytes) bytes need \(String(format: "%.1f", Double(bytes) / 10)) GB, "
            + "more than this machine's memory (1.1 GB); lower maxParticles (got 100000000) or the birth rates and lifetimes")
    }

    @Test("the smaller of maxParticles and the steady state's need is what counts")
    func smallerCounts() {
        var layer = EmitterLayer()
        layer.maxParticles = 100_000_000
        #expect(layer.memoryProblem(steadyStateNeed: 1000, memory: 1 << 20) == nil)
        layer.maxParticles = 1000
        #expect(layer.memoryProblem(steadyStateNeed: 1e18, memory: 1 << 20) == nil)
        #expect(layer.memoryProblem(steadyStateNeed: .infinity, memory: 1 << 20) == nil)
    }

    @Test("the machine's memory is known and a default layer fits in it")
    func machine() throws {
        #expect(EmitterLayer.availableMemory > 0)
        var layer = EmitterLayer()
        layer.emitterCells = [EmitterCell()]
        layer.emitterCells[0].birthRate = 100
        layer.emitterCells[0].lifetime = 10
        let program = try EmitterProgram(layer: layer, source: "x.json")
        #expect(layer.memoryProblem(steadyStateNeed: program.steadyStateNeed) == nil)
    }

    @Test("the least of physical memory, memory.max and half the room the address-space and data limits leave counts, by name")
    func limits() {
        let physical: UInt64 = 8_000_000_000
        #expect(EmitterLayer.memoryLimit(physical: physical, cgroup: nil, addressSpace: nil, data: nil)
            == (physical, "this machine's memory"))
        #expect(EmitterLayer.memoryLimit(physical: physical, cgroup: 0, addressSpace: nil, data: nil).bytes == physical)
        #expect(EmitterLayer.memoryLimit(physical: physical, cgroup: 2_000_000_000, addressSpace: nil, data: nil)
            == (2_000_000_000, "the control group's memory.max"))
        #expect(EmitterLayer.memoryLimit(
            physical: physical, cgroup: 2_000_000_000, addressSpace: (1_000_000_000, 200_000_000), data: (3_000_000_000, 0))
            == (400_000_000, "what the address-space limit (ulimit -v) leaves for particles"))
        #expect(EmitterLayer.memoryLimit(
            physical: physical, cgroup: nil, addressSpace: (1_000_000_000, 200_000_000), data: (500_000_000, 100_000_000))
            == (200_000_000, "what the data-segment limit (ulimit -d) leaves for particles"))
        #expect(EmitterLayer.memoryLimit(physical: physical, cgroup: nil, addressSpace: (100, 200), data: nil).bytes == 0)
    }
}
