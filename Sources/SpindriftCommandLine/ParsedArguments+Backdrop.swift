import Spindrift
import SpindriftSDL

extension ParsedArguments {
    /// What `--background COLOR` asks to show behind the layers, standing in for the root
    /// layer's `backgroundColor`; the night sky under the root's background without it.
    /// `transparent` (`render --transparent`): the canvas keeps alpha, clear where nothing
    /// is drawn unless a colour is given. Otherwise the canvas is opaque: a colour's alpha
    /// darkens it, as over black.
    func backdrop(transparent: Bool = false) throws(CommandLineError) -> Backdrop {
        guard let color = try color("--background") else {
            return transparent ? Backdrop(color: [0, 0, 0, 0], replacesRootBackground: true) : .nightSky
        }
        let shown = transparent ? color : SIMD4(color.x * color.w, color.y * color.w, color.z * color.w, 1)
        return Backdrop(color: Backdrop.bytes(shown), replacesRootBackground: true)
    }
}
