import Testing
@testable import Spindrift
@testable import SpindriftDescription
@testable import SpindriftEngine

/// A 16-point sprite of texture 0.
private let plain = SpriteAppearance(texture: 0, size: [16, 16])

/// The busy test layer (two cells, scattered lifetimes) with a swaying, turned sub-cell
/// emitted by its first cell's particles.
private func nestedLayer() -> EmitterLayer {
    var layer = TestLayers.busy()
    var child = EmitterCell()
    child.name = "child"
    child.birthRate = 6
    child.lifetime = 0.8
    child.lifetimeRange = 0.5
    child.velocity = 20
    child.emissionRange = 2 * .pi
    var sway = Sway()
    sway.amplitude = [6, 2]
    sway.frequency = 0.7
    var extensions = CellExtensions()
    extensions.sway = sway
    extensions.initialRotationRange = 1
    child.spindrift = extensions
    layer.emitterCells[0].emitterCells = [child]
    return layer
}

/// What identifies a live particle in a record and in a store alike: its death time, origin
/// and birth colour.
private struct Fingerprint: Hashable {
    var death: Double, originX: Float, originY: Float, red: Float
}

/// The fingerprints of the records in the span of `ring` whose particles live at local time `now`.
private func alive(_ ring: ResidentRing, at now: Double) -> [Fingerprint] {
    (0..<ring.span).map { ring.records[ring.slot(ofInstance: $0, newestFirst: false)] }.compactMap { record in
        let death = Double(record.deathHigh) + Double(record.deathLow)
        return death > now ? Fingerprint(death: death, originX: record.originX, originY: record.originY, red: record.red) : nil
    }
}

/// The fingerprints of cell `cell`'s particles in `frame`.
private func alive(inCell cell: Int, of frame: ParticleFrame) -> [Fingerprint] {
    frame.cells[cell].store.withColumns { columns in
        (0..<frame.cells[cell].store.count).map { index in
            let (high, low) = ResidentParticle.split(columns.deathTimes[index])
            return Fingerprint(
                death: Double(high) + Double(low), originX: columns[.originX][index], originY: columns[.originY][index],
                red: columns[.initialRed][index])
        }
    }
}

/// Expects every GPU-resident ring of `layer` to hold exactly the live particles of its cell
/// in `system`, in birth order from its oldest slot.
private func expectRingsMatch(_ layer: ResidentLayer, _ system: ParticleSystem, sourceLocation: SourceLocation = #_sourceLocation) {
    let frame = system.frame
    for cell in frame.cells.indices where layer.paths[cell] == .gpuResident {
        let ring = layer.rings[cell]
        let inRing = alive(ring, at: frame.time), inStore = alive(inCell: cell, of: frame)
        #expect(inRing.count == inStore.count, "cell \(cell)", sourceLocation: sourceLocation)
        #expect(Set(inRing) == Set(inStore), "cell \(cell)", sourceLocation: sourceLocation)
        var previousBirth = -Double.infinity
        for instance in 0..<ring.span {
            let record = ring.records[ring.slot(ofInstance: instance, newestFirst: false)]
            let death = Double(record.deathHigh) + Double(record.deathLow)
            guard death > frame.time else { continue }
            let birth = death - Double(record.lifetime)
            #expect(birth >= previousBirth - 1e-5, "cell \(cell) instance \(instance)", sourceLocation: sourceLocation)
            previousBirth = birth
        }
    }
}

