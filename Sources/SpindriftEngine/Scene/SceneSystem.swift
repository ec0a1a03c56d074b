/// A running ``Scene``: one ``ParticleSystem`` per layer, on one parent clock, each
/// simulated in its layer's own coordinates and drawn at its ``LayerPlacement``.
public final class SceneSystem {
    /// The compiled description being simulated.
    public private(set) var program: SceneProgram
    /// The window's size in points.
    public private(set) var windowSize: SIMD2<Double>
    /// Each layer's simulation, by layer index.
    public private(set) var systems: [ParticleSystem]
    /// Each layer's placement in the window, by layer index.
    public private(set) var placements: [LayerPlacement]
    /// Each layer's animated drawing properties (opacity, transform), with their tracks.
    private var drawingTracks: [[(property: AnimatableProperty<EmitterLayer>, track: AnimationTrack)]] = []
    /// Threads the update kernels of every layer may use; results do not depend on it.
    public var threads = 1 {
        didSet { for system in systems { system.threads = threads } }
    }
    /// Small layers stepped side by side, reused by every step.
    private let layerWork = LayerStepWork()

    /// A scene for `program` in a window of `windowSize` points, not yet started.
    public init(program: SceneProgram, windowSize: SIMD2<Double> = [1280, 720]) {
        self.program = program
        self.windowSize = windowSize
        placements = program.scene.placements(inWindow: windowSize)
        systems = zip(program.layers, placements).map { ParticleSystem(program: $0, viewport: Self.viewport($1)) }
        drawingTracks = Self.drawingTracks(of: program)
    }

    /// The tracks of `program`'s layers that animate what is read when drawing.
    private static func drawingTracks(of program: SceneProgram) -> [[(property: AnimatableProperty<EmitterLayer>, track: AnimationTrack)]] {
        program.layers.map { layer in
            EmitterLayer.animatableProperties.filter { $0.effect == .drawing }.compactMap { property in
                layer.animations.layerTrack(property.key).map { (property, $0) }
            }
        }
    }

    /// Places every layer whose placement, opacity or transform is animated at its
    /// presentation values at its local time (its model values before its
    /// ``EmitterLayer/beginTime``), a path's rotation mode adding to its rotation. Unset
    /// bounds and position start from where they put the layer; the particles keep the
    /// coordinates and viewport of the model bounds.
    private func placeAnimatedLayers() {
        for index in drawingTracks.indices where !drawingTracks[index].isEmpty {
            let superlayer = LayerPlacement.window(size: windowSize).placing(scene.root)
            var layer = scene.layers[index]
            if let now = systems[index].localTime {
                layer.layerProperties = superlayer.resolving(layer.layerProperties)
                var turn = 0.0
                for (property, track) in drawingTracks[index] {
                    property.write(&layer, track.value(at: now, model: property.read(layer)))
                    turn += track.rotation(at: now)
                }
                layer.layerProperties.transform.rotation += turn
            }
            placements[index] = superlayer.placing(layer.layerProperties)
        }
    }

    /// The description being simulated.
    public var scene: Scene { program.scene }

    /// Parent seconds since the scene was created or restarted.
    public var time: Double { systems[0].time }

    /// The first layer's local seconds (`CAMediaTiming`), or nil before its
    /// ``EmitterLayer/beginTime``: the local time a single-layer description plays on.
    public var localTime: Double? { systems[0].localTime }

    /// The live particles of every layer.
    public var particleCount: Int { systems.reduce(0) { $0 + $1.particleCount } }

    /// Every cell of every layer as (layer index, cell index, label): the cell's key path,
    /// after `layer/` in a scene of sublayers.
    public var cells: [(layer: Int, cell: Int, label: String)] {
        systems.indices.flatMap { layer in
            systems[layer].cellNames.enumerated().map { (layer, $0.offset, scene.cellPrefix(ofLayer: layer) + $0.element) }
        }
    }

    /// What is worth telling the user once: the layers' warnings (after the layer's label in
    /// a scene of sublayers).
    public var warnings: [String] {
        systems.indices.flatMap { layer in
            systems[layer].warnings.map { scene.hasSublayers ? "layer \(scene.label(ofLayer: layer)): \($0)" : $0 }
        }
    }

