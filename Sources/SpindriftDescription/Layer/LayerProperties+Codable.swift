extension LayerProperties {
    /// The JSON keys: `CALayer`'s property names, and the transform's key paths as written
    /// with `setValue(_:forKeyPath:)`.
    package enum CodingKeys: String, CodingKey, CaseIterable {
        case name, bounds, position, anchorPoint, frame, zPosition, opacity, masksToBounds, backgroundColor
        case hidden, isHidden
        case rotation = "transform.rotation", rotationZ = "transform.rotation.z"
        case scale = "transform.scale", scaleX = "transform.scale.x", scaleY = "transform.scale.y"
        case translation = "transform.translation"
        case translationX = "transform.translation.x", translationY = "transform.translation.y"
    }

    /// Decodes the layer keys of the object `decoder` is on (which checks its own unknown
    /// keys). `frame` stands for `position` and `bounds` (Core Animation's rule: position =
    /// frame origin + anchorPoint × size, bounds = [0, 0, width, height]); giving it with
    /// either of them is an error. A specific transform key (`transform.scale.x`) wins over
    /// the general one (`transform.scale`).
    init(decodingFrom decoder: any Decoder) throws {
        self.init()
        let container = try decoder.descriptionContainer(keyedBy: CodingKeys.self, alsoKnown: [], checkingUnknownKeys: false)
        try container.update(&name, .name)
        try container.updateVector(&bounds, .bounds, labels: "[x, y, width, height]")
        try container.updateVector(&position, .position, labels: "[x, y]")
        try container.updateVector(&anchorPoint, .anchorPoint, labels: "[x, y]")
        try container.update(&zPosition, .zPosition)
        try container.update(&opacity, .opacity)
        try container.update(&masksToBounds, .masksToBounds)
        try container.updateVector(&backgroundColor, .backgroundColor, labels: "[red, green, blue, alpha]")
        if container.contains(.hidden), container.contains(.isHidden) {
            try container.reject(.isHidden, "'hidden' and 'isHidden' are the same property: give one")
        }
        try container.update(&isHidden, .hidden)
        try container.update(&isHidden, .isHidden)
        try container.update(&transform.rotation, .rotation)
        try container.update(&transform.rotation, .rotationZ)
        var uniformScale: Double?
        try container.update(&uniformScale, .scale)
        if let uniformScale { transform.scale = [uniformScale, uniformScale] }
        try container.update(&transform.scale.x, .scaleX)
        try container.update(&transform.scale.y, .scaleY)
        try container.updateVector(&transform.translation, .translation, labels: "[x, y]")
        try container.update(&transform.translation.x, .translationX)
        try container.update(&transform.translation.y, .translationY)
        if container.contains(.rotation), container.contains(.rotationZ) {
            try container.reject(.rotation, "'transform.rotation' is 'transform.rotation.z': give one")
        }
        var frame: SIMD4<Double>?
        try container.updateVector(&frame, .frame, labels: "[x, y, width, height]")
        if let frame {
            if container.contains(.position) || container.contains(.bounds) {
                try container.reject(.frame, "frame is shorthand for position and bounds: give frame, or position and bounds, not both")
            } else {
                bounds = [0, 0, frame.z, frame.w]
                position = [frame.x + anchorPoint.x * frame.z, frame.y + anchorPoint.y * frame.w]
            }
        }
    }

    /// Writes the keys that differ from Core Animation's defaults (never `frame`: position
    /// and bounds say it).
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let defaults = LayerProperties()
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(bounds, forKey: .bounds)
        try container.encodeIfPresent(position, forKey: .position)
        if anchorPoint != defaults.anchorPoint { try container.encode(anchorPoint, forKey: .anchorPoint) }
        if zPosition != defaults.zPosition { try container.encode(zPosition, forKey: .zPosition) }
        if opacity != defaults.opacity { try container.encode(opacity, forKey: .opacity) }
        if isHidden { try container.encode(isHidden, forKey: .hidden) }
        if masksToBounds { try container.encode(masksToBounds, forKey: .masksToBounds) }
        if backgroundColor != defaults.backgroundColor { try container.encode(backgroundColor, forKey: .backgroundColor) }
        if transform.rotation != 0 { try container.encode(transform.rotation, forKey: .rotationZ) }
        if transform.scale.x != 1 { try container.encode(transform.scale.x, forKey: .scaleX) }
        if transform.scale.y != 1 { try container.encode(transform.scale.y, forKey: .scaleY) }
        if transform.translation.x != 0 { try container.encode(transform.translation.x, forKey: .translationX) }
        if transform.translation.y != 0 { try container.encode(transform.translation.y, forKey: .translationY) }
    }
}