@Suite("ResidentLayer")
struct ResidentLayerTests {
    @Test("each ring holds every live particle of its cell once, in birth order, through steps, a seek and a restart")
    func ringsFollowTheStores() throws {
        let system = try ParticleSystem(layer: nestedLayer())
        let layer = ResidentLayer()
        let appearances = [SpriteAppearance?](repeating: plain, count: system.cellCount)
        system.advance(by: 0)
        layer.update(from: system, appearances: appearances)
        #expect(layer.paths == [.gpuResident, .gpuResident, .gpuResident])
        for frame in 1...240 {
            // Three steps a frame, the rings brought up to date every frame.
            for step in 1...3 { system.advance(to: Double(3 * (frame - 1) + step) / 180) }
            layer.update(from: system, appearances: appearances)
            if frame % 60 == 0 { expectRingsMatch(layer, system) }
        }
        #expect(system.particleCount(inCell: 1) > 20)
        _ = system.seek(to: 1.5)
        layer.update(from: system, appearances: appearances)
        expectRingsMatch(layer, system)
        for step in 1...30 { system.advance(to: 1.5 + Double(step) / 60) }
        layer.update(from: system, appearances: appearances)
        expectRingsMatch(layer, system)
        system.restart()
        system.advance(by: 0)
        system.advance(by: 0.5)
        layer.update(from: system, appearances: appearances)
        expectRingsMatch(layer, system)
    }

    @Test("a refill of a store the kills left out of birth order puts each record where appending in the batch's oldest-first order would")
    func refillOutOfBirthOrder() throws {
        // About 90,000 particles of scattered lifetimes: the first step puts the store in
        // death order.
        var description = TestLayers.single(birthRate: 40_000, lifetime: 2.25) { $0.lifetimeRange = 2.5 }
        description.timeOffset = 3.5
        let system = try ParticleSystem(layer: description)
        system.advance(by: 0)
        for step in 1...30 { system.advance(to: Double(step) / 60) }
        let layer = ResidentLayer()
        layer.update(from: system, appearances: [plain])
        expectRingsMatch(layer, system)
        let frame = system.frame, store = frame.cells[0].store
        var reference = ResidentRing()
        reference.removeAll(keepingCapacity: store.count + store.count / 4)
        store.withColumns { columns in
            func key(_ index: Int) -> (Float, Int) { (Float(columns.deathTimes[index] - Double(columns[.lifetime][index])), index) }
            let order = (0..<store.count).sorted { key($0) < key($1) }
            #expect(order != Array(0..<store.count).reversed() && order.count > 65_536, "out of birth order")
            reference.append(order, of: columns, motion: nil, now: frame.time)
        }
        reference.dropDead(at: frame.time)
        let ring = layer.rings[0]
        #expect((ring.head, ring.tail, ring.span, ring.capacity) == (reference.head, reference.tail, reference.span, reference.capacity))
        #expect(ring.records == reference.records)
        #expect(ring.isWhollyDirty)
    }

    @Test("a system observed by another layer is given up without silencing it, and taken back with a refill")
    func handOver() throws {
        let first = try ParticleSystem(layer: TestLayers.single(birthRate: 30, lifetime: 1))
        let second = try ParticleSystem(layer: TestLayers.single(birthRate: 30, lifetime: 1))
        for system in [first, second] { system.advance(by: 0) }
        let (a, b) = (ResidentLayer(), ResidentLayer())
        a.update(from: first, appearances: [plain])
        b.update(from: first, appearances: [plain])
        #expect(first.birthObserver === b)
        a.update(from: second, appearances: [plain])
        #expect(first.birthObserver === b)
        #expect(second.birthObserver === a)
        for step in 1...90 {
            for system in [first, second] { system.advance(to: Double(step) / 60) }
        }
        b.update(from: first, appearances: [plain])
        a.update(from: second, appearances: [plain])
        expectRingsMatch(b, first)
        expectRingsMatch(a, second)
        // Taken back, the first system's rings are refilled: a missed its births.
        a.update(from: first, appearances: [plain])
        #expect(first.birthObserver === a)
        expectRingsMatch(a, first)
        #expect(first.particleCount > 20)
    }

