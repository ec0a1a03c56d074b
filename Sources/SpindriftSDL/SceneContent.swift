import CSDL2
import Foundation
import Spindrift

/// What a backend draws: the textures of the scene's cells, each cell's appearance, and per
/// layer the batch and placement of the latest frame. The SDL renderer's scene and OpenGL's
/// each keep one.
final class SceneContent {
    /// The textures, packed into one atlas image.
    let textures: TextureLibrary
    /// One layer's share: its cells' appearances, and its batch and placement at the latest
    /// ``build(from:)``.
    struct Layer {
        /// Each cell's appearance, nil for cells that draw nothing.
        var appearances: [SpriteAppearance?]
        /// The batch of the latest ``SceneContent/build(from:)``.
        var batch = RenderBatch()
        /// The placement at the latest ``SceneContent/build(from:)``.
        var placement = LayerPlacement.window(size: .zero)
        /// The quad of its background at the latest ``SceneContent/build(from:)``, nil when
        /// it has none to draw.
        var background: SpriteInstance?
        /// Its cells' paths and rings while ``SceneContent/gpuResident`` is on.
        var resident: ResidentLayer?
        /// What it drew at the latest ``SceneContent/build(from:)``.
        var frame: ParticleFrame?
    }

    /// Each layer's share, by layer index.
    private(set) var layers: [Layer] = []
    /// The layers the latest ``build(from:)`` batched, in drawing order: the visible ones
    /// (not hidden, opacity above 0), by ``SceneProgram/drawingOrder``.
    private(set) var drawnLayers: [Int] = []
    /// The most sprites of one drawn layer's batch at the latest ``build(from:)``.
    private(set) var largestBatch = 0
    /// The most sprites one drawn layer's batch has room for (what its stores can hold).
    private(set) var largestBatchRoom = 0
    /// The ``TextureLibrary/atlasVersion`` the backend's texture was made from.
    private var uploadedAtlas = 0
    /// What is behind the layers; whether it replaces the root layer's background.
    var backdrop: Backdrop
    /// Whether cells whose particles the GPU can evaluate from their birth records are kept
    /// there (``ResidentLayer``) instead of being written into the batch every frame.
    var gpuResident = false
    /// Why cells take the CPU batch while ``gpuResident`` is off, for the HUD.
    var residentOffReason = DrawingPath.CPUBatchReason.switchedOff
    /// The most slots one GPU-resident ring may have (``ResidentLayer/maximumSlots``).
    var maximumResidentSlots = Int.max
    /// A scene's root placement and background quad at the latest ``build(from:)``, nil when
    /// it draws none (a single layer's root is the layer itself).
    private(set) var rootBackground: (placement: LayerPlacement, quad: SpriteInstance)?

    /// Content with textures from `texturesDirectory`, drawn on `backdrop`.
    init(texturesDirectory: URL, backdrop: Backdrop) {
        textures = TextureLibrary(directory: texturesDirectory)
        self.backdrop = backdrop
    }

    /// Loads the textures of `program`'s cells and, when that repacked the atlas, hands the
    /// new atlas image to `upload` to make the backend's texture. On error (naming `source`,
    /// the cell and the file) the previous appearances stay.
    func prepare(
        for program: SceneProgram, source: String, upload: (UnsafeMutablePointer<SDL_Surface>) throws(SDLError) -> Void
    ) throws(ConfigurationError) {
        let prepared = try textures.appearances(for: program, source: source)
        if textures.atlasVersion != uploadedAtlas, let atlas = textures.atlas {
            do {
                try upload(atlas)
            } catch {
                throw ConfigurationError(source: source, reason: "\(error)")
            }
            uploadedAtlas = textures.atlasVersion
        }
        if layers.count != prepared.count {
            layers = prepared.map { Layer(appearances: $0) }
        } else {
            for layer in layers.indices { layers[layer].appearances = prepared[layer] }
        }
    }

    /// Builds the batch of each visible layer of `system` on as many threads as `system`
    /// updates on, in its own coordinates, and takes the layers' placements and background
    /// quads; `system`'s program must be the one last passed to ``prepare(for:source:upload:)``.
    func build(from system: SceneSystem) {
        precondition(layers.count == system.systems.count, "prepare(for:source:) the system's program before drawing it")
        drawnLayers.removeAll(keepingCapacity: true)
        let scene = system.scene
        rootBackground = nil
        if scene.hasSublayers, !backdrop.replacesRootBackground {
            let root = LayerPlacement.window(size: system.windowSize).placing(scene.root)
            if let quad = Self.backgroundQuad(root) { rootBackground = (root, quad) }
        }
        for layer in layers.indices {
            layers[layer].placement = system.placements[layer]
            let replaced = !scene.hasSublayers && backdrop.replacesRootBackground
            layers[layer].background = replaced ? nil : Self.backgroundQuad(system.placements[layer])
        }
        (largestBatch, largestBatchRoom) = (0, 0)
        for layer in system.program.drawingOrder where !layers[layer].placement.isHidden && layers[layer].placement.opacity > 0 {
            let appearances = layers[layer].appearances
            precondition(appearances.count == system.systems[layer].cellCount,
                         "prepare(for:source:) the system's program before drawing it")
            drawnLayers.append(layer)
            let frame = system.systems[layer].frame
            layers[layer].frame = frame
            var batchAppearances = appearances
            if gpuResident {
                let resident = layers[layer].resident ?? ResidentLayer()
                layers[layer].resident = resident
                resident.maximumSlots = maximumResidentSlots
                resident.update(from: system.systems[layer], appearances: appearances)
                batchAppearances = resident.batchAppearances
            } else if let resident = layers[layer].resident {
                resident.detach()
                layers[layer].resident = nil
            }
            layers[layer].batch.build(from: frame, appearances: batchAppearances, threads: system.threads)
            largestBatch = max(largestBatch, layers[layer].batch.instanceCount)
            largestBatchRoom = max(largestBatchRoom, layers[layer].batch.instances.count)
        }
    }

    /// Each cell's path at the latest ``build(from:)``, by layer and cell: the resident
    /// layer's, or the CPU batch for every drawn cell while ``gpuResident`` is off.
    var drawingPaths: [[DrawingPath]] {
        layers.map { layer in
            if let resident = layer.resident { return resident.paths }
            guard let frame = layer.frame else { return [] }
            return DrawingPath.paths(of: frame, appearances: layer.appearances, enabled: false, offReason: residentOffReason)
        }
    }

    /// The quad filling `placement`'s bounds with its background colour, in the layer's
    /// coordinates, over the whole of a one-texel white texture; nil when the colour is
    /// transparent or the layer is not drawn.
    private static func backgroundQuad(_ placement: LayerPlacement) -> SpriteInstance? {
        let color = Backdrop.bytes(placement.backgroundColor)
        guard color.w > 0, !placement.isHidden, placement.opacity > 0 else { return nil }
        let bounds = SIMD4<Float>(placement.bounds)
        return SpriteInstance(
            centerX: bounds.x + bounds.z / 2, centerY: bounds.y + bounds.w / 2, halfWidth: bounds.z / 2, halfHeight: bounds.w / 2,
            rotation: 0, red: color.x, green: color.y, blue: color.z, alpha: color.w, u0: 0, v0: 0, u1: .max, v1: .max)
    }
}
