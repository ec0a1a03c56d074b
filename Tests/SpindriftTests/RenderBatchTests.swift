import Testing
@testable import Spindrift

/// A named cell that emits `birthRate` particles per second, living 100 s, motionless.
private func cell(_ name: String, birthRate: Double = 2, configure: (inout EmitterCell) -> Void = { _ in }) -> EmitterCell {
    var cell = EmitterCell()
    cell.name = name
    cell.birthRate = birthRate
    cell.lifetime = 100
    configure(&cell)
    return cell
}

/// A system of `cells` on a point emitter at (100, 50), advanced to parent time `time`.
private func system(_ cells: [EmitterCell], time: Double, configure: (inout EmitterLayer) -> Void = { _ in }) throws -> ParticleSystem {
    var layer = EmitterLayer()
    layer.emitterPosition = [100, 50]
    layer.emitterCells = cells
    configure(&layer)
    let system = try ParticleSystem(layer: layer)
    system.advance(by: 0)
    system.advance(by: time)
    return system
}

/// A 20 × 10 points sprite of texture 0.
private let plain = SpriteAppearance(texture: 0, size: [20, 10])

/// The centre of quad `quad` of `batch`.
private func centre(of quad: Int, in batch: RenderBatch) -> SIMD2<Float> {
    let corners = batch.vertices[(quad * 4)..<(quad * 4 + 4)]
    return corners.reduce(SIMD2<Float>.zero) { $0 + SIMD2($1.x, $1.y) } / 4
}

/// The distance in the x-y plane between a particle and a point.
private func distance(_ particle: Particle, _ point: SIMD2<Float>) -> Float {
    let offset = SIMD2(particle.position.x, particle.position.y) - point
    return (offset * offset).sum().squareRoot()
}

@Suite("RenderBatch")
struct RenderBatchTests {
    @Test("one quad per live particle, one run per texture, cells without appearance skipped")
    func counts() throws {
        let disabled = cell("off", birthRate: 5) { $0.enabled = false }
        let simulation = try system([cell("a", birthRate: 4), cell("b"), cell("hidden", birthRate: 3), disabled], time: 2.5)
        var batch = RenderBatch()
        batch.build(from: simulation.frame, appearances: [plain, SpriteAppearance(texture: 1, size: [8, 8]), nil, plain])
        #expect(simulation.particleCount(inCell: 0) == 10)
        #expect(simulation.particleCount(inCell: 1) == 5)
        #expect(batch.quadCount == 15)
        #expect(batch.vertices.count >= 60)
        #expect(batch.runs == [RenderBatch.Run(texture: 0, quads: 0..<10), RenderBatch.Run(texture: 1, quads: 10..<15)])
    }

    @Test("consecutive cells sharing a texture share one run")
    func sharedTexture() throws {
        let simulation = try system([cell("a"), cell("b")], time: 2.5)
        var batch = RenderBatch()
        batch.build(from: simulation.frame, appearances: [plain, plain])
        #expect(batch.runs == [RenderBatch.Run(texture: 0, quads: 0..<10)])
    }

    @Test("a rebuilt batch holds only the current particles")
    func rebuild() throws {
        let simulation = try system([cell("a", birthRate: 10)], time: 3)
        var batch = RenderBatch()
        batch.build(from: simulation.frame, appearances: [plain])
        simulation.restart()
        simulation.advance(by: 0)
        simulation.advance(by: 0.55)
        batch.build(from: simulation.frame, appearances: [plain])
        #expect(batch.quadCount == 5)
        #expect(batch.runs == [RenderBatch.Run(texture: 0, quads: 0..<5)])
    }

    @Test("quads follow the render mode's order", arguments: [RenderMode.oldestFirst, .oldestLast, .backToFront])
    func order(mode: RenderMode) throws {
        // Random positions in a cuboid and no motion: each quad's centre identifies its particle.
        let cells = [cell("a", birthRate: 7), cell("b", birthRate: 5)]
        let simulation = try system(cells, time: 3) { layer in
            layer.emitterShape = .cuboid
            layer.emitterSize = [400, 300]
            layer.emitterDepth = 200
            layer.renderMode = mode
            layer.seed = 7
        }
        var batch = RenderBatch()
        batch.build(from: simulation.frame, appearances: [plain, SpriteAppearance(texture: 1, size: [4, 4])])
        let particles = simulation.particles(inCell: 0) + simulation.particles(inCell: 1)
        #expect(batch.quadCount == particles.count)
        let keys = (0..<batch.quadCount).map { quad -> Float in
            let point = centre(of: quad, in: batch)
            let particle = particles.min { distance($0, point) < distance($1, point) }!
            #expect(distance(particle, point) < 1e-3)
            switch mode {
            case .oldestFirst: return -particle.age
            case .oldestLast: return particle.age
            default: return particle.position.z
            }
        }
        #expect(keys == keys.sorted())
        // Interleaved cells make more runs than textures: drawing order wins over batching.
        #expect(batch.runs.map(\.quads.count).reduce(0, +) == particles.count)
        #expect(batch.blendMode == .alpha)
    }

