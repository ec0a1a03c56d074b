/// Real Core Animation keys that Spindrift accepts and ignores, each with what happens
/// instead: loading goes on and prints the reason once as a warning, where an unknown key
/// would be an error.
enum IgnoredKeys {
    private static let noShadows = "accepted but not drawn: Spindrift draws no layer shadows"
    private static let particlesOnly = "accepted but not drawn: Spindrift draws only a layer's particles"
    private static let noContents = "accepted, no effect: an emitter layer draws no contents of its own"
    private static let notSupported = "not supported by Spindrift: ignored"

    /// Keys of `CALayer` and `CAEmitterLayer` on a layer (or a scene's root).
    static let layer: [String: String] = [
        "shadowOpacity": noShadows, "shadowRadius": noShadows, "shadowOffset": noShadows,
        "shadowColor": noShadows, "shadowPath": noShadows,
        "backgroundColor": particlesOnly, "borderWidth": particlesOnly, "borderColor": particlesOnly,
        "cornerRadius": particlesOnly,
        "contents": noContents, "contentsScale": noContents, "contentsGravity": noContents,
        "contentsRect": noContents, "minificationFilter": noContents, "magnificationFilter": noContents,
        "rasterizationScale": noContents, "shouldRasterize": noContents, "isOpaque": noContents, "opaque": noContents,
        "allowsEdgeAntialiasing": noContents, "allowsGroupOpacity": noContents,
        "preservesDepth": "\(notSupported) (particles are drawn flattened onto the layer, as with false)",
        "style": notSupported, "actions": notSupported, "delegate": notSupported, "mask": notSupported,
        "filters": notSupported, "backgroundFilters": notSupported, "compositingFilter": notSupported,
        "sublayerTransform": notSupported, "anchorPointZ": notSupported,
        "isGeometryFlipped": notSupported, "geometryFlipped": notSupported,
        "transform": "not supported by Spindrift as a matrix: ignored (set it through its key paths: "
            + "transform.rotation.z, transform.scale, transform.scale.x, transform.scale.y, "
            + "transform.translation.x, transform.translation.y)",
    ]

    /// Keys of `CAEmitterCell`.
    static let cell: [String: String] = [
        "minificationFilterBias": "\(notSupported) (there are no mipmaps to bias)",
        "style": notSupported,
        "fillMode": "\(notSupported) (a cell emits only inside its active window)",
        "isRemovedOnCompletion": "\(notSupported) (a cell's timing has no completion)",
    ]
}