    @Test("a steady frame writes only its births: the dirty slots are the step's births and the ring keeps its size")
    func framesUploadTheirBirths() throws {
        let system = try ParticleSystem(layer: TestLayers.single(birthRate: 600, lifetime: 2) { $0.lifetimeRange = 1 })
        let layer = ResidentLayer()
        system.advance(by: 0)
        var births = 0
        system.advance(to: 5)
        layer.update(from: system, appearances: [plain])
        // Two seconds for the span to reach the longest lifetime's births.
        for step in 1...120 {
            system.advance(to: 5 + Double(step) / 60)
            layer.update(from: system, appearances: [plain])
        }
        layer.markUploaded()
        let capacity = layer.rings[0].capacity
        for step in 121...240 {
            system.advance(to: 5 + Double(step) / 60)
            births += system.latestCreations
            layer.update(from: system, appearances: [plain])
            let dirty = layer.rings[0].dirtyRanges
            #expect(dirty.0.count + dirty.1.count == system.latestCreations, "step \(step)")
            layer.markUploaded()
        }
        // 600 births a second, 10 a step.
        #expect(births == 1_200)
        #expect(layer.rings[0].capacity == capacity)
        // Lifetimes up to 3 s at 600 a second: a span of about 1,800 slots, at most doubled.
        #expect(capacity >= 1_700 && capacity <= 4_000, "\(capacity)")
        // The span starts at a live particle and holds every live one (expectRingsMatch: each once).
        let ring = layer.rings[0], oldest = ring.records[ring.slot(ofInstance: 0, newestFirst: false)]
        #expect(Double(oldest.deathHigh) + Double(oldest.deathLow) > system.frame.time)
        #expect(ring.span >= system.particleCount(inCell: 0) && ring.span <= capacity, "\(ring.span)")
        expectRingsMatch(layer, system)
    }