    @Test("additive mode blends additively; the others blend by alpha",
          arguments: [RenderMode.unordered, .oldestFirst, .oldestLast, .backToFront, .additive])
    func blendMode(mode: RenderMode) throws {
        let simulation = try system([cell("a")], time: 1) { $0.renderMode = mode }
        var batch = RenderBatch()
        batch.build(from: simulation.frame, appearances: [plain])
        #expect(batch.blendMode == (mode == .additive ? .additive : .alpha))
    }

    @Test("size is |scale| × the appearance's size; a negative scale turns the image 180°", arguments: [0.5, -0.5])
    func size(scale: Double) throws {
        let simulation = try system([cell("a", birthRate: 1) { $0.scale = scale }], time: 1.5)
        var batch = RenderBatch()
        batch.build(from: simulation.frame, appearances: [plain])
        let v = batch.vertices
        #expect(batch.quadCount == 1)
        // Corners are negated by a negative scale: the top-left texture corner lands bottom-right.
        let sign: Float = scale < 0 ? -1 : 1
        #expect(abs(v[1].x - v[0].x - 10 * sign) < 1e-4)
        #expect(abs(v[3].y - v[0].y - 5 * sign) < 1e-4)
        #expect(abs(centre(of: 0, in: batch).x - 100) < 1e-4 && abs(centre(of: 0, in: batch).y - 50) < 1e-4)
        #expect([v[0].u, v[1].u] == [0, 1])
        #expect([v[0].v, v[3].v] == [0, 1])
    }

    @Test("colour is clamped to 0…1 only when drawn")
    func colorClampedWhenDrawn() throws {
        let simulation = try system([cell("a", birthRate: 1) { $0.color = [0.5, 0.5, 0.5, 1]; $0.redSpeed = 1; $0.greenSpeed = -1 }], time: 1.75)
        let particle = try #require(simulation.particles(inCell: 0).first)
        #expect(abs(particle.color.x - 1.25) < 1e-5 && abs(particle.color.y + 0.25) < 1e-5)
        var batch = RenderBatch()
        batch.build(from: simulation.frame, appearances: [plain])
        #expect([batch.vertices[0].red, batch.vertices[0].green, batch.vertices[0].blue] == [255, 0, 128])
    }

    @Test("rotation turns the quad clockwise on screen (y down)")
    func rotation() throws {
        // Born at t = 1 with a spin of π/2 per second: a quarter turn at t = 2.
        let simulation = try system([cell("a", birthRate: 1) { $0.spin = Double.pi / 2 }], time: 2)
        var batch = RenderBatch()
        batch.build(from: simulation.frame, appearances: [plain])
        let v = batch.vertices
        // The top edge, 20 points long, now points down the screen.
        #expect(abs(v[1].x - v[0].x) < 1e-3)
        #expect(abs(v[1].y - v[0].y - 20) < 1e-3)
    }

    @Test("the particle's colour tints every vertex, 0…255")
    func colour() throws {
        let simulation = try system([cell("a", birthRate: 1) { $0.color = [1, 0.5, 0.25, 0.8] }], time: 1.5)
        var batch = RenderBatch()
        batch.build(from: simulation.frame, appearances: [plain])
        for vertex in batch.vertices.prefix(4) {
            #expect([vertex.red, vertex.green, vertex.blue, vertex.alpha] == [255, 128, 64, 204])
        }
    }

    @Test("the texture rectangle gives the corners' texture coordinates")
    func textureRect() throws {
        let simulation = try system([cell("a", birthRate: 1)], time: 1.5)
        var batch = RenderBatch()
        let sheet = SpriteAppearance(texture: 3, size: [8, 8], textureRect: [0.5, 0.25, 0.5, 0.25])
        batch.build(from: simulation.frame, appearances: [sheet])
        let corners = batch.vertices.prefix(4).map { SIMD2($0.u, $0.v) }
        #expect(corners == [[0.5, 0.25], [1, 0.25], [1, 0.5], [0.5, 0.5]])
        #expect(batch.runs.first?.texture == 3)
    }

    @Test("two triangles per quad, indices counted from the first vertex")
    func triangleIndices() throws {
        #expect(RenderBatch.triangleIndices(quadCount: 2) == [0, 1, 2, 0, 2, 3, 4, 5, 6, 4, 6, 7])
        #expect(RenderBatch.triangleIndices(quadCount: 0).isEmpty)
    }

    @Test("a vertex has SDL_Vertex's layout: 20 bytes, colour at 8, texture coordinate at 12")
    func vertexLayout() throws {
        #expect(MemoryLayout<SpriteVertex>.stride == 20)
        #expect(MemoryLayout<SpriteVertex>.offset(of: \.red) == 8)
        #expect(MemoryLayout<SpriteVertex>.offset(of: \.u) == 12)
    }
}
