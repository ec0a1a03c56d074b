import Foundation
import Testing
@testable import Spindrift
@testable import SpindriftDescription
@testable import SpindriftEngine

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

/// The centre of sprite `sprite` of `batch`.
private func centre(of sprite: Int, in batch: RenderBatch) -> SIMD2<Float> {
    SIMD2(batch.instances[sprite].centerX, batch.instances[sprite].centerY)
}

/// The four corners of `sprite` as an array.
private func corners(_ sprite: SpriteInstance) -> [SpriteVertex] {
    let (a, b, c, d) = sprite.vertices
    return [a, b, c, d]
}

/// The distance in the x-y plane between a particle and a point.
private func distance(_ particle: Particle, _ point: SIMD2<Float>) -> Float {
    let offset = SIMD2(particle.position.x, particle.position.y) - point
    return (offset * offset).sum().squareRoot()
}

@Suite("RenderBatch")
struct RenderBatchTests {
    @Test("one sprite per live particle, one run per texture, cells without appearance skipped")
    func counts() throws {
        let disabled = cell("off", birthRate: 5) { $0.enabled = false }
        let simulation = try system([cell("a", birthRate: 4), cell("b"), cell("hidden", birthRate: 3), disabled], time: 2.5)
        var batch = RenderBatch()
        batch.build(from: simulation.frame, appearances: [plain, SpriteAppearance(texture: 1, size: [8, 8]), nil, plain])
        #expect(simulation.particleCount(inCell: 0) == 10)
        #expect(simulation.particleCount(inCell: 1) == 5)
        #expect(batch.instanceCount == 15)
        #expect(batch.instances.count >= 15)
        #expect(batch.runs == [RenderBatch.Run(texture: 0, instances: 0..<10), RenderBatch.Run(texture: 1, instances: 10..<15)])
    }

    @Test("consecutive cells sharing a texture share one run")
    func sharedTexture() throws {
        let simulation = try system([cell("a"), cell("b")], time: 2.5)
        var batch = RenderBatch()
        batch.build(from: simulation.frame, appearances: [plain, plain])
        #expect(batch.runs == [RenderBatch.Run(texture: 0, instances: 0..<10)])
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
        #expect(batch.instanceCount == 5)
        #expect(batch.runs == [RenderBatch.Run(texture: 0, instances: 0..<5)])
    }