    @Test("cells that need the CPU take the batch, each with its reason; a hidden cell takes neither")
    func paths() throws {
        var layer = TestLayers.single(birthRate: 10, lifetime: 5)
        var curved = layer.emitterCells[0], grounded = layer.emitterCells[0], swaying = layer.emitterCells[0], off = layer.emitterCells[0]
        curved.name = "curved"
        curved.spindrift = CellExtensions()
        // A discrete curve of more values than a table holds is not one the shader reads.
        curved.spindrift?.alphaOverLife = LifeCurve(values: (0...2_048).map { [Double($0) / 2_048] }, calculationMode: .discrete)
        // Drag, wind, gusts and a ground fly on the GPU: bounces, with and without drag, and a
        // rest at the first touch.
        grounded.name = "grounded"
        grounded.spindrift = CellExtensions()
        grounded.spindrift?.drag = 0.5
        grounded.spindrift?.wind = [20, 0]
        grounded.spindrift?.windGusts = WindGusts()
        grounded.spindrift?.windGusts?.strength = 30
        var ground = Ground()
        ground.y = 400
        ground.restitution = 0.5
        grounded.spindrift?.ground = ground
        var resting = grounded
        resting.name = "resting"
        resting.spindrift?.ground?.bounces = 0
        var bouncing = grounded
        bouncing.name = "bouncing"
        bouncing.spindrift?.drag = 0
        bouncing.spindrift?.wind = []
        bouncing.spindrift?.windGusts = nil
        swaying.name = "swaying"
        var sway = Sway()
        sway.amplitude = [4, 0]
        sway.frequency = 1
        swaying.spindrift = grounded.spindrift
        swaying.spindrift?.ground = nil
        swaying.spindrift?.sway = sway
        off.name = "off"
        off.enabled = false
        layer.emitterCells += [curved, grounded, resting, bouncing, swaying, off]
        func paths(_ mode: RenderMode, appearances: [SpriteAppearance?] = Array(repeating: plain, count: 7)) throws -> [DrawingPath] {
            layer.renderMode = mode
            let system = try ParticleSystem(layer: layer)
            system.advance(by: 0)
            return DrawingPath.paths(of: system.frame, appearances: appearances, enabled: true)
        }
        #expect(try paths(.unordered) == [.gpuResident, .cpuBatch(.curves)] + Array(repeating: .gpuResident, count: 4) + [.hidden])
        #expect(try paths(.additive, appearances: [nil] + Array(repeating: plain, count: 6))
            == [.hidden, .cpuBatch(.curves)] + Array(repeating: .gpuResident, count: 4) + [.hidden])
        #expect(try paths(.backToFront).allSatisfy { $0 == .cpuBatch(.backToFront) || $0 == .hidden })
        #expect(try paths(.oldestFirst).filter { $0 != .hidden }.allSatisfy {
            $0 == .cpuBatch(.ordersAcrossCells) || $0 == .cpuBatch(.curves)
        })
        // One drawn cell draws its ring newest first for oldestLast.
        #expect(try paths(.oldestLast, appearances: [plain] + Array(repeating: nil, count: 6))
            == [.gpuResident] + Array(repeating: .hidden, count: 6))
        let system = try ParticleSystem(layer: layer)
        #expect(DrawingPath.paths(of: system.frame, appearances: Array(repeating: plain, count: 7), enabled: false)
            == Array(repeating: .cpuBatch(.switchedOff), count: 6) + [.hidden])
        #expect(DrawingPath.cpuBatch(.curves).summary == "CPU batch (curves over life)")
    }

    @Test("curves over life of straight segments, steps or Catmull-Rom cubics, eased or not, up to 8 values, and steps of up to 2,048, are read by the shader exactly; cubic paced ones and others of up to 2,048 values sampled; the rest keep the CPU batch",
          arguments: [
              (LifeCurve(values: [[1], [0]]), true), (LifeCurve(values: [[1], [2], [0]], keyTimes: [0, 0.2, 1]), true),
              (LifeCurve(values: [[1], [0.5], [0]], calculationMode: .paced), true),
              (LifeCurve(values: [[1], [0.5], [0]], keyTimes: [0, 0.5, 0.9, 1], calculationMode: .discrete), true),
              (LifeCurve(values: Array(repeating: [1], count: 8)), true), (LifeCurve(values: (0..<12).map { [Double($0 % 3)] }), true),
              (LifeCurve(values: (0..<2_048).map { [Double($0 % 5)] }, calculationMode: .cubic), true),
              (LifeCurve(values: (0..<2_049).map { [Double($0 % 5)] }), false),
              (LifeCurve(values: (0..<9).map { [Double($0)] }, calculationMode: .discrete), true),
              (LifeCurve(values: (0..<2_049).map { [Double($0)] }, calculationMode: .discrete), false),
              (LifeCurve(values: [[1], [0.5], [0]], calculationMode: .cubic), true),
              (LifeCurve(values: [[1], [0.5], [0]], calculationMode: .cubicPaced), true),
              (LifeCurve(values: [[1], [0]], timingFunctions: [.easeIn]), true),
          ])
    func curvesOnTheGPU(curve: LifeCurve, onGPU: Bool) throws {
        var layer = TestLayers.single(birthRate: 10, lifetime: 5)
        layer.emitterCells[0].spindrift = CellExtensions()
        layer.emitterCells[0].spindrift?.spinOverLife = curve
        let system = try ParticleSystem(layer: layer)
        let curves = try #require(system.frame.cells[0].compiled.parameters.curves)
        #expect((curves.shaderTables != nil) == onGPU)
        #expect(DrawingPath.paths(of: system.frame, appearances: [plain], enabled: true)
            == [onGPU ? .gpuResident : .cpuBatch(.curves)])
        guard let tables = curves.shaderTables, let spin = tables.spin else { return }
        #expect(tables.allValues.count == 32 && tables.allTimes.count == 36)
        let interpolation = try #require(curves.spin)
        if curve.calculationMode == .discrete, curve.values.count > ShaderCurves.maximumValues {
            // Long steps, 0 to 8 a ninth of the life each: the values, each with the integral
            // up to its key time, i(i − 1)/18, then the 10 key times four to a texel.
            #expect(tables.counts == [0, 0, 0, 9] && tables.modes.w == 4 && tables.allSamples.count == 12)
            for step in 0..<9 {
                #expect(tables.allSamples[step].x == Float(step))
                #expect(abs(tables.allSamples[step].y - Float(step * (step - 1)) / 18) < 1e-6)
            }
            let times = tables.allSamples[9...].flatMap { [$0.x, $0.y, $0.z, $0.w] }
            #expect(zip(times, (0..<12).map { min(Float($0) / 9, 1) }).allSatisfy { abs($0 - $1) < 1e-7 })
            return
        }
        if curve.calculationMode == .cubicPaced || curve.values.count > ShaderCurves.maximumValues {
            // Sampled: the curve's values at 0, 1/n, …, 1, n = 16 or 8 per span between values,
            // each with the spin's integral up to it, the only samples.
            let segments = max(16, 8 * (curve.values.count - 1))
            #expect(tables.counts == [0, 0, 0, Int32(segments + 1)] && tables.modes.w == 3 && tables.sampleStarts == .zero)
            #expect(tables.allSamples.count == segments + 1)
            // Every sample of a short curve; of a long one, about 256 spread over it and the last.
            let checked = Array(stride(from: 0, to: segments, by: max(1, segments / 256))) + [segments]
            #expect(checked.map { tables.allSamples[$0] } == checked.map {
                let progress = Double($0) / Double(segments)
                return SIMD4<Float>(Float(interpolation.value(at: progress)[0]), Float(interpolation.integral(to: progress)[0]), 0, 0)
            })
            return
        }
        // The uniforms: spin is the fourth curve; the others are absent.
        #expect(tables.counts == [0, 0, 0, Int32(curve.values.count)])
        #expect(tables.modes.w == [.discrete: 1, .cubic: 2][curve.calculationMode] ?? 0)
        #expect(Array(tables.allValues[24..<(24 + spin.count)]) == curve.values.map { SIMD4<Float>(Float($0[0]), 0, 0, 0) })
        #expect(tables.allTimes[27] == 0 && tables.allTimes[35] == 1)
        #expect(tables.allSamples.isEmpty)
    }

    @Test("the samples of a cell's sampled curves lie end to end, each curve's from its start; its exact curves have none")
    func sampleStarts() throws {
        var layer = TestLayers.single(birthRate: 10, lifetime: 5)
        var extensions = CellExtensions()
        extensions.scaleOverLife = LifeCurve(values: [[1], [0]])
        extensions.colorOverLife = LifeCurve(values: [[1, 1, 1, 1], [0, 0.5, 1, 1], [1, 0, 0, 1]], calculationMode: .cubicPaced)
        extensions.spinOverLife = LifeCurve(values: (0..<12).map { [Double($0 % 3)] })
        layer.emitterCells[0].spindrift = extensions
        let system = try ParticleSystem(layer: layer)
        let tables = try #require(system.frame.cells[0].compiled.parameters.curves?.shaderTables)
        // Colour: 16 segments; spin: 8 for each of its 11 spans.
        #expect(tables.counts == [2, 17, 0, 89] && tables.modes == [0, 3, 0, 3])
        #expect(tables.sampleStarts == [0, 0, 0, 17] && tables.allSamples.count == 17 + 89)
        // The spin's first samples: 0 at birth; 1 at the second value, 1/11 of the life on, with
        // the integral of the straight rise to it, 1/22.
        #expect(tables.allSamples[17] == .zero && tables.allSamples[17 + 8].x == 1)
        #expect(abs(tables.allSamples[17 + 8].y - 1 / 22) < 1e-7)
    }

    @Test("four sampled curves of the most values the buffer texture takes fit in the smallest buffer texture OpenGL allows, 65,536 texels")
    func longestCurvesFit() throws {
        let values = ShaderCurves.maximumBufferValues
        var extensions = CellExtensions()
        extensions.scaleOverLife = LifeCurve(values: (0..<values).map { [1 + Double($0 % 7) / 7] }, calculationMode: .cubic)
        extensions.colorOverLife = LifeCurve(values: (0..<values).map { [Double($0 % 3) / 2, 1, 0.5, 1] })
        extensions.alphaOverLife = LifeCurve(values: (0..<values).map { [Double($0 % 2)] }, calculationMode: .paced)
        extensions.spinOverLife = LifeCurve(values: (0..<values).map { [Double($0 % 5)] }, calculationMode: .cubic)
        var layer = TestLayers.single(birthRate: 10, lifetime: 5)
        layer.emitterCells[0].spindrift = extensions
        let system = try ParticleSystem(layer: layer)
        let tables = try #require(system.frame.cells[0].compiled.parameters.curves?.shaderTables)
        let samples = Int32(ShaderCurves.sampledSegments(values: values) + 1)
        #expect(tables.counts == SIMD4(repeating: samples) && tables.modes == SIMD4(repeating: 3))
        #expect(tables.allSamples.count == 4 * Int(samples) && tables.allSamples.count <= 65_536)
    }

    @Test("a record keeps the age at which its particle lands on a ground it rests on, the root of y₀ + v·t + ½·a·t² = ground; infinity for one that dies first")
    func restAges() throws {
        let fall = 60.0, groundY = 200.0
        var ground = Ground()
        ground.y = groundY
        let layer = TestLayers.single(birthRate: 40, lifetime: 3, velocity: 30, acceleration: [0, fall, 0]) {
            $0.lifetimeRange = 2
            $0.emissionRange = 2 * Double.pi
            $0.spindrift = CellExtensions()
            $0.spindrift?.ground = ground
        }
        let system = try ParticleSystem(layer: layer)
        system.advance(by: 0)
        system.advance(by: 3)
        let cell = system.frame.cells[0], motion = try #require(cell.compiled.parameters.motion)
        #expect(motion.restsAtFirstContact)
        var (landing, dying) = (0, 0)
        cell.store.withColumns { columns in
            let source = ResidentParticle.Columns(columns)
            for index in 0..<cell.store.count {
                let record = ResidentParticle(source, at: index, motion: motion)
                let y = Double(columns[.originY][index]), speed = Double(columns[.initialVelocityY][index])
                let contact = (-speed + (speed * speed + 2 * fall * (groundY - y)).squareRoot()) / fall
                if contact <= Double(columns[.lifetime][index]) {
                    landing += 1
                    #expect(abs(Double(record.restAge) - contact) <= 1e-5, "\(record.restAge) against \(contact)")
                } else {
                    dying += 1
                    #expect(record.restAge == .infinity, "\(record.restAge) against \(contact)")
                }
            }
        }
        #expect(landing > 20 && dying > 20, "\(landing) landing, \(dying) dying first")
    }

    @Test("a cell with more particles than a quarter of the GPU's ring takes the CPU batch, and comes back below it")
    func beyondTheGPUBuffer() throws {
        let system = try ParticleSystem(layer: TestLayers.single(birthRate: 100, lifetime: 1))
        system.advance(by: 0)
        system.advance(by: 0.5)
        let layer = ResidentLayer()
        layer.maximumSlots = 4 * 49
        layer.update(from: system, appearances: [plain])
        #expect(system.particleCount(inCell: 0) == 50)
        #expect(layer.paths == [.cpuBatch(.beyondGPUBuffer)])
        #expect(layer.batchAppearances == [plain])
        layer.maximumSlots = 4 * 50
        layer.update(from: system, appearances: [plain])
        #expect(layer.paths == [.gpuResident])
        expectRingsMatch(layer, system)
        #expect(layer.rings[0].capacity <= layer.maximumSlots)
    }

    @Test("the CPU batch leaves the resident cells out and draws the others")
    func batchAppearances() throws {
        var layer = TestLayers.single(birthRate: 10, lifetime: 5)
        var curved = layer.emitterCells[0]
        curved.name = "curved"
        curved.spindrift = CellExtensions()
        curved.spindrift?.alphaOverLife = LifeCurve(values: (0...2_048).map { [Double($0) / 2_048] }, calculationMode: .discrete)
        layer.emitterCells.append(curved)
        let system = try ParticleSystem(layer: layer)
        system.advance(by: 0)
        system.advance(by: 1)
        let resident = ResidentLayer()
        resident.update(from: system, appearances: [plain, plain])
        #expect(resident.batchAppearances == [nil, plain])
        var batch = RenderBatch()
        batch.build(from: system.frame, appearances: resident.batchAppearances)
        #expect(batch.instanceCount == system.particleCount(inCell: 1))
        resident.isEnabled = false
        resident.update(from: system, appearances: [plain, plain])
        #expect(resident.batchAppearances == [plain, plain])
        #expect(resident.rings[0].capacity == 0)
    }
}

