import Spindrift

/// What a canvas shows behind the layers: the colour it is cleared to, and whether that
/// colour stands in for the root layer's `backgroundColor` (`--background`, `--transparent`).
/// The root layer is the emitter layer of a single-layer description, the root of a scene.
public struct Backdrop: Equatable, Sendable {
    /// The colour [red, green, blue, alpha], 0…255, straight alpha; a canvas below full
    /// alpha holds premultiplied colours (see ``FrameCanvas/straightPixels()``).
    public var color: SIMD4<UInt8>
    /// Whether the root layer's `backgroundColor` is left undrawn, ``color`` replacing it.
    public var replacesRootBackground: Bool

    /// A backdrop of `color`, replacing the root layer's background or not.
    public init(color: SIMD4<UInt8>, replacesRootBackground: Bool = false) {
        self.color = color
        self.replacesRootBackground = replacesRootBackground
    }

    /// The night-sky blue behind the snow, under the root layer's background.
    public static let nightSky = Backdrop(color: [12, 18, 34, 255])

    /// The colour premultiplied by its alpha, as the canvas is cleared to it.
    var premultiplied: SIMD4<UInt8> {
        let alpha = UInt16(color.w)
        func scaled(_ component: UInt8) -> UInt8 { UInt8((UInt16(component) * alpha + 127) / 255) }
        return [scaled(color.x), scaled(color.y), scaled(color.z), color.w]
    }

    /// `color` [red, green, blue, alpha], 0…1 straight, as bytes 0…255 (out-of-range
    /// components clamped).
    public static func bytes(_ color: SIMD4<Double>) -> SIMD4<UInt8> {
        let scaled = color.clamped(lowerBound: .zero, upperBound: .one) * 255
        return SIMD4(UInt8(scaled.x.rounded()), UInt8(scaled.y.rounded()), UInt8(scaled.z.rounded()), UInt8(scaled.w.rounded()))
    }
}