    @Test("sprites follow the render mode's order", arguments: [RenderMode.oldestFirst, .oldestLast, .backToFront])
    func order(mode: RenderMode) throws {
        // Random positions in a cuboid and no motion: each sprite's centre identifies its particle.
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
        #expect(batch.instanceCount == particles.count)
        let keys = (0..<batch.instanceCount).map { sprite -> Float in
            let point = centre(of: sprite, in: batch)
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
        #expect(batch.runs.map(\.instances.count).reduce(0, +) == particles.count)
        #expect(zip(batch.runs, batch.runs.dropFirst()).allSatisfy { $0.instances.upperBound == $1.instances.lowerBound })
        // Each sprite keeps its cell's size: the runs' textures follow the sprites' cells.
        for run in batch.runs {
            #expect(batch.instances[run.instances].allSatisfy { $0.halfWidth == (run.texture == 0 ? 10 : 2) })
        }
        #expect(batch.blendMode == .alpha)
    }

    @Test("ordered by birth, the sprites are the unordered batch's, stably sorted by birth time, on any number of threads",
          arguments: [RenderMode.oldestFirst, .oldestLast])
    func birthOrder(mode: RenderMode) throws {
        // Cells that rewrite their sprites after the kernel (curves, forces, a sway alone, an
        // integrated field) and a plain one, interleaved by birth; more sprites than a thread's share.
        func simulation(_ mode: RenderMode) throws -> ParticleSystem {
            let json = """
                {"emitterPosition": [200, 100], "emitterSize": [300, 100], "emitterShape": "rectangle", "seed": 5,
                 "renderMode": "\(mode.rawValue)", "emitterCells": [
                  {"name": "plain", "birthRate": 5000, "lifetime": 3, "lifetimeRange": 2, "velocity": 30, "emissionRange": 6.3,
                   "spin": 1, "spinRange": 2},
                  {"name": "curved", "birthRate": 4000, "lifetime": 2, "lifetimeRange": 1, "velocity": 20, "spin": 1,
                   "spindrift": {"scaleOverLife": {"values": [1, 3, 0.5]}, "colorOverLife": {"values": [[1, 1, 1, 1], [1, 0, 0, 0.5]]},
                                 "spinOverLife": {"values": [0, 2]}}},
                  {"name": "blown", "birthRate": 3000, "lifetime": 4, "lifetimeRange": 3, "velocity": 40, "emissionRange": 6.3,
                   "spindrift": {"drag": 0.8, "wind": [30, 5], "initialRotationRange": 3}},
                  {"name": "swaying", "birthRate": 2000, "lifetime": 3, "velocity": 10,
                   "spindrift": {"sway": {"amplitude": [20, 5], "frequency": 0.5}, "initialRotationRange": 1}},
                  {"name": "stirred", "birthRate": 300, "lifetime": 1.5, "lifetimeRange": 1, "velocity": 25,
                   "spindrift": {"turbulence": {"strength": 100, "scale": 50, "seed": 2}}}]}
                """
            let system = try ParticleSystem(layer: try EmitterLayer(jsonData: Data(json.utf8), source: "birth-order.json"))
            system.advance(by: 0)
            system.advance(by: 1.6)
            return system
        }
        let sorted = try simulation(mode), unsorted = try simulation(.unordered)
        let appearances = (0..<5).map { SpriteAppearance(texture: $0 % 2, size: [8, 4]) }
        var unordered = RenderBatch()
        unordered.build(from: unsorted.frame, appearances: appearances)
        // Each unsorted sprite's cell and birth time as the batch rounds it.
        let cells = (0..<5).flatMap { cell in Array(repeating: cell, count: sorted.particles(inCell: cell).count) }
        let births = (0..<5).flatMap { sorted.particles(inCell: $0) }.map { Float($0.deathTime - Double($0[.lifetime])) }
        #expect(births.count == unordered.instanceCount && births.count > 2 * RenderBatch.minimumInstancesPerThread)
        let places = births.indices.sorted { first, second in
            let (a, b) = mode == .oldestFirst ? (births[first], births[second]) : (births[second], births[first])
            return a != b ? a < b : first < second
        }
        for threads in [1, 3] {
            var batch = RenderBatch()
            batch.build(from: sorted.frame, appearances: appearances, threads: threads)
            #expect(batch.instanceCount == places.count)
            let misplaced = places.indices.filter { batch.instances[$0] != unordered.instances[places[$0]] }
            #expect(misplaced.isEmpty, "\(threads) thread(s): \(misplaced.count) sprites misplaced, the first at \(misplaced.first ?? 0)")
            // The runs follow the sorted sprites' cells' textures.
            #expect(batch.runs.flatMap { run in run.instances.map { _ in run.texture } } == places.map { cells[$0] % 2 })
        }
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
        #expect(batch.instanceCount == 1)
        let sprite = batch.instances[0]
        let sign: Float = scale < 0 ? -1 : 1
        #expect(sprite.halfWidth == 5 * sign && sprite.halfHeight == 2.5 * sign)
        #expect(sprite.centerX == 100 && sprite.centerY == 50)
        // Corners are negated by a negative scale: the top-left texture corner lands bottom-right.
        let v = corners(sprite)
        #expect(abs(v[1].x - v[0].x - 10 * sign) < 1e-4)
        #expect(abs(v[3].y - v[0].y - 5 * sign) < 1e-4)
        #expect(v.reduce(SIMD2<Float>.zero) { $0 + SIMD2($1.x, $1.y) } / 4 == [100, 50])
        #expect([v[0].u, v[1].u] == [0, 1])
        #expect([v[0].v, v[3].v] == [0, 1])
    }

    @Test("scale and colour change with age in closed form, evaluated at the frame's time")
    func changeWithAge() throws {
        // Born at t = 1: at t = 3.5 its age is 2.5 s.
        let simulation = try system([cell("a", birthRate: 1) {
            $0.scale = 2; $0.scaleSpeed = -0.5; $0.color = [1, 0.5, 0.2, 1]; $0.blueSpeed = 0.2; $0.alphaSpeed = -0.3
        }], time: 3.5)
        var batch = RenderBatch()
        batch.build(from: simulation.frame, appearances: [plain])
        let sprite = try #require(batch.instances.first)
        #expect(abs(sprite.halfWidth - 10 * 0.75) < 1e-5 && abs(sprite.halfHeight - 5 * 0.75) < 1e-5)
        // 0.2 + 0.2 × 2.5 = 0.7 → 178.5 → 179; 1 − 0.3 × 2.5 = 0.25 → 63.75 → 64.
        #expect([sprite.red, sprite.green, sprite.blue, sprite.alpha] == [255, 128, 179, 64])
    }

    @Test("every sprite is its particle's state at the frame's time, on any number of threads, in every order",
        arguments: [RenderMode.unordered, .oldestFirst, .backToFront])
    func everySprite(mode: RenderMode) throws {
        // More particles than one thread's share, an odd count: the threads' parts split the
        // kernel's groups of 8 lanes.
        let moving = cell("a", birthRate: 20_011) {
            $0.lifetime = 100; $0.velocity = 40; $0.velocityRange = 30; $0.emissionRange = 3; $0.yAcceleration = 9
            $0.scale = 1; $0.scaleRange = 0.8; $0.scaleSpeed = -0.1; $0.spin = 0.5; $0.spinRange = 2
            $0.color = [0.5, 0.5, 0.5, 0.9]; $0.redRange = 0.5; $0.greenRange = 0.5; $0.alphaRange = 0.2
            $0.redSpeed = 0.3; $0.alphaSpeed = -0.2
        }
        let simulation = try system([moving], time: 1.77) { layer in
            layer.emitterShape = .cuboid
            layer.emitterSize = [40, 30]
            layer.emitterDepth = 20
            layer.renderMode = mode
            layer.seed = 3
        }
        let particles = simulation.particles(inCell: 0)
        #expect(particles.count > 2 * RenderBatch.minimumInstancesPerThread && particles.count % 8 != 0)
        // A texture rectangle whose four corners differ (as in the texture rectangle's test).
        let sheet = SpriteAppearance(texture: 0, size: [20, 10], textureRect: [0.5, 0.25, 0.5, 0.25])
        var single = RenderBatch(), several = RenderBatch()
        single.build(from: simulation.frame, appearances: [sheet])
        several.build(from: simulation.frame, appearances: [sheet], threads: 3)
        #expect(single.instances[0..<single.instanceCount] == several.instances[0..<several.instanceCount])
        let cornersRight = single.instances[0..<single.instanceCount].allSatisfy { [$0.u0, $0.v0, $0.u1, $0.v1] == [32768, 16384, 65535, 32767] }
        #expect(cornersRight, "every sprite has the rectangle's corners")
        guard mode == .unordered else { return }
        func byte(_ value: Float) -> UInt8 { UInt8((min(max(value, 0), 1) * 255 + 0.5).rounded(.down)) }
        for (sprite, particle) in zip(single.instances, particles) {
            let position = particle.position, color = particle.color
            #expect(abs(sprite.centerX - position.x) <= 1e-4 * max(1, abs(position.x)))
            #expect(abs(sprite.centerY - position.y) <= 1e-4 * max(1, abs(position.y)))
            #expect(sprite.halfWidth == 10 * particle.scale && sprite.halfHeight == 5 * particle.scale)
            #expect(sprite.rotation == particle.rotation)
            #expect([sprite.red, sprite.green, sprite.blue, sprite.alpha] == [byte(color.x), byte(color.y), byte(color.z), byte(color.w)])
        }
    }

    @Test("colour is clamped to 0…1 only when drawn")
    func colorClampedWhenDrawn() throws {
        let simulation = try system([cell("a", birthRate: 1) { $0.color = [0.5, 0.5, 0.5, 1]; $0.redSpeed = 1; $0.greenSpeed = -1 }], time: 1.75)
        let particle = try #require(simulation.particles(inCell: 0).first)
        #expect(abs(particle.color.x - 1.25) < 1e-5 && abs(particle.color.y + 0.25) < 1e-5)
        var batch = RenderBatch()
        batch.build(from: simulation.frame, appearances: [plain])
        #expect([batch.instances[0].red, batch.instances[0].green, batch.instances[0].blue] == [255, 0, 128])
    }

    @Test("rotation is spin × age and turns the quad clockwise on screen (y down)")
    func rotation() throws {
        // Born at t = 1 with a spin of π/2 per second: a quarter turn at t = 2.
        let simulation = try system([cell("a", birthRate: 1) { $0.spin = Double.pi / 2 }], time: 2)
        var batch = RenderBatch()
        batch.build(from: simulation.frame, appearances: [plain])
        #expect(abs(batch.instances[0].rotation - Float.pi / 2) < 1e-5)
        let v = corners(batch.instances[0])
        // The top edge, 20 points long, now points down the screen.
        #expect(abs(v[1].x - v[0].x) < 1e-3)
        #expect(abs(v[1].y - v[0].y - 20) < 1e-3)
    }

    @Test("the particle's colour tints the sprite and every vertex, 0…255")
    func colour() throws {
        let simulation = try system([cell("a", birthRate: 1) { $0.color = [1, 0.5, 0.25, 0.8] }], time: 1.5)
        var batch = RenderBatch()
        batch.build(from: simulation.frame, appearances: [plain])
        let sprite = batch.instances[0]
        #expect([sprite.red, sprite.green, sprite.blue, sprite.alpha] == [255, 128, 64, 204])
        for vertex in corners(sprite) {
            #expect([vertex.red, vertex.green, vertex.blue, vertex.alpha] == [255, 128, 64, 204])
        }
    }

    @Test("the texture rectangle gives the corners' texture coordinates, in 65535ths")
    func textureRect() throws {
        let simulation = try system([cell("a", birthRate: 1)], time: 1.5)
        var batch = RenderBatch()
        let sheet = SpriteAppearance(texture: 3, size: [8, 8], textureRect: [0.5, 0.25, 0.5, 0.25])
        batch.build(from: simulation.frame, appearances: [sheet])
        let sprite = batch.instances[0]
        // 0.25 × 65535 = 16383.75 and 0.5 × 65535 = 32767.5, rounded inward: up on the
        // left and top edges, down on the right and bottom ones.
        #expect([sprite.u0, sprite.v0, sprite.u1, sprite.v1] == [32768, 16384, 65535, 32767])
        let expected: [SIMD2<Float>] = [[0.5, 0.25], [1, 0.25], [1, 0.5], [0.5, 0.5]]
        for (vertex, corner) in zip(corners(sprite), expected) {
            #expect(abs(vertex.u - corner.x) < 1e-4 && abs(vertex.v - corner.y) < 1e-4)
        }
        #expect(batch.runs.first?.texture == 3)
    }

    @Test("texture corners are stored rounded inward: an image at any texel of an atlas up to 16384 high never reaches past its edges",
          arguments: [14, 68, 1030, 16384])
    func textureCornersInward(atlasHeight: Int) throws {
        let simulation = try system([cell("a", birthRate: 1)], time: 1.5)
        var batch = RenderBatch()
        for top in Set([1, 2, 3, atlasHeight / 3, atlasHeight / 2, atlasHeight - 3]) {
            let rect = SIMD4<Float>(0, Float(top) / Float(atlasHeight), 1, 2 / Float(atlasHeight))
            batch.build(from: simulation.frame, appearances: [SpriteAppearance(texture: 0, size: [8, 8], textureRect: rect)])
            let corners = corners(batch.instances[0])
            // In texels: the decoded top at or below the image's first row, the bottom at or above its end.
            #expect(corners[0].v * Float(atlasHeight) >= Float(top) * (1 - 1e-6), "top \(top)")
            #expect(corners[2].v * Float(atlasHeight) <= Float(top + 2) * (1 + 1e-6), "top \(top)")
        }
    }

    @Test("two triangles per quad, indices counted from the first vertex")
    func triangleIndices() throws {
        #expect(RenderBatch.triangleIndices(quadCount: 2) == [0, 1, 2, 0, 2, 3, 4, 5, 6, 4, 6, 7])
        #expect(RenderBatch.triangleIndices(quadCount: 0).isEmpty)
    }

    @Test("a sprite is 32 bytes: centre, half-extents, rotation, colour at 20, texture corners at 24")
    func instanceLayout() throws {
        #expect(MemoryLayout<SpriteInstance>.stride == 32)
        #expect(MemoryLayout<SpriteInstance>.offset(of: \.halfWidth) == 8)
        #expect(MemoryLayout<SpriteInstance>.offset(of: \.rotation) == 16)
        #expect(MemoryLayout<SpriteInstance>.offset(of: \.red) == 20)
        #expect(MemoryLayout<SpriteInstance>.offset(of: \.alpha) == 23)
        #expect(MemoryLayout<SpriteInstance>.offset(of: \.u0) == 24)
        #expect(MemoryLayout<SpriteInstance>.offset(of: \.v1) == 30)
    }

    @Test("a vertex has SDL_Vertex's layout: 20 bytes, colour at 8, texture coordinate at 12")
    func vertexLayout() throws {
        #expect(MemoryLayout<SpriteVertex>.stride == 20)
        #expect(MemoryLayout<SpriteVertex>.offset(of: \.red) == 8)
        #expect(MemoryLayout<SpriteVertex>.offset(of: \.u) == 12)
    }
}