@Suite("ResidentRing")
struct ResidentRingTests {
    /// A record dying at `death` whose origin x tells records apart.
    private func record(_ tag: Float, death: Double) -> ResidentParticle {
        var record = ResidentParticle.empty
        record.originX = tag
        (record.deathHigh, record.deathLow) = ResidentParticle.split(death)
        return record
    }

    @Test("a dead slot is reused in place; a live oldest slot doubles the ring, oldest first")
    func reuseAndGrowth() {
        var ring = ResidentRing()
        for tag in 0..<64 { ring.append(record(Float(tag), death: Double(tag) + 0.5), death: Double(tag) + 0.5, now: 0) }
        #expect(ring.capacity == 64)
        #expect(ring.head == 0)
        ring.markUploaded()
        // At local time 1 particles 0 and 1 are dead (deaths 0.5, 1.5 > 1 is alive): slot 0 is reused.
        ring.append(record(64, death: 100), death: 100, now: 1)
        #expect(ring.capacity == 64)
        #expect(ring.records[0].originX == 64)
        #expect(ring.dirtyRanges == (0..<1, 0..<0))
        // Slot 1 holds particle 1, alive until 1.5: the ring doubles, oldest first.
        ring.append(record(65, death: 100), death: 100, now: 1)
        #expect(ring.capacity == 128)
        #expect(ring.isWhollyDirty)
        let oldestFirst = (0..<ring.capacity).map { ring.records[ring.slot(ofInstance: $0, newestFirst: false)] }
        #expect(oldestFirst.filter { $0.deathHigh.isFinite }.map(\.originX) == (1..<66).map(Float.init))
        #expect(ring.records[ring.slot(ofInstance: 0, newestFirst: true)].originX == 65)
        #expect(ring.records[ring.slot(ofInstance: 1, newestFirst: true)].originX == 64)
    }

