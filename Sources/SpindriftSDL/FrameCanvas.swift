import Spindrift

/// Something `spindrift render` draws frames on and encodes as PNGs, one pixel per point:
/// ``OffscreenRenderer`` (SDL's software renderer) or ``GLOffscreenRenderer`` (OpenGL 3.3).
public protocol FrameCanvas: AnyObject {
    /// Loads the textures of `program`'s cells; a missing one names `source`, the cell and the file.
    func prepare(for program: SceneProgram, source: String) throws(ConfigurationError)
    /// Draws `system`'s particles (its program prepared) over the background.
    func render(_ system: SceneSystem) throws(SDLError)
    /// The canvas encoded as a PNG file's bytes.
    func pngData() throws(SDLError) -> [UInt8]
}