    /// Advances parent time by `seconds` (ignored unless finite and not negative).
    public func advance(by seconds: Double) {
        advanceLayers(.by(seconds))
        placeAnimatedLayers()
    }

    /// Advances parent time to `parentTime` (ignored unless finite and not before ``time``).
    public func advance(to parentTime: Double) {
        advanceLayers(.to(parentTime))
        placeAnimatedLayers()
    }

    /// Particles below which every layer of a running scene is stepped on one thread, the
    /// layers side by side on ``threads``: so few split no kernel of their own between
    /// threads, and a scene of many small layers would run on one.
    package static let particlesPerLayerSideBySide = 16_384

    /// Whether the next step advances the layers side by side: there are several threads and
    /// layers, each already running and small (``particlesPerLayerSideBySide``).
    package var stepsLayersSideBySide: Bool {
        threads > 1 && systems.count > 1
            && systems.allSatisfy { $0.localTime != nil && $0.particleCount < Self.particlesPerLayerSideBySide }
    }

    /// Advances every layer: side by side when ``stepsLayersSideBySide``, else one after
    /// another, each on every thread. Layers share nothing, so the result is the same either
    /// way.
    private func advanceLayers(_ advance: LayerStepWork.Advance) {
        guard stepsLayersSideBySide else {
            for system in systems { LayerStepWork.advance(system, advance) }
            return
        }
        for system in systems { system.threads = 1 }
        (layerWork.systems, layerWork.advance) = (systems, advance)
        ParallelChunks.run(layerWork, in: systems.count, threads: threads, minimumPerChunk: 1)
        layerWork.systems = []
        for system in systems { system.threads = threads }
    }

    /// Jumps every layer to parent time `parentTime`, backward or forward, in O(particles
    /// alive then) (``ParticleSystem/seek(to:)``).
    ///
    /// - Returns: where this state is not the history that was stepped through, in words,
    ///   each once (after the layer's label in a scene of sublayers); empty when it is.
    @discardableResult
    public func seek(to parentTime: Double) -> [String] {
        var notes: [String] = []
        for (layer, system) in systems.enumerated() {
            for note in system.seek(to: parentTime) {
                let labelled = scene.hasSublayers ? "layer \(scene.label(ofLayer: layer)): \(note)" : note
                if !notes.contains(labelled) { notes.append(labelled) }
            }
        }
        placeAnimatedLayers()
        return notes
    }

    /// Starts again from parent time 0 with no particles.
    public func restart() {
        for system in systems { system.restart() }
        placeAnimatedLayers()
    }

    /// Simulates `newProgram` from now on, in a window of `newWindowSize` points when given:
    /// a layer with the label (name, else index) of a running one keeps its particles as
    /// ``ParticleSystem/reconfigure(program:viewport:)`` does; a new layer starts pre-warmed
    /// at the current time.
    public func reconfigure(program newProgram: SceneProgram, windowSize newWindowSize: SIMD2<Double>? = nil) {
        let now = time
        let started = systems[0].localTime != nil
        var running: [String: ParticleSystem] = [:]
        for index in systems.indices { running[scene.label(ofLayer: index)] = running[scene.label(ofLayer: index)] ?? systems[index] }
        program = newProgram
        if let newWindowSize { windowSize = newWindowSize }
        placements = newProgram.scene.placements(inWindow: windowSize)
        systems = newProgram.layers.indices.map { index in
            let viewport = Self.viewport(placements[index])
            if let system = running.removeValue(forKey: newProgram.scene.label(ofLayer: index)) {
                system.reconfigure(program: newProgram.layers[index], viewport: viewport)
                return system
            }
            let system = ParticleSystem(program: newProgram.layers[index], viewport: viewport)
            system.threads = threads
            if started { system.advance(to: now) }
            return system
        }
        drawingTracks = Self.drawingTracks(of: newProgram)
        placeAnimatedLayers()
    }

    /// The viewport of a layer at `placement`: its bounds' size.
    private static func viewport(_ placement: LayerPlacement) -> SIMD2<Double> {
        [placement.bounds.z, placement.bounds.w]
    }
}