    @Test("the dirty slots wrap around the end of the ring")
    func dirtyWraps() {
        var ring = ResidentRing()
        for tag in 0..<64 { ring.append(record(Float(tag), death: 1), death: 1, now: 0) }
        ring.markUploaded()
        for tag in 0..<60 { ring.append(record(Float(tag), death: 10), death: 10, now: 2) }
        ring.markUploaded()
        for tag in 0..<3 { ring.append(record(Float(tag), death: 10), death: 10, now: 2) }
        #expect(ring.dirtyRanges == (60..<63, 0..<0))
        ring.markUploaded()
        // Slot 63 and then slots 0 and 1, alive: slot 0's particle lives until 10 — the ring grows.
        ring.append(record(99, death: 10), death: 10, now: 2)
        #expect(ring.dirtyRanges == (63..<64, 0..<0))
        ring.append(record(100, death: 10), death: 10, now: 2)
        #expect(ring.capacity == 128)
    }

    /// A ring holding `prefill` (records dying then, tagged by position), uploaded, then given
    /// particles `range` of `store`, of a cell moved by `motion`, at local time `now`, one by
    /// one or as a run.
    private func ring(
        prefill: [Double], then range: Range<Int>, of store: ParticleStore, motion: MotionModel?, now: Double, oneByOne: Bool
    ) -> ResidentRing {
        var ring = ResidentRing()
        for (tag, death) in prefill.enumerated() { ring.append(record(Float(-1 - tag), death: death), death: death, now: 0) }
        ring.markUploaded()
        store.withColumns { columns in
            guard oneByOne else { return ring.append(range, of: columns, motion: motion, now: now) }
            let source = ResidentParticle.Columns(columns)
            for index in range {
                ring.append(ResidentParticle(source, at: index, motion: motion), death: source.deathTimes[index], now: now)
            }
        }
        return ring
    }

