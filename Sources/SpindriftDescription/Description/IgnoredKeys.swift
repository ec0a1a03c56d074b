/// Real Core Animation keys that Spindrift accepts and ignores, each with what happens
/// instead: loading goes on and prints the reason once as a warning, where an unknown key
/// would be an error. With the property tables they cover every property of Apple's
/// `CALayer.h`, `CAEmitterLayer.h`, `CAEmitterCell.h` and `CAMediaTiming.h`; the docs'
/// table of ignored keys is generated from ``groups``.
package enum IgnoredKeys {
    /// Keys ignored for one reason on one kind of object.
    package struct Group: Sendable {
        /// The object that has the keys: `layer` (a layer or a scene's root) or `cell`.
        package let owner: String
        /// The keys, each with Apple's other spellings of it (`opaque`, `isOpaque`).
        package let keys: [[String]]
        /// What happens instead (the warning's text).
        package let reason: String
    }

    private static let noShadows = "accepted but not drawn: Spindrift draws no layer shadows"
    private static let particlesOnly = "accepted but not drawn: Spindrift draws only a layer's particles"
    private static let noContents = "accepted, no effect: an emitter layer draws no contents of its own"
    private static let renderingHint = "accepted, no effect: a rendering hint that does not change how Spindrift draws particles"
    private static let notSupported = "not supported by Spindrift: ignored"

    /// Every ignored key, grouped by reason, layer keys first.
    package static let groups: [Group] = [
        Group(owner: "layer", keys: [["shadowOpacity"], ["shadowRadius"], ["shadowOffset"], ["shadowColor"], ["shadowPath"]],
              reason: noShadows),
        Group(owner: "layer", keys: [["borderWidth"], ["borderColor"], ["cornerRadius"], ["maskedCorners"], ["cornerCurve"]],
              reason: particlesOnly),
        Group(owner: "layer", keys: [
            ["contents"], ["contentsScale"], ["contentsGravity"], ["contentsRect"], ["contentsCenter"], ["contentsFormat"],
            ["contentsHeadroom"], ["minificationFilter"], ["magnificationFilter"], ["minificationFilterBias"],
            ["opaque", "isOpaque"], ["needsDisplayOnBoundsChange"], ["drawsAsynchronously"], ["wantsDynamicContentScaling"],
        ], reason: noContents),
        Group(owner: "layer", keys: [
            ["shouldRasterize"], ["rasterizationScale"], ["allowsEdgeAntialiasing"], ["edgeAntialiasingMask"],
            ["allowsGroupOpacity"], ["wantsExtendedDynamicRangeContent"], ["toneMapMode"], ["preferredDynamicRange"],
        ], reason: renderingHint),
        Group(owner: "layer", keys: [["doubleSided", "isDoubleSided"]],
              reason: "accepted, no effect: Spindrift's layers are flat and never face away from the viewer"),
        Group(owner: "layer", keys: [["autoresizingMask"], ["layoutManager"]],
              reason: "accepted, no effect: Spindrift does no layout (place the layer with frame, or bounds and position)"),
        Group(owner: "layer", keys: [["superlayer"]], reason: "read-only in Core Animation: ignored"),
        Group(owner: "layer", keys: [["preservesDepth"]],
              reason: "\(notSupported) (particles are drawn flattened onto the layer, as with false)"),
        Group(owner: "layer", keys: [["transform"]],
              reason: "not supported by Spindrift as a matrix: ignored (set it through its key paths: "
                + "transform.rotation.z, transform.scale, transform.scale.x, transform.scale.y, "
                + "transform.translation.x, transform.translation.y)"),
        Group(owner: "layer", keys: [["duration"], ["repeatCount"], ["repeatDuration"], ["autoreverses"], ["fillMode"]],
              reason: "not supported by Spindrift on a layer: ignored (the layer's time runs on from beginTime forever)"),
        Group(owner: "layer", keys: [["sublayers"]],
              reason: "not supported by Spindrift inside a sublayer: ignored (a scene has one level of layers: "
                + "move these into the root's sublayers)"),
        Group(owner: "layer", keys: [
            ["style"], ["actions"], ["delegate"], ["mask"], ["filters"], ["backgroundFilters"], ["compositingFilter"],
            ["sublayerTransform"], ["anchorPointZ"], ["geometryFlipped", "isGeometryFlipped"],
        ], reason: notSupported),
        Group(owner: "cell", keys: [["minificationFilterBias"]], reason: "\(notSupported) (there are no mipmaps to bias)"),
        Group(owner: "cell", keys: [["style"]], reason: notSupported),
        Group(owner: "cell", keys: [["fillMode"]], reason: "\(notSupported) (a cell emits only inside its active window)"),
        Group(owner: "cell", keys: [["isRemovedOnCompletion", "removedOnCompletion"]],
              reason: "\(notSupported) (a cell's timing has no completion)"),
    ]

    /// The reason for each ignored key of `CALayer` and `CAEmitterLayer` on a layer (or a
    /// scene's root), by every spelling.
    static let layer = reasons(of: "layer")

    /// The reason for each ignored key of `CAEmitterCell`, by every spelling.
    static let cell = reasons(of: "cell")

    private static func reasons(of owner: String) -> [String: String] {
        var reasons: [String: String] = [:]
        for group in groups where group.owner == owner {
            for spelling in group.keys.joined() { reasons[spelling] = group.reason }
        }
        return reasons
    }

    /// The table of ignored keys in the docs: one row per group.
    package static var reference: String {
        var lines = ["| keys | on | what happens |", "|---|---|---|"]
        for group in groups {
            let keys = group.keys.map { $0.map { "`\($0)`" }.joined(separator: "/") }.joined(separator: ", ")
            lines.append("| \(keys) | \(group.owner) | \(group.reason) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
