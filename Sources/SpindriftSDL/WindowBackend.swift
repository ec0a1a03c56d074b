import Spindrift
import SpindriftPlayback

/// What draws a play window's frames: the SDL renderer (``SDLWindowBackend``) or OpenGL 3.3
/// (``GLWindowBackend``). It owns the window and destroys it after its own objects.
protocol WindowBackend: AnyObject {
    /// The SDL window.
    var window: OpaquePointer { get }
    /// The drawing path in use, for the HUD and the title, such as
    /// `OpenGL 3.3, llvmpipe (LLVM 15.0.6, 256 bits)` or `SDL renderer, software`.
    var name: String { get }
    /// Loads the textures of `program`'s cells (see ``SceneRenderer/prepare(for:source:)``).
    func prepare(for program: SceneProgram, source: String) throws(ConfigurationError)
    /// Whether the file of an image in use changed since it was read
    /// (``TextureLibrary/imagesChanged()``).
    func imagesChanged() -> Bool
    /// Builds the batch of `system`'s live particles.
    func buildBatch(from system: SceneSystem)
    /// Each cell's path at the latest batch, by layer and cell (for the HUD).
    var drawingPaths: [[DrawingPath]] { get }
    /// Clears to the background and draws the latest batch.
    func drawBatch() throws(SDLError)
    /// Writes what has been drawn so far this frame as a PNG at `path`, in pixels.
    func saveScreenshot(to path: String) throws(SDLError)
    /// Shows the text `panels` at the top left, `errorLines` in red at the bottom left and the
    /// profiler's `profileLines` (its title first) with bars for `statistics` from now on, in a
    /// window `viewportWidth` points wide (``HUDOverlay/update(panels:errorLines:profileLines:statistics:viewportWidth:)``).
    func updateHUD(panels: [[String]], errorLines: [String], profileLines: [String], statistics: FrameStatistics, viewportWidth: Int32)
    /// Draws the HUD over the frame, `viewport` points spanning the window, the profiler's
    /// graph with the frames of `statistics`.
    func drawHUD(viewport: SIMD2<Int32>, statistics: FrameStatistics) throws(SDLError)
    /// Waits until the frame's drawing is done, so that the draw phase measures it rather
    /// than the queueing.
    func finishDrawing()
    /// Shows the frame (waiting for the display's refresh with vsync).
    func present()
    /// Makes presenting wait for the display's refresh from now on (where the driver lets it
    /// choose), for a backend opened without vsync.
    func waitForDisplay()
    /// Follows a change of the window's size or pixel density.
    func matchWindowSize()
}