    /// The forces of a cell that sways, turns its particles at birth and lays them on a ground
    /// at y = 40 (every part of a record that forces fill).
    private func swayingMotion() throws -> MotionModel {
        var extensions = CellExtensions()
        var sway = Sway()
        (sway.amplitude, sway.frequency) = ([12, 0], 0.7)
        var ground = Ground()
        ground.y = 40
        (extensions.sway, extensions.initialRotation, extensions.initialRotationRange, extensions.ground) = (sway, 0.3, 2, ground)
        let layer = TestLayers.single(birthRate: 10, lifetime: 3, velocity: 30, acceleration: [0, 60, 0]) { $0.spindrift = extensions }
        let motion = try #require(try ParticleSystem(layer: layer).frame.cells[0].compiled.parameters.motion)
        #expect(motion.swayWave != nil && motion.rotates && motion.restsAtFirstContact)
        return motion
    }

    @Test("a run of births written eight at a time leaves the ring as appending them one by one does: records, slots, growth and dirty slots",
          arguments: [
              ([Double](), 0..<203, false), (Array(repeating: 100, count: 60), 0..<203, false),
              (Array(repeating: 1, count: 64), 5..<100, false), ((0..<40).map { $0 % 2 == 0 ? 1 : 100 }, 3..<203, false),
              (Array(repeating: 100, count: 60), 0..<203, true),
          ])
    func runsOfEight(prefill: [Double], range: Range<Int>, forces: Bool) throws {
        let motion = forces ? try swayingMotion() : nil
        let store = ParticleStore()
        for index in 0..<203 {
            // Every value of the record told apart, and deaths past a float's range (its low
            // float then 0) among them.
            let death = index % 37 == 5 ? 1e39 : 3 + Double(index) / 7
            var particle = ParticleStoreTests.particle(Int64(index), deathTime: death, lifetime: 1 + Float(index % 5))
            particle.origin = [Float(index), -Float(index) / 3, 7]
            particle.initialVelocity = [Float(index) * 0.25, 2 - Float(index), 1]
            particle.initialColor = [Float(index % 3) / 2, 0.25, Float(index % 7) / 6, 1.5]
            particle[.spin] = Float(index % 11) - 5
            particle[.initialScale] = 0.5 + Float(index % 13)
            store.append(particle)
        }
        let byOne = ring(prefill: prefill, then: range, of: store, motion: motion, now: 2, oneByOne: true)
        let asRun = ring(prefill: prefill, then: range, of: store, motion: motion, now: 2, oneByOne: false)
        if forces {
            // Some land on the ground within their lives, some do not.
            let restAges = byOne.records.map(\.restAge)
            #expect(restAges.contains { $0.isFinite && $0 > 0 } && restAges.contains(.infinity))
        }
        #expect(asRun.records == byOne.records)
        #expect((asRun.head, asRun.tail, asRun.span, asRun.capacity) == (byOne.head, byOne.tail, byOne.span, byOne.capacity))
        #expect(asRun.dirtyRanges == byOne.dirtyRanges)
    }

    @Test("split times keep ages exact over hours: a record's age equals the batch's to a float's rounding",
          arguments: [0.25, 61.5, 3_600.123_456, 86_400.987_654_321])
    func splitAges(now: Double) {
        for lifetime in [Float(0.5), 3, 1_000] {
            let death = now + 0.123_456_789, birth = death - Double(lifetime)
            let (high, low) = ResidentParticle.split(death), (nowHigh, nowLow) = ResidentParticle.split(now)
            let age = ((nowHigh - high) + (nowLow - low)) + lifetime
            let exact = Float(now - birth)
            // Two float roundings of numbers below the lifetime.
            #expect(abs(age - exact) <= 2 * lifetime.ulp, "now \(now), lifetime \(lifetime): \(age) against \(exact)")
        }
    }
}
