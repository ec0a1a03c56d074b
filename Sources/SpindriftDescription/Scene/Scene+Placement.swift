extension Scene {
    /// Each layer's placement in a window of `size` points, by layer index: the root sits
    /// on the window (exactly, without placement keys) and the layers in the root.
    public func placements(inWindow size: SIMD2<Double>) -> [LayerPlacement] {
        let root = LayerPlacement.window(size: size).placing(self.root)
        return layers.map { root.placing($0.layerProperties) }
    }
}
