/// What a description file holds: one emitter layer (the original form), or a scene of
/// several, `{ "sublayers": [ … ] }`, under a root whose `CALayer` keys place, turn, fade
/// and clip them all.
///
/// Each sublayer has its own placement, cells, timing and random stream; they are drawn
/// in order of ``LayerProperties/zPosition``, then of the array.
public struct Scene: Sendable, Equatable {
    /// The root's `CALayer` keys; the defaults for a single layer.
    public private(set) var root: LayerProperties
    /// The emitter layers; exactly one for a single layer.
    public private(set) var layers: [EmitterLayer]
    /// Whether the description is a scene, written with `sublayers` (even with one), or a
    /// single layer; it decides JSON paths (`sublayers[1].birthRate`) and cell labels.
    public let hasSublayers: Bool
    /// Keys the description gives that Spindrift accepts and ignores (real Core Animation
    /// keys it does not draw or implement), each with what happens: warnings, not errors.
    public internal(set) var notices: [ConfigurationError.Problem] = []
    /// Images that came inside the file rather than beside it (a Particle Designer file's
    /// embedded texture), by the `contents` that names them: PNG or JPEG bytes.
    public internal(set) var embeddedImages: [String: [UInt8]] = [:]

    /// The most layers a scene may have.
    public static let maxLayers = 64

    /// A description of one layer.
    public init(layer: EmitterLayer) {
        root = LayerProperties()
        layers = [layer]
        hasSublayers = false
    }

    /// A scene of `sublayers` under a root with `root`'s `CALayer` properties.
    public init(root: LayerProperties = LayerProperties(), sublayers: [EmitterLayer]) {
        self.root = root
        layers = sublayers
        hasSublayers = true
    }

    /// Replaces the layer at `index` (such as a layer tuned in the window).
    public mutating func replaceLayer(at index: Int, with layer: EmitterLayer) {
        precondition(layers.indices.contains(index), "no layer \(index) in a scene of \(layers.count)")
        layers[index] = layer
    }

    /// The JSON path of layer `index`'s key `key` (the key itself for a single layer).
    public func jsonPath(ofLayer index: Int, key: String) -> String {
        guard hasSublayers else { return key }
        return key.isEmpty ? "sublayers[\(index)]" : "sublayers[\(index)].\(key)"
    }

    /// How cells of layer `index` are labelled in scenes: its name, else its index.
    public func label(ofLayer index: Int) -> String {
        layers[index].layerProperties.name ?? String(index)
    }

    /// The prefix of layer `index`'s cell labels: `fire/` in a scene, empty for a single layer.
    package func cellPrefix(ofLayer index: Int) -> String {
        hasSublayers ? label(ofLayer: index) + "/" : ""
    }

    /// The layers' indices in drawing order: by ``LayerProperties/zPosition``, equal
    /// values in array order.
    public var drawingOrder: [Int] {
        layers.indices.sorted {
            (layers[$0].layerProperties.zPosition, $0) < (layers[$1].layerProperties.zPosition, $1)
        }
    }
}
